/**
 * The reminder sweep (docs/decisions/121): finds the reminders due today, claims each with one INSERT … ON CONFLICT
 * DO NOTHING RETURNING (the claim-rows pattern of billing/trial-reminders.ts: whichever process or retry inserts
 * first sends it, every other one skips it), then creates the UPCOMING_TASK_REMINDER notification and, when the
 * person's preferences allow, the email. Logs carry ids and counts only.
 */
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { BUREAU_LABELS, type Bureau } from '../../../common/analysis';
import type { EmailPreferenceKind } from '../../../common/notification-preferences';
import { REMINDER_NOTIFICATION_TYPE, REMINDER_TEXT, type ReminderSubject } from '../../../common/reminders';
import { queryRows, type Db } from '../../db/client';
import { disputeItems, subscriptionContracts, subscriptions, user, type ReminderKind } from '../../db/schema';
import type { Logger } from '../../logger';
import type { EmailProvider } from '../../providers/email';
import { accountNow, isEntitled } from '../billing/state';
import type { NotificationService } from '../notifications/notification-service';
import { AWAITING_RESPONSE_STATUSES, DEADLINE_REMINDER_WINDOW_DAYS, dueItemReminders, dueMonthlyReminder, type DueReminder } from './due';
import { greet, preferenceEmail } from './emails';
import { canEmail } from './preferences';
import { openItemRows } from '../disputes/sealed-fields';

export interface ReminderDeps {
  db: Db;
  email: EmailProvider;
  notifications: Pick<NotificationService, 'createNotification'>;
  settings: { appUrl: string; sessionSecret: string };
  logger: Logger;
  now: () => Date;
}

const PREFERENCE_OF: Record<ReminderKind, EmailPreferenceKind> = {
  deadline_soon: 'deadline_reminders',
  deadline_today: 'deadline_reminders',
  overdue: 'deadline_reminders',
  follow_up: 'deadline_reminders',
  monthly_reports: 'report_reminders',
};

const dayText = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

interface ItemFacts {
  bureau: string;
  account: string;
}

/** Items awaiting an answer whose due date is near or past, or whose follow-up date has come (every user). */
async function candidateItems(db: Db, now: Date) {
  const horizon = new Date(now.getTime() + DEADLINE_REMINDER_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  return db
    .select({
      id: disputeItems.id,
      userId: disputeItems.userId,
      status: disputeItems.status,
      dueDate: disputeItems.dueDate,
      metadata: disputeItems.metadata,
      bureau: disputeItems.bureau,
      accountName: disputeItems.accountName,
    })
    .from(disputeItems)
    .where(
      and(
        inArray(disputeItems.status, [...AWAITING_RESPONSE_STATUSES]),
        or(
          and(isNotNull(disputeItems.dueDate), sql`${disputeItems.dueDate} <= ${horizon.toISOString()}::timestamptz`),
          sql`${disputeItems.metadata}->'certified_mail'->>'follow_up_date' <= ${now.toISOString().slice(0, 10)}`,
        ),
      ),
    );
}

/**
 * People whose services are open (a plan or free month, its cancellation period over on the account's clock), for the
 * monthly reminder: a contracted service (docs/decisions/122, 160, 173).
 */
async function monthlyReminders(db: Db, now: Date): Promise<DueReminder[]> {
  const rows = await db
    .select({ subscription: subscriptions, createdAt: user.createdAt, servicesOpenAt: subscriptionContracts.servicesOpenAt })
    .from(subscriptions)
    .innerJoin(user, eq(user.id, subscriptions.userId))
    .leftJoin(subscriptionContracts, eq(subscriptionContracts.id, subscriptions.contractId))
    .where(inArray(subscriptions.status, ['trialing', 'active', 'past_due']));
  return rows
    .filter((row) => {
      const at = accountNow(row.subscription, now);
      return isEntitled(row.subscription, at) && (row.servicesOpenAt === null || row.servicesOpenAt.getTime() <= at.getTime());
    })
    .map((row) => dueMonthlyReminder(row.subscription.userId, row.createdAt, now))
    .filter((r): r is DueReminder => r !== null);
}

/** Claims one reminder: its id when this call is the one that sends it, null when it was sent already. */
async function claim(db: Db, reminder: DueReminder): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    insert into sent_reminders (user_id, kind, subject, item_id)
    values (${reminder.userId}, ${reminder.kind}, ${reminder.subject}, ${reminder.itemId})
    on conflict (user_id, kind, subject) do nothing
    returning id`,
  );
  return rows[0]?.id ?? null;
}

function texts(reminder: DueReminder, facts: ItemFacts | undefined) {
  const subject: ReminderSubject = { bureau: facts?.bureau ?? '', account: facts?.account ?? '', date: dayText(reminder.date), days: reminder.days };
  const text = REMINDER_TEXT[reminder.kind];
  const pick = (value: string | ((s: ReminderSubject) => string)) => (typeof value === 'string' ? value : value(subject));
  return { title: text.title, message: pick(text.message), emailSubject: pick(text.emailSubject), email: pick(text.email) };
}

/** The email, when the person's preferences allow it; true when sent. */
async function email(deps: ReminderDeps, reminder: DueReminder, content: ReturnType<typeof texts>): Promise<boolean> {
  const kind = PREFERENCE_OF[reminder.kind];
  if (!(await canEmail(deps.db, reminder.userId, kind))) return false;
  const [recipient] = await deps.db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(eq(user.id, reminder.userId)).limit(1);
  if (!recipient) return false;
  const action =
    reminder.kind === 'monthly_reports'
      ? { label: REMINDER_TEXT.uploadAction, url: `${deps.settings.appUrl}/credit-report` }
      : { label: REMINDER_TEXT.openAction, url: `${deps.settings.appUrl}/dispute-letters` };
  await deps.email.send(
    preferenceEmail(deps.settings, recipient, kind, content.emailSubject, { greeting: greet(recipient.name), paragraphs: [content.email], action }),
  );
  return true;
}

/** Sends every reminder due now that has not been sent; returns how many this call sent. */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now();
  const items = await openItemRows(deps.db, await candidateItems(deps.db, now));
  const facts = new Map<string, ItemFacts>(
    items.map((i) => [i.id, { bureau: i.bureau === 'all' ? 'the bureaus' : BUREAU_LABELS[i.bureau as Bureau], account: i.accountName }]),
  );
  const due = [...dueItemReminders(items, now), ...(await monthlyReminders(deps.db, now))];
  let sent = 0;
  for (const reminder of due) {
    const id = await claim(deps.db, reminder);
    if (!id) continue;
    const content = texts(reminder, reminder.itemId ? facts.get(reminder.itemId) : undefined);
    try {
      await deps.notifications.createNotification(reminder.userId, { type: REMINDER_NOTIFICATION_TYPE, title: content.title, message: content.message });
    } catch (error) {
      // Nothing reached the person: give the claim back so the next sweep tries again.
      await deps.db.execute(sql`delete from sent_reminders where id = ${id}`);
      deps.logger.error({ reminder: id, kind: reminder.kind, err: { message: (error as Error).message } }, 'reminder notification failed; will retry');
      continue;
    }
    sent += 1;
    try {
      if (await email(deps, reminder, content)) await deps.db.execute(sql`update sent_reminders set emailed = true where id = ${id}`);
    } catch (error) {
      // The notification is in the app; the email is not sent twice (at most once, like the other reminder emails).
      deps.logger.error({ reminder: id, kind: reminder.kind, err: { message: (error as Error).message } }, 'reminder email could not be sent');
    }
  }
  if (sent > 0) deps.logger.info({ sent, due: due.length }, 'reminders sent');
  return sent;
}
