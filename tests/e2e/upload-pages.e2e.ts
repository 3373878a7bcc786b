/**
 * More ways in (issue 25, docs/decisions/188): a person uploads a saved web page of their report, then the photos of a
 * paper report page by page, from the credit report screen; both are read. Whose report it is (decision 189): a
 * report naming another person is flagged on the credit report page, and counts once the person confirms it.
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
import { generateFixture } from '../fixtures/generator/index';
import { REPORT_OWNER_TEXT } from '../../src/common/report-owner';
import { screenshotBothWidths } from './harness/screenshots';

const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-pages-'));
let htmlFile: string;
let photoFiles: string[];
/** The name the saved page prints: the journey's person. */
let ownName: string;
let otherReport: string;
let otherName: string;

beforeAll(async () => {
  const page = await savedPageOf({ layout: 'experian-monitor', seed: 20240601, index: 0, variant: 'default' });
  htmlFile = path.join(dir, 'Credit Report.html');
  writeFileSync(htmlFile, page.html);
  ownName = page.truth.reports[0]!.consumer.name!;
  const other = await generateFixture({ layout: 'experian-current', seed: 20240601, index: 1, variant: 'default' });
  otherReport = path.join(dir, 'other.pdf');
  writeFileSync(otherReport, other.pdf);
  otherName = other.truth.reports[0]!.consumer.name!;
  const [scan] = await generateScans({ seed: 20240601, out: dir, plans: [{ layout: 'experian-classic', format: 'png' }] });
  if (!scan) throw new Error('no scan generated');
  photoFiles = [path.join(dir, 'page-1.png'), path.join(dir, 'page-2.jpg'), path.join(dir, 'page-3.jpg')];
  writeFileSync(photoFiles[0]!, readFileSync(scan.path));
  writeFileSync(photoFiles[1]!, textImage(['Page 2 of 3', 'This page is intentionally left blank.'], { format: 'jpeg' }));
  writeFileSync(photoFiles[2]!, textImage(['End of report'], { format: 'jpeg' }));
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

journey(
  'a person uploads a saved web page of their report, then the photos of a paper report, and both are read',
  async ({ page, context }) => {
    await signUpViaApi(context, { ...uniqueUser('pages'), name: ownName });
    await page.goto('/credit-report?tab=upload');
    await expectText(page, 'PDF, JPEG, PNG or a saved web page (HTML) up to 10MB, or up to 20 photos of one report');

    await page.getByLabel('Upload Experian report').setInputFiles(htmlFile);
    await expectText(page, 'Upload successful! Your report is being analyzed', 20_000);
    await page.getByRole('button', { name: 'Upload another file' }).click();

    await page.getByLabel('Upload Experian report').setInputFiles(photoFiles);
    await expectText(page, 'Upload successful! Your report is being analyzed', 20_000);

    const statuses = await waitForAnalyses(context, 150_000, { keepOwnerFlag: true });
    expect(statuses.map((s) => s.analysis_status)).toEqual(['completed', 'completed']);
    const { analyses } = (await (await context.request.get('/api/analyses')).json()) as { analyses: AnalysisDto[] };
    expect(analyses.map((a) => a.metadata.file_type).sort()).toEqual(['html', 'pages']);
    expect(analyses.find((a) => a.metadata.file_type === 'pages')?.metadata.original_name).toBe('page-1.png (+2 pages)');

    // The saved page is the person's: its analysis is shown complete, with what that print does not show.
    const html = analyses.find((a) => a.metadata.file_type === 'html')!;
    expect(html.metadata.owner?.check).toBe('own');
    await page.goto(`/credit-report?tab=details&id=${html.id}`);
    await expectText(page, 'Completed', 20_000);
    await screenshotBothWidths(page, 'report-panel-saved-page');
  },
  { timeoutMs: 240_000 },
);

journey(
  'a report naming another person is flagged on the credit report page, and counts once the person confirms a name change',
  async ({ page, context }) => {
    await signUpViaApi(context, { ...uniqueUser('owner'), name: ownName });
    await page.goto('/credit-report?tab=upload');
    await page.getByLabel('Upload Experian report').setInputFiles(otherReport);
    await expectText(page, 'Upload successful! Your report is being analyzed', 20_000);
    await waitForAnalyses(context, 120_000, { keepOwnerFlag: true });
    const { analyses } = (await (await context.request.get('/api/analyses')).json()) as { analyses: AnalysisDto[] };
    const flagged = analyses[0]!;
    expect(flagged.metadata.owner).toEqual({ check: 'other_person', name_on_report: otherName });

    // The dashboard does not say "not ready": it names the reason and leads to the report (decision 189).
    await page.goto('/dashboard');
    await expectText(page, 'Your report names another person', 20_000);
    await screenshotBothWidths(page, 'dashboard-other-person');
    await page.getByRole('link', { name: 'Open the report' }).click();
    await page.waitForURL(`**/credit-report?tab=details&id=${flagged.id}`);
    await expectText(page, REPORT_OWNER_TEXT.otherTitle(otherName), 20_000);
    await expectText(page, REPORT_OWNER_TEXT.otherBody);
    await screenshotBothWidths(page, 'report-panel-other-person');
    // Kept out of the figures: no Experian score while it is not confirmed.
    const before = (await (await context.request.get('/api/figures')).json()) as { scores: { bureau: string; score: number | null }[] };
    expect(before.scores.find((s) => s.bureau === 'experian')?.score ?? null).toBeNull();

    // Confirming needs the person's words and the tick.
    const banner = page.getByTestId('owner-other-person');
    await banner.getByRole('button', { name: REPORT_OWNER_TEXT.confirmButton }).click();
    await expectText(page, REPORT_OWNER_TEXT.statementRequired);
    await banner.getByLabel(REPORT_OWNER_TEXT.statementLabel).fill(`I married in 2022; ${otherName} is my name since.`);
    await banner.getByLabel(REPORT_OWNER_TEXT.confirmLabel).check();
    await banner.getByRole('button', { name: REPORT_OWNER_TEXT.confirmButton }).click();
    await expectText(page, REPORT_OWNER_TEXT.confirmed(otherName), 20_000);
    await expect
      .poll(async () => ((await (await context.request.get(`/api/analyses/${flagged.id}`)).json()) as { analysis: AnalysisDto }).analysis.metadata.owner?.check)
      .toBe('confirmed');
  },
  { timeoutMs: 180_000 },
);
