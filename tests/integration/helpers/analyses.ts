/** Helpers of the analyses integration tests: generated report files, uploads, waiting for a row to finish. */
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

/** Polls GET /api/analyses/:id until the row is completed or failed. */
export async function waitForFinished(client: TestClient, id: string, timeoutMs = 60_000): Promise<AnalysisDto> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${id}`);
    if (response.status !== 200) throw new Error(`GET analysis ${id}: ${response.status}`);
    const row = response.body.analysis;
    if (row.analysis_status === 'completed' || row.analysis_status === 'failed') return row;
    if (Date.now() > deadline) throw new Error(`analysis ${id} still ${row.analysis_status}: ${JSON.stringify(row.metadata)}`);
    await sleep(100);
  }
}

/** Reads `event: unread-count` events of GET /api/notifications/stream. */
export class UnreadCountStream {
  readonly counts: number[] = [];
  private readonly controller = new AbortController();

  static async open(base: string, client: TestClient): Promise<UnreadCountStream> {
    const stream = new UnreadCountStream();
    const response = await fetch(`${base}/api/notifications/stream`, {
      headers: { Cookie: client.cookieHeader(), Accept: 'text/event-stream' },
      signal: stream.controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`stream: ${response.status}`);
    void stream.pump(response.body);
    return stream;
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let index: number;
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          if (!block.includes('event: unread-count')) continue;
          const data = block.split('\n').find((line) => line.startsWith('data:'));
          if (data) this.counts.push((JSON.parse(data.slice(5)) as { count: number }).count);
        }
      }
    } catch {
      // closed by the test
    }
  }

  async waitForCount(count: number, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.counts.includes(count)) {
      if (Date.now() > deadline) throw new Error(`no unread-count ${count}; got ${JSON.stringify(this.counts)}`);
      await sleep(50);
    }
  }

  close(): void {
    this.controller.abort();
  }
}
