/**
 * Certified mail (issue 10, docs/decisions/100–102): against an app started with LOB_* settings pointing at the
 * local Lob server (tests/mocks/lob.ts). The person is subscribed and their CROA cancellation window closed (the
 * app runs on a scratch PostgreSQL database, which this file can reach to move the contract back, as
 * closeCancellationWindow does in the integration tests), a dispute letter is approved, then in the browser:
 * Send Letter (the five address fields and their toasts) → Tracking shows it mailed → a signed delivered event →
 * the response due date is shown → the person logs 'Deleted' → the progress page counts it removed. Screenshots of
 * both tabs and the progress page at 1280 and 390 px.
 */
import pg from 'pg';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { addBusinessDays } from '../../src/common/business-days';
import { LOB_TEST_KEY, LOB_TEST_WEBHOOK_SECRET, lobEvent, signLob, startFakeLob, type FakeLob } from '../mocks/lob';
import { startApp, type RunningApp } from './harness/app-server';
import { journey } from './harness/journey';
import { reportFiles, uploadViaApi, waitForAnalyses, type GeneratedReport } from './harness/reports';
import { signUpViaApi, subscribeViaApi, uniqueUser } from './harness/users';
import { screenshotBothWidths } from './harness/screenshots';
import { expectText, expectVisible } from './pages/expect';
import { expectToast } from './pages/toast';

const ADMIN_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The journey runs its app on a scratch PostgreSQL database; without a server it is skipped with a notice. */
async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
const POSTGRES = await postgresReachable(ADMIN_URL);
if (!POSTGRES) console.warn(`PostgreSQL is not reachable at E2E_POSTGRES_URL (${ADMIN_URL}): the certified mail journey is skipped.`);

const files = reportFiles();
let experian: GeneratedReport;
let lob: FakeLob;
let app: RunningApp;
let database: string;
let databaseUrl: string;

describe.runIf(POSTGRES)('certified mail', () => {
  beforeAll(async () => {
    experian = await files.write('experian-current');
    lob = await startFakeLob();
    database = `e2e_mail_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    app = await startApp({
      logName: 'e2e-server-lob',
      env: { LOB_API_KEY: LOB_TEST_KEY, LOB_API_URL: lob.url, LOB_WEBHOOK_SECRET: LOB_TEST_WEBHOOK_SECRET, DATABASE_URL: databaseUrl },
    });
  }, 300_000);

  afterAll(async () => {
    await app?.stop();
    await lob?.close();
    files.cleanup();
    if (database) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  });

  /** closeCancellationWindow for the app's database: the contract signed ten days ago, its window closed yesterday. */
  async function closeCancellationWindow(email: string): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const now = Date.now();
    const signed = new Date(now - 10 * 86_400_000);
    const result = await client.query(
      `update subscription_contracts set signed_at = $1, cancellation_closes_at = $2, cancel_by_date = $3 where user_id = (select id from "user" where email = $4)`,
      [signed, new Date(now - 86_400_000), signed.toISOString().slice(0, 10), email],
    );
    await client.end();
    expect(result.rowCount).toBe(1);
  }

  async function api<T>(context: BrowserContext, method: 'GET' | 'POST' | 'PATCH', route: string, data?: unknown): Promise<T> {
    const response = await context.request.fetch(route, { method, data, headers: { Origin: new URL(app.baseURL).origin }, failOnStatusCode: false });
    if (!response.ok()) throw new Error(`${method} ${route}: ${response.status()} ${(await response.text()).slice(0, 300)}`);
    return (await response.json()) as T;
  }

  journey(
    'a person sends an approved letter by certified mail, sees it tracked and the response due date once delivered, logs the deletion and sees it counted',
    async ({ page, context }) => {
      const user = uniqueUser('mail');
      await signUpViaApi(context, user, app.baseURL);
      await subscribeViaApi(context, 'monthly', app.baseURL);
      await closeCancellationWindow(user.email);
      await api(context, 'PATCH', '/api/profile', { mailing_address: { street: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701' } });
      await uploadViaApi(context, 'experian', experian.file, app.baseURL);
      const [analysis] = await waitForAnalyses(context, 120_000, { baseURL: app.baseURL });
      const { candidates } = await api<{ candidates: { key: string; source: string }[] }>(
        context,
        'GET',
        `/api/disputes/candidates?analysis_id=${analysis!.id}`,
      );
      await api(context, 'POST', '/api/disputes/choices', {
        analysis_id: analysis!.id,
        key: candidates.find((c) => c.source !== 'inquiry')!.key,
        choice: 'dispute',
        reason: 'not_mine',
        statement: 'I never had an account with this company.',
        confirmed: true,
      });
      const { letters } = await api<{ letters: { id: string; kind: string }[] }>(context, 'GET', '/api/disputes');
      const letterId = letters.find((l) => l.kind === 'bureau_dispute')!.id;
      await api(context, 'POST', `/api/disputes/letters/${letterId}/approve`, {
        attested: true,
        signature_name: user.name,
        signature_date: new Date().toISOString().slice(0, 10),
      });

      await page.goto('/dispute-letters');
      const viewLetters = page.getByTestId('dispute-group').getByRole('button', { name: 'View Letters' });
      await expectVisible(viewLetters, 'the Experian group', 30_000);
      await viewLetters.click();
      const sendButton = page.getByRole('button', { name: 'Send Letter', exact: true });
      await expectVisible(sendButton, "the detail's Send Letter button", 30_000);
      await sendButton.click();
      const form = page.getByRole('tabpanel', { name: 'Send Letter' });
      await expectVisible(form.getByRole('heading', { name: 'Send by certified mail' }), 'the Send Letter tab');
      // Prefilled from Settings → Mailing address; an emptied field stops the send with the spec's toast.
      await expectVisible(form.getByLabel('City'), 'the city field');
      expect(await form.getByLabel('City').inputValue()).toBe('Springfield');
      await form.getByLabel('City').fill('');
      await form.getByRole('button', { name: 'Send Letter' }).click();
      await expectToast(page, 'Missing information');
      await expectToast(page, 'Please fill out all address fields to send via certified mail.');
      await form.getByLabel('City').fill('Springfield');
      await form.getByLabel(/return receipt/).check();
      await screenshotBothWidths(page, 'mail-send-letter');
      await form.getByRole('button', { name: 'Send Letter' }).click();
      await expectToast(page, 'Dispute letter sent via certified mail!', 20_000);
      await expectToast(page, 'Letter sent successfully');

      // Tracking: mailed, with its tracking number, Undo send while Lob allows it.
      const tracking = page.getByRole('tabpanel', { name: 'Tracking' });
      await expectVisible(tracking.getByRole('heading', { name: 'Tracking' }), 'the Tracking tab', 20_000);
      const lobLetter = [...lob.letters.values()].at(-1)!;
      expect(lobLetter.extra_service).toBe('certified_return_receipt');
      await expectText(tracking, lobLetter.tracking_number!);
      await expectVisible(tracking.getByRole('button', { name: 'Undo send' }), 'Undo send');
      await expectVisible(page.getByText('Sent', { exact: true }).first(), "the item shown as 'Sent'");
      // The copy Lob printed is kept and can be downloaded (decision 137).
      const mailedCopy = tracking.getByRole('button', { name: 'Download the letter as mailed (PDF)' });
      await expectVisible(mailedCopy, 'the download of the letter as mailed');
      const [download] = await Promise.all([page.waitForEvent('download'), mailedCopy.click()]);
      expect(download.suggestedFilename()).toBe('experian-dispute-round-1-as-mailed.pdf');
      await screenshotBothWidths(page, 'mail-tracking-sent');

      // Lob reports the delivery (signed as Lob signs it); the results are due 30 days after the bureau received it,
      // plus the 5 business days it has to send them (FCRA 611(a)(6)(A), decision 171).
      const delivered = new Date(Date.now() - 60_000);
      const body = JSON.stringify(lobEvent('letter.certified.delivered', { id: lobLetter.id, metadata: lobLetter.metadata }, { at: delivered }));
      const hook = await fetch(`${app.baseURL}/api/webhooks/lob`, { method: 'POST', headers: signLob(body), body });
      expect(hook.status).toBe(200);
      const dueDay = addBusinessDays(new Date(delivered.getTime() + 30 * 86_400_000).toISOString().slice(0, 10), 5, 'federal_reserve');
      const due = new Date(`${dueDay}T00:00:00Z`);
      const dueText = due.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
      const daysLeft = Math.round((due.getTime() - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000);
      for (let attempt = 0; attempt < 40; attempt++) {
        // The address keeps the open group (?group=…): the reload lands on the detail.
        await page.reload();
        await expectVisible(page.getByRole('tab', { name: 'Tracking' }), 'the Tracking tab', 30_000);
        await page.getByRole('tab', { name: 'Tracking' }).click();
        if ((await tracking.getByText(dueText).count()) > 0) break;
        await page.waitForTimeout(500);
      }
      await expectVisible(tracking.getByText('Response due'), 'the response due label');
      await expectText(tracking, dueText);
      await expectText(tracking, `${daysLeft} days left`);
      await expectVisible(tracking.getByText('Delivered', { exact: true }).first(), 'delivered');
      await screenshotBothWidths(page, 'mail-tracking-delivered');

      // Before the answer, the progress page counts the item as in dispute, nothing removed yet.
      const detailUrl = page.url();
      await page.goto('/progress');
      const removed = page.getByTestId('card-removed');
      await expectText(removed, '1 items in dispute', 30_000);
      const none = removed.getByText(/^0\/\d+$/);
      await expectVisible(none, 'no item removed yet');
      const total = Number((await none.innerText()).split('/')[1]);
      expect(total).toBeGreaterThan(0);

      // The bureau deleted the item: the person logs it in the Outcome area of the detail.
      await page.goto(detailUrl);
      const outcome = page.getByRole('region', { name: 'Outcome' });
      await expectVisible(outcome.getByLabel('What did the bureau do?'), 'the outcome choice', 30_000);
      await outcome.getByLabel('What did the bureau do?').selectOption('deleted');
      await outcome.getByRole('button', { name: 'Log outcome' }).click();
      await expectToast(page, 'Outcome logged');
      await expectVisible(outcome.getByTestId('outcome-badge').getByText('Deleted'), 'the outcome badge');

      // The progress page counts it removed, and the round completed.
      await page.goto('/progress');
      await expectText(removed, `1/${total}`, 30_000);
      await expectText(removed, 'Great progress removing negative items!');
      await expectText(page, new RegExp(`^1 of ${total} negative debts removed after a dispute`));
      await page.getByRole('tab', { name: 'Milestones' }).click();
      await expectText(page.getByTestId('milestone-timeline'), "Round 1: every item (1) answered or past the bureau's deadline.");
      await screenshotBothWidths(page, 'mail-progress-deleted');
    },
    { timeoutMs: 300_000, baseURL: () => app.baseURL },
  );
});
