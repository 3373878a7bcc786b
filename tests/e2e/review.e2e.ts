/**
 * Reviewing the reading (issue 8, docs/decisions/050): a person opens 'Review Accounts' of an analysed Experian
 * report, corrects a balance read wrong, marks an account "not mine", and watches the negative items and possible
 * errors follow; then undoes the correction. Screenshots of the review at 1280 and 390 px.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { journey } from './harness/journey';
import { reportFiles, uploadViaApi, waitForAnalyses, type GeneratedReport } from './harness/reports';
import { signUpViaApi, uniqueUser } from './harness/users';
import { screenshotBothWidths } from './harness/screenshots';
import { expectHidden, expectText, expectVisible } from './pages/expect';
import { expectToast } from './pages/toast';

const files = reportFiles();
let experian: GeneratedReport;

beforeAll(async () => {
  experian = await files.write('experian-current');
});

afterAll(() => files.cleanup());

/** The figure under a label of the report details' header ('Negative items', 'Possible errors'). */
function stat(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

async function expectStat(page: Page, label: string, value: number): Promise<void> {
  await expectVisible(stat(page, label).getByText(String(value), { exact: true }), `${label}: ${value}`);
}

function accountCard(page: Page, creditor: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: creditor, exact: true }) });
}

journey(
  'a person corrects a balance and marks an account not mine in Review Accounts, and the negatives and possible errors follow',
  async ({ page, context }) => {
    await signUpViaApi(context, uniqueUser('review'));
    await uploadViaApi(context, 'experian', experian.file);
    await waitForAnalyses(context);

    await page.goto('/credit-report?tab=details&detail=review');
    await expectVisible(page.getByRole('list', { name: 'Experian accounts as read' }), 'the accounts as read');
    await expectStat(page, 'Negative items', 9);
    await expectStat(page, 'Possible errors', 6);

    // WILLOWMERE's balance was read wrong: with $0 there, JASPER CREEK's collection is no longer a duplicate.
    const willowmere = accountCard(page, 'WILLOWMERE FINANCE');
    await willowmere.getByRole('button', { name: 'Correct a value: WILLOWMERE FINANCE' }).click();
    const form = page.getByRole('form', { name: 'Correct a value: WILLOWMERE FINANCE' });
    await form.getByLabel('Field').selectOption('balance');
    await form.getByLabel('Correct value: Balance').fill('$1,2x');
    await form.getByRole('button', { name: 'Save correction' }).click();
    await expectText(form, 'Enter an amount in dollars, like 1250 or 1,250.00.');
    await form.getByLabel('Correct value: Balance').fill('0');
    await form.getByRole('button', { name: 'Save correction' }).click();
    await expectToast(page, 'Correction saved');
    await expectStat(page, 'Possible errors', 5);
    await expectVisible(willowmere.getByText('Corrected', { exact: true }), 'the corrected mark');
    await expectVisible(willowmere.getByText('We read: $4,375'), 'the balance as read');

    // HALYARD is not this person's: out of the negatives, and its duplicate finding with it.
    await page.getByRole('button', { name: 'Not mine: HALYARD DEBT SOLUTIONS' }).click();
    await expectStat(page, 'Negative items', 8);
    await expectStat(page, 'Possible errors', 4);
    await expectVisible(
      accountCard(page, 'HALYARD DEBT SOLUTIONS').getByText('Left out of your figures; it will be disputed as not yours.'),
      'the not-mine note',
    );

    await screenshotBothWidths(page, 'review-accounts-not-mine');

    await page.getByRole('tab', { name: 'Negative Items' }).click();
    const negatives = page.getByRole('tabpanel', { name: 'Negative Items' });
    await expectText(negatives, '1 account you marked "not mine" is left out here; it will be disputed as not yours.');
    await expectHidden(negatives.getByRole('heading', { name: 'HALYARD DEBT SOLUTIONS' }), 'HALYARD among the negative items');
    await page.getByRole('tab', { name: 'Possible Errors' }).click();
    await expectHidden(
      page.getByRole('tabpanel', { name: 'Possible Errors' }).getByText('JASPER CREEK ACCOUNT SERVICES', { exact: false }),
      'the JASPER CREEK duplicate',
    );

    // Undo the balance: the value read applies again and the duplicate returns.
    await page.getByRole('tab', { name: 'Review Accounts' }).click();
    await page.getByRole('button', { name: 'Undo balance: WILLOWMERE FINANCE' }).click();
    await expectToast(page, 'Correction undone');
    await expectStat(page, 'Possible errors', 5);
    await expectHidden(accountCard(page, 'WILLOWMERE FINANCE').getByText('Corrected', { exact: true }), 'the corrected mark after undo');
  },
  { timeoutMs: 120_000 },
);
