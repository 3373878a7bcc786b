import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_RECOVERY_ATTEMPTS, RECOVERY_LIMIT_MESSAGE, type AnalysisDto } from '../../src/common/analysis';
import { queryRows } from '../../src/server/db/client';
import { createAnalyzeReportHandler } from '../../src/server/jobs/analyze-report';
import { failOrphanedAnalyses } from '../../src/server/jobs/analysis-sweep';
import { createLogger } from '../../src/server/logger';
import { INTERNAL_FAILURE_MESSAGE } from '../../src/server/modules/analyses/constants';
import { createReportStorage } from '../../src/server/providers/storage';
import { reportFixture, uploadFile } from './helpers/analyses';
import { signUp } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { useTestServer } from './helpers/server';

/**
 * Recovery, restart limits and the last-resort failures, on a server that runs no job workers
 * (JOBS_IN_PROCESS=false): rows stay pending until the test moves them.
 */
describe.each(DATABASE_TARGETS)('analysis recovery on %s', (target) => {
  const app = useTestServer(target, { JOBS_IN_PROCESS: 'false' });
  const db = () => app.server.database.db;

  async function pendingRow(client: Awaited<ReturnType<typeof signUp>>['client']): Promise<AnalysisDto> {
    const upload = await uploadFile(app.url, client, 'experian', (await reportFixture('experian-current')).pdf);
    expect(upload.status).toBe(201);
    return upload.body.analyses![0]!;
  }

  /** Moves a row's upload (and last recovery) back in time, or sets its status and attempts. */
  async function age(id: string, minutes: number) {
    await db().execute(
      sql`update credit_report_analyses set upload_date = now() - make_interval(mins => ${minutes}),
          metadata = metadata - 'last_recovery_at' where id = ${id}`,
    );
  }
  async function setAttempts(id: string, attempts: number) {
    await db().execute(
      sql`update credit_report_analyses set metadata = metadata || jsonb_build_object('recovery_attempts', ${attempts}::int) where id = ${id}`,
    );
  }
  async function jobsFor(id: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from pgboss.job where name = 'analyze-report' and data->'analysisIds' @> to_jsonb(${id}::text)`,
    );
    return row?.n ?? 0;
  }

  it('recovers rows stuck for more than 10 minutes and reports those out of attempts', async () => {
    const { client } = await signUp(app.url);
    const stuck = await pendingRow(client);
    const exhausted = await pendingRow(client);
    const fresh = await pendingRow(client);
    await age(stuck.id, 11);
    await age(exhausted.id, 30);
    await setAttempts(exhausted.id, MAX_RECOVERY_ATTEMPTS);
    await age(fresh.id, 9);

    const first = await client.post<{ recovered: AnalysisDto[]; exhausted: AnalysisDto[] }>('/api/analyses/recover');
    expect(first.status).toBe(200);
    expect(first.body.recovered.map((r) => r.id)).toEqual([stuck.id]);
    expect(first.body.exhausted.map((r) => r.id)).toEqual([exhausted.id]);
    const recovered = first.body.recovered[0]!;
    expect(recovered.analysis_status).toBe('processing');
    expect(recovered.metadata).toMatchObject({ recovery_attempts: 1, manual_recovery: true });
    expect(Date.parse(recovered.metadata.last_recovery_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await jobsFor(stuck.id)).toBe(2);
    expect(await jobsFor(fresh.id)).toBe(1);

    // Just recovered: not stuck again until 10 minutes after the recovery.
    const second = await client.post<{ recovered: AnalysisDto[]; exhausted: AnalysisDto[] }>('/api/analyses/recover');
    expect(second.body.recovered).toEqual([]);
    expect(second.body.exhausted.map((r) => r.id)).toEqual([exhausted.id]);
    const untouched = await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${fresh.id}`);
    expect(untouched.body.analysis).toMatchObject({ analysis_status: 'pending' });
    expect(untouched.body.analysis.metadata.recovery_attempts).toBeUndefined();
  });

  it("never recovers or restarts another user's stuck rows", async () => {
    const owner = await signUp(app.url);
    const other = await signUp(app.url);
    const stuck = await pendingRow(owner.client);
    await age(stuck.id, 30);

    const recover = await other.client.post<{ recovered: AnalysisDto[]; exhausted: AnalysisDto[] }>('/api/analyses/recover');
    expect(recover.body).toEqual({ recovered: [], exhausted: [] });
    expect((await other.client.post(`/api/analyses/${stuck.id}/restart`)).status).toBe(404);
    expect(await jobsFor(stuck.id)).toBe(1);
    const row = await owner.client.get<{ analysis: AnalysisDto }>(`/api/analyses/${stuck.id}`);
    expect(row.body.analysis).toMatchObject({ analysis_status: 'pending' });
    expect(row.body.analysis.metadata.recovery_attempts).toBeUndefined();
  });

  it('restarts a row up to 5 times, then answers with the limit; a failed row may be restarted', async () => {
    const { client } = await signUp(app.url);
    const row = await pendingRow(client);
    await db().execute(
      sql`update credit_report_analyses set analysis_status = 'failed',
          metadata = metadata || '{"error":{"code":"internal","message":"x"}}'::jsonb where id = ${row.id}`,
    );
    for (let attempt = 1; attempt <= MAX_RECOVERY_ATTEMPTS; attempt++) {
      const response = await client.post<{ analysis: AnalysisDto }>(`/api/analyses/${row.id}/restart`);
      expect(response.status).toBe(200);
      expect(response.body.analysis.analysis_status).toBe('processing');
      expect(response.body.analysis.metadata).toMatchObject({ recovery_attempts: attempt, manual_recovery: true });
      expect(response.body.analysis.metadata.error).toBeUndefined();
    }
    expect(await jobsFor(row.id)).toBe(1 + MAX_RECOVERY_ATTEMPTS);
    const limit = await client.post(`/api/analyses/${row.id}/restart`);
    expect(limit.status).toBe(409);
    expect(limit.body).toEqual({ code: 'RECOVERY_LIMIT_REACHED', message: RECOVERY_LIMIT_MESSAGE });
    expect(await jobsFor(row.id)).toBe(1 + MAX_RECOVERY_ATTEMPTS);
  });

  it('fails the rows on the last attempt of a transient error, and not before', async () => {
    const { client, userId } = await signUp(app.url);
    const row = await pendingRow(client);
    const handler = createAnalyzeReportHandler({
      db: db(),
      storage: createReportStorage(app.settings),
      notifications: app.server.app.notifications.service,
      logger: createLogger('silent'),
      analyze: () => Promise.reject(new Error('database went away')),
    });
    const job = { id: 'test', name: 'analyze-report', retryLimit: 2 };
    await expect(handler({ analysisIds: [row.id] }, { ...job, attempt: 1 })).rejects.toThrow('database went away');
    let now = (await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${row.id}`)).body.analysis;
    expect(now.analysis_status).toBe('processing');

    await expect(handler({ analysisIds: [row.id] }, { ...job, attempt: 3 })).rejects.toThrow('database went away');
    now = (await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${row.id}`)).body.analysis;
    expect(now.analysis_status).toBe('failed');
    expect(now.metadata.error).toEqual({ code: 'internal', message: INTERNAL_FAILURE_MESSAGE });
    const notifications = await app.server.app.notifications.service.listNotifications(userId);
    expect(notifications.map((n) => [n.type, n.title])).toEqual([['CREDIT_ANALYSIS_FAILED', 'Credit Analysis Failed']]);
  });

  it('moves a running row through the stages, then completes it with the real engine result', async () => {
    const { client } = await signUp(app.url);
    const row = await pendingRow(client);
    const { analyzeInWorker } = await import('../../src/engine/isolated');
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let reachedDetecting: () => void = () => undefined;
    const detecting = new Promise<void>((resolve) => (reachedDetecting = resolve));
    let reachedPage: () => void = () => undefined;
    const onPage = new Promise<void>((resolve) => (reachedPage = resolve));
    let pageSeen: () => void = () => undefined;
    const pageRead = new Promise<void>((resolve) => (pageSeen = resolve));
    let hint: string | undefined = 'none given';
    const handler = createAnalyzeReportHandler({
      db: db(),
      storage: createReportStorage(app.settings),
      notifications: app.server.app.notifications.service,
      logger: createLogger('silent'),
      analyze: async (bytes, { onProgress, bureau }) => {
        hint = bureau;
        const analysis = await analyzeInWorker(bytes);
        // A scan names the page being read (issue 27: "Reading page 3 of 12").
        onProgress('ocr', 50, { page: 3, of: 12 });
        reachedPage();
        await pageRead;
        onProgress('parsing', 0);
        onProgress('detecting', 0);
        reachedDetecting();
        await released;
        return analysis;
      },
    });
    const running = handler({ analysisIds: [row.id] }, { id: 'test', name: 'analyze-report', retryLimit: 2, attempt: 1 });
    const read = async () => (await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${row.id}`)).body.analysis;
    await onPage;
    for (let i = 0; (await read()).metadata.reading_pages === undefined; i++) {
      if (i > 100) throw new Error('the page being read was never written');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await read()).metadata).toMatchObject({ stage: 'reading', progress_percent: 37, reading_pages: { page: 3, of: 12 } });
    // The status list (onboarding) carries it too.
    const statuses = (await client.get<{ analyses: AnalysisDto[] }>('/api/analyses/status')).body.analyses;
    expect(statuses.find((s) => s.id === row.id)?.metadata.reading_pages).toEqual({ page: 3, of: 12 });
    pageSeen();
    await detecting;
    for (let i = 0; (await read()).metadata.stage !== 'detecting'; i++) {
      if (i > 100) throw new Error('the detecting stage was never written');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const during = await read();
    // The bureau the file was uploaded as goes to the engine as its hint.
    expect(hint).toBe('experian');
    expect(during.analysis_status).toBe('processing');
    expect(during.metadata).toMatchObject({ stage: 'detecting', progress_percent: 70 });
    expect(during.metadata.reading_pages).toBeUndefined();
    expect(during.metadata.started_at).toBeDefined();
    release();
    await running;
    const done = await read();
    expect(done.analysis_status).toBe('completed');
    expect(done.metadata.progress_percent).toBe(100);
    expect(done.metadata.stage).toBeUndefined();

    // Run again (a duplicate job): the completed row is left alone.
    await handler({ analysisIds: [row.id] }, { id: 'test-2', name: 'analyze-report', retryLimit: 2, attempt: 1 });
    expect((await read()).analysis_date).toBe(done.analysis_date);
  });

  it('fails rows whose job is gone, and only those', async () => {
    const { client } = await signUp(app.url);
    const orphan = await pendingRow(client);
    const queued = await pendingRow(client);
    await db().execute(sql`delete from pgboss.job where name = 'analyze-report' and data->'analysisIds' @> to_jsonb(${orphan.id}::text)`);
    await age(orphan.id, 5);
    await age(queued.id, 5);
    const deps = { db: db(), notifications: app.server.app.notifications.service, logger: createLogger('silent') };
    expect(await failOrphanedAnalyses(deps)).toEqual([orphan.id]);
    const failed = (await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${orphan.id}`)).body.analysis;
    expect(failed.analysis_status).toBe('failed');
    expect(failed.metadata.error?.code).toBe('internal');
    expect((await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${queued.id}`)).body.analysis.analysis_status).toBe('pending');
    // A failed row can be restarted right away.
    expect((await client.post(`/api/analyses/${orphan.id}/restart`)).status).toBe(200);
    expect(await failOrphanedAnalyses(deps)).toEqual([]);
  });
});
