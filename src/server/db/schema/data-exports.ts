import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * "Download my data" (docs/decisions/192): one row per request; the ZIP is stored encrypted like reports and offered
 * until expires_at, then removed. Deleted with the account.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed'] }).notNull(),
    storageKey: text('storage_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt.desc()),
    check('data_exports_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);
