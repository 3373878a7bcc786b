/**
 * The product's main journey (issue 4): a new user uploads a generated Experian report in onboarding, watches it
 * being analysed, opens the credit report details and the dashboard with that report's figures, and the bell shows
 * the new notification without a reload.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { journey } from './harness/journey';
import { reportFiles, uploadViaApi, type GeneratedReport } from './harness/reports';
import { signUpViaApi, uniqueUser } from './harness/users';
import { expectPath, expectText, expectVisible } from './pages/expect';
import { expectToast } from './pages/toast';

const files = reportFiles();
let experian: GeneratedReport;
let transunion: GeneratedReport;

beforeAll(async () => {
  experian = await files.write('experian-current');
  transunion = await files.write('transunion-a');
  if (experian.truth.reports[0]?.score == null) throw new Error('the chosen fixture must print a score');
});

afterAll(() => files.cleanup());

async function continueWizard(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Continue', exact: true });
  // Buttons are locked for 1.5 s after each Continue click (spec 000 §4).
  await expect.poll(() => button.isEnabled(), { timeout: 5_000 }).toBe(true);
  await button.click();
}

journey(
  'a new user uploads an Experian report in onboarding, sees it analysed, and finds it in the details, the dashboard and the bell',
  async ({ page, context }) => {
    const truth = experian.truth.reports[0]!;
    const score = String(truth.score);
    const creditCards = truth.accounts.filter((a) => a.category === 'revolving').length;
    // The account holder is the person the report names (decision 189): it counts as theirs.
    await signUpViaApi(context, { ...uniqueUser('upload'), name: truth.consumer.name! });
    await page.goto('/onboarding');
    await expectText(page, "Let's Improve Your Credit");
    await continueWizard(page);
    await expectVisible(page.getByRole('link', { name: /Experian/ }), 'the Experian free report link');
    await continueWizard(page);

    await expectText(page, 'Upload a Report to Continue');
    await page.getByLabel('Upload Experian report').setInputFiles(experian.file);
    await expectToast(page, 'Report uploaded successfully', 15_000);
    await expectText(page, '1 Report(s) Uploaded');
    await expectVisible(page.getByText('Uploaded', { exact: true }), "the Experian box's 'Uploaded' badge");
    await continueWizard(page);

    await expectText(page, 'Analysis Complete!', 60_000);
    await expectText(page, 'Analysis complete!');

    await page
      .getByRole('button', { name: 'View Credit Report Details' })
      .or(page.getByRole('link', { name: 'View Credit Report Details' }))
      .click();
    await expectPath(page, '/credit-report');
    await expectVisible(page.getByRole('button', { name: /Notifications, 1 unread/ }), 'the bell with one unread notification');
    await page.getByRole('tab', { name: 'Report Details' }).click();
    const details = page.getByRole('tabpanel').first();
    await expectVisible(details.getByText(score, { exact: true }), `the score ${score} in the report details`);
    await page.getByRole('tab', { name: 'Negative Items' }).click();
    await expectVisible(page.getByRole('tabpanel', { name: 'Negative Items' }), 'the negative items tab');

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expectPath(page, '/dashboard');
    await expectText(page, 'Credit Scores');
    await expectVisible(page.getByText(score, { exact: true }), `the Experian score ${score} on the dashboard`);
    await expectText(page, 'Accounts Summary');
    await expectVisible(page.getByText(creditCards === 1 ? '1 account' : `${creditCards} accounts`).first(), 'the credit card count');

    // A second report, uploaded from elsewhere (another tab), reaches the bell over the event stream: no reload.
    await uploadViaApi(context, 'transunion', transunion.file);
    await expectVisible(page.getByRole('button', { name: /Notifications, 2 unread/ }), 'the bell with two unread notifications', 30_000);
    await page.getByRole('button', { name: /Notifications, 2 unread/ }).click();
    await expectVisible(page.getByRole('dialog').getByText('Credit Analysis Complete').first(), 'the notification in the bell');
  },
  { timeoutMs: 150_000 },
);
