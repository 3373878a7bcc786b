import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GeneratedAnalysisDto } from '../../../common/assistant';
import { creditReportAnalyses } from './analyses';
import { user } from './auth';
import type { Sealed } from '../encryption/field-cipher';

/**
 * The last Generate Analysis result per user and analysis (issue 13): shown again when the person comes back,
 * replaced when they regenerate, deleted with the analysis or the account. Holds what the screen shows (sections
 * with citations, already redacted), never the prompt.
 */
export const assistantAnalyses = pgTable(
  'assistant_analyses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => creditReportAnalyses.id, { onDelete: 'cascade' }),
    content: jsonb('content').$type<Sealed<GeneratedAnalysisDto & { notice?: string }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.analysisId] })],
);
