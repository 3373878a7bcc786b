import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * In-app notifications (spec 000 §3: id, user_id, read, type, title, message, created_at). `type` is free text:
 * CREDIT_ANALYSIS_COMPLETE, DISPUTE_STATUS_UPDATE, UPCOMING_TASK_REMINDER, SUBSCRIPTION_ACTIVATED or another.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    read: boolean('read').default(false).notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    // The unread count runs on every change a realtime stream hears about; unread rows are the few.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.read} = false`),
  ],
);
