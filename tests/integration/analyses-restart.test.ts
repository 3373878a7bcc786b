import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalysisDto } from '../../src/common/analysis';
import { reportFixture, sleep, uploadFile, waitForFinished } from './helpers/analyses';
import { type ChildServer, freePort, spawnServer, waitForHealth } from './helpers/child';
import { signIn, signUp, type TestClient } from './helpers/client';
import { createPostgresDatabase, DATABASE_TARGETS, type TestDatabase } from './helpers/databases';
import { seedPgliteDatabase } from './helpers/pglite-template';
import { TEST_APP_URL } from './helpers/server';

const spawnAnalysesServer = (env: Record<string, string>): ChildServer => spawnServer(env, 'tests/integration/helpers/analyses-server.ts');

/** The server is killed (SIGKILL) while the engine reads a report; the next server finishes the same row. */
describe.each(DATABASE_TARGETS)('analysis resume after a crash on %s', (target) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-analyses-restart-'));
  const children: ChildServer[] = [];
  let postgres: TestDatabase | undefined;

  afterAll(async () => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(extra: Record<string, string> = {}) {
    const port = await freePort();
    const server = spawnAnalysesServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: TEST_APP_URL,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...extra,
    });
    children.push(server);
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, server);
    return { server, base };
  }

  it('completes an analysis interrupted by a killed server once a server runs again', async () => {
    if (target === 'postgres') postgres = await createPostgresDatabase();
    else await seedPgliteDatabase(dataDir);

    const first = await start({ ANALYZE_BLOCK: '1' });
    const { client, email, password } = await signUp(first.base);
    const upload = await uploadFile(first.base, client, 'experian', (await reportFixture('experian-current')).pdf);
    expect(upload.status).toBe(201);
    const id = upload.body.analyses![0]!.id;
    // Wait until the job runs (row processing, stage reading), then kill the process without a graceful stop.
    for (let i = 0; ; i++) {
      const row = (await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${id}`)).body.analysis;
      if (row.analysis_status === 'processing' && row.metadata.stage === 'reading') break;
      if (i > 300) throw new Error(`the job did not start: ${JSON.stringify(row)}\n${first.server.output()}`);
      await sleep(100);
    }
    first.server.child.kill('SIGKILL');
    await first.server.exited;

    const second = await start();
    const again = await signIn(second.base, email, password);
    expect(again.response.status).toBe(200);
    const done = await waitForFinished(again.client as TestClient, id, 90_000);
    expect(done.analysis_status, second.server.output()).toBe('completed');
    expect(done.score).toBe((await reportFixture('experian-current')).truth.reports[0]?.score);
    const notifications = await again.client.get<{ notifications: { type: string }[] }>('/api/notifications');
    expect(notifications.body.notifications.map((n) => n.type)).toEqual(['CREDIT_ANALYSIS_COMPLETE']);

    second.server.child.kill('SIGTERM');
    expect(await second.server.exited, second.server.output()).toBe(0);
  }, 180_000);
});
