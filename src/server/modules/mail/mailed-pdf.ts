/**
 * GET /api/disputes/letters/:id/mailed-pdf: the PDF Lob printed and mailed, as kept by keepRenderedPdf (Lob's own
 * link expires). The person's own letters only; anything else is a 404 like an unknown id (decision 137).
 */
import { MAIL_MESSAGES } from '../../../common/mail';
import { AppError } from '../../errors';
import { letterFileName } from '../disputes/letter-files';
import { ownLetter } from '../disputes/list-disputes';
import type { MailDeps } from './deps';
import { findMailing } from './tracking';

export async function readMailedPdf(
  deps: Pick<MailDeps, 'db' | 'storage'>,
  userId: string,
  letterId: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const letter = await ownLetter(deps.db, userId, letterId);
  const mailing = await findMailing(deps.db, userId, letter.id);
  if (!mailing || mailing.mailedBy !== 'lob') throw new AppError('NOT_FOUND', MAIL_MESSAGES.notMailed);
  if (!mailing.renderedPdfKey) throw new AppError('NOT_FOUND', MAIL_MESSAGES.mailedPdfMissing);
  return { bytes: await deps.storage.get(mailing.renderedPdfKey), fileName: `${letterFileName(letter)}-as-mailed.pdf` };
}
