import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window attempt counters, kept in the database so they hold across restarts and processes. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
