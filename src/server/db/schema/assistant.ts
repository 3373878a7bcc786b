import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CHAT_ROLES } from '../../../common/assistant';
import { creditReportAnalyses, inList } from './analyses';
import { user } from './auth';
import type { Sealed } from '../encryption/field-cipher';

/**
 * The AI assistant's conversations: one per user and analysis, a row per message (spec document 2 §3 "Chat
 * message": role, content, timestamp). Citations are the links the answer rests on. Deleted with the analysis.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => creditReportAnalyses.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CHAT_ROLES }).notNull(),
    content: text('content').$type<Sealed<string>>().notNull(),
    citations: jsonb('citations')
      .default(sql`'[]'::jsonb`)
      .notNull(),
    /** An answer stopped by the person before it ended. */
    stopped: boolean('stopped').default(false).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('assistant_messages_conversation_idx').on(t.userId, t.analysisId, t.createdAt),
    check('assistant_messages_role_check', sql`${t.role} in (${inList(CHAT_ROLES)})`),
  ],
);

/** Model tokens a user spent per UTC day (AI_DAILY_TOKEN_BUDGET). */
export const assistantUsage = pgTable(
  'assistant_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    tokens: integer('tokens').default(0).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
