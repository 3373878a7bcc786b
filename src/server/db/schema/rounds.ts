import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OutcomeProposal, ReinsertionFlag } from '../../../common/rounds';
import type { Sealed } from '../encryption/field-cipher';
import { creditReportAnalyses } from './analyses';
import { user } from './auth';

/**
 * A bureau's reply the person uploaded (the file stored encrypted like reports), or the comparison of a new
 * analysis with the last one of its bureau: the outcomes it proposes per item and any reinsertions it found
 * (docs/decisions/106–107). The person confirms each proposal; nothing is applied without them.
 */
export const disputeRoundReviews = pgTable(
  'dispute_round_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reply', 'reanalysis'] }).notNull(),
    bureau: text('bureau'),
    /** reanalysis: the new analysis compared. */
    analysisId: uuid('analysis_id').references(() => creditReportAnalyses.id, { onDelete: 'cascade' }),
    fileName: text('file_name'),
    contentType: text('content_type'),
    size: integer('size'),
    storageKey: text('storage_key'),
    status: text('status', { enum: ['reading', 'read', 'unreadable', 'compared'] }).notNull(),
    /** Sealed (docs/decisions/195): each proposal quotes a line of the bureau's reply. */
    proposals: jsonb('proposals')
      .$type<Sealed<OutcomeProposal[]>>()
      .default([] as unknown as Sealed<OutcomeProposal[]>)
      .notNull(),
    reinsertions: jsonb('reinsertions').$type<ReinsertionFlag[]>().default([]).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('dispute_round_reviews_user_idx').on(t.userId, t.createdAt.desc()),
    // One comparison per new analysis (the hook may run again when an analysis is restarted).
    uniqueIndex('dispute_round_reviews_analysis_idx')
      .on(t.analysisId)
      .where(sql`${t.kind} = 'reanalysis'`),
    check('dispute_round_reviews_kind_check', sql`${t.kind} in ('reply', 'reanalysis')`),
    check('dispute_round_reviews_status_check', sql`${t.status} in ('reading', 'read', 'unreadable', 'compared')`),
  ],
);
