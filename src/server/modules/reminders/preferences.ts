/**
 * Email preferences (Settings → Notifications). `canEmail(db, userId, kind)` is the one check every module makes
 * before a non-essential email; account emails (verification, reset, contract, billing) never ask it.
 */
import { eq, sql } from 'drizzle-orm';
import type { EmailPreferenceKind, EmailPreferences, NotificationSettingsDto, UpdateNotificationSettings } from '../../../common/notification-preferences';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

type Row = typeof notificationPreferences.$inferSelect;

const COLUMNS = {
  deadline_reminders: 'deadlineReminders',
  dispute_updates: 'disputeUpdates',
  report_reminders: 'reportReminders',
} as const satisfies Record<EmailPreferenceKind, keyof Row>;

function toPreferences(row: Row | undefined): EmailPreferences {
  return {
    deadline_reminders: row?.deadlineReminders ?? true,
    dispute_updates: row?.disputeUpdates ?? true,
    report_reminders: row?.reportReminders ?? true,
  };
}

/** No SMS provider exists in this project (docs/decisions/120); this turns true only when one is added. */
export const SMS_AVAILABLE = false;

export async function getEmailPreferences(db: Db, userId: string): Promise<EmailPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).limit(1);
  return toPreferences(row);
}

export async function getNotificationSettings(db: Db, userId: string): Promise<NotificationSettingsDto> {
  return { email: await getEmailPreferences(db, userId), sms_available: SMS_AVAILABLE };
}

/** Sets the switches named (the others keep their value); one upsert, so concurrent changes do not lose each other. */
export async function setEmailPreferences(db: Db, userId: string, changes: Partial<EmailPreferences>): Promise<EmailPreferences> {
  const values: Partial<Record<(typeof COLUMNS)[EmailPreferenceKind], boolean>> = {};
  for (const [kind, column] of Object.entries(COLUMNS) as [EmailPreferenceKind, (typeof COLUMNS)[EmailPreferenceKind]][]) {
    const value = changes[kind];
    if (value !== undefined) values[column] = value;
  }
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return toPreferences(row);
}

export async function updateNotificationSettings(db: Db, userId: string, input: UpdateNotificationSettings): Promise<NotificationSettingsDto> {
  return { email: await setEmailPreferences(db, userId, input.email), sms_available: SMS_AVAILABLE };
}

/** True when the person has not turned this kind of email off. Call it before every non-essential email. */
export async function canEmail(db: Db, userId: string, kind: EmailPreferenceKind): Promise<boolean> {
  return (await getEmailPreferences(db, userId))[kind];
}
