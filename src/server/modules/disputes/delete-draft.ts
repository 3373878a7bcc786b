/**
 * Deleting a draft letter (docs/decisions/190). A bureau dispute draft takes its items with it and the choices that
 * made them go back to undecided, so nothing re-creates the letter behind the person's back; a furnisher letter or a
 * file disclosure request is only the letter. A next-round letter moved items out of their earlier round: it is
 * not deleted (those items would lose their history); its items can be cleared instead. Approved letters stay.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { isRoundLetterKind } from '../../../common/disputes/letters';
import { disputeChoices, disputeExhibits, disputeItems, disputeLetters } from '../../db/schema';
import { AppError } from '../../errors';
import type { DisputesDeps } from './deps';
import { ownLetter } from './list-disputes';

export const DELETE_DRAFT_MESSAGES = {
  notDraft: 'Only a draft can be deleted. An approved or mailed letter is kept as a record of your dispute.',
  roundLetter: 'A next-round letter cannot be deleted: its items would lose their earlier round. Remove its items instead.',
} as const;

export async function deleteDraftLetter(deps: Pick<DisputesDeps, 'db' | 'storage' | 'logger'>, userId: string, letterId: string) {
  const letter = await ownLetter(deps.db, userId, letterId);
  if (letter.status !== 'draft') throw new AppError('CONFLICT', DELETE_DRAFT_MESSAGES.notDraft);
  if (isRoundLetterKind(letter.kind)) throw new AppError('CONFLICT', DELETE_DRAFT_MESSAGES.roundLetter);
  const { itemIds, files } = await deps.db.transaction(async (tx) => {
    let itemIds: string[] = [];
    if (letter.kind === 'bureau_dispute') {
      const items = await tx
        .delete(disputeItems)
        .where(and(eq(disputeItems.userId, userId), eq(disputeItems.letterId, letter.id), eq(disputeItems.status, 'pending')))
        .returning({ id: disputeItems.id, key: disputeItems.candidateKey });
      itemIds = items.map((i) => i.id);
      const keys = items.map((i) => i.key).filter((k) => k !== '');
      if (keys.length > 0) await tx.delete(disputeChoices).where(and(eq(disputeChoices.userId, userId), inArray(disputeChoices.candidateKey, keys)));
    }
    const exhibits = await tx.select({ key: disputeExhibits.storageKey }).from(disputeExhibits).where(eq(disputeExhibits.letterId, letter.id));
    await tx.delete(disputeLetters).where(and(eq(disputeLetters.id, letter.id), eq(disputeLetters.userId, userId)));
    return { itemIds, files: exhibits.map((e) => e.key) };
  });
  for (const key of files) {
    await deps.storage.delete(key).catch((error: unknown) => deps.logger.error({ err: error, key }, 'deleting an exhibit file failed'));
  }
  return { letter_id: letter.id, item_ids: itemIds };
}
