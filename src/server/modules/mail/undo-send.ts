/**
 * "Undo send": while Lob has not sent the letter to print (its send_date), the letter is cancelled at Lob and
 * everything returns to approved (ready), as if it had never been sent.
 */
import { and, eq } from 'drizzle-orm';
import type { DisputeHistoryEntry } from '../../../common/disputes/items';
import { isBureauRoundLetter, type LetterDto } from '../../../common/disputes/letters';
import { MAIL_MESSAGES } from '../../../common/mail';
import { certifiedMailings, disputeItems, disputeLetters, type StoredItemMetadata } from '../../db/schema';
import { AppError } from '../../errors';
import { recipientName } from '../disputes/approve-letter';
import { notifyStatus } from '../disputes/item-status';
import { letterDto, ownLetter } from '../disputes/list-disputes';
import type { MailDeps } from './deps';
import { providerFailure } from './send-letter';
import { canUndo, findMailing } from './tracking';

export async function undoSend(deps: MailDeps, userId: string, letterId: string): Promise<LetterDto> {
  const { db, provider } = deps;
  const letter = await ownLetter(db, userId, letterId);
  const mailing = await findMailing(db, userId, letter.id);
  if (!mailing || mailing.mailedBy !== 'lob' || !mailing.lobId) throw new AppError('NOT_FOUND', MAIL_MESSAGES.notMailed);
  const now = deps.now();
  if (!canUndo(mailing, now)) throw new AppError('CONFLICT', MAIL_MESSAGES.undoClosed);
  let cancelled: boolean;
  try {
    cancelled = await provider.cancelLetter(mailing.lobId);
  } catch (error) {
    providerFailure(deps, error, 'letters.cancel', MAIL_MESSAGES.undoFailed);
  }
  if (!cancelled) throw new AppError('CONFLICT', MAIL_MESSAGES.undoClosed);

  await db.transaction(async (tx) => {
    await tx.delete(certifiedMailings).where(and(eq(certifiedMailings.id, mailing.id), eq(certifiedMailings.userId, userId)));
    await tx
      .update(disputeLetters)
      .set({ status: 'ready', mailedAt: null, updatedAt: now })
      .where(and(eq(disputeLetters.id, letter.id), eq(disputeLetters.userId, userId)));
    if (!isBureauRoundLetter(letter.kind)) return;
    const items = await tx
      .select()
      .from(disputeItems)
      .where(and(eq(disputeItems.userId, userId), eq(disputeItems.letterId, letter.id)));
    for (const item of items) {
      const { certified_mail: _dropped, ...rest } = item.metadata;
      const history: DisputeHistoryEntry[] = [
        ...(item.metadata.history ?? []),
        { at: now.toISOString(), status: 'ready', note: 'Certified mail cancelled before printing' },
      ];
      const metadata: StoredItemMetadata = { ...rest, history };
      await tx
        .update(disputeItems)
        // Back to approved and unmailed: no deadline until it is mailed again (issue 24).
        .set({ status: 'ready', metadata, dueDate: null, updatedAt: now })
        .where(and(eq(disputeItems.id, item.id), eq(disputeItems.userId, userId)));
    }
  });
  if (mailing.renderedPdfKey) await deps.storage.delete(mailing.renderedPdfKey).catch(() => false);
  await notifyStatus(
    deps,
    userId,
    '',
    letter.bureau ?? 'all',
    'ready',
    `${MAIL_MESSAGES.undone} Your letter to ${recipientName(letter)} is approved again, ready to send.`,
  );
  return letterDto(db, userId, await ownLetter(db, userId, letter.id));
}
