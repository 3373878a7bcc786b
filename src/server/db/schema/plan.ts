import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * What the person ticked on their repair plan (docs/decisions/111): one row per task, subtask or phase key
 * ('task:{id}', 'subtask:{taskId}/{subtaskId}', 'phase:{id}'). Tasks that follow a dispute or a report are never
 * stored: they complete themselves.
 */
export const planCompletions = pgTable(
  'plan_completions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    completed: boolean('completed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), check('plan_completions_key_check', sql`length(${t.key}) <= 200`)],
);
