/**
 * An upload that kills the engine process reading it: the server lives on, the file ends failed with a sentence
 * after one more try, and other people's analyses go on (docs/decisions/155). A file left by a server that died
 * with it in hand, twice, is failed without being read again (no crash loop).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisDto } from '../../src/common/analysis';
import { ENGINE_ERROR_MESSAGES } from '../../src/engine/errors';
import { createEnginePool, type EnginePool } from '../../src/engine/isolated-pool';
import { createAnalyzeReportHandler, MAX_ENGINE_DEATHS, RUNNER_ID } from '../../src/server/jobs/analyze-report';
import { createLogger } from '../../src/server/logger';
import { createReportStorage } from '../../src/server/providers/storage';
import { reportFixture, uploadFile, waitForFinished } from './helpers/analyses';
import { signUp } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { startTestServer, type TestServer } from './helpers/server';

const CRASH_MARKER = 'CRASH-THE-ENGINE';

describe.each(DATABASE_TARGETS)('an engine that crashes on %s', (target) => {
  let app: TestServer;
  let pool: EnginePool;

  beforeAll(async () => {
    pool = createEnginePool({ size: 1, workerUrl: new URL('./helpers/crashing-engine.mjs', import.meta.url) });
    app = await startTestServer(
      target,
      {},
      {
        analysis: {
          analyze: (bytes, options) => pool.analyze(bytes, options),
        },
      },
    );
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await pool?.close();
  });

  it('fails the file that killed it with a sentence, keeps serving, and reads the next file', async () => {
    const { client, userId } = await signUp(app.url);
    const fixture = await reportFixture('experian-current');
    const deadly = new Uint8Array([...fixture.pdf, ...Buffer.from(CRASH_MARKER, 'latin1')]);
    const upload = await uploadFile(app.url, client, 'experian', deadly);
    expect(upload.status).toBe(201);
    const failed = await waitForFinished(client, upload.body.analyses![0]!.id);
    expect(failed.analysis_status).toBe('failed');
    expect(failed.metadata.error).toEqual({ code: 'reader_crashed', message: ENGINE_ERROR_MESSAGES.reader_crashed });
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);

    const next = await uploadFile(app.url, client, 'experian', fixture.pdf);
    expect((await waitForFinished(client, next.body.analyses![0]!.id)).analysis_status).toBe('completed');
    const notices = await app.server.app.notifications.service.listNotifications(userId);
    expect(notices.map((n) => n.type).sort()).toEqual(['CREDIT_ANALYSIS_COMPLETE', 'CREDIT_ANALYSIS_FAILED']);
  }, 120_000);

  it(`fails a file that was in the engine when ${MAX_ENGINE_DEATHS} processes died, without reading it`, async () => {
    const { client } = await signUp(app.url);
    const upload = await uploadFile(app.url, client, 'experian', (await reportFixture('experian-current')).pdf);
    const row: AnalysisDto = upload.body.analyses![0]!;
    await waitForFinished(client, row.id);
    // As servers that died with the file in the engine leave the row: processing, their runner ids recorded.
    const db = app.server.database.db;
    const leaveRunners = (...runners: string[]) =>
      db.execute(sql`update credit_report_analyses set analysis_status = 'processing',
        metadata = metadata || jsonb_build_object('engine_runners', ${JSON.stringify(runners)}::jsonb) where id = ${row.id}`);
    let analysed = 0;
    const handler = createAnalyzeReportHandler({
      db,
      storage: createReportStorage(app.settings),
      notifications: app.server.app.notifications.service,
      logger: createLogger('silent'),
      analyze: () => {
        analysed += 1;
        return Promise.reject(new Error('engine unavailable'));
      },
    });
    const job = { id: 'test', name: 'analyze-report', retryLimit: 2, attempt: 1 };

    // One dead runner, and this process's own earlier start (a job delivered twice: no death, it is alive): read again.
    await leaveRunners(RUNNER_ID, 'dead-1');
    await expect(handler({ analysisIds: [row.id] }, job)).rejects.toThrow('engine unavailable');
    expect(analysed).toBe(1);

    await leaveRunners(RUNNER_ID, 'dead-1', 'dead-2');
    await expect(handler({ analysisIds: [row.id] }, job)).rejects.toThrow('reader_crashed');
    expect(analysed).toBe(1);
    const now = (await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${row.id}`)).body.analysis;
    expect(now.analysis_status).toBe('failed');
    expect(now.metadata.error?.code).toBe('reader_crashed');
    expect(now.metadata.engine_runners).toBeUndefined();
  }, 120_000);
});
