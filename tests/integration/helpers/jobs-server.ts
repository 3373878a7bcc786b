/**
 * The real server with one test-only queue, run as a child process by tests/integration/jobs-restart.test.ts.
 * JOBS_BLOCK=1 makes the handler hang after recording its start (the test then kills the process);
 * JOBS_ENQUEUE=<file> sends one job that records into that file once the server is ready.
 */
import { appendFileSync } from 'node:fs';
import { loadSettings } from '../../../src/server/env';
import { createLogger } from '../../../src/server/logger';
import { startServer } from '../../../src/server/server';

const RESUME_QUEUE = 'test-resume';

const settings = loadSettings();
const block = process.env.JOBS_BLOCK === '1';
const server = await startServer(settings, {
  logger: createLogger(settings.logLevel),
  queue: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
  jobs: (queue) =>
    queue.registerHandler<{ logFile: string }>(
      RESUME_QUEUE,
      async ({ logFile }, job) => {
        appendFileSync(logFile, `start ${job.id} ${job.attempt}\n`);
        if (block) await new Promise(() => undefined);
        appendFileSync(logFile, `done ${job.id} ${job.attempt}\n`);
      },
      // A short expiry lets PostgreSQL (no start-up recovery there) retry the lost job within the test.
      { retryLimit: 3, retryDelay: 0, retryBackoff: false, expireInSeconds: 3 },
    ),
});
const enqueue = process.env.JOBS_ENQUEUE;
if (enqueue) await server.jobs.send(RESUME_QUEUE, { logFile: enqueue });
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
