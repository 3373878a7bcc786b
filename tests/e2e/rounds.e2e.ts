/**
 * Dispute rounds (issue 10, docs/decisions/105–108): a subscribed person chooses an item to dispute, approves the
 * letter, records it mailed, logs the bureau's answer 'Deleted', and sees the item completed with its round and
 * history; then changes and undoes the outcome, and drafts the round 2 letter after 'verified'. Screenshots of the Outcome area at 1280 and 390 px.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { ROUNDS_TEXT } from '../../src/common/rounds';
import { journey } from './harness/journey';
import { reportFiles, uploadViaApi, waitForAnalyses, type GeneratedReport } from './harness/reports';
import { signUpViaApi, subscribeViaApi, uniqueUser } from './harness/users';
import { screenshotBothWidths } from './harness/screenshots';
import { textPdf } from '../engine/test-files';
import { expectHidden, expectText, expectVisible } from './pages/expect';
import { expectToast } from './pages/toast';

const files = reportFiles();
let experian: GeneratedReport;

beforeAll(async () => {
  experian = await files.write('experian-current');
});

afterAll(() => files.cleanup());

journey(
  'a person logs what the bureau answered: the item is completed, with its round and history, and the outcome can be changed or undone',
  async ({ page, context, baseURL }) => {
    const user = uniqueUser('rounds');
    await signUpViaApi(context, user);
    await subscribeViaApi(context);
    const origin = new URL(baseURL).origin;
    const address = await context.request.patch('/api/profile', {
      data: { mailing_address: { street: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701' } },
      headers: { Origin: origin },
    });
    expect(address.status()).toBe(200);
    await uploadViaApi(context, 'experian', experian.file);
    await waitForAnalyses(context);

    // Choose one item to dispute.
    await page.goto('/credit-report?tab=details');
    const chooseLink = page.getByRole('link', { name: 'Choose what to dispute' });
    await expectVisible(chooseLink, 'the link to the chooser', 30_000);
    await chooseLink.click();
    const card = page.getByTestId('candidate').first();
    const name = (await card.getByRole('heading').innerText()).split('\n')[0]!.trim();
    await card.getByRole('radio', { name: 'Dispute', exact: true }).check();
    const reason = card.getByLabel('Reason');
    if ((await reason.inputValue()) === '') await reason.selectOption({ index: 1 });
    // The person's own words are required, and "not mine" / an inquiry needs their confirmation (issue 24).
    await card.getByLabel('Why it is inaccurate, in your own words (required)').fill('This is not reported correctly: I never missed a payment.');
    if ((await card.getByRole('checkbox').count()) > 0) await card.getByRole('checkbox').check();
    await card.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Choice saved');

    // Approve the letter and record it mailed.
    await page.getByRole('button', { name: 'Go to your letters' }).click();
    await page.getByTestId('dispute-group').getByRole('button', { name: 'View Letters' }).click();
    const outcome = page.getByRole('region', { name: 'Outcome' });
    await expectText(outcome, ROUNDS_TEXT.waitForMail);
    await page.getByLabel('Your full name (signature)').fill(user.name);
    await page.getByLabel(/I confirm that each statement in this letter is true/).check();
    await page.getByRole('button', { name: 'Approve letter' }).click();
    await expectVisible(page.getByRole('button', { name: 'Record date mailed' }), 'the approved letter, to mail', 30_000);
    await page.getByRole('button', { name: 'Record date mailed' }).click();
    await expectToast(page, 'Mailing date recorded');
    await expectText(outcome, ROUNDS_TEXT.noOutcomeYet);
    await expectVisible(page.getByRole('region', { name: 'The bureau’s reply' }), 'the reply upload');
    await expectVisible(outcome.getByText('Round 1', { exact: true }), 'the round number');

    // The bureau deleted it.
    await outcome.getByLabel('What did the bureau do?').selectOption('deleted');
    await outcome.getByRole('button', { name: 'Log outcome' }).click();
    await expectToast(page, 'Outcome logged');
    await expectVisible(outcome.getByTestId('outcome-badge').getByText('Deleted'), 'the outcome badge');
    await expectVisible(page.getByText('Completed', { exact: true }).first(), 'the item completed');
    const history = outcome.getByTestId('outcome-history');
    await expectText(history, /Round 1: The bureau deleted the item$/);
    await screenshotBothWidths(page, 'dispute-outcome');

    // Change it, then undo: every step stays in the history.
    await outcome.getByLabel('What did the bureau do?').selectOption('verified');
    await outcome.getByRole('button', { name: 'Change outcome' }).click();
    await expectVisible(outcome.getByTestId('outcome-badge').getByText('Verified as accurate'), 'the changed outcome');
    await expectVisible(outcome.getByTestId('next-steps').getByText('Ask how the item was verified'), 'the method-of-verification step');

    // The bureau's reply, read into a proposal to confirm or dismiss.
    const reply = await textPdf(['Experian', 'Results of your dispute', name, 'Outcome: Deleted']);
    await page.locator('input[type=file]').setInputFiles({ name: 'reply.pdf', mimeType: 'application/pdf', buffer: Buffer.from(reply) });
    // The reply is read by the read-reply job while the screen polls (the first read loads the PDF reader): allow for a busy machine.
    const proposal = page.getByTestId('outcome-proposal');
    await expectVisible(proposal, 'the proposal read from the reply', 90_000);
    await expectText(proposal, /Deleted$/);
    await screenshotBothWidths(page, 'dispute-reply-proposal');
    await proposal.getByRole('button', { name: 'Dismiss' }).click();
    await expectHidden(proposal, 'the dismissed proposal');
    await outcome.getByRole('button', { name: 'Undo outcome' }).click();
    await expectToast(page, 'Outcome undone');
    await expectText(history, /Round 1: outcome “Verified as accurate” undone$/);
    expect(await history.getByRole('listitem').count()).toBe(3);

    // The clock's assumed receipt, in one sentence, until the person enters the delivery date (decision 171).
    await page.getByRole('tab', { name: 'Tracking' }).click();
    const assumed = page.getByTestId('assumed-receipt');
    await expectText(assumed, /^We assume the bureau received it on .+ \(5 business days after mailing\); change it if you have the delivery date\./);
    await page.getByLabel('Date delivered (from your USPS receipt)').fill(new Date().toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Save delivery date' }).click();
    await expectHidden(assumed, 'the assumed receipt, replaced by the delivery date entered');
    await expectVisible(page.getByText('Response due'), 'the response due date from the delivery date');

    // Logged again as deleted: the Completed tab lists the group.
    await outcome.getByLabel('What did the bureau do?').selectOption('deleted');
    await outcome.getByRole('button', { name: 'Log outcome' }).click();
    await expectToast(page, 'Outcome logged');
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expectVisible(page.getByTestId('dispute-group').getByText('Completed', { exact: true }), 'the completed group');
    await page.getByTestId('dispute-group').getByRole('button', { name: 'View Letters' }).click();
    await expectVisible(page.getByRole('heading', { name, level: 2 }), `${name} in the completed detail`);

    // Verified after all: the method-of-verification letter is drafted for round 2 (docs/decisions/109).
    const group = new URL(page.url()).searchParams.get('group')!;
    await outcome.getByLabel('What did the bureau do?').selectOption('verified');
    await outcome.getByRole('button', { name: 'Change outcome' }).click();
    await expectVisible(outcome.getByTestId('outcome-badge').getByText('Verified as accurate'), 'the verified outcome');
    // Its detail, opened by its link (the Active tab).
    await page.goto(`/dispute-letters?group=${encodeURIComponent(group)}`);
    await expectVisible(
      outcome.getByTestId('next-steps').getByRole('button', { name: 'Draft this letter' }).first(),
      'the button that drafts the next letter',
      30_000,
    );
    await screenshotBothWidths(page, 'dispute-next-steps');
    await outcome.getByTestId('next-steps').getByRole('button', { name: 'Draft this letter' }).first().click();
    await expectToast(page, 'Your round 2 letter is drafted. Review it under Drafts, then approve and mail it.');
    await expectVisible(page.getByText('Round 2 method-of-verification letter to Experian'), 'the round 2 draft', 30_000);
    await expectVisible(page.getByText('Request for the method of verification').first(), 'the letter’s subject');
    await screenshotBothWidths(page, 'dispute-next-round-letter');
  },
  { timeoutMs: 180_000 },
);
