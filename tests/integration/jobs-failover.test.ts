import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalysisDto } from '../../src/common/analysis';
import { reportFixture, sleep, uploadFile, waitForFinished } from './helpers/analyses';
import { type ChildServer, freePort, spawnServer, waitForHealth } from './helpers/child';
import { signIn, signUp } from './helpers/client';
import { createPostgresDatabase, DATABASE_TARGETS, type TestDatabase } from './helpers/databases';
import { TEST_APP_URL } from './helpers/server';

/**
 * Issue 15 item 5: two processes run jobs on one PostgreSQL; the one running an analysis is killed (SIGKILL); the
 * other takes the job over within seconds, with the job's expiry (5 minutes) far away.
 */
describe.runIf(DATABASE_TARGETS.includes('postgres'))('job fail-over between processes on postgres', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-failover-'));
  const children: ChildServer[] = [];
  let postgres: TestDatabase | undefined;

  afterAll(async () => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(extra: Record<string, string> = {}) {
    const port = await freePort();
    const server = spawnServer(
      {
        PORT: String(port),
        DATA_DIR: dataDir,
        APP_URL: TEST_APP_URL,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
        DATABASE_URL: postgres!.url,
        ANALYZE_EXPIRE_SECONDS: '300',
        ...extra,
      },
      'tests/integration/helpers/analyses-server.ts',
    );
    children.push(server);
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, server);
    return { server, base };
  }

  it("a killed process's running job is taken over by the other process at once", async () => {
    postgres = await createPostgresDatabase();
    const first = await start({ ANALYZE_BLOCK: '1' });
    const { client, email, password } = await signUp(first.base);
    const upload = await uploadFile(first.base, client, 'experian', (await reportFixture('experian-current')).pdf);
    const id = upload.body.analyses![0]!.id;
    for (let i = 0; ; i++) {
      const row = (await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${id}`)).body.analysis;
      if (row.analysis_status === 'processing') break;
      if (i > 300) throw new Error(`the job did not start:\n${first.server.output()}`);
      await sleep(100);
    }
    // The second process is up (and idle) before the first dies.
    const second = await start();
    first.server.child.kill('SIGKILL');
    await first.server.exited;

    // Waiting at most 150 s, half the job's 300 s expiry: only the fail-over can have finished it.
    const again = await signIn(second.base, email, password);
    const done = await waitForFinished(again.client, id, 150_000);
    expect(done.analysis_status, second.server.output()).toBe('completed');

    second.server.child.kill('SIGTERM');
    expect(await second.server.exited, second.server.output()).toBe(0);
  }, 240_000);
});
