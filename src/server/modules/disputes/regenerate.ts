/**
 * "Regenerate" (spec §4, §5, §7): the selected items go back to pending with their letter text and date cleared,
 * then the regenerate-letters job composes their letters again. The person's own words stay. An approved letter
 * that is not mailed yet goes back to draft (its signature and PDF are dropped: it must be approved again); items of
 * a mailed letter start a new round.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DISPUTE_MESSAGES } from '../../../common/disputes/messages';
import { disputeItems, disputeLetters } from '../../db/schema';
import { AppError } from '../../errors';
import { bureauWords, REGENERATE_LETTERS_QUEUE } from './constants';
import { notifyStatus } from './item-status';
import type { DisputesDeps } from './deps';
import { ownItems } from './list-disputes';

export interface RegenerateLettersJob {
  userId: string;
  itemIds: string[];
}

export async function regenerateLetters(deps: DisputesDeps, userId: string, ids: string[]): Promise<{ itemIds: string[]; jobId: string }> {
  const { db } = deps;
  const items = await ownItems(db, userId, ids);
  if (items.some((i) => i.metadata.regenerating)) throw new AppError('CONFLICT', DISPUTE_MESSAGES.alreadyRegenerating);
  const itemIds = items.map((i) => i.id);
  const letterIds = [...new Set(items.map((i) => i.letterId).filter((id): id is string => id !== null))];
  const { jobId, dropped, mailed } = await db.transaction(async (tx) => {
    const letters = letterIds.length
      ? await tx
          .select()
          .from(disputeLetters)
          .where(and(eq(disputeLetters.userId, userId), inArray(disputeLetters.id, letterIds)))
          .for('update')
      : [];
    const mailed = letters.filter((l) => l.status === 'sent').map((l) => l.id);
    const approved = letters.filter((l) => l.status === 'ready');
    if (approved.length > 0) {
      await tx
        .update(disputeLetters)
        .set({ status: 'draft', signatureName: null, signedAt: null, pdfKey: null, updatedAt: sql`now()` })
        .where(
          inArray(
            disputeLetters.id,
            approved.map((l) => l.id),
          ),
        );
      // Every item of a letter that is a draft again is pending again (it must be approved again).
      await tx
        .update(disputeItems)
        .set({ status: 'pending', updatedAt: sql`now()` })
        .where(
          inArray(
            disputeItems.letterId,
            approved.map((l) => l.id),
          ),
        );
    }
    await tx
      .update(disputeItems)
      .set({
        status: 'pending',
        updatedAt: sql`now()`,
        metadata: sql`${disputeItems.metadata} || '{"dispute_letter": null, "letter_generated_at": null, "regenerating": true}'::jsonb`,
        ...(mailed.length
          ? {
              letterId: sql`case when ${disputeItems.letterId} in (${sql.join(
                mailed.map((m) => sql`${m}::uuid`),
                sql`, `,
              )}) then null else ${disputeItems.letterId} end`,
            }
          : {}),
      })
      .where(and(eq(disputeItems.userId, userId), inArray(disputeItems.id, itemIds)));
    const job: RegenerateLettersJob = { userId, itemIds };
    return {
      jobId: await deps.jobs.sendInTransaction(tx, REGENERATE_LETTERS_QUEUE, job),
      dropped: approved.map((l) => l.pdfKey).filter((k): k is string => k !== null),
      mailed,
    };
  });
  deps.jobs.wake(REGENERATE_LETTERS_QUEUE);
  for (const item of items.filter((i) => i.status !== 'pending')) {
    const newRound = item.letterId !== null && mailed.includes(item.letterId) ? ' for a new round' : '';
    await notifyStatus(
      deps,
      userId,
      item.accountName,
      item.bureau,
      'pending',
      `Your dispute of ${item.accountName} with ${bureauWords(item.bureau)} is pending again: its letter is being written again${newRound}. Review and approve it when it is ready.`,
    );
  }
  for (const key of dropped) await deps.storage.delete(key).catch(() => false);
  return { itemIds, jobId };
}
