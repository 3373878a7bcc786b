/**
 * Live status (issue 27): a 3-in-1 report uploaded on /credit-report is followed by its upload box to the end — the
 * stage while it runs, "Analysis complete!" for each bureau once it is done — without reloading the page.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { journey } from './harness/journey';
import { reportFiles, type GeneratedReport } from './harness/reports';
import { screenshotBothWidths } from './harness/screenshots';
import { signUpViaApi, uniqueUser } from './harness/users';
import { expectText } from './pages/expect';

const files = reportFiles();
let merged: GeneratedReport;

beforeAll(async () => {
  merged = await files.write('merged-a');
});

afterAll(() => files.cleanup());

journey(
  'a 3-in-1 upload on /credit-report shows its analysis completed without a reload',
  async ({ page, context }) => {
    await signUpViaApi(context, uniqueUser('live-status'));
    await page.goto('/credit-report?tab=upload');
    let documentLoads = 0;
    page.on('load', () => (documentLoads += 1));

    await page.getByRole('button', { name: 'Upload a 3-in-1 report' }).click();
    await page.getByLabel('Upload 3-in-1 report').setInputFiles(merged.file);
    await expectText(page, 'Upload successful! The analysis has finished.', 120_000);
    const box = page.getByRole('status').filter({ hasText: 'The analysis has finished' });
    await expect.poll(() => box.getByText('Analysis complete!').count(), { timeout: 10_000 }).toBe(3);
    for (const bureau of ['Experian', 'TransUnion', 'Equifax']) await expectText(box, new RegExp(`^${bureau}: Analysis complete!$`));
    expect(documentLoads).toBe(0);
    await screenshotBothWidths(page, 'credit-report-upload-followed');
  },
  { timeoutMs: 200_000 },
);
