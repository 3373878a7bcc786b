import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BUREAUS } from '../../../common/analysis';
import { DISPUTE_ITEM_BUREAUS, DISPUTE_STATUSES, type DisputeItemMetadata } from '../../../common/disputes/items';
import { LETTER_KINDS, LETTER_STATUSES, type LetterDocument } from '../../../common/disputes/letters';
import { creditReportAnalyses, inList } from './analyses';
import { user } from './auth';
import type { Sealed } from '../encryption/field-cipher';

/**
 * An item's metadata as stored: the letter's text and the problem (what the report printed, or the person's own
 * words for a custom item) are sealed inside it (docs/decisions/195); the rest drives SQL (round, certified mail,
 * linked analyses) and stays plain.
 */
export type StoredItemMetadata = Omit<DisputeItemMetadata, 'dispute_letter' | 'problem'> & {
  dispute_letter: Sealed<string> | null;
  problem?: Sealed<string>;
};

/**
 * The person's decision on a dispute candidate (docs/decisions/055): dispute it (with a reason and their own words)
 * or "this is accurate" (never disputed). One per user and candidate key; keys are stable across analyses, so a
 * decision holds for the same item in a later report.
 */
export const disputeChoices = pgTable(
  'dispute_choices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    candidateKey: text('candidate_key').notNull(),
    choice: text('choice', { enum: ['dispute', 'accurate'] }).notNull(),
    reason: text('reason'),
    statement: text('statement').$type<Sealed<string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('dispute_choices_user_key_idx').on(t.userId, t.candidateKey),
    check('dispute_choices_choice_check', sql`${t.choice} in ('dispute', 'accurate')`),
  ],
);

/** A letter: one per bureau per round (or to a furnisher, or a 609 disclosure request); approved → ready. */
export const disputeLetters = pgTable(
  'dispute_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id').references(() => creditReportAnalyses.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: LETTER_KINDS }).notNull(),
    bureau: text('bureau', { enum: BUREAUS }),
    /** Furnisher letters: { name, address } the person entered. */
    furnisher: jsonb('furnisher'),
    round: integer('round').default(1).notNull(),
    status: text('status', { enum: LETTER_STATUSES }).default('draft').notNull(),
    /** The composed letter (what the screen shows and the PDF prints). */
    document: jsonb('document').$type<Sealed<LetterDocument>>(),
    freeText: jsonb('free_text')
      .$type<Sealed<{ opening?: string; closing?: string }>>()
      .default({} as Sealed<{ opening?: string; closing?: string }>)
      .notNull(),
    signatureName: text('signature_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** When the person confirmed that each statement in the letter is true (approval, issue 24). */
    attestedAt: timestamp('attested_at', { withTimezone: true }),
    /** Storage key of the encrypted PDF, written at approval. */
    pdfKey: text('pdf_key'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** The person deleted the report the letter was built on; an approved or mailed letter stays (docs/decisions/190). */
    reportDeletedAt: timestamp('report_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('dispute_letters_user_idx').on(t.userId, t.createdAt.desc()),
    check('dispute_letters_kind_check', sql`${t.kind} in (${inList(LETTER_KINDS)})`),
    check('dispute_letters_status_check', sql`${t.status} in (${inList(LETTER_STATUSES)})`),
  ],
);

/** dispute_items (spec document 2 §3) plus what the workflow needs. */
export const disputeItems = pgTable(
  'dispute_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Null once its report was deleted while the item rests on a letter that was approved or mailed (kept). */
    analysisId: uuid('analysis_id').references(() => creditReportAnalyses.id, { onDelete: 'set null' }),
    bureau: text('bureau', { enum: DISPUTE_ITEM_BUREAUS }).notNull(),
    accountName: text('account_name').notNull(),
    /** Masked as the report printed it; never a full number. */
    accountNumber: text('account_number').$type<Sealed<string>>(),
    /** The reason as the letter states it: for reason 'other', the person's own words. */
    disputeReason: text('dispute_reason').$type<Sealed<string>>().notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).default('pending').notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
    metadata: jsonb('metadata').$type<StoredItemMetadata>().notNull(),
    /** The candidate it came from ('' for a custom item); with the bureau, one open item per candidate. */
    candidateKey: text('candidate_key').notNull(),
    /** The finding code or negative item issue type; 'custom' for a letter the person wrote. */
    code: text('code').notNull(),
    evidence: text('evidence').$type<Sealed<string>>(),
    statement: text('statement').$type<Sealed<string>>(),
    request: text('request', { enum: ['delete', 'correct'] })
      .default('delete')
      .notNull(),
    letterId: uuid('letter_id').references(() => disputeLetters.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('dispute_items_user_created_idx').on(t.userId, t.createdAt.desc()),
    // Idempotency and linking: one open item per user, bureau and candidate.
    uniqueIndex('dispute_items_open_candidate_idx')
      .on(t.userId, t.bureau, t.candidateKey)
      .where(sql`${t.status} not in ('completed', 'denied') and ${t.candidateKey} <> ''`),
    check('dispute_items_status_check', sql`${t.status} in (${inList(DISPUTE_STATUSES)})`),
    check('dispute_items_bureau_check', sql`${t.bureau} in (${inList(DISPUTE_ITEM_BUREAUS)})`),
  ],
);

/** Pages the person adds behind a letter (ID, proof of address), stored encrypted like reports. */
export const disputeExhibits = pgTable(
  'dispute_exhibits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    letterId: uuid('letter_id')
      .notNull()
      .references(() => disputeLetters.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('dispute_exhibits_letter_idx').on(t.letterId, t.createdAt)],
);
