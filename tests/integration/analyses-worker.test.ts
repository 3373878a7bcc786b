import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WORKER_NEEDS_DATABASE_URL } from '../../src/server/worker-messages';
import { reportFixture, uploadFile, waitForFinished } from './helpers/analyses';
import { type ChildServer, spawnServer } from './helpers/child';
import { signUp } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { useTestServer } from './helpers/server';

const spawnWorker = (env: Record<string, string>): ChildServer => spawnServer(env, 'src/server/worker.ts');

describe('npm run worker', () => {
  it('refuses to start without DATABASE_URL', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-worker-'));
    try {
      const worker = spawnWorker({ DATA_DIR: dataDir });
      expect(await worker.exited).toBe(1);
      expect(worker.output()).toContain(WORKER_NEEDS_DATABASE_URL);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** A web process that runs no jobs (JOBS_IN_PROCESS=false) and a worker process share the PostgreSQL database. */
describe.runIf(DATABASE_TARGETS.includes('postgres'))('web process and worker process on postgres', () => {
  const app = useTestServer('postgres', { JOBS_IN_PROCESS: 'false' });
  let worker: ChildServer | undefined;

  afterAll(() => {
    if (worker && worker.child.exitCode === null) worker.child.kill('SIGKILL');
  });

  it('the worker process analyses what the web process received', async () => {
    const { client } = await signUp(app.url);
    const upload = await uploadFile(app.url, client, 'experian', (await reportFixture('experian-current')).pdf);
    expect(upload.status).toBe(201);
    const id = upload.body.analyses![0]!.id;
    // No worker yet: the row waits.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await client.get<{ analysis: { analysis_status: string } }>(`/api/analyses/${id}`)).body.analysis.analysis_status).toBe('pending');

    worker = spawnWorker({ DATA_DIR: app.dataDir, DATABASE_URL: app.settings.databaseUrl!, LOG_LEVEL: 'warn', WORKER_CONCURRENCY: '1' });
    const done = await waitForFinished(client, id, 90_000);
    expect(done.analysis_status, worker.output()).toBe('completed');

    // Sent while the worker is up: it is woken through LISTEN/NOTIFY (or its poll) and finishes it too.
    const second = await uploadFile(app.url, client, 'experian', (await reportFixture('experian-current')).pdf);
    expect((await waitForFinished(client, second.body.analyses![0]!.id, 60_000)).analysis_status).toBe('completed');

    worker.child.kill('SIGTERM');
    expect(await worker.exited, worker.output()).toBe(0);
  }, 180_000);
});
