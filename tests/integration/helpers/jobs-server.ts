/**
 * The real server with one test-only queue, run as a child process by tests/integration/jobs-restart.test.ts.
 * JOBS_BLOCK=1 makes the handler hang after recording its start (the test then kills the process);
 * JOBS_ENQUEUE=<file> sends one job that records into that file once the server is ready;
 * JOBS_HOLD_TRANSACTION=<file> inserts a row and its job in a transaction, writes "inserted" to the file and
 * never commits (the test then kills the process between the inserts and the commit).
 */
import { appendFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { loadSettings } from '../../../src/server/env';
import { createLogger } from '../../../src/server/logger';
import { startServer } from '../../../src/server/server';

const RESUME_QUEUE = 'test-resume';

// the engine processes start at the first upload (the test server never warmed them)
const settings = { ...loadSettings(), warmEngine: false };
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
const hold = process.env.JOBS_HOLD_TRANSACTION;
if (hold) {
  await server.database.db.execute(sql`create table if not exists job_test_rows (id serial primary key, label text not null)`);
  void server.database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into job_test_rows (label) values (${hold})`);
    await server.jobs.sendInTransaction(tx, RESUME_QUEUE, { logFile: hold });
    appendFileSync(hold, 'inserted\n');
    await new Promise(() => undefined);
  });
}
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
