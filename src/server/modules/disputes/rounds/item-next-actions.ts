/**
 * GET /api/disputes/items/:id/next-actions: the offers for an item, and the CFPB summary when it is offered. Each
 * offer names every item of the item's group (same bureau and report) it covers, so "Draft this letter" drafts one
 * letter for all of them, not only for the item it was opened from.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { disputeItems, disputeRoundReviews } from '../../../db/schema';
import { toItemDto } from '../dto';
import { ownItems } from '../list-disputes';
import { letterFits, ROUND_LETTER_ACTION } from './next-letter';
import { cfpbSummary, nextActionKinds, nextActions, type NextAction } from './next-actions';
import { selectOpenItems } from '../sealed-fields';

export type CoveredAction = NextAction & { item_ids: string[] };

const LETTER_FOR_ACTION = new Map(Object.entries(ROUND_LETTER_ACTION).map(([letter, action]) => [action, letter as keyof typeof ROUND_LETTER_ACTION]));

export async function itemNextActions(
  db: Db,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<{ actions: CoveredAction[]; cfpb_summary: ReturnType<typeof cfpbSummary> | null }> {
  const [row] = await ownItems(db, userId, [id]);
  const reviews = await db.select({ reinsertions: disputeRoundReviews.reinsertions }).from(disputeRoundReviews).where(eq(disputeRoundReviews.userId, userId));
  const reinserted = new Set(reviews.flatMap((r) => r.reinsertions.map((x) => x.item_id)));
  const group = await selectOpenItems(
    db,
    and(
      eq(disputeItems.userId, userId),
      eq(disputeItems.bureau, row!.bureau),
      row!.analysisId ? eq(disputeItems.analysisId, row!.analysisId) : isNull(disputeItems.analysisId),
    ),
  );
  const item = toItemDto(row!);
  const covers = (action: NextAction) => {
    const letter = LETTER_FOR_ACTION.get(action.kind);
    const others = group.filter((g) => g.id !== row!.id && g.metadata.item_type === row!.metadata.item_type);
    const fitting = others.filter((g) =>
      letter ? letterFits(letter, g, now, reinserted.has(g.id)) : nextActionKinds(toItemDto(g), now, reinserted.has(g.id)).includes(action.kind),
    );
    return [row!.id, ...fitting.map((g) => g.id)];
  };
  const actions = nextActions(item, now, reinserted.has(row!.id)).map((a) => ({ ...a, item_ids: covers(a) }));
  return { actions, cfpb_summary: actions.some((a) => a.kind === 'cfpb_complaint') ? cfpbSummary(item, reinserted.has(row!.id)) : null };
}
