import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SCORE_RANGE_MESSAGE, type AnalysisDto, type AnalysisStatusDto, type Bureau } from '../../src/common/analysis';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, REPORT_INVALID_FILE_TYPE_MESSAGE } from '../../src/common/uploads';
import { ENGINE_ERROR_MESSAGES } from '../../src/engine/errors';
import { textImage, textPdf } from '../engine/test-files';
import { queryRows } from '../../src/server/db/client';
import { readTruth } from '../fixtures/generate';
import { generateScans } from '../fixtures/generator/scan';
import { TOO_MANY_UPLOADS_MESSAGE, UPLOAD_WINDOW_SECONDS, UPLOADS_PER_HOUR } from '../../src/server/modules/analyses/constants';
import { reportFixture, uploadFile, waitForFinished } from './helpers/analyses';
import { NotificationStream } from './helpers/notification-stream';
import { signUp, TestClient } from './helpers/client';
import { subscribe } from './helpers/subscribe';
import { DATABASE_TARGETS } from './helpers/databases';
import { ocrTest } from './helpers/ocr-target';
import { TEST_APP_URL, useTestServer } from './helpers/server';

interface Notification {
  type: string;
  title: string;
  message: string;
}

/** One photographed report for both database targets (rendering and degrading it takes a few seconds). */
const photographedReport = (async () => {
  const out = mkdtempSync(path.join(tmpdir(), 'analyses-scan-'));
  try {
    const [file] = await generateScans({ seed: 20240601, out, plans: [{ layout: 'experian-classic', format: 'png' }] });
    if (!file) throw new Error('no scan generated');
    return { bytes: new Uint8Array(readFileSync(file.path)), truth: readTruth(file.truthPath) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
})();

describe.each(DATABASE_TARGETS)('analyses pipeline on %s', (target) => {
  const app = useTestServer(target);

  /** The encrypted files stored for a user. */
  const storedFiles = (userId: string): string[] => {
    const dir = path.join(app.dataDir, 'reports', userId);
    return existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')) : [];
  };

  const truthCounts = (truth: Awaited<ReturnType<typeof reportFixture>>['truth'], bureau: Bureau) => ({
    score: truth.reports.find((r) => r.bureau === bureau)?.score ?? null,
    negatives: truth.negativeItems.filter((n) => n.bureau === bureau).length,
  });

  it('analyses an Experian text PDF: pending row at once, then completed with the report figures and a notification', async () => {
    // The account holder is the person the report names (decision 189), so it counts as theirs.
    const { client, userId } = await signUp(app.url, { name: (await reportFixture('experian-current')).truth.reports[0]!.consumer.name! });
    const stream = await NotificationStream.open(app.url, client);
    try {
      await stream.waitForCount(0);
      const { pdf, truth } = await reportFixture('experian-current');
      const upload = await uploadFile(app.url, client, 'experian', pdf, 'my experian.pdf');
      expect(upload.status).toBe(201);
      const [created] = upload.body.analyses ?? [];
      expect(upload.body.analyses).toHaveLength(1);
      expect(created).toMatchObject({ bureau: 'experian', analysis_status: 'pending', negative_items: null, raw_data: null, score: null });
      expect(created?.metadata).toMatchObject({ original_name: 'my experian.pdf', file_type: 'pdf' });
      expect(created?.report_id).toMatch(new RegExp(`^${userId}/experian_\\d+\\.pdf$`));
      expect(storedFiles(userId)).toHaveLength(1);

      const done = await waitForFinished(client, created!.id);
      expect(done.analysis_status, JSON.stringify(done.metadata)).toBe('completed');
      const expected = truthCounts(truth, 'experian');
      expect(done.score).toBe(expected.score);
      expect(done.negative_items).toHaveLength(expected.negatives);
      expect(done.analysis_date).not.toBeNull();
      expect(done.metadata.finished_at).toBeDefined();
      expect(done.metadata.progress_percent).toBe(100);
      expect(done.metadata.owner?.check).toBe('own');
      const raw = done.raw_data!;
      expect(raw.negative_items).toEqual(done.negative_items);
      expect(raw.report.bureau).toBe('experian');
      // No plan: the contracted advice is withheld (decision 169); a subscriber's is read in the strategy test below.
      expect(raw.advice_withheld).toBe(true);
      expect(raw.recommendations).toBeUndefined();
      expect(raw.personalized_strategy).toBeUndefined();
      expect(Object.keys(raw.aiInsights).sort()).toEqual(['amountsOwed', 'creditAge', 'creditMix', 'paymentHistory']);
      expect(raw.scoreChange).toBeNull();
      expect(done.negative_items![0]).toEqual(
        expect.objectContaining({
          account_name: expect.any(String),
          issue_type: expect.any(String),
          impact_level: expect.stringMatching(/^(high|medium|low)$/),
        }),
      );

      const notifications = await client.get<{ notifications: Notification[] }>('/api/notifications');
      expect(notifications.body.notifications).toHaveLength(1);
      const possibleErrors = raw.findings.length;
      expect(notifications.body.notifications[0]).toMatchObject({
        type: 'CREDIT_ANALYSIS_COMPLETE',
        title: 'Credit Analysis Complete',
        message: `Your Experian credit report has been analyzed: ${expected.negatives} negative item${expected.negatives === 1 ? '' : 's'} and ${possibleErrors} possible error${possibleErrors === 1 ? '' : 's'} found.`,
      });
      await stream.waitForCount(1);

      // Lists, status and exists see it; the file comes back decrypted.
      const list = await client.get<{ analyses: AnalysisDto[] }>('/api/analyses');
      expect(list.body.analyses.map((a) => a.id)).toEqual([created!.id]);
      const statuses = await client.get<{ analyses: AnalysisStatusDto[] }>('/api/analyses/status?bureaus=experian,equifax');
      expect(statuses.body.analyses).toEqual([
        { id: created!.id, bureau: 'experian', analysis_status: 'completed', upload_date: done.upload_date, metadata: done.metadata },
      ]);
      expect((await client.get<{ analyses: unknown[] }>('/api/analyses/status?bureaus=equifax')).body.analyses).toEqual([]);
      expect((await client.get('/api/analyses/exists')).body).toEqual({ hasAnalyses: true });
      const file = await fetch(`${app.url}/api/analyses/${created!.id}/file`, { headers: { Cookie: client.cookieHeader() } });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('cache-control')).toBe('no-store');
      expect(file.headers.get('content-disposition')).toContain('attachment;');
      expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''my%20experian.pdf");
      expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

      // A second upload of the same bureau compares with the first.
      const again = await uploadFile(app.url, client, 'experian', pdf);
      const second = await waitForFinished(client, again.body.analyses![0]!.id);
      expect(second.raw_data?.scoreChange).toBe(0);
    } finally {
      stream.close();
    }
  }, 120_000);

  ocrTest(
    target,
    'analyses a photographed report (a degraded PNG scan) through OCR',
    async () => {
      const { client } = await signUp(app.url);
      const scan = await photographedReport;
      const upload = await uploadFile(app.url, client, 'experian', scan.bytes, 'photo.png', 'image/png');
      expect(upload.status).toBe(201);
      expect(upload.body.analyses![0]!.metadata.file_type).toBe('png');
      const done = await waitForFinished(client, upload.body.analyses![0]!.id, 90_000);
      expect(done.analysis_status, JSON.stringify(done.metadata.error)).toBe('completed');
      expect(done.score).toBe(truthCounts(scan.truth, 'experian').score);
      expect(done.negative_items).toHaveLength(truthCounts(scan.truth, 'experian').negatives);
    },
    120_000,
  );

  it('fills three rows from one merged report, each from its own section', async () => {
    const { client } = await signUp(app.url);
    const { pdf, truth } = await reportFixture('merged-a');
    const upload = await uploadFile(app.url, client, 'merged', pdf, 'tri-merge.pdf');
    expect(upload.status).toBe(201);
    const rows = upload.body.analyses ?? [];
    expect(rows.map((r) => r.bureau).sort()).toEqual(['equifax', 'experian', 'transunion']);
    expect(new Set(rows.map((r) => r.report_id)).size).toBe(1);
    expect(rows[0]?.report_id).toMatch(/\/merged_\d+\.pdf$/);
    expect(rows.every((r) => r.metadata.merged === true)).toBe(true);
    for (const row of rows) {
      const done = await waitForFinished(client, row.id);
      expect(done.analysis_status, JSON.stringify(done.metadata)).toBe('completed');
      const expected = truthCounts(truth, row.bureau);
      expect(done.score).toBe(expected.score);
      expect(done.negative_items).toHaveLength(expected.negatives);
      expect(done.raw_data?.report.bureau).toBe(row.bureau);
    }
    const notifications = await client.get<{ notifications: Notification[] }>('/api/notifications');
    expect(notifications.body.notifications.map((n) => n.type)).toEqual(Array(3).fill('CREDIT_ANALYSIS_COMPLETE'));
  }, 120_000);

  it('refuses bad uploads with the spec messages and keeps neither row nor file', async () => {
    const { client, userId } = await signUp(app.url);
    const png = textImage(['hello'], { format: 'png' });
    const cases: { bytes: Uint8Array; target: string | null; status: number; code: string; message?: string; field?: string }[] = [
      {
        bytes: new TextEncoder().encode('just some text, named .pdf'.repeat(200)),
        target: 'experian',
        status: 415,
        code: 'UNSUPPORTED_FILE_TYPE',
        message: REPORT_INVALID_FILE_TYPE_MESSAGE,
      },
      {
        bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_UPLOAD_BYTES)]),
        target: 'experian',
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: FILE_TOO_LARGE_MESSAGE,
      },
      { bytes: new Uint8Array(), target: 'experian', status: 400, code: 'BAD_REQUEST', message: ENGINE_ERROR_MESSAGES.empty_file },
      { bytes: png, target: null, status: 400, code: 'VALIDATION_ERROR', field: 'bureau' },
      { bytes: png, target: 'innovis', status: 400, code: 'VALIDATION_ERROR', field: 'bureau' },
    ];
    for (const c of cases) {
      const response = await uploadFile(app.url, client, c.target, c.bytes, 'report.pdf');
      expect(response.status, JSON.stringify(response.body)).toBe(c.status);
      expect(response.body.code).toBe(c.code);
      if (c.message) expect(response.body.message).toBe(c.message);
      if (c.field) expect(response.body.fields?.[c.field]).toBeTruthy();
    }
    // A form without a file part.
    const form = new FormData();
    form.append('note', 'no file');
    const noFile = await fetch(`${app.url}/api/analyses/upload?bureau=experian`, {
      method: 'POST',
      headers: { Cookie: client.cookieHeader(), Origin: TEST_APP_URL },
      body: form,
    });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { code: string }).code).toBe('BAD_REQUEST');

    expect((await client.get<{ analyses: unknown[] }>('/api/analyses')).body.analyses).toEqual([]);
    expect(storedFiles(userId)).toEqual([]);
  }, 60_000);

  it('caps uploads per user per hour (refused ones count), with Retry-After, and not for other users', async () => {
    const { client } = await signUp(app.url);
    const text = new TextEncoder().encode('not a report');
    for (let i = 0; i < UPLOADS_PER_HOUR; i++) {
      expect((await uploadFile(app.url, client, 'experian', text, 'a.pdf')).status).toBe(415);
    }
    const refused = await uploadFile(app.url, client, 'experian', text, 'a.pdf');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_UPLOADS_MESSAGE });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(UPLOAD_WINDOW_SECONDS - 120);
    const other = await signUp(app.url);
    expect((await uploadFile(app.url, other.client, 'experian', text, 'a.pdf')).status).toBe(415);
  }, 60_000);

  it('fails unusable files once, with the engine sentence, the wrong bureau or the missing section', async () => {
    const { client } = await signUp(app.url);
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog'), Buffer.alloc(4000, 0x41)]);
    const notReport = await textPdf(['Grocery list', 'Milk', 'Bread', 'Eggs']);
    const transunion = (await reportFixture('transunion-a')).pdf;
    const experian = (await reportFixture('experian-current')).pdf;

    const expectations: { bytes: Uint8Array; target: 'experian' | 'merged'; code: string; message: string }[] = [
      { bytes: damaged, target: 'experian', code: 'damaged_file', message: ENGINE_ERROR_MESSAGES.damaged_file },
      { bytes: notReport, target: 'experian', code: 'not_a_credit_report', message: ENGINE_ERROR_MESSAGES.not_a_credit_report },
      {
        bytes: transunion,
        target: 'experian',
        code: 'wrong_bureau',
        message: 'This looks like a TransUnion report. Please upload it as your TransUnion report.',
      },
    ];
    for (const e of expectations) {
      const upload = await uploadFile(app.url, client, e.target, e.bytes);
      expect(upload.status).toBe(201);
      const done = await waitForFinished(client, upload.body.analyses![0]!.id);
      expect(done.analysis_status).toBe('failed');
      expect(done.metadata.error).toEqual({ code: e.code, message: e.message });
      expect(done.negative_items).toBeNull();
    }

    // A single-bureau report uploaded as merged: its own bureau completes, the two others miss their section.
    const merged = await uploadFile(app.url, client, 'merged', experian);
    const rows = await Promise.all(merged.body.analyses!.map((r) => waitForFinished(client, r.id)));
    const byBureau = Object.fromEntries(rows.map((r) => [r.bureau, r]));
    expect(byBureau.experian?.analysis_status).toBe('completed');
    expect(byBureau.equifax?.metadata.error?.code).toBe('bureau_missing');
    expect(byBureau.transunion?.metadata.error).toEqual({
      code: 'bureau_missing',
      message: 'This merged report has no TransUnion section. Please upload your TransUnion report on its own.',
    });

    const notifications = (await client.get<{ notifications: Notification[] }>('/api/notifications')).body.notifications;
    const failed = notifications.filter((n) => n.type === 'CREDIT_ANALYSIS_FAILED');
    expect(failed).toHaveLength(5);
    expect(failed.every((n) => n.title === 'Credit Analysis Failed')).toBe(true);
    expect(failed.map((n) => n.message)).toContain(`Your Experian credit report could not be analyzed. ${ENGINE_ERROR_MESSAGES.damaged_file}`);

    // Permanent failures are not retried: the jobs are failed after one attempt.
    const jobRows = await queryRows<{ retry_count: number }>(
      app.server.database.db,
      sql`select retry_count from pgboss.job where name = 'analyze-report' and state = 'failed'`,
    );
    expect(jobRows.length).toBeGreaterThanOrEqual(3);
    expect(jobRows.every((j) => j.retry_count === 0)).toBe(true);
  }, 120_000);

  it("keeps each user's analyses to themselves", async () => {
    const owner = await signUp(app.url);
    const other = await signUp(app.url);
    const upload = await uploadFile(app.url, owner.client, 'experian', (await reportFixture('experian-current')).pdf);
    const id = upload.body.analyses![0]!.id;
    await waitForFinished(owner.client, id);

    const c = other.client;
    await subscribe(c); // on a plan, so the contracted strategy route answers for the id, not for the plan
    for (const response of [
      await c.get(`/api/analyses/${id}`),
      await c.post(`/api/analyses/${id}/restart`),
      await c.post(`/api/analyses/${id}/strategy`),
      await c.request('PUT', `/api/analyses/${id}/score`, { score: 700 }),
      await c.get(`/api/analyses/${id}/file`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await c.get<{ analyses: unknown[] }>('/api/analyses')).body.analyses).toEqual([]);
    expect((await c.get<{ analyses: unknown[] }>('/api/analyses/status')).body.analyses).toEqual([]);
    expect((await c.post<{ recovered: unknown[]; exhausted: unknown[] }>('/api/analyses/recover')).body).toEqual({ recovered: [], exhausted: [] });
    expect((await c.get('/api/analyses/exists')).body).toEqual({ hasAnalyses: false });
    // The owner's row is untouched by the other's attempts.
    const mine = await owner.client.get<{ analysis: AnalysisDto }>(`/api/analyses/${id}`);
    expect(mine.body.analysis.corrected_score).toBeNull();
    expect(mine.body.analysis.metadata.recovery_attempts).toBeUndefined();

    // Unknown and malformed ids are 404 too; without a session everything is 401.
    expect((await owner.client.get('/api/analyses/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await owner.client.get('/api/analyses/not-an-id')).status).toBe(404);
    const anonymous = new TestClient(app.url);
    expect((await anonymous.get('/api/analyses')).status).toBe(401);
    expect((await anonymous.post('/api/analyses/upload?bureau=experian')).status).toBe(401);
  }, 60_000);

  it('corrects the score by hand, keeps the extracted one, and regenerates the strategy', async () => {
    const { client } = await signUp(app.url);
    await subscribe(client); // regenerating the strategy is a contracted service (decision 169)
    const upload = await uploadFile(app.url, client, 'experian', (await reportFixture('experian-current')).pdf);
    const id = upload.body.analyses![0]!.id;

    // Not completed yet: no strategy to rebuild.
    const early = await client.post(`/api/analyses/${id}/strategy`);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'ANALYSIS_NOT_COMPLETED' });

    const done = await waitForFinished(client, id);
    for (const score of [299, 851, 700.5, '700', undefined]) {
      const response = await client.request('PUT', `/api/analyses/${id}/score`, score === undefined ? {} : { score });
      expect(response.status, String(score)).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', fields: { score: SCORE_RANGE_MESSAGE } });
    }
    const corrected = await client.request<{ analysis: AnalysisDto }>('PUT', `/api/analyses/${id}/score`, { score: 712 });
    expect(corrected.status).toBe(200);
    expect(corrected.body.analysis.corrected_score).toBe(712);
    expect(corrected.body.analysis.corrected_at).not.toBeNull();
    expect(corrected.body.analysis.score).toBe(done.score);
    const removed = await client.request<{ analysis: AnalysisDto }>('PUT', `/api/analyses/${id}/score`, { score: null });
    expect(removed.body.analysis).toMatchObject({ corrected_score: null, corrected_at: null, score: done.score });

    const regenerated = await client.post<{ analysis: AnalysisDto }>(`/api/analyses/${id}/strategy`);
    expect(regenerated.status).toBe(200);
    const before = done.raw_data!;
    const after = regenerated.body.analysis.raw_data!;
    expect(after.recommendations).toEqual(before.recommendations);
    expect(after.personalized_strategy).toEqual(before.personalized_strategy);
    expect(before.recommendations!.length).toBeGreaterThan(0);
    expect(before.personalized_strategy!.timelinePhases).toHaveLength(4);
    expect(Date.parse(after.strategy_generated_at!)).toBeGreaterThanOrEqual(Date.parse(before.strategy_generated_at!));
    expect(after.report).toEqual(before.report);

    // A completed row cannot be restarted.
    const restart = await client.post(`/api/analyses/${id}/restart`);
    expect(restart.status).toBe(409);
    expect(restart.body).toMatchObject({ code: 'ANALYSIS_COMPLETED' });
  }, 60_000);

  it('answers the status filter and rejects unknown bureaus', async () => {
    const { client } = await signUp(app.url);
    const bad = await client.get('/api/analyses/status?bureaus=experian,innovis');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_ERROR', fields: { bureaus: expect.any(String) } });
  });
});
