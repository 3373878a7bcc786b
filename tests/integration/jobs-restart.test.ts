import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/server/db/client';
import { type ChildServer, freePort, spawnServer, waitForHealth } from './helpers/child';
import { createPostgresDatabase, DATABASE_TARGETS, type TestDatabase } from './helpers/databases';
import { seedPgliteDatabase } from './helpers/pglite-template';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const spawnJobsServer = (env: Record<string, string>): ChildServer => spawnServer(env, 'tests/integration/helpers/jobs-server.ts');

async function waitForLine(file: string, pattern: RegExp, server: ChildServer, timeoutMs = 60_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = existsSync(file) ? readFileSync(file, 'utf8').match(pattern) : null;
    if (match) return match;
    await sleep(100);
  }
  throw new Error(`no line ${pattern} in ${file}:\n${server.output()}`);
}

/**
 * A job is running when its server is killed (SIGKILL: no graceful stop, the job stays "active"). The next
 * server on the same database runs it again to completion.
 */
describe.each(DATABASE_TARGETS)('job resume after a crash on %s', (target) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-jobs-restart-'));
  const logFile = path.join(dataDir, 'jobs.log');
  const children: ChildServer[] = [];
  let postgres: TestDatabase | undefined;

  afterAll(async () => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(extra: Record<string, string>, healthy = true) {
    const port = await freePort();
    const env: Record<string, string> = {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...extra,
    };
    const server = spawnJobsServer(env);
    children.push(server);
    if (healthy) await waitForHealth(`http://127.0.0.1:${port}`, server);
    return server;
  }

  it('runs the interrupted job again after a restart', async () => {
    if (target === 'postgres') postgres = await createPostgresDatabase();
    else await seedPgliteDatabase(dataDir);

    const first = await start({ JOBS_BLOCK: '1', JOBS_ENQUEUE: logFile });
    const [, jobId] = await waitForLine(logFile, /^start (\S+) 1$/m, first);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(readFileSync(logFile, 'utf8')).not.toContain('done');

    const second = await start({});
    const done = await waitForLine(logFile, /^done (\S+) (\d+)$/m, second);
    expect(done[1]).toBe(jobId);
    // The killed run counts as an attempt.
    expect(done[2]).toBe('2');
    // On PGlite the new server retries it at start instead of waiting for the job to expire.
    if (target === 'pglite') expect(second.output()).toContain('jobs interrupted by a restart will be retried');

    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);
  }, 120_000);

  it('keeps neither row nor job when the process dies between the inserts and the commit', async () => {
    const holdFile = path.join(dataDir, 'hold.log');
    // On PGlite the open transaction holds the database, so the health check would wait with it.
    const server = await start({ JOBS_HOLD_TRANSACTION: holdFile }, false);
    await waitForLine(holdFile, /^inserted$/m, server);
    server.child.kill('SIGKILL');
    await server.exited;

    const database = await openDatabase({ databaseUrl: postgres?.url, dataDir });
    try {
      const rows = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from job_test_rows where label = ${holdFile}`);
      const jobs = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from pgboss.job where data->>'logFile' = ${holdFile}`);
      expect(rows[0]?.n).toBe(0);
      expect(jobs[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
