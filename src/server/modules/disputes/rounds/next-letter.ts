/**
 * POST /api/disputes/rounds/next-letter: the person starts the next round's letter for items of one bureau
 * (docs/decisions/109). A draft letter with round = previous + 1; the items move to it (status pending, round + 1,
 * the previous round's facts kept for the letter, a history entry); then the first letter's review / edit /
 * approve / mail flow. The FCRA clock runs again from the new letter.
 */
import { and, eq, sql } from 'drizzle-orm';
import { BUREAU_LABELS } from '../../../../common/analysis';
import type { DisputeHistoryEntry, DisputeItemMetadata, PreviousRoundMeta } from '../../../../common/disputes/items';
import type { LetterDto, RoundLetterKind } from '../../../../common/disputes/letters';
import { ROUND_LETTER_LABELS, ROUNDS_MESSAGES } from '../../../../common/rounds';
import { disputeItems, disputeLetters, disputeRoundReviews } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { DisputesDeps } from '../deps';
import { toItemDto, type ItemRow, type LetterRow } from '../dto';
import { insertLetter, isoDay, recomposeLetter } from '../letter-drafts';
import { notifyStatus } from '../item-status';
import { letterDto, ownItems, ownLetter } from '../list-disputes';
import { nextActionKinds, type NextActionKind } from './next-actions';
import { openLetterRows, sealItemFields } from '../sealed-fields';

/** The next action each next-round letter answers. */
export const ROUND_LETTER_ACTION: Readonly<Record<RoundLetterKind, NextActionKind>> = {
  follow_up: 'follow_up',
  method_of_verification: 'verification_request',
  identity_reply: 'identity_reply',
  reinsertion: 'reinsertion_notice',
};

/** Whether the letter fits the item now: its next actions offer it (a follow-up never answers a frivolous notice). */
export function letterFits(kind: RoundLetterKind, item: ItemRow, now: Date, reinserted: boolean): boolean {
  if (kind === 'follow_up' && item.metadata.outcome?.result === 'frivolous') return false;
  return nextActionKinds(toItemDto(item), now, reinserted).includes(ROUND_LETTER_ACTION[kind]);
}

/** The item after it moved to the next round's letter: the old outcome and mail tracking go to history. */
export function movedToNextRound(item: ItemRow, previousLetter: LetterRow | null, kind: RoundLetterKind, now: Date): DisputeItemMetadata {
  const round = item.metadata.round ?? 1;
  const outcome = item.metadata.outcome;
  const previous: PreviousRoundMeta = {
    round,
    letter_date: previousLetter?.signedAt ? isoDay(previousLetter.signedAt) : null,
    mailed_on: previousLetter?.mailedAt ? isoDay(previousLetter.mailedAt) : null,
    due_on: item.dueDate ? isoDay(item.dueDate) : null,
    outcome: outcome?.result ?? null,
    outcome_on: outcome ? outcome.decided_at.slice(0, 10) : null,
  };
  const entry: DisputeHistoryEntry = { at: now.toISOString(), status: 'pending', note: `Round ${round + 1}: ${ROUND_LETTER_LABELS[kind]} letter drafted` };
  const { outcome: _outcome, certified_mail: _mail, ...rest } = item.metadata;
  return {
    ...rest,
    dispute_letter: null,
    letter_generated_at: null,
    round: round + 1,
    previous_round: previous,
    history: [...(item.metadata.history ?? []), entry],
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

export async function startNextRoundLetter(
  deps: Pick<DisputesDeps, 'db' | 'notifications' | 'logger'>,
  userId: string,
  body: { kind: RoundLetterKind; item_ids: string[] },
  now: Date = new Date(),
): Promise<LetterDto> {
  const { db } = deps;
  const items = await ownItems(db, userId, body.item_ids);
  const bureau = items[0]!.bureau;
  if (bureau === 'all' || items.some((i) => i.bureau !== bureau))
    throw new AppError('VALIDATION_ERROR', ROUNDS_MESSAGES.oneBureau, { fields: { item_ids: ROUNDS_MESSAGES.oneBureau } });
  const reviews = await db.select({ reinsertions: disputeRoundReviews.reinsertions }).from(disputeRoundReviews).where(eq(disputeRoundReviews.userId, userId));
  const reinserted = new Set(reviews.flatMap((r) => r.reinsertions.map((x) => x.item_id)));
  for (const item of items) {
    if (!letterFits(body.kind, item, now, reinserted.has(item.id))) throw new AppError('CONFLICT', `${item.accountName}: ${ROUNDS_MESSAGES.notFitting}`);
  }
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const round = Math.max(...items.map((i) => i.metadata.round ?? 1)) + 1;
      const letter = await insertLetter(tx, { userId, kind: body.kind, bureau, analysisId: items[0]!.analysisId, round });
      for (const item of items) {
        const [previousLetter] = item.letterId
          ? await openLetterRows(
              tx,
              await tx
                .select()
                .from(disputeLetters)
                .where(and(eq(disputeLetters.id, item.letterId), eq(disputeLetters.userId, userId))),
            )
          : [];
        await tx
          .update(disputeItems)
          .set({
            letterId: letter!.id,
            status: 'pending',
            dueDate: null,
            ...(await sealItemFields(tx, userId, { metadata: movedToNextRound(item, previousLetter ?? null, body.kind, now) })),
            updatedAt: sql`now()`,
          })
          .where(and(eq(disputeItems.id, item.id), eq(disputeItems.userId, userId)));
      }
      await recomposeLetter(tx, userId, letter!, now);
      return letter!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ROUNDS_MESSAGES.openElsewhere);
    throw error;
  }
  const letter = await ownLetter(db, userId, id);
  const count = items.length === 1 ? items[0]!.accountName : `${items.length} items`;
  await notifyStatus(
    deps,
    userId,
    '',
    bureau,
    'pending',
    `Round ${letter.round}: your ${ROUND_LETTER_LABELS[body.kind]} letter to ${BUREAU_LABELS[bureau]} about ${count} is drafted. Review it, then approve and mail it.`,
  );
  return letterDto(db, userId, letter);
}
