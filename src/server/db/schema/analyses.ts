import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ANALYSIS_STATUSES, BUREAUS, type AnalysisRawData, type NegativeItemDto } from '../../../common/analysis';
import type { Sealed } from '../encryption/field-cipher';
import { user } from './auth';

/** A constant list for a CHECK constraint: 'a', 'b', 'c'. */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Uploaded credit reports and their analysis (spec 000 §3; document 001 extends it). */
export const creditReportAnalyses = pgTable(
  'credit_report_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The storage path of the uploaded file. */
    reportId: text('report_id').notNull(),
    bureau: text('bureau', { enum: BUREAUS }).notNull(),
    analysisStatus: text('analysis_status', { enum: ANALYSIS_STATUSES }).default('pending').notNull(),
    uploadDate: timestamp('upload_date', { withTimezone: true }).defaultNow().notNull(),
    analysisDate: timestamp('analysis_date', { withTimezone: true }),
    score: integer('score'),
    negativeItems: jsonb('negative_items').$type<Sealed<NegativeItemDto[]>>(),
    metadata: jsonb('metadata'),
    rawData: jsonb('raw_data').$type<Sealed<AnalysisRawData>>(),
    /** The user's manual score correction (300–850); the extracted score is never changed. */
    correctedScore: integer('corrected_score'),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
  },
  (t) => [
    // The list and the status poll: one user's rows, newest upload first (also serves user_id alone).
    index('credit_report_analyses_user_id_upload_date_idx').on(t.userId, t.uploadDate.desc()),
    check('credit_report_analyses_bureau_check', sql`${t.bureau} in (${inList(BUREAUS)})`),
    check('credit_report_analyses_status_check', sql`${t.analysisStatus} in (${inList(ANALYSIS_STATUSES)})`),
  ],
);
