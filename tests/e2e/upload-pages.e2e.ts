/**
 * More ways in (issue 25, docs/decisions/188): a person uploads a saved web page of their report, then the photos of a
 * paper report page by page, from the credit report screen; both are read.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AnalysisDto } from '../../src/common/analysis';
import { textImage } from '../engine/test-files';
import { generateScans } from '../fixtures/generator/scan';
import { savedPageOf } from '../fixtures/saved-page';
import { journey } from './harness/journey';
import { waitForAnalyses } from './harness/reports';
import { signUpViaApi, uniqueUser } from './harness/users';
import { expectText } from './pages/expect';

const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-pages-'));
let htmlFile: string;
let photoFiles: string[];

beforeAll(async () => {
  const page = await savedPageOf({ layout: 'experian-monitor', seed: 20240601, index: 0, variant: 'default' });
  htmlFile = path.join(dir, 'Credit Report.html');
  writeFileSync(htmlFile, page.html);
  const [scan] = await generateScans({ seed: 20240601, out: dir, plans: [{ layout: 'experian-classic', format: 'png' }] });
  if (!scan) throw new Error('no scan generated');
  photoFiles = [path.join(dir, 'page-1.png'), path.join(dir, 'page-2.jpg')];
  writeFileSync(photoFiles[0]!, readFileSync(scan.path));
  writeFileSync(photoFiles[1]!, textImage(['End of report'], { format: 'jpeg' }));
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

journey(
  'a person uploads a saved web page of their report, then the photos of a paper report, and both are read',
  async ({ page, context }) => {
    await signUpViaApi(context, uniqueUser('pages'));
    await page.goto('/credit-report?tab=upload');
    await expectText(page, 'PDF, JPEG, PNG or a saved web page (HTML) up to 10MB, or up to 20 photos of one report');

    await page.getByLabel('Upload Experian report').setInputFiles(htmlFile);
    await expectText(page, 'Upload successful! Your report is being analyzed', 20_000);
    await page.getByRole('button', { name: 'Upload another file' }).click();

    await page.getByLabel('Upload Experian report').setInputFiles(photoFiles);
    await expectText(page, 'Upload successful! Your report is being analyzed', 20_000);

    const statuses = await waitForAnalyses(context, 150_000);
    expect(statuses.map((s) => s.analysis_status)).toEqual(['completed', 'completed']);
    const { analyses } = (await (await context.request.get('/api/analyses')).json()) as { analyses: AnalysisDto[] };
    expect(analyses.map((a) => a.metadata.file_type).sort()).toEqual(['html', 'pages']);
    expect(analyses.find((a) => a.metadata.file_type === 'pages')?.metadata.original_name).toBe('page-1.png (+1 pages)');
  },
  { timeoutMs: 240_000 },
);
