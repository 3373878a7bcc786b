/**
 * Disputes (issue 9, docs/decisions/055–057): a person uploads a report, chooses two items to dispute and marks one
 * accurate, approves the Experian letter, downloads its PDF and reads it, regenerates, and sees the dispute items on
 * the dashboard. Screenshots of the chooser, the letters and the detail at 1280 and 390 px.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { DISPUTE_MESSAGES } from '../../src/common/disputes/messages';
import { pdfPages } from '../integration/helpers/pdf-text';
import { journey } from './harness/journey';
import { reportFiles, uploadViaApi, waitForAnalyses, type GeneratedReport } from './harness/reports';
import { signUpViaApi, subscribeViaApi, uniqueUser } from './harness/users';
import { screenshotBothWidths } from './harness/screenshots';
import { expectText, expectVisible } from './pages/expect';
import { expectToast } from './pages/toast';

const files = reportFiles();
let experian: GeneratedReport;

beforeAll(async () => {
  experian = await files.write('experian-current');
});

afterAll(() => files.cleanup());

journey(
  'a person chooses what to dispute, approves and downloads the letter, regenerates it, and sees the tasks on the dashboard',
  async ({ page, context }) => {
    const user = uniqueUser('disputes');
    await signUpViaApi(context, user);
    await uploadViaApi(context, 'experian', experian.file);

    // Letters are paid (decision 064): without a plan the screen says so and leads to /subscription.
    await page.goto('/dispute-letters');
    const needsPlan = page.getByRole('region', { name: 'This feature needs a subscription' });
    await expectText(needsPlan, 'This feature needs a subscription. Choose a plan on the Subscription page.');
    await needsPlan.getByRole('link', { name: 'Choose a plan' }).click();
    await page.waitForURL('**/subscription');
    await subscribeViaApi(context);

    // The mailing address the letters are sent from, in Settings: checked as a US address.
    await page.goto('/settings');
    const mailing = page.getByRole('group', { name: 'Mailing address' });
    await mailing.getByLabel('Street', { exact: true }).fill('12 Elm Street');
    await mailing.getByLabel('City').fill('Springfield');
    await mailing.getByLabel('ZIP').fill('6270');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectText(mailing, 'Choose a US state, DC or territory.');
    await expectText(mailing, 'Enter a 5-digit ZIP code, or ZIP+4 like 12345-6789.');
    await mailing.getByLabel('State').selectOption('IL');
    await mailing.getByLabel('ZIP').fill('62701');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile updated');
    await waitForAnalyses(context);

    // Entry from the report details.
    await page.goto('/credit-report?tab=details');
    await page.getByRole('link', { name: 'Choose what to dispute' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Choose what to dispute', level: 2 }), 'the chooser');
    const cards = page.getByTestId('candidate');
    const names: string[] = [];
    for (const [index, decision] of [
      [0, 'Dispute'],
      [1, 'Dispute'],
      [2, 'This is accurate'],
    ] as const) {
      const card = cards.nth(index);
      names.push((await card.getByRole('heading').innerText()).split('\n')[0]!.trim());
      await card.getByRole('radio', { name: decision, exact: true }).check();
      const reason = card.getByLabel('Reason');
      if (decision === 'Dispute' && (await reason.inputValue()) === '') await reason.selectOption({ index: 1 });
      if (decision === 'Dispute') {
        // Own words are required (a suggestion from the report's facts is filled in); "not mine" and inquiries
        // need the person's confirmation (issue 24).
        await card.getByLabel('Why it is inaccurate, in your own words (required)').fill(`My own words about item ${index + 1}: this is reported wrongly.`);
        if ((await card.getByRole('checkbox').count()) > 0) await card.getByRole('checkbox').check();
      }
      await card.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Choice saved');
      await expectVisible(card.getByText(decision === 'Dispute' ? 'Disputing' : 'This is accurate', { exact: true }).first(), `${names[index]} decided`);
    }
    await screenshotBothWidths(page, 'dispute-chooser');

    // The Experian group, its detail and the draft letter.
    await page.getByRole('button', { name: 'Go to your letters' }).click();
    await expectText(page, 'Credit bureaus have 30 days to respond to your dispute under the Fair Credit Reporting Act (FCRA).');
    const group = page.getByTestId('dispute-group');
    await expectVisible(group.getByText('2 items'), 'the group of two items');
    await expectVisible(group.getByText('Pending', { exact: true }), 'the pending badge');
    await screenshotBothWidths(page, 'dispute-letters');
    await group.getByRole('button', { name: 'View Letters' }).click();
    await expectVisible(page.getByRole('button', { name: 'Back to Disputes' }), 'the detail');
    const letter = page.getByRole('article', { name: 'Letter' });
    await expectVisible(letter.getByText(names[0]!).first(), `${names[0]} in the letter`);
    await expectVisible(letter.getByText(names[1]!).first(), `${names[1]} in the letter`);
    await expectText(letter, '12 Elm Street');

    await page.getByRole('tab', { name: 'Consumer Laws' }).click();
    const showMore = page.getByRole('button', { name: 'Show more' }).first();
    await showMore.click();
    await expectVisible(page.getByRole('button', { name: 'Show less' }).first(), 'the whole law summary');
    await page.getByRole('tab', { name: 'Dispute Letter' }).click();

    // Approve with a typed signature, after confirming each statement is true (attestation).
    await page.getByLabel('Your full name (signature)').fill(user.name);
    await page.getByRole('button', { name: 'Approve letter' }).click();
    await expectText(page, DISPUTE_MESSAGES.attested);
    await page.getByLabel(/I confirm that each statement in this letter is true/).check();
    await page.getByRole('button', { name: 'Approve letter' }).click();
    await expectToast(page, 'Letter approved');
    await expectVisible(page.getByText('Send it by certified mail, return receipt requested', { exact: false }), 'how to mail it yourself');
    await screenshotBothWidths(page, 'dispute-detail');

    // Download the PDF and read it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-letter-'));
    const saved = path.join(dir, 'letter.pdf');
    await download.saveAs(saved);
    const text = (await pdfPages(new Uint8Array(readFileSync(saved)))).join(' ');
    rmSync(dir, { recursive: true, force: true });
    expect(text).toContain(user.name);
    expect(text).toContain(names[0]);
    expect(text).toContain('12 Elm Street');
    expect(text).not.toContain(names[2]);
    // The person's own words, the date they confirmed them, and nothing addressed to them.
    expect(text).toContain('My own words about item 1: this is reported wrongly.');
    expect(text).toMatch(/I confirm that each statement in this letter is true to the best of my knowledge \(confirmed on/);
    expect(text).not.toMatch(/\b(you|your)\b/i);

    // Regenerate the selected item: the approved letter asks first and says it must be approved again.
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expectText(page.getByRole('alertdialog'), /approve it again/);
    await page.getByRole('button', { name: 'Regenerate and approve again' }).click();
    await expectToast(page, 'Success: Dispute letters regeneration has been scheduled.');
    await expectVisible(page.getByRole('button', { name: 'Approve letter' }), 'the letter to approve again', 30_000);

    // The dashboard's repair plan and upcoming tasks read the items.
    await page.goto('/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Repair Plan' }), 'the repair plan card');
    await expectVisible(page.getByRole('heading', { name: 'Upcoming Tasks' }), 'the upcoming tasks card');
    await screenshotBothWidths(page, 'dashboard-with-disputes');
    // A letter not yet mailed has no deadline (issue 24), so its task is not among the card's soonest-due ones:
    // the full plan names it ("Dispute NAME with Experian"), with no due date.
    await page.getByRole('link', { name: 'View Full Plan' }).click();
    await expectVisible(page.getByText(`Dispute ${names[0]!} with Experian`, { exact: true }), 'the dispute task on the repair plan');
  },
  { timeoutMs: 180_000 },
);
