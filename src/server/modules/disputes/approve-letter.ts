/**
 * Review → approve: the person signs (typed name and date); the letter is composed for that date, printed to a PDF
 * with the exhibits behind it, stored encrypted, and its items become `ready` (docs/decisions/056). Date of birth
 * and the last 4 of the SSN go into this PDF only when given, and are stored nowhere else.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { BUREAU_LABELS } from '../../../common/analysis';
import { isBureauRoundLetter, type LetterDto } from '../../../common/disputes/letters';
import { DISPUTE_MESSAGES } from '../../../common/disputes/messages';
import { identityExhibitsMessage, missingIdentityExhibits } from '../../../common/rounds';
import { disputeExhibits, disputeItems, disputeLetters } from '../../db/schema';
import { AppError } from '../../errors';
import { letterMessage } from './constants';
import type { DisputesDeps } from './deps';
import type { LetterRow } from './dto';
import { notifyStatus } from './item-status';
import { composeOrExplain, letterInput, type Furnisher } from './letter-drafts';
import { sealedLetterTextPatch, sealLetterFields } from './sealed-fields';
import { assumedReceipt, responseDueDate } from './clock';
import { EXHIBIT_MESSAGES, ExhibitError } from './letters/exhibit-pages';
import { renderLetterPdf } from './letters/pdf';
import { letterDto, ownLetter } from './list-disputes';

export interface Approval {
  /** The person confirms each statement is true to the best of their knowledge (the route refuses without it). */
  attested: true;
  signature_name: string;
  signature_date: string;
  date_of_birth?: string | undefined;
  ssn_last4?: string | undefined;
}

export function recipientName(letter: LetterRow): string {
  if (letter.kind === 'furnisher_dispute') return (letter.furnisher as Furnisher | null)?.name ?? 'the furnisher';
  return letter.bureau ? BUREAU_LABELS[letter.bureau] : 'the bureau';
}

export function letterPdfKey(userId: string, letterId: string, at: Date): string {
  return `${userId}/letters/${letterId}_${at.getTime()}.pdf`;
}

export async function approveLetter(deps: DisputesDeps, userId: string, id: string, approval: Approval): Promise<LetterDto> {
  const { db, storage } = deps;
  const letter = await ownLetter(db, userId, id);
  if (letter.status !== 'draft') throw new AppError('CONFLICT', DISPUTE_MESSAGES.notDraft);
  const exhibits = await db.select().from(disputeExhibits).where(eq(disputeExhibits.letterId, letter.id)).orderBy(disputeExhibits.createdAt);
  const missing = missingIdentityExhibits(
    letter.kind,
    exhibits.map((e) => e.kind),
  );
  if (missing.length > 0) {
    const message = identityExhibitsMessage(missing);
    throw new AppError('CONFLICT', message, { fields: { exhibits: message } });
  }
  const extra = {
    ...(approval.date_of_birth ? { dateOfBirth: approval.date_of_birth } : {}),
    ...(approval.ssn_last4 ? { ssnLast4: approval.ssn_last4 } : {}),
  };
  const built = await letterInput(db, userId, letter, approval.signature_date, extra);
  if (!built) throw new AppError('CONFLICT', DISPUTE_MESSAGES.address);
  // An item the person did not state in their own words cannot go out under their signature (issue 24).
  if (built.input.items.some((i) => !i.personStatement?.trim())) {
    throw new AppError('VALIDATION_ERROR', DISPUTE_MESSAGES.missingStatement, { fields: { statement: DISPUTE_MESSAGES.missingStatement } });
  }
  const attestedAt = new Date();
  built.input.attestedOn = attestedAt.toISOString().slice(0, 10);
  const printed = composeOrExplain(built.input);
  // What the screen keeps: the same letter without the optional identifiers.
  const kept =
    extra.dateOfBirth || extra.ssnLast4
      ? composeOrExplain({ ...built.input, consumer: { fullName: built.input.consumer.fullName, address: built.input.consumer.address } })
      : printed;
  const files = await Promise.all(exhibits.map(async (e) => new Uint8Array(await storage.get(e.storageKey))));
  let pdf: Uint8Array;
  try {
    pdf = await renderLetterPdf(printed, { signature: { name: approval.signature_name, date: approval.signature_date }, exhibits: files });
  } catch (error) {
    if (error instanceof ExhibitError) {
      const message = `${exhibits[error.index]?.fileName ?? 'An exhibit'}: ${EXHIBIT_MESSAGES[error.code]}`;
      throw new AppError('VALIDATION_ERROR', message, { fields: { exhibits: message } });
    }
    throw error;
  }
  const key = letterPdfKey(userId, letter.id, new Date());
  await storage.put(key, pdf);
  const itemIds = built.items.map((i) => i.id);
  try {
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(disputeLetters)
        .set({
          status: 'ready',
          ...(await sealLetterFields(tx, userId, { document: kept })),
          signatureName: approval.signature_name,
          signedAt: new Date(`${approval.signature_date}T12:00:00Z`),
          attestedAt,
          pdfKey: key,
          updatedAt: sql`now()`,
        })
        .where(and(eq(disputeLetters.id, letter.id), eq(disputeLetters.status, 'draft')))
        .returning({ id: disputeLetters.id });
      if (!updated) throw new AppError('CONFLICT', DISPUTE_MESSAGES.notDraft);
      if (isBureauRoundLetter(letter.kind) && itemIds.length > 0) {
        await tx
          .update(disputeItems)
          .set({
            status: 'ready',
            // No deadline before the letter is mailed: the clock starts with the bureau's receipt (issue 24).
            dueDate: null,
            metadata: sql`${disputeItems.metadata} || ${JSON.stringify(
              await sealedLetterTextPatch(tx, userId, { dispute_letter: kept.plainText, letter_generated_at: new Date().toISOString() }),
            )}::jsonb`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(disputeItems.userId, userId), inArray(disputeItems.id, itemIds)));
      }
    });
  } catch (error) {
    await storage.delete(key).catch(() => false);
    throw error;
  }
  await notifyStatus(deps, userId, '', letter.bureau ?? 'all', 'ready', letterMessage('ready', recipientName(letter), itemIds.length));
  return letterDto(db, userId, await ownLetter(db, userId, id));
}

/** "I mailed it": ready → sent with the date mailed; the due date counts from the assumed receipt (clock.ts). */
export async function markMailed(deps: DisputesDeps, userId: string, id: string, mailedDate: string): Promise<LetterDto> {
  const { db } = deps;
  const letter = await ownLetter(db, userId, id);
  if (letter.status === 'draft') throw new AppError('CONFLICT', DISPUTE_MESSAGES.notReady);
  const today = new Date().toISOString().slice(0, 10);
  if (mailedDate > today || (letter.signedAt && mailedDate < letter.signedAt.toISOString().slice(0, 10))) {
    throw new AppError('VALIDATION_ERROR', DISPUTE_MESSAGES.mailedDate, { fields: { mailed_date: DISPUTE_MESSAGES.mailedDate } });
  }
  // The clock runs from the bureau's receipt, assumed 5 business days after mailing until the person enters the
  // delivery date (mail tracking); results are late only after 30 days and 5 business days more (clock.ts).
  const dueOn = responseDueDate(assumedReceipt(mailedDate), { recipient: 'bureau', extended: false });
  const built = isBureauRoundLetter(letter.kind) ? await db.select({ id: disputeItems.id }).from(disputeItems).where(eq(disputeItems.letterId, letter.id)) : [];
  await db.transaction(async (tx) => {
    await tx
      .update(disputeLetters)
      .set({ status: 'sent', mailedAt: new Date(`${mailedDate}T12:00:00Z`), updatedAt: sql`now()` })
      .where(eq(disputeLetters.id, letter.id));
    if (built.length > 0) {
      await tx
        .update(disputeItems)
        .set({ status: 'sent', dueDate: new Date(`${dueOn}T00:00:00Z`), updatedAt: sql`now()` })
        .where(and(eq(disputeItems.letterId, letter.id), inArray(disputeItems.status, ['ready', 'sent'])));
    }
  });
  await notifyStatus(deps, userId, '', letter.bureau ?? 'all', 'sent', letterMessage('sent', recipientName(letter), built.length));
  return letterDto(db, userId, await ownLetter(db, userId, id));
}
