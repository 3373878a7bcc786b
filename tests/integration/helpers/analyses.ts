/** Helpers of the analyses integration tests: generated report files, uploads, waiting for a row to finish. */
import { expect } from 'vitest';
import type { AnalysisDto, UploadTarget } from '../../../src/common/analysis';
import { generateFixture } from '../../fixtures/generator/index';
import type { LayoutId, Truth } from '../../fixtures/generator/truth';
import { TEST_APP_URL } from './server';
import type { TestClient } from './client';

const fixtures = new Map<string, Promise<{ pdf: Uint8Array; truth: Truth }>>();

/** A generated text PDF of a layout (deterministic; generated once per test file). */
export function reportFixture(layout: LayoutId, index = 0): Promise<{ pdf: Uint8Array; truth: Truth }> {
  const key = `${layout}/${index}`;
  let fixture = fixtures.get(key);
  if (!fixture) {
    fixture = generateFixture({ layout, seed: 20240601, index, variant: 'default' }).then((fx) => ({ pdf: fx.pdf, truth: fx.truth }));
    fixtures.set(key, fixture);
  }
  return fixture;
}

export interface UploadResponse {
  status: number;
  headers: Headers;
  body: { analyses?: AnalysisDto[]; code?: string; message?: string; fields?: Record<string, string> };
}

/** POST /api/analyses/upload as the browser sends it: multipart/form-data with one file part. */
export async function uploadFile(
  base: string,
  client: TestClient,
  target: UploadTarget | string | null,
  bytes: Uint8Array,
  fileName = 'report.pdf',
  type = 'application/pdf',
  headers: Record<string, string> = {},
): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const query = target === null ? '' : `?bureau=${target}`;
  const response = await fetch(`${base}/api/analyses/upload${query}`, {
    method: 'POST',
    headers: { Cookie: client.cookieHeader(), Origin: TEST_APP_URL, ...headers },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as UploadResponse['body']) : {} };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The statement a test person gives when confirming a generated report is theirs. */
export const TEST_OWNER_STATEMENT = 'Test account: this generated report is mine under the name it prints.';

/**
 * Generated reports name invented people, never the test account's name: a test that is not about whose report it
 * is confirms the report is the person's, as the person would (POST /api/analyses/:id/owner, decision 189).
 */
async function confirmedAsOwn(client: TestClient, row: AnalysisDto): Promise<AnalysisDto> {
  if (row.metadata.owner?.check !== 'other_person') return row;
  const confirmed = await client.post<{ analyses: AnalysisDto[] }>(`/api/analyses/${row.id}/owner`, { statement: TEST_OWNER_STATEMENT, confirmed: true });
  // 409: a row of the same file (a merged upload) was confirmed with it meanwhile.
  if (confirmed.status === 409) return (await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${row.id}`)).body.analysis;
  if (confirmed.status !== 200) throw new Error(`confirming analysis ${row.id}: ${confirmed.status}`);
  return confirmed.body.analyses.find((a) => a.id === row.id) ?? row;
}

/**
 * Polls GET /api/analyses/:id until the row is completed or failed. A report naming another person is confirmed as
 * the test person's unless `keepOwnerFlag` (tests of decision 189 look at the flag itself).
 */
export async function waitForFinished(client: TestClient, id: string, timeoutMs = 60_000, options: { keepOwnerFlag?: boolean } = {}): Promise<AnalysisDto> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${id}`);
    if (response.status !== 200) throw new Error(`GET analysis ${id}: ${response.status}`);
    const row = response.body.analysis;
    if (row.analysis_status === 'completed') return options.keepOwnerFlag ? row : confirmedAsOwn(client, row);
    if (row.analysis_status === 'failed') return row;
    if (Date.now() > deadline) throw new Error(`analysis ${id} still ${row.analysis_status}: ${JSON.stringify(row.metadata)}`);
    await sleep(100);
  }
}

export interface AnalysedReportOptions {
  layout?: LayoutId;
  /** Which generated report of the layout (another person's accounts). */
  index?: number;
  bureau?: UploadTarget;
  timeoutMs?: number;
}

/**
 * Uploads a generated report and waits until every analysis it made is completed: one row for a single-bureau
 * report, one per bureau for a merged one (the first is the tuple's head).
 */
export async function analysedReport(
  base: string,
  client: TestClient,
  { layout = 'experian-current', index = 0, bureau = 'experian', timeoutMs }: AnalysedReportOptions = {},
): Promise<[AnalysisDto, ...AnalysisDto[]]> {
  const upload = await uploadFile(base, client, bureau, (await reportFixture(layout, index)).pdf);
  expect(upload.status).toBe(201);
  const rows = await Promise.all(upload.body.analyses!.map((r) => waitForFinished(client, r.id, timeoutMs)));
  for (const row of rows) expect(row.analysis_status, JSON.stringify(row.metadata)).toBe('completed');
  const [first, ...rest] = rows;
  if (!first) throw new Error('the upload made no analysis');
  return [first, ...rest];
}
