/**
 * More ways in (issue 25, docs/decisions/188): a saved web page of a report, and several photos of one report's pages
 * in one upload (up to 20, in order, 10 MB in all), on PGlite and PostgreSQL.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE_MESSAGE, MAX_REPORT_PAGES, MAX_UPLOAD_BYTES, REPORT_PAGES_MESSAGE } from '../../src/common/uploads';
import { textImage, textPdf } from '../engine/test-files';
import { readTruth } from '../fixtures/generate';
import { generateScans } from '../fixtures/generator/scan';
import { savedPageOf } from '../fixtures/saved-page';
import { compareAnalysis } from '../fixtures/truth-compare';
import { uploadFile, waitForFinished } from './helpers/analyses';
import { signUp, type TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { ocrTest } from './helpers/ocr-target';
import { TEST_APP_URL, useTestServer } from './helpers/server';

/** The monitoring print's page as the person saved it from the browser, with its truth. */
const savedPage = (async () => {
  const page = await savedPageOf({ layout: 'experian-monitor', seed: 20240601, index: 0, variant: 'default' });
  return { html: `${page.html}<script>fetch('/steal')</script>`, truth: page.truth };
})();

/** A photographed one-page report and a second photo (its blank back page). */
const photos = (async () => {
  const out = mkdtempSync(path.join(tmpdir(), 'pages-scan-'));
  try {
    const [file] = await generateScans({ seed: 20240601, out, plans: [{ layout: 'experian-classic', format: 'png' }] });
    if (!file) throw new Error('no scan generated');
    return { pages: [new Uint8Array(readFileSync(file.path)), textImage(['End of report'], { format: 'jpeg' })], truth: readTruth(file.truthPath) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
})();

async function uploadFiles(base: string, client: TestClient, target: string, files: { bytes: Uint8Array; name: string; type: string }[]) {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const response = await fetch(`${base}/api/analyses/upload?bureau=${target}`, {
    method: 'POST',
    headers: { Cookie: client.cookieHeader(), Origin: TEST_APP_URL },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { code?: string; message?: string; analyses?: { id: string; metadata: Record<string, unknown> }[] },
  };
}

describe.each(DATABASE_TARGETS)('reports as saved web pages and as several photos on %s', (target) => {
  const app = useTestServer(target);
  const storedFiles = (userId: string): string[] => {
    const dir = path.join(app.dataDir, 'reports', userId);
    return existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')) : [];
  };

  it('reads a saved HTML page from its text, never running it', async () => {
    const { client, userId } = await signUp(app.url);
    const page = await savedPage;
    const upload = await uploadFile(app.url, client, 'experian', new TextEncoder().encode(page.html), 'My Credit Report.html', 'text/html');
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const row = upload.body.analyses![0]!;
    expect(row.metadata).toMatchObject({ file_type: 'html', original_name: 'My Credit Report.html' });
    expect(storedFiles(userId)[0]).toMatch(/\.html$/);
    const done = await waitForFinished(client, row.id);
    expect(done.analysis_status, JSON.stringify(done.metadata.error)).toBe('completed');
    const report = done.raw_data!.report;
    const c = compareAnalysis({ reports: [report], negativeItems: [], findings: [] }, page.truth);
    expect(c.accounts.f1).toBe(1);
    // downloaded back as a file, never shown as a page of ours
    const file = await fetch(`${app.url}/api/analyses/${row.id}/file`, { headers: { Cookie: client.cookieHeader() } });
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
  }, 120_000);

  ocrTest(
    target,
    'reads several photos, in order, as the pages of one report: one stored file, one row',
    async () => {
      const { client, userId } = await signUp(app.url);
      const { pages, truth } = await photos;
      const upload = await uploadFiles(app.url, client, 'experian', [
        { bytes: pages[0]!, name: 'page1.png', type: 'image/png' },
        { bytes: pages[1]!, name: 'page2.jpg', type: 'image/jpeg' },
      ]);
      expect(upload.status, JSON.stringify(upload.body)).toBe(201);
      expect(upload.body.analyses).toHaveLength(1);
      expect(upload.body.analyses![0]!.metadata).toMatchObject({ file_type: 'pages', original_name: 'page1.png (+1 pages)' });
      expect(storedFiles(userId)).toHaveLength(1);
      const done = await waitForFinished(client, upload.body.analyses![0]!.id, 110_000);
      expect(done.analysis_status, JSON.stringify(done.metadata.error)).toBe('completed');
      expect(done.raw_data!.report.accounts.length).toBe(truth.reports[0]!.accounts.length);
    },
    150_000,
  );

  it('refuses a set that is not all photos, more than 20 files, or over 10 MB in all, and keeps nothing', async () => {
    const { client, userId } = await signUp(app.url);
    const png = textImage(['page'], { format: 'png', width: 400 });
    const mixed = await uploadFiles(app.url, client, 'experian', [
      { bytes: png, name: 'a.png', type: 'image/png' },
      { bytes: await textPdf(['Experian']), name: 'b.pdf', type: 'application/pdf' },
    ]);
    expect(mixed).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_FILE_TYPE', message: REPORT_PAGES_MESSAGE } });
    const many = await uploadFiles(
      app.url,
      client,
      'experian',
      Array.from({ length: MAX_REPORT_PAGES + 1 }, (_, i) => ({ bytes: png, name: `p${i}.png`, type: 'image/png' })),
    );
    expect(many).toMatchObject({ status: 415, body: { message: REPORT_PAGES_MESSAGE } });
    const half = Math.ceil(MAX_UPLOAD_BYTES / 2) + 1024;
    const big = (n: number) => Buffer.concat([Buffer.from(png), Buffer.alloc(n)]);
    const heavy = await uploadFiles(app.url, client, 'experian', [
      { bytes: big(half), name: 'a.png', type: 'image/png' },
      { bytes: big(half), name: 'b.png', type: 'image/png' },
    ]);
    expect(heavy).toMatchObject({ status: 413, body: { message: FILE_TOO_LARGE_MESSAGE } });
    expect(storedFiles(userId)).toEqual([]);
  }, 60_000);
});
