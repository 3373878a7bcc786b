import { beforeAll, describe, expect, it } from 'vitest';
import { summarizeAnalysis, type AnalysisDto, type AnalysisSummaryDto } from '../../src/common/analysis';
import { analysedReport } from './helpers/analyses';
import { signUp, type TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { useTestServer } from './helpers/server';
import { ENGINE_ONCE } from './helpers/engine-once';

/** docs/decisions/095: the list carries summaries, one row loads in full, polled reads answer 304 when unchanged. */
describe.each(DATABASE_TARGETS)('analyses list shape and ETags on %s', (target) => {
  const app = useTestServer(target, {}, { analysis: ENGINE_ONCE });
  let client: TestClient;
  let full: AnalysisDto;

  beforeAll(async () => {
    ({ client } = await signUp(app.url));
    [full] = await analysedReport(app.url, client);
  }, 120_000);

  it('the list sends each row without the records read, with their counts; the row alone has everything', async () => {
    const list = await client.get<{ analyses: AnalysisSummaryDto[] }>('/api/analyses');
    expect(list.status).toBe(200);
    const [row] = list.body.analyses;
    const report = row!.raw_data!.report;
    expect(report).not.toHaveProperty('accounts');
    expect(report).not.toHaveProperty('inquiries');
    expect(report).not.toHaveProperty('publicRecords');
    expect(report).not.toHaveProperty('consumer');
    expect(row!.raw_data).not.toHaveProperty('extracted_report');
    expect(report.counts).toEqual({
      accounts: full.raw_data!.report.accounts.length,
      inquiries: full.raw_data!.report.inquiries.length,
      publicRecords: full.raw_data!.report.publicRecords.length,
    });
    expect(report.counts!.accounts).toBeGreaterThan(0);
    // The SQL summary and the client's summarizeAnalysis agree exactly.
    const detail = await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${full.id}`);
    expect(detail.body.analysis.raw_data!.report.accounts.length).toBe(report.counts!.accounts);
    expect(row).toEqual(summarizeAnalysis(detail.body.analysis));
    expect(JSON.stringify(list.body).length).toBeLessThan(JSON.stringify(detail.body).length * 0.8);
  });

  it('the polled reads answer 304 to their own ETag and 200 with a new one once the data changed', async () => {
    for (const path of [
      '/api/analyses',
      '/api/analyses/status',
      '/api/analyses/exists',
      `/api/analyses/${full.id}`,
      '/api/notifications',
      '/api/notifications/unread-count',
    ]) {
      const first = await client.get(path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^(W\/)?"[0-9a-f]+"$/);
      const again = await client.request('GET', path, undefined, { 'If-None-Match': etag! });
      expect(again.status, path).toBe(304);
      expect(again.body, path).toBeNull();
      expect(again.headers.get('cache-control'), path).toBe('no-store');
      expect((await client.request('GET', path, undefined, { 'If-None-Match': '"0000"' })).status, path).toBe(200);
    }
    const before = (await client.get('/api/analyses')).headers.get('etag')!;
    expect((await client.request('PUT', `/api/analyses/${full.id}/score`, { score: 701 })).status).toBe(200);
    const after = await client.request<{ analyses: AnalysisSummaryDto[] }>('GET', '/api/analyses', undefined, { 'If-None-Match': before });
    expect(after.status).toBe(200);
    expect(after.body.analyses[0]!.corrected_score).toBe(701);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it("another user's ETag never opens a row of theirs: the same validator gets their own answer", async () => {
    const other = await signUp(app.url);
    const mine = await client.get('/api/analyses');
    const theirs = await other.client.request<{ analyses: unknown[] }>('GET', '/api/analyses', undefined, { 'If-None-Match': mine.headers.get('etag')! });
    expect(theirs.status).toBe(200);
    expect(theirs.body.analyses).toEqual([]);
    expect((await other.client.get(`/api/analyses/${full.id}`)).status).toBe(404);
  });
});
