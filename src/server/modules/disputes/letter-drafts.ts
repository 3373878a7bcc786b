/**
 * Draft letters: one per bureau per round (docs/decisions/056). Pending items without a letter join their bureau's
 * draft (created when there is none); a letter is composed again whenever its items, the person's words or their
 * address change, and each item keeps the letter's text in metadata.dispute_letter (spec).
 */
import { and, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { isBureauRoundLetter, ROUND_LETTER_KINDS } from '../../../common/disputes/letters';
import type { Db } from '../../db/client';
import { creditReportAnalyses, disputeExhibits, disputeItems, disputeLetters } from '../../db/schema';
import { notOtherPersons } from '../analyses/report-owner';
import { getProfile } from '../profiles/profile-store';
import type { ItemRow, LetterRow } from './dto';
import { composeLetter, LETTER_LIMITS, LetterInputError } from './letters/compose';
import { AppError } from '../../errors';
import type { LetterDocument } from '../../../common/disputes/letters';
import type { PostalAddress } from '../../../common/postal-address';
import type { LetterInput, LetterItemInput } from './letters/types';
import { exhibitEnclosures } from './exhibit-kinds';
import { openLetterRows, selectOpenItems, sealedLetterTextPatch, sealLetterFields } from './sealed-fields';
import { FINDING_CODES, type FindingCode } from '../../../engine/model';
import { PERSON_REASONS, type PersonReason } from '../../../common/disputes/reasons';

export interface Furnisher {
  name: string;
  address: PostalAddress;
  /** The dispute items the furnisher letter is about. */
  itemIds: string[];
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The sender of a letter: the profile's name and structured mailing address, or null while it is incomplete. */
export async function senderOf(db: Db, userId: string): Promise<{ fullName: string; address: PostalAddress } | null> {
  const profile = await getProfile(db, userId);
  return profile?.mailing_address ? { fullName: profile.name, address: profile.mailing_address } : null;
}

/**
 * Why the item is inaccurate, in the person's own words: their statement, or for a custom item (created before
 * statements were required) the words they typed as its problem. Never a finding's explanation (issue 24).
 */
function statementOf(item: ItemRow): { personStatement?: string } {
  if (item.statement) return { personStatement: item.statement };
  if (item.code === 'custom' && item.metadata.problem) return { personStatement: item.metadata.problem };
  return {};
}

export function itemInput(item: ItemRow): LetterItemInput {
  const code = item.metadata.finding_code ?? null;
  const reasonId = item.metadata.reason_id;
  return {
    id: item.id,
    creditor: item.accountName,
    ...(item.accountNumber ? { accountNumberMasked: item.accountNumber } : {}),
    bureaus: item.bureau === 'all' ? ['experian', 'transunion', 'equifax'] : [item.bureau],
    ...(item.evidence ? { reportedLine: item.evidence } : {}),
    ...(code && (FINDING_CODES as readonly string[]).includes(code) ? { findingCode: code as FindingCode } : {}),
    ...(reasonId && (PERSON_REASONS as readonly string[]).includes(reasonId) ? { reason: reasonId as PersonReason } : {}),
    ...statementOf(item),
    request: item.request,
    laws: item.metadata.laws,
    ...(item.metadata.previous_round ? { previous: previousInput(item.metadata.previous_round) } : {}),
  };
}

function previousInput(p: NonNullable<ItemRow['metadata']['previous_round']>): NonNullable<LetterItemInput['previous']> {
  return {
    round: p.round,
    ...(p.letter_date ? { letterDate: p.letter_date } : {}),
    ...(p.mailed_on ? { mailedOn: p.mailed_on } : {}),
    ...(p.due_on ? { dueOn: p.due_on } : {}),
    ...(p.outcome ? { outcome: p.outcome } : {}),
    ...(p.outcome_on ? { outcomeOn: p.outcome_on } : {}),
  };
}

/** The items a letter is about: its bureau items, or the ones a furnisher letter names. */
export async function itemsOfLetter(db: Db, userId: string, letter: LetterRow): Promise<ItemRow[]> {
  if (letter.kind === 'file_disclosure') return [];
  if (letter.kind === 'furnisher_dispute') {
    const ids = (letter.furnisher as Furnisher | null)?.itemIds ?? [];
    if (ids.length === 0) return [];
    return selectOpenItems(db, and(eq(disputeItems.userId, userId), inArray(disputeItems.id, ids)));
  }
  return selectOpenItems(db, and(eq(disputeItems.userId, userId), eq(disputeItems.letterId, letter.id)));
}

/** The LetterInput of a letter from its row, items, exhibits and the sender; null without a complete address. */
/** A letter is never composed for items of a report naming another person (decision 189). */
async function refuseOtherPersonsItems(db: Db, userId: string, items: ItemRow[]): Promise<void> {
  const ids = [...new Set(items.map((i) => i.analysisId).filter((id): id is string => typeof id === 'string'))];
  if (ids.length === 0) return;
  const flagged = await db
    .select({ id: creditReportAnalyses.id })
    .from(creditReportAnalyses)
    .where(and(eq(creditReportAnalyses.userId, userId), inArray(creditReportAnalyses.id, ids), sql`not (${notOtherPersons})`))
    .limit(1);
  if (flagged.length > 0) throw new AppError('REPORT_OF_ANOTHER_PERSON');
}

export async function letterInput(
  db: Db,
  userId: string,
  letter: LetterRow,
  date: string,
  extra: { dateOfBirth?: string; ssnLast4?: string } = {},
): Promise<{ input: LetterInput; items: ItemRow[] } | null> {
  const sender = await senderOf(db, userId);
  if (!sender) return null;
  const items = await itemsOfLetter(db, userId, letter);
  if (letter.kind !== 'file_disclosure' && items.length === 0) return null;
  await refuseOtherPersonsItems(db, userId, items);
  const exhibits = await db.select({ kind: disputeExhibits.kind }).from(disputeExhibits).where(eq(disputeExhibits.letterId, letter.id));
  const furnisher = letter.furnisher as Furnisher | null;
  const input: LetterInput = {
    kind: letter.kind,
    date,
    consumer: { ...sender, ...extra },
    recipient:
      letter.kind === 'furnisher_dispute' && furnisher ? { furnisher: { name: furnisher.name, address: furnisher.address } } : { bureau: letter.bureau! },
    items: items.map(itemInput),
    enclosures: exhibitEnclosures(exhibits.map((e) => e.kind)),
    freeText: letter.freeText,
  };
  return { input, items };
}

/** The composer's refusal (e.g. a statement too long for a letter) is the person's to fix: a 400 with its words. */
export function composeOrExplain(input: LetterInput): LetterDocument {
  try {
    return composeLetter(input);
  } catch (error) {
    if (error instanceof LetterInputError) throw new AppError('VALIDATION_ERROR', error.message);
    throw error;
  }
}

/** Composes a letter again (draft or not) and writes its text into its items. */
export async function recomposeLetter(tx: Db, userId: string, letter: LetterRow, now: Date): Promise<LetterDocument | null> {
  const date = isoDay(now);
  const built = await letterInput(tx, userId, letter, date);
  const document = built ? composeOrExplain({ ...built.input, draft: true }) : null;
  await tx
    .update(disputeLetters)
    .set({ ...(await sealLetterFields(tx, userId, { document })), updatedAt: sql`now()` })
    .where(eq(disputeLetters.id, letter.id));
  if (isBureauRoundLetter(letter.kind)) {
    await tx
      .update(disputeItems)
      .set({
        metadata: sql`${disputeItems.metadata} || ${JSON.stringify(
          await sealedLetterTextPatch(tx, userId, {
            dispute_letter: document?.plainText ?? null,
            letter_generated_at: document ? now.toISOString() : null,
            regenerating: false,
          }),
        )}::jsonb`,
        // A draft has no deadline: the clock starts when the mailed letter is received.
        dueDate: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(disputeItems.userId, userId), eq(disputeItems.letterId, letter.id)));
  }
  return document;
}

export async function recomposeLetters(tx: Db, userId: string, letterIds: string[], now: Date): Promise<void> {
  if (letterIds.length === 0) return;
  const letters = await openLetterRows(
    tx,
    await tx
      .select()
      .from(disputeLetters)
      .where(and(eq(disputeLetters.userId, userId), inArray(disputeLetters.id, letterIds))),
  );
  for (const letter of letters) {
    if (letter.status !== 'draft') continue;
    const items = await itemsOfLetter(tx, userId, letter);
    // A bureau draft whose last item was withdrawn goes away (nothing to send).
    if (isBureauRoundLetter(letter.kind) && items.length === 0) {
      await tx.delete(disputeLetters).where(eq(disputeLetters.id, letter.id));
      continue;
    }
    await recomposeLetter(tx, userId, letter, now);
  }
}

/** A new letter, its free text sealed empty (the column's default would be plain), as the modules see it. */
export async function insertLetter(tx: Db, values: Omit<typeof disputeLetters.$inferInsert, 'freeText' | 'document'>): Promise<LetterRow> {
  const sealed = await sealLetterFields(tx, values.userId, { freeText: {} });
  const [created] = await openLetterRows(
    tx,
    await tx
      .insert(disputeLetters)
      .values({ ...values, ...sealed })
      .returning(),
  );
  return created!;
}

/** The bureau's open draft, or a new one for the next round. */
async function draftFor(tx: Db, userId: string, bureau: LetterRow['bureau'] & string, analysisId: string | null): Promise<LetterRow> {
  const [draft] = await tx
    .select()
    .from(disputeLetters)
    .where(
      and(eq(disputeLetters.userId, userId), eq(disputeLetters.kind, 'bureau_dispute'), eq(disputeLetters.bureau, bureau), eq(disputeLetters.status, 'draft')),
    )
    .orderBy(desc(disputeLetters.createdAt))
    .limit(1);
  if (draft) {
    const [n] = await tx.select({ n: count() }).from(disputeItems).where(eq(disputeItems.letterId, draft.id));
    if ((n?.n ?? 0) < LETTER_LIMITS.items) return (await openLetterRows(tx, [draft]))[0]!;
    // A full draft: the round goes on in a second letter (the composer prints at most LETTER_LIMITS.items items).
    return insertLetter(tx, { userId, kind: 'bureau_dispute', bureau, analysisId, round: draft.round });
  }
  const [last] = await tx
    .select({ round: max(disputeLetters.round) })
    .from(disputeLetters)
    .where(and(eq(disputeLetters.userId, userId), eq(disputeLetters.kind, 'bureau_dispute'), eq(disputeLetters.bureau, bureau)));
  return insertLetter(tx, { userId, kind: 'bureau_dispute', bureau, analysisId, round: (last?.round ?? 0) + 1 });
}

/** Pending items without a letter join their bureau's draft; every draft touched is composed again. */
export async function attachAndCompose(tx: Db, userId: string, now: Date): Promise<string[]> {
  const loose = await tx
    .select()
    .from(disputeItems)
    .where(and(eq(disputeItems.userId, userId), isNull(disputeItems.letterId), eq(disputeItems.status, 'pending')));
  const touched = new Set<string>();
  for (const item of loose) {
    if (item.bureau === 'all' || item.metadata.item_type !== 'dispute_letter') continue;
    const draft = await draftFor(tx, userId, item.bureau, item.analysisId);
    await tx.update(disputeItems).set({ letterId: draft.id }).where(eq(disputeItems.id, item.id));
    touched.add(draft.id);
  }
  // Drafts whose items changed elsewhere (a new statement, an item withdrawn) are composed again too.
  const drafts = await tx
    .select({ id: disputeLetters.id })
    .from(disputeLetters)
    .where(and(eq(disputeLetters.userId, userId), eq(disputeLetters.status, 'draft'), inArray(disputeLetters.kind, ['bureau_dispute', ...ROUND_LETTER_KINDS])));
  for (const d of drafts) touched.add(d.id);
  await recomposeLetters(tx, userId, [...touched], now);
  return [...touched];
}

/** After the sender's name or address changed: every draft is composed again. */
export async function refreshDraftLetters(db: Db, userId: string): Promise<void> {
  const drafts = await db
    .select({ id: disputeLetters.id })
    .from(disputeLetters)
    .where(and(eq(disputeLetters.userId, userId), eq(disputeLetters.status, 'draft')));
  if (drafts.length === 0) return;
  await db.transaction((tx) =>
    recomposeLetters(
      tx,
      userId,
      drafts.map((d) => d.id),
      new Date(),
    ),
  );
}
