/** GET /api/disputes/items/:id/next-actions: the offers for an item, and the CFPB summary when it is offered. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { disputeRoundReviews } from '../../../db/schema';
import { toItemDto } from '../dto';
import { ownItems } from '../list-disputes';
import { cfpbSummary, nextActions, type NextAction } from './next-actions';

export async function itemNextActions(
  db: Db,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<{ actions: NextAction[]; cfpb_summary: ReturnType<typeof cfpbSummary> | null }> {
  const [row] = await ownItems(db, userId, [id]);
  const reviews = await db.select({ reinsertions: disputeRoundReviews.reinsertions }).from(disputeRoundReviews).where(eq(disputeRoundReviews.userId, userId));
  const reinserted = reviews.some((r) => r.reinsertions.some((x) => x.item_id === row!.id));
  const item = toItemDto(row!);
  const actions = nextActions(item, now, reinserted);
  return { actions, cfpb_summary: actions.some((a) => a.kind === 'cfpb_complaint') ? cfpbSummary(item, reinserted) : null };
}
