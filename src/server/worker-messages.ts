/** What `npm run worker` says when it cannot run (kept apart so tests can read it without starting a worker). */
export const WORKER_NEEDS_DATABASE_URL =
  'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database (PGlite) can only be opened by one process. ' +
  'Without DATABASE_URL the web process runs the jobs itself (JOBS_IN_PROCESS=true, the default).';
