import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Email preferences per person (Settings → Notifications, docs/decisions/120). No row = every switch on; a row is
 * written on the first change (or unsubscribe).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  deadlineReminders: boolean('deadline_reminders').default(true).notNull(),
  disputeUpdates: boolean('dispute_updates').default(true).notNull(),
  reportReminders: boolean('report_reminders').default(true).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
});

export const REMINDER_KINDS = ['deadline_soon', 'deadline_today', 'overdue', 'follow_up', 'monthly_reports'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * Every reminder sent, claimed before it is sent (docs/decisions/121): the unique (user, kind, subject) key makes a
 * second sweep, a second process or a retried job skip it. `subject` is the dispute item id and its date
 * ('<item id>:<YYYY-MM-DD>') or the month ('YYYY-MM') of the monthly reminder.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    subject: text('subject').notNull(),
    /** The dispute item, when the reminder is about one (no foreign key: a deleted item keeps its history). */
    itemId: uuid('item_id'),
    /** False when the person's preferences (or a missing address) left it in the app only. */
    emailed: boolean('emailed').default(false).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('sent_reminders_once_idx').on(t.userId, t.kind, t.subject),
    index('sent_reminders_user_idx').on(t.userId, t.sentAt.desc()),
    check('sent_reminders_kind_check', sql`${t.kind} in ('deadline_soon', 'deadline_today', 'overdue', 'follow_up', 'monthly_reports')`),
  ],
);
