import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ITEM_TYPES } from '../../../common/disputes/items';
import { inList } from './analyses';
import { user } from './auth';

/** Events the person adds on the Calendar screen (docs/decisions/115). Dates are whole days, 'YYYY-MM-DD'. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: text('date').notNull(),
    type: text('type', { enum: ITEM_TYPES }).notNull(),
    note: text('note').default('').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('calendar_events_user_date_idx').on(t.userId, t.date),
    check('calendar_events_type_check', sql`${t.type} in (${inList(ITEM_TYPES)})`),
    check('calendar_events_date_check', sql`${t.date} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
  ],
);

/**
 * The last date each event (by its id) was published with, and its iCalendar SEQUENCE: bumped when the date moves,
 * so calendar apps replace the old copy (docs/decisions/117).
 */
export const calendarEventSequences = pgTable(
  'calendar_event_sequences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    date: text('date').notNull(),
    sequence: integer('sequence').default(0).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] })],
);

/** One private subscription feed per person: only the token's hash is stored (docs/decisions/118). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Random; the token is HMAC(SESSION_SECRET, user id + salt), so a reset (new salt) ends the old token. */
    salt: text('salt').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash)],
);
