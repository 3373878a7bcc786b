import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_ERROR_MESSAGES, EngineError } from '../../src/engine/errors';
import { openDatabase, queryRows, type Database } from '../../src/server/db/client';
import { PermanentJobError } from '../../src/server/jobs/errors';
import { startQueue, type JobQueue, type JobState } from '../../src/server/jobs/queue';
import { createLogger } from '../../src/server/logger';
import { createPostgresDatabase, DATABASE_TARGETS, type TestDatabase } from './helpers/databases';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

describe.each(DATABASE_TARGETS)('job queue on %s', (target) => {
  let dataDir: string;
  let postgres: TestDatabase | undefined;
  let database: Database;
  let queue: JobQueue;
  const logger = createLogger('silent');

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-jobs-'));
    if (target === 'postgres') postgres = await createPostgresDatabase();
    database = await openDatabase({ databaseUrl: postgres?.url, dataDir });
    await database.db.execute(sql`create table job_test_rows (id serial primary key, label text not null)`);
    queue = await startQueue({
      database,
      databaseUrl: postgres?.url,
      logger,
      shutdownTimeoutMs: 10_000,
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
    });
  });

  afterAll(async () => {
    await queue?.stop();
    await database?.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const rowsLabelled = async (label: string) => (await queryRows<{ id: number }>(database.db, sql`select id from job_test_rows where label = ${label}`)).length;
  const jobsWithLabel = async (label: string) =>
    (await queryRows<{ id: string }>(database.db, sql`select id from pgboss.job where data->>'label' = ${label}`)).length;
  const stateOf = async (name: string, id: string): Promise<JobState | undefined> => (await queue.getJob(name, id))?.state;

  it('runs a job enqueued with its row and marks it completed', async () => {
    const seen: { rowId: number; label: string; attempt: number }[] = [];
    await queue.registerHandler<{ rowId: number; label: string }>('test-complete', async (data, job) => {
      seen.push({ ...data, attempt: job.attempt });
    });
    const { row, jobId } = await queue.enqueueWithRow(
      'test-complete',
      async (tx) => (await queryRows<{ id: number }>(tx, sql`insert into job_test_rows (label) values ('complete') returning id`))[0]!,
      (inserted) => ({ rowId: inserted.id, label: 'complete' }),
    );
    await waitFor(
      () => stateOf('test-complete', jobId),
      (state) => state === 'completed',
    );
    expect(seen).toEqual([{ rowId: row.id, label: 'complete', attempt: 1 }]);
    expect(await rowsLabelled('complete')).toBe(1);
  });

  it('leaves neither row nor job when the transaction rolls back after both inserts', async () => {
    await queue.defineQueue('test-atomic');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into job_test_rows (label) values ('rolled-back')`);
        const jobId = await queue.sendInTransaction(tx, 'test-atomic', { label: 'rolled-back' });
        // Both statements ran in this transaction: the job is visible inside it…
        const inside = await queryRows<{ id: string }>(tx, sql`select id from pgboss.job where id = ${jobId}`);
        expect(inside).toHaveLength(1);
        throw new Error('the process dies before commit');
      }),
    ).rejects.toThrow('the process dies before commit');
    // …and gone with it.
    expect(await rowsLabelled('rolled-back')).toBe(0);
    expect(await jobsWithLabel('rolled-back')).toBe(0);
  });

  it('leaves no row when the job cannot be enqueued', async () => {
    await expect(
      queue.enqueueWithRow(
        'test-no-such-queue',
        (tx) => tx.execute(sql`insert into job_test_rows (label) values ('orphan')`),
        () => ({ label: 'orphan' }),
      ),
    ).rejects.toThrow('does not exist');
    expect(await rowsLabelled('orphan')).toBe(0);
  });

  it('fails a job once, without retrying, on a permanent error', async () => {
    const attempts: Record<string, number> = {};
    await queue.registerHandler<{ kind: string }>(
      'test-permanent',
      async ({ kind }) => {
        attempts[kind] = (attempts[kind] ?? 0) + 1;
        if (kind === 'engine') throw new EngineError('not_a_credit_report');
        throw new PermanentJobError('the upload is gone');
      },
      { retryLimit: 3, retryDelay: 0, retryBackoff: false },
    );
    const own = await queue.send('test-permanent', { kind: 'own' });
    const engine = await queue.send('test-permanent', { kind: 'engine' });
    await waitFor(
      () => stateOf('test-permanent', own),
      (state) => state === 'failed',
    );
    await waitFor(
      () => stateOf('test-permanent', engine),
      (state) => state === 'failed',
    );
    // Several polling intervals: a retry would have run by now.
    await sleep(2_000);
    expect(attempts).toEqual({ own: 1, engine: 1 });
    const failed = await queue.getJob('test-permanent', engine);
    expect(failed?.state).toBe('failed');
    expect(failed?.output).toMatchObject({ message: ENGINE_ERROR_MESSAGES.not_a_credit_report });
  });

  it('retries a transient error with backoff until the handler succeeds', async () => {
    const startedAt: number[] = [];
    await queue.registerHandler(
      'test-transient',
      async () => {
        startedAt.push(Date.now());
        if (startedAt.length < 3) throw new Error('the storage is briefly unavailable');
      },
      { retryLimit: 3, retryDelay: 1, retryBackoff: true },
    );
    const id = await queue.send('test-transient', {});
    await waitFor(
      () => stateOf('test-transient', id),
      (state) => state === 'completed',
      30_000,
    );
    expect(startedAt).toHaveLength(3);
    expect((await queue.getJob('test-transient', id))?.retryCount).toBe(2);
    // Backoff: each wait is at least the retry delay (1 s), and the second is not shorter than the first.
    const [first, second, third] = startedAt as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(1_000);
    expect(third - second).toBeGreaterThanOrEqual(1_000);
  }, 40_000);

  it('fails a job for good once the retries are used up', async () => {
    let attempts = 0;
    await queue.registerHandler(
      'test-exhausted',
      async () => {
        attempts++;
        throw new Error('still down');
      },
      { retryLimit: 1, retryDelay: 0, retryBackoff: false },
    );
    const id = await queue.send('test-exhausted', {});
    await waitFor(
      () => stateOf('test-exhausted', id),
      (state) => state === 'failed',
    );
    await sleep(1_500);
    expect(attempts).toBe(2);
  });

  it('stop() waits for a running handler to finish', async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finished = false;
    await queue.registerHandler('test-graceful', async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      await sleep(300);
      finished = true;
    });
    const id = await queue.send('test-graceful', {});
    await running;
    setTimeout(() => release(), 1_000);
    const stoppedAt = Date.now();
    await queue.stop();
    expect(finished).toBe(true);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1_000);
    const [job] = await queryRows<{ state: string }>(database.db, sql`select state from pgboss.job where id = ${id}`);
    expect(job?.state).toBe('completed');
  });
});
