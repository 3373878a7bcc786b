/**
 * The dispute rows' sealed fields (docs/decisions/195): an item's account number, reason (for 'other', the person's
 * words), evidence line, statement, and in its metadata the letter's text and the problem; a choice's statement; a
 * letter's document and free text; a round review's proposals (each quotes a line of the bureau's reply). Opened after reading, sealed before writing, with the owner's data key — the
 * same pattern as analyses/analysis-fields.ts. Callers see plain values.
 */
import { asc, type SQL } from 'drizzle-orm';
import type { DisputeItemMetadata } from '../../../common/disputes/items';
import type { Db } from '../../db/client';
import { cipherFor } from '../../db/encryption/data-keys';
import type { FieldCipher, Sealed } from '../../db/encryption/field-cipher';
import { disputeItems, type disputeChoices, type disputeLetters, type disputeRoundReviews, type StoredItemMetadata } from '../../db/schema';

type Executor = Pick<Db, 'execute'>;

type Unsealed<T> = T extends Sealed<infer P> ? P : T;
/** R with the sealed fields K readable (null stays possible where the column allows it). */
type Opened<R, K extends keyof R> = Omit<R, K> & { [P in K]: Unsealed<NonNullable<R[P]>> | (null extends R[P] ? null : never) };

const ITEM = ['accountNumber', 'disputeReason', 'evidence', 'statement'] as const;
const CHOICE = ['statement'] as const;
const LETTER = ['document', 'freeText'] as const;
const REVIEW = ['proposals'] as const;
/** The sealed keys inside an item's metadata; each is sealed under the column name "metadata.<key>". */
export const SEALED_METADATA_KEYS = ['dispute_letter', 'problem'] as const;

type StoredItemRow = typeof disputeItems.$inferSelect;
type StoredChoiceRow = typeof disputeChoices.$inferSelect;
type StoredLetterRow = typeof disputeLetters.$inferSelect;
type StoredReviewRow = typeof disputeRoundReviews.$inferSelect;
type ItemKey = (typeof ITEM)[number];
type ChoiceKey = (typeof CHOICE)[number];
type LetterKey = (typeof LETTER)[number];
type ReviewKey = (typeof REVIEW)[number];

type OpenedItem<R> = Opened<Omit<R, 'metadata'>, Extract<keyof Omit<R, 'metadata'>, ItemKey>> &
  (R extends { metadata: unknown } ? { metadata: DisputeItemMetadata } : unknown);

export type OpenedItemRow = OpenedItem<StoredItemRow>;
export type OpenedChoiceRow = Opened<StoredChoiceRow, ChoiceKey>;
export type OpenedLetterRow = Opened<StoredLetterRow, LetterKey>;
export type OpenedReviewRow = Opened<StoredReviewRow, ReviewKey>;

const COLUMN: Record<ItemKey | ChoiceKey | LetterKey | ReviewKey, string> = {
  accountNumber: 'account_number',
  disputeReason: 'dispute_reason',
  evidence: 'evidence',
  statement: 'statement',
  document: 'document',
  freeText: 'free_text',
  proposals: 'proposals',
};

function openMetadata(cipher: FieldCipher, stored: StoredItemMetadata): DisputeItemMetadata {
  const opened: Record<string, unknown> = { ...stored };
  for (const k of SEALED_METADATA_KEYS) if (k in stored) opened[k] = cipher.open(`metadata.${k}`, stored[k] ?? null);
  return opened as unknown as DisputeItemMetadata;
}

function sealMetadata(cipher: FieldCipher, plain: DisputeItemMetadata): StoredItemMetadata {
  const sealed: Record<string, unknown> = { ...plain };
  for (const k of SEALED_METADATA_KEYS) if (plain[k] !== undefined) sealed[k] = cipher.seal(`metadata.${k}`, plain[k]);
  return sealed as unknown as StoredItemMetadata;
}

async function openAll<R extends { userId: string }>(db: Executor, rows: readonly R[], keys: readonly (keyof typeof COLUMN)[]): Promise<unknown[]> {
  const ciphers = new Map<string, FieldCipher>();
  const out: unknown[] = [];
  for (const row of rows) {
    let cipher = ciphers.get(row.userId);
    if (!cipher) ciphers.set(row.userId, (cipher = await cipherFor(db, row.userId)));
    const opened: Record<string, unknown> = { ...row };
    for (const k of keys) if (k in row) opened[k] = cipher.open(COLUMN[k], (row as Record<string, unknown>)[k] as Sealed<unknown> | null);
    if (keys === ITEM && 'metadata' in row) opened.metadata = openMetadata(cipher, row.metadata as StoredItemMetadata);
    out.push(opened);
  }
  return out;
}

type Row<S> = Partial<S> & { userId: string };

/** Item rows (whole or a selection that includes userId) with their sealed fields and metadata readable. */
export const openItemRows = async <R extends Row<StoredItemRow>>(db: Executor, rows: readonly R[]) => (await openAll(db, rows, ITEM)) as OpenedItem<R>[];

/** The whole item rows matching `where` (which must scope them to one person), oldest first, opened. */
export async function selectOpenItems(db: Db, where: SQL | undefined, limit?: number): Promise<OpenedItemRow[]> {
  const query = db.select().from(disputeItems).where(where).orderBy(asc(disputeItems.createdAt), asc(disputeItems.id));
  return openItemRows(db, await (limit === undefined ? query : query.limit(limit)));
}

export const openChoiceRows = async <R extends Row<StoredChoiceRow>>(db: Executor, rows: readonly R[]) =>
  (await openAll(db, rows, CHOICE)) as Opened<R, Extract<keyof R, ChoiceKey>>[];

export const openLetterRows = async <R extends Row<StoredLetterRow>>(db: Executor, rows: readonly R[]) =>
  (await openAll(db, rows, LETTER)) as Opened<R, Extract<keyof R, LetterKey>>[];

export const openReviewRows = async <R extends Row<StoredReviewRow>>(db: Executor, rows: readonly R[]) =>
  (await openAll(db, rows, REVIEW)) as Opened<R, Extract<keyof R, ReviewKey>>[];

type SealedOf<F> = { [K in keyof F]: K extends 'metadata' ? StoredItemMetadata : Sealed<NonNullable<F[K]>> | (null extends F[K] ? null : never) };

async function sealFields<F extends object>(db: Executor, userId: string, fields: F): Promise<SealedOf<F>> {
  const cipher = await cipherFor(db, userId);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    out[k] = k === 'metadata' ? sealMetadata(cipher, v as DisputeItemMetadata) : cipher.seal(COLUMN[k as keyof typeof COLUMN], v);
  }
  return out as SealedOf<F>;
}

/** The stored values of an item's plain fields (only those given, metadata included), for an insert or an update. */
export const sealItemFields = <F extends Partial<Pick<OpenedItemRow, ItemKey | 'metadata'>>>(db: Executor, userId: string, fields: F) =>
  sealFields(db, userId, fields);
export const sealChoiceFields = <F extends Partial<Pick<OpenedChoiceRow, ChoiceKey>>>(db: Executor, userId: string, fields: F) =>
  sealFields(db, userId, fields);
export const sealLetterFields = <F extends Partial<Pick<OpenedLetterRow, LetterKey>>>(db: Executor, userId: string, fields: F) =>
  sealFields(db, userId, fields);
export const sealReviewFields = <F extends Partial<Pick<OpenedReviewRow, ReviewKey>>>(db: Executor, userId: string, fields: F) =>
  sealFields(db, userId, fields);

/** A metadata patch (`metadata || patch`) carrying the letter's text, sealed. */
export async function sealedLetterTextPatch(db: Executor, userId: string, patch: Pick<DisputeItemMetadata, 'dispute_letter'> & Partial<DisputeItemMetadata>) {
  const cipher = await cipherFor(db, userId);
  return { ...patch, dispute_letter: cipher.seal('metadata.dispute_letter', patch.dispute_letter) };
}
