/**
 * Issue 14: the screens follow the report's own date, not the upload order. Two Experian reports are uploaded newer
 * report first, older second; the score card shows the newer report's score, its date and the change against the
 * older one, the Report dropdown names each by bureau, report date and file name, and both screens pass axe at
 * 1280 and 390 px. Screenshots go to test-results/screenshots.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { blockingViolations, formatViolations } from './harness/axe';
import { journey } from './harness/journey';
import { reportFiles, uploadViaApi, waitForAnalyses, type GeneratedReport } from './harness/reports';
import { signUpViaApi, subscribeViaApi, uniqueUser } from './harness/users';
import { atBothWidths, screenshot } from './harness/screenshots';
import { expectText, expectVisible } from './pages/expect';

const files = reportFiles();
let newer: GeneratedReport;
let older: GeneratedReport;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-07-05" → "Jul 5, 2026" (the screens' report date format). */
function shown(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${MONTHS[m! - 1]} ${d}, ${y}`;
}
const truth = (r: GeneratedReport) => r.truth.reports[0]!;

beforeAll(async () => {
  // Seeded fixtures: index 0 is dated later than index 5, and both print a score.
  newer = await files.write('experian-current', 0);
  older = await files.write('experian-current', 5);
  const [n, o] = [truth(newer), truth(older)];
  if (n.score == null || o.score == null || !n.reportDate || !o.reportDate || n.reportDate <= o.reportDate) {
    throw new Error('the chosen fixtures must print scores, with the first dated after the second');
  }
});

afterAll(() => files.cleanup());

async function axeAtBothWidths(page: Page, name: string): Promise<void> {
  const reports: string[] = [];
  await atBothWidths(page, async (viewport) => {
    await screenshot(page, name);
    const violations = await blockingViolations(page);
    if (violations.length) reports.push(formatViolations(`${name} at ${viewport.width} px`, violations));
  });
  expect(reports.join('\n')).toBe('');
}

journey(
  'reports uploaded in the opposite order of their report dates: cards, change and dropdown follow the report dates',
  async ({ page, context }) => {
    await signUpViaApi(context, uniqueUser('report-dates'));
    // 'What matters most' and Recommendations are advice, shown once services are open (decision 169).
    await subscribeViaApi(context);
    await uploadViaApi(context, 'experian', newer.file);
    await waitForAnalyses(context, 90_000);
    await uploadViaApi(context, 'experian', older.file);
    await waitForAnalyses(context, 90_000);
    const [n, o] = [truth(newer), truth(older)];
    const change = n.score! - o.score!;

    await page.goto('/dashboard');
    const card = page.getByTestId('score-card-experian');
    await expectVisible(card.getByText(String(n.score), { exact: true }), `the newer report's score ${n.score}`);
    await expectVisible(card.getByText(change > 0 ? `+${change}` : String(change), { exact: true }), `the change ${change} against the older report`);
    await expectVisible(card.getByTestId('report-dates').getByText(shown(n.reportDate!)), 'the newer report date as Last updated');
    await expectVisible(card.getByTestId('score-history'), 'the score history sparkline');
    await expectText(page, `From your Experian report of ${shown(n.reportDate!)}`);
    await axeAtBothWidths(page, 'two-reports-dashboard');

    await page.goto('/credit-report?tab=details');
    const select = page.getByLabel('Report', { exact: true });
    await expectVisible(select, 'the Report dropdown');
    const options = await select.locator('option').allTextContents();
    expect(options).toEqual([
      `Experian · Report of ${shown(n.reportDate!)} · ${path.basename(newer.file)}`,
      `Experian · Report of ${shown(o.reportDate!)} · ${path.basename(older.file)}`,
    ]);
    await expectVisible(page.getByTestId('analysis-summary'), "the analysis summary ('What matters most in this report')");
    // Each item says why it matters (decision 084): the item, its figure and the possible effect.
    const reasons = await page.getByTestId('summary-reason').allTextContents();
    expect(reasons.length, 'the summary lists at least one item').toBeGreaterThan(0);
    for (const reason of reasons)
      expect(reason).toMatch(
        /^Why: .+ on your Experian report.+may help a score, most while the item is recent; how much depends on the whole report and the scoring model\.$/,
      );
    await axeAtBothWidths(page, 'two-reports-report-details');
    for (const tab of ['Recommendations', 'Possible Errors']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor();
      await axeAtBothWidths(page, `two-reports-report-details-${tab.toLowerCase().replace(' ', '-')}`);
    }

    await page.goto('/credit-report?tab=scores');
    await expectVisible(page.getByTestId('score-card-experian').getByText(String(n.score), { exact: true }), 'the newer score on the Credit Scores tab');
    await axeAtBothWidths(page, 'two-reports-credit-scores');
  },
  { timeoutMs: 300_000 },
);
