import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { NotificationSettingsDto } from '../../src/common/notification-preferences';
import { queryRows } from '../../src/server/db/client';
import { notifications, sentReminders } from '../../src/server/db/schema';
import { sendDueReminders, type ReminderDeps } from '../../src/server/modules/reminders/sweep';
import { signUp, TestClient } from './helpers/client';
import { DATABASE_TARGETS, warnIfPostgresSkipped } from './helpers/databases';
import { analysisFor, dayOffset, insertItem, isoDay } from './helpers/reminders';
import { TEST_APP_URL, useTestServer } from './helpers/server';
import { TestSmtpServer, type ReceivedMail } from './helpers/smtp';
import { subscribe } from './helpers/subscribe';

warnIfPostgresSkipped();

/**
 * A fixed clock two years ahead: the test's items are due around it, far from the real clock, so the server's own
 * scheduled sweep (real time) never finds them, and the accounts are old enough for the monthly reminder.
 */
const NOW = new Date(Date.UTC(new Date().getUTCFullYear() + 2, 2, 10, 15));

function unsubscribeLink(mail: ReceivedMail): string {
  const match = /(http:\/\/app\.test\/api\/unsubscribe\?token=[A-Za-z0-9_.%-]+)/.exec(mail.decoded);
  if (!match?.[1]) throw new Error('no unsubscribe link in the email');
  return match[1];
}
/** A header of the raw message, long values unfolded. */
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*)$`, 'mi').exec(mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

describe.each(DATABASE_TARGETS)('reminders on %s', (target) => {
  const smtp = new TestSmtpServer();
  afterAll(async () => {
    await smtp.stop();
  });
  const app = useTestServer(target, async () => ({ SMTP_URL: await smtp.start() }));

  const db = () => app.server.database.db;
  const deps = (): ReminderDeps => ({
    db: db(),
    email: app.server.app.billing.email,
    notifications: app.server.app.notifications.service,
    settings: app.settings,
    logger: app.server.logger,
    now: () => NOW,
  });
  const reminderNotifications = (userId: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'UPCOMING_TASK_REMINDER')));
  const sweep = () => sendDueReminders(deps());
  /** The server is free to run its own sweep at any time; with the real clock it finds none of these. */
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

  it('creates each due reminder once (notification and email), none for closed or unmailed items or another user', async () => {
    const alice = await signUp(app.url, { name: 'Alice Reminder' });
    const bob = await signUp(app.url, { name: 'Bob Other' });
    await subscribe(alice.client);
    const analysis = await analysisFor(db(), alice.userId);
    const soon = await insertItem(db(), alice.userId, analysis, { status: 'sent', dueDate: dayOffset(NOW, 3), account: 'SOON BANK' });
    await insertItem(db(), alice.userId, analysis, { status: 'submitted', dueDate: dayOffset(NOW, 0) });
    await insertItem(db(), alice.userId, analysis, { status: 'sent', dueDate: dayOffset(NOW, -2) });
    await insertItem(db(), alice.userId, analysis, { status: 'sent', dueDate: dayOffset(NOW, 20), followUp: isoDay(dayOffset(NOW, -1)) });
    await insertItem(db(), alice.userId, analysis, { status: 'completed', dueDate: dayOffset(NOW, -2) });
    await insertItem(db(), alice.userId, analysis, { status: 'pending', dueDate: dayOffset(NOW, 1) });
    await insertItem(db(), alice.userId, analysis, { status: 'sent', dueDate: dayOffset(NOW, 4) });

    expect(await sweep()).toBeGreaterThanOrEqual(5);
    expect(await sweep()).toBe(0);

    const rows = await db().select().from(sentReminders).where(eq(sentReminders.userId, alice.userId));
    expect(rows.map((r) => r.kind).sort()).toEqual(['deadline_soon', 'deadline_today', 'follow_up', 'monthly_reports', 'overdue']);
    expect(rows.every((r) => r.emailed)).toBe(true);
    expect(rows.find((r) => r.kind === 'deadline_soon')).toMatchObject({ itemId: soon, subject: `${soon}:${isoDay(dayOffset(NOW, 3))}` });

    const notes = await reminderNotifications(alice.userId);
    expect(notes).toHaveLength(5);
    expect(notes.find((n) => n.title === 'Dispute response due soon')?.message).toMatch(/^Experian must answer your dispute of SOON BANK by .* \(in 3 days\)/);
    expect((await alice.client.get<{ notifications: unknown[] }>('/api/notifications')).body.notifications).toHaveLength(
      5 + 2 /* plan activated, services started */,
    );

    await smtp.waitFor(alice.email, /Time to check your credit reports/);
    // Reminder emails carry the unsubscribe headers; account emails (the address confirmation) do not.
    const mails = mailsTo(alice.email).filter((m) => header(m, 'List-Unsubscribe'));
    expect(mailsTo(alice.email).find((m) => /Confirm your email/.test(m.subject))).toBeDefined();
    const dueSoon = dayOffset(NOW, 3).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        "Experian's answer to your dispute is due today",
        "Experian's answer to your dispute is overdue",
        `Experian must answer your dispute by ${dueSoon}`,
        'Time to check your credit reports',
        'Time to follow up on your dispute with Experian',
      ].sort(),
    );
    for (const mail of mails) {
      expect(header(mail, 'List-Unsubscribe')).toMatch(/^<http:\/\/app\.test\/api\/unsubscribe\?token=/);
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      // The inbox gets the bureau and the date, not the account.
      expect(mail.decoded).not.toContain('SOON BANK');
    }
    expect(mailsTo(alice.email).find((m) => /credit reports/.test(m.subject))?.decoded).toContain('AnnualCreditReport.com');

    // Bob: no plan (no monthly reminder), no items: nothing, and nothing of Alice's.
    expect(await reminderNotifications(bob.userId)).toHaveLength(0);
    expect(mailsTo(bob.email).filter((m) => header(m, 'List-Unsubscribe'))).toHaveLength(0);
  });

  it('without a plan, a letter already mailed still gets its deadline reminders; the monthly reminder needs a plan', async () => {
    const carol = await signUp(app.url);
    const analysis = await analysisFor(db(), carol.userId);
    await insertItem(db(), carol.userId, analysis, { status: 'sent', dueDate: dayOffset(NOW, 0) });
    await sweep();
    const kinds = (await db().select().from(sentReminders).where(eq(sentReminders.userId, carol.userId))).map((r) => r.kind);
    expect(kinds).toEqual(['deadline_today']);
  });

  it('no monthly reminder while the cancellation period runs: it is a contracted service (decisions 122, 173)', async () => {
    const gil = await signUp(app.url);
    await subscribe(gil.client, 'monthly', { waitForServices: true });
    // The test's clock is two years ahead: the period is moved to run over it.
    await db().execute(sql`update subscription_contracts set services_open_at = ${dayOffset(NOW, 2).toISOString()}::timestamptz where user_id = ${gil.userId}`);
    await sweep();
    const kinds = async () => (await db().select().from(sentReminders).where(eq(sentReminders.userId, gil.userId))).map((r) => r.kind);
    expect(await kinds()).toEqual([]);
    await db().execute(
      sql`update subscription_contracts set services_open_at = ${dayOffset(NOW, -1).toISOString()}::timestamptz where user_id = ${gil.userId}`,
    );
    await sweep();
    expect(await kinds()).toEqual(['monthly_reports']);
  });

  it('settings: defaults on, partial changes kept, validation, and no text reminders without a provider', async () => {
    const dana = await signUp(app.url);
    const eve = await signUp(app.url);
    const initial = await dana.client.get<NotificationSettingsDto>('/api/settings/notifications');
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({ email: { deadline_reminders: true, dispute_updates: true, report_reminders: true }, sms_available: false });
    const changed = await dana.client.patch<NotificationSettingsDto>('/api/settings/notifications', { email: { dispute_updates: false } });
    expect(changed.body.email).toEqual({ deadline_reminders: true, dispute_updates: false, report_reminders: true });
    await dana.client.patch('/api/settings/notifications', { email: { report_reminders: false } });
    expect((await dana.client.get<NotificationSettingsDto>('/api/settings/notifications')).body.email).toEqual({
      deadline_reminders: true,
      dispute_updates: false,
      report_reminders: false,
    });
    // Another person's settings are untouched.
    expect((await eve.client.get<NotificationSettingsDto>('/api/settings/notifications')).body.email).toEqual({
      deadline_reminders: true,
      dispute_updates: true,
      report_reminders: true,
    });
    for (const body of [{ email: {} }, { email: { account: false } }, { email: { dispute_updates: 'no' } }, {}]) {
      expect((await dana.client.patch('/api/settings/notifications', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await new TestClient(app.url).get('/api/settings/notifications')).status).toBe(401);
  });

  it('preferences are obeyed: reminders still appear in the app, the email only when its switch is on', async () => {
    const fay = await signUp(app.url);
    await subscribe(fay.client);
    await fay.client.patch('/api/settings/notifications', { email: { deadline_reminders: false } });
    const analysis = await analysisFor(db(), fay.userId);
    await insertItem(db(), fay.userId, analysis, { status: 'sent', dueDate: dayOffset(NOW, -1) });
    await sweep();
    const rows = await db().select().from(sentReminders).where(eq(sentReminders.userId, fay.userId));
    expect(rows.map((r) => [r.kind, r.emailed]).sort()).toEqual([
      ['monthly_reports', true],
      ['overdue', false],
    ]);
    expect(await reminderNotifications(fay.userId)).toHaveLength(2);
    await smtp.waitFor(fay.email, /credit reports/);
    expect(mailsTo(fay.email).filter((m) => /dispute/.test(m.subject))).toHaveLength(0);
  });

  it('the unsubscribe link works without signing in; GET changes nothing; a forged or foreign token changes nothing', async () => {
    const gus = await signUp(app.url);
    const hal = await signUp(app.url);
    await subscribe(gus.client);
    await sweep();
    const link = unsubscribeLink(await smtp.waitFor(gus.email, /credit reports/)).replace(TEST_APP_URL, app.url);
    const anonymous = async (method: 'GET' | 'POST', url: string) =>
      fetch(url, {
        method,
        headers: method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {},
        body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
      });
    const settingsOf = async (client: TestClient) => (await client.get<NotificationSettingsDto>('/api/settings/notifications')).body.email;

    const page = await anonymous('GET', link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const html = await page.text();
    expect(html).toContain('Stop &quot;Monthly report reminder&quot; emails?');
    expect(html).toContain('<form method="post"');
    expect((await settingsOf(gus.client)).report_reminders).toBe(true);

    // Forged: Hal's id with Gus's signature; a bad signature; nothing at all.
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    const [kind, , signature] = token.split('.') as [string, string, string];
    const forged = `${kind}.${Buffer.from(hal.userId).toString('base64url')}.${signature}`;
    for (const bad of [forged, `${kind}.${token.split('.')[1]}.AAAA${signature.slice(4)}`, '']) {
      const answer = await anonymous('POST', `${app.url}/api/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('This unsubscribe link is not valid. Nothing was changed.');
    }
    expect((await settingsOf(hal.client)).report_reminders).toBe(true);
    expect((await settingsOf(gus.client)).report_reminders).toBe(true);

    // One click (RFC 8058): a POST from the mail provider, no session, no Origin.
    const done = await anonymous('POST', link);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed from &quot;Monthly report reminder&quot; emails.');
    expect(await settingsOf(gus.client)).toEqual({ deadline_reminders: true, dispute_updates: true, report_reminders: false });
    expect((await settingsOf(hal.client)).report_reminders).toBe(true);
    const [count] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from notification_preferences where user_id = ${hal.userId}`);
    expect(count?.n).toBe(0);
  });
});
