/**
 * Repair plan and progress (issue 11, docs/decisions/110–114): a subscribed person with disputes sees them on the
 * plan, ticks a task (kept after reload), and sees their progress after a second, better report. Screenshots of
 * both pages at 1280 and 390 px go to test-results/screenshots.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CandidateDto } from '../../src/common/disputes/candidates';
import type { DisputeItemDto } from '../../src/common/disputes/items';
import { appURL } from './harness/app-url';
import { journey } from './harness/journey';
import { reportFiles, uploadViaApi, waitForAnalyses, type GeneratedReport } from './harness/reports';
import { signUpViaApi, subscribeViaApi, uniqueUser } from './harness/users';
import { screenshotBothWidths } from './harness/screenshots';
import { expectText, expectVisible } from './pages/expect';
import { expectToast } from './pages/toast';

const files = reportFiles();
let older: GeneratedReport;
let newer: GeneratedReport;

beforeAll(async () => {
  // Seeded fixtures: index 5 (Aug 2024, 528) before index 0 (Jul 2026, 617): the second report is better.
  older = await files.write('experian-current', 5);
  newer = await files.write('experian-current', 0);
  const [o, n] = [older.truth.reports[0]!, newer.truth.reports[0]!];
  if (o.score == null || n.score == null || !o.reportDate || !n.reportDate || n.reportDate <= o.reportDate || n.score <= o.score) {
    throw new Error('the fixtures must print scores, the second dated later and scored higher');
  }
});

afterAll(() => files.cleanup());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function post(context: BrowserContext, url: string, data: unknown) {
  const response = await context.request.post(url, { data, headers: { Origin: new URL(appURL()).origin }, failOnStatusCode: false });
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${(await response.text()).slice(0, 300)}`);
  return response;
}

journey(
  'a subscribed person sees their disputes on the plan, ticks a task that stays ticked, and sees progress after a better report',
  async ({ page, context }) => {
    await signUpViaApi(context, uniqueUser('plan'));

    // Without a plan: a clear path to the subscription page.
    await page.goto('/repair-plan');
    await expectVisible(page.getByRole('region', { name: 'Your repair plan is part of the plan' }), 'the subscription card');
    await expectVisible(page.getByRole('link', { name: 'Choose a plan' }), 'the path to /subscription');
    await subscribeViaApi(context);

    await uploadViaApi(context, 'experian', older.file);
    await waitForAnalyses(context, 90_000);
    const { analyses } = (await (await context.request.get('/api/analyses')).json()) as { analyses: { id: string }[] };
    const analysisId = analyses[0]!.id;
    const { candidates } = (await (await context.request.get(`/api/disputes/candidates?analysis_id=${analysisId}`)).json()) as { candidates: CandidateDto[] };
    const disputable = candidates.filter((c) => !c.locked_accurate && c.reasons.length > 0);
    for (const c of disputable.slice(0, 2))
      await post(context, '/api/disputes/choices', {
        analysis_id: analysisId,
        key: c.key,
        choice: 'dispute',
        reason: c.reasons[0]!.id,
        statement: 'This is reported wrongly.',
        confirmed: true,
      });
    const { items } = (await (await context.request.get('/api/disputes')).json()) as { items: DisputeItemDto[] };
    expect(items.length).toBeGreaterThanOrEqual(2);

    await page.goto('/repair-plan');
    await expectVisible(page.getByRole('heading', { name: 'Your Credit Repair Plan', level: 1 }), 'the heading');
    await expectVisible(page.getByRole('tab', { name: 'Step-by-Step Guide' }), 'the guide tab');
    await expectVisible(page.getByRole('tab', { name: 'Calendar View' }), 'the calendar tab');
    const phase2 = page.getByTestId('phase-2');
    await expectText(phase2, 'Initial Disputes');
    for (const item of items.slice(0, 4)) await expectText(phase2, new RegExp(`^Dispute ${escape(item.account_name)} with`));
    // Phases 1 and 2 are open, 3 and 4 closed.
    expect(await page.getByTestId('phase-1').getByRole('button', { expanded: true }).count()).toBe(1);
    expect(await page.getByTestId('phase-3').getByRole('button', { expanded: false }).count()).toBe(1);
    await screenshotBothWidths(page, 'repair-plan');

    // Tick a task of phase 3; it stays ticked after a reload.
    await page.getByTestId('phase-3').getByRole('button', { expanded: false }).click();
    const review = page.getByRole('checkbox', { name: 'Review your credit reports', exact: true });
    await review.click();
    await expectToast(page, 'Task completed');
    await page.reload();
    await page.getByTestId('phase-3').getByRole('button', { expanded: false }).click();
    await expectVisible(page.getByRole('checkbox', { name: 'Review your credit reports', exact: true }), 'the ticked task');
    expect(await page.getByRole('checkbox', { name: 'Review your credit reports', exact: true }).isChecked()).toBe(true);
    // A dispute task follows its dispute: it cannot be ticked by hand.
    expect(
      await phase2
        .getByRole('checkbox', { name: new RegExp(`^Dispute ${escape(items[0]!.account_name)} with`) })
        .first()
        .isDisabled(),
    ).toBe(true);

    // 'Get AI Recommendations' leads to the upload tab with an info toast.
    await page.getByRole('button', { name: 'Get AI Recommendations' }).click();
    await page.waitForURL(/\/credit-report\?tab=upload/);

    // Progress after the first report, then after a second, better one.
    await page.goto('/progress');
    await expectVisible(page.getByRole('heading', { name: 'Progress', level: 1 }), 'the progress heading');
    await expectText(page.getByTestId('card-score'), '528');
    await expectText(page.getByTestId('card-removed'), `${items.length} items in dispute`);
    await uploadViaApi(context, 'experian', newer.file);
    await waitForAnalyses(context, 90_000);
    await page.reload();
    const score = page.getByTestId('card-score');
    await expectText(score, '617');
    await expectText(score, '+89 pts');
    await expectText(score, 'Target: 578');
    await expectText(page, 'Next Steps');
    await screenshotBothWidths(page, 'progress-overview');
    await page.getByRole('tab', { name: 'Milestones' }).click();
    await expectVisible(page.getByTestId('milestone-timeline'), 'the milestone timeline');
    await expectText(page.getByTestId('milestone-timeline'), /Initial Credit Assessment/);
    await screenshotBothWidths(page, 'progress-milestones');
    await page.getByRole('tab', { name: 'Score History' }).click();
    await expectText(page, '89 points improvement');
    await expectVisible(page.getByTestId('score-history-chart'), 'the chart');
    expect(await page.locator('table caption').textContent()).toBe('Average score by month');
    await screenshotBothWidths(page, 'progress-history');
  },
  { timeoutMs: 240_000 },
);
