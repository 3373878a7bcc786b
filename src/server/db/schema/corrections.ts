import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CORRECTED_FIELDS, CORRECTION_KINDS } from '../../../common/review';
import type { Sealed } from '../encryption/field-cipher';
import { creditReportAnalyses, inList } from './analyses';
import { user } from './auth';

/**
 * A person's corrections of the accounts read from a report (docs/decisions/050), kept apart from the extracted
 * values in credit_report_analyses.raw_data: a field's corrected value, an account added, "not mine" or "accurate
 * as reported". One row per account, kind and field: a new correction of the same field replaces the old one.
 */
export const reportCorrections = pgTable(
  'report_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => creditReportAnalyses.id, { onDelete: 'cascade' }),
    /** The account's stable key (read accounts: from what was printed; added ones: their own). */
    accountKey: text('account_key').notNull(),
    kind: text('kind', { enum: CORRECTION_KINDS }).notNull(),
    /** The corrected field (kind "field"), else null. */
    field: text('field', { enum: CORRECTED_FIELDS }),
    /** The corrected value (null clears the field), or the added account. */
    value: jsonb('value').$type<Sealed<unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('report_corrections_analysis_id_idx').on(t.analysisId, t.createdAt),
    uniqueIndex('report_corrections_one_per_field_idx').on(t.analysisId, t.accountKey, t.kind, sql`coalesce(${t.field}, '')`),
    check('report_corrections_kind_check', sql`${t.kind} in (${inList(CORRECTION_KINDS)})`),
    check('report_corrections_field_check', sql`(${t.kind} = 'field') = (${t.field} is not null)`),
  ],
);
