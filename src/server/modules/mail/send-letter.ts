/**
 * Send Letter: an approved letter is mailed by Lob as USPS certified first-class mail (docs/decisions/100). Rules:
 * the letter is approved (ready), the five address fields are complete (checked by the request schema), the CROA
 * cancellation window has closed, and the sender's address is deliverable. A retried send never mails twice (the
 * Idempotency-Key is the letter id and its version).
 */
import { and, eq } from 'drizzle-orm';
import { MAIL_MESSAGES, MAIL_TEXT, uspsTrackingUrl, type SendMailResponse } from '../../../common/mail';
import { certifiedMailings, disputeLetters } from '../../db/schema';
import { AppError } from '../../errors';
import { MailProviderError, type MailAddress, type MailedLetter, type MailProvider } from '../../providers/mail';
import { canMailLetters } from '../billing/entitlements';
import { recipientName } from '../disputes/approve-letter';
import { ownLetter } from '../disputes/list-disputes';
import { normalizeZip, stateCode } from '../../../common/postal-address';
import { DEFAULT_CANCEL_WINDOW_MS } from './constants';
import type { MailDeps } from './deps';
import { notifyDisputeUpdate } from './notify';
import { recipientAddress } from './recipient';
import { findMailing, isoDay, mailingClock, toTrackingDto, writeItems, type MailingRow } from './tracking';

export interface SendMail {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  return_receipt: boolean;
  extended_period: boolean;
}

/**
 * Lob's refusal as the person reads it (spec document 2 §8, decision 136): a refusal (4xx) is the error itself,
 * which the screen shows under 'Error sending letter'; a failure on the server side (Lob 5xx, no answer) is the
 * spec's server fallback 'Failed to send certified mail'. Status and code (never the request) go to the log.
 */
export function providerFailure(deps: Pick<MailDeps, 'logger'>, error: unknown, what: string, fallback: string = MAIL_TEXT.failedFallback): never {
  if (error instanceof AppError) throw error;
  if (error instanceof MailProviderError) {
    deps.logger.warn({ status: error.status, code: error.code, what }, 'Lob refused a call');
    throw new AppError('MAIL_PROVIDER_ERROR', error.status < 500 && error.message.trim() ? error.message : fallback);
  }
  deps.logger.error({ err: error instanceof Error ? error.message : String(error), what }, 'Lob call failed');
  throw new AppError('MAIL_PROVIDER_ERROR', fallback);
}

async function verifiedSender(deps: Pick<MailDeps, 'logger'>, provider: MailProvider, from: MailAddress): Promise<MailAddress> {
  let result;
  try {
    result = await provider.verifyAddress(from);
  } catch (error) {
    providerFailure(deps, error, 'us_verification');
  }
  if (result.deliverability === 'undeliverable' || !result.standardized) {
    throw new AppError('VALIDATION_ERROR', MAIL_MESSAGES.undeliverable, { fields: { address: MAIL_MESSAGES.undeliverable } });
  }
  const s = result.standardized;
  return { name: from.name, line1: s.line1, line2: s.line2 ?? undefined, city: s.city, state: s.state, zip: s.zip };
}

export async function sendCertifiedMail(deps: MailDeps, userId: string, letterId: string, request: SendMail): Promise<SendMailResponse> {
  const { db, provider } = deps;
  const letter = await ownLetter(db, userId, letterId);
  if (letter.status === 'sent' || (await findMailing(db, userId, letter.id))) throw new AppError('CONFLICT', MAIL_MESSAGES.alreadySent);
  if (letter.status !== 'ready' || !letter.pdfKey) throw new AppError('CONFLICT', MAIL_MESSAGES.notReady);
  const now = deps.now();
  if (!(await canMailLetters(db, userId, now))) throw new AppError('CONFLICT', MAIL_MESSAGES.windowOpen);

  const to = recipientAddress(letter);
  const from = await verifiedSender(deps, provider, {
    name: request.name,
    line1: request.address,
    city: request.city,
    state: stateCode(request.state) ?? request.state,
    zip: normalizeZip(request.zip) ?? request.zip,
  });
  const pdf = new Uint8Array(await deps.storage.get(letter.pdfKey));
  let sent: MailedLetter;
  try {
    sent = await provider.sendLetter({
      idempotencyKey: `${letter.id}.${letter.updatedAt.getTime()}`,
      to,
      from,
      pdf,
      returnReceipt: request.return_receipt,
      description: `Dispute letter ${letter.id}`,
      metadata: { letter_id: letter.id, user_id: userId },
    });
  } catch (error) {
    providerFailure(deps, error, 'letters.create');
  }

  const today = isoDay(now);
  const cancelUntil = sent.sendDate && !Number.isNaN(Date.parse(sent.sendDate)) ? new Date(sent.sendDate) : new Date(now.getTime() + DEFAULT_CANCEL_WINDOW_MS);
  const mailing = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(certifiedMailings)
      .values({
        userId,
        letterId: letter.id,
        mailedBy: 'lob',
        lobId: sent.id,
        trackingNumber: sent.trackingNumber,
        trackingUrl: sent.trackingNumber ? uspsTrackingUrl(sent.trackingNumber) : null,
        expectedDeliveryDate: sent.expectedDeliveryDate,
        cancelUntil,
        status: 'sent',
        returnReceipt: request.return_receipt,
        extendedPeriod: request.extended_period,
        events: [{ id: `created-${sent.id}`, type: 'letter.created', description: 'Sent to the printer for certified mail', datetime: now.toISOString() }],
        mailedAt: now,
      })
      .returning();
    await tx
      .update(disputeLetters)
      .set({ status: 'sent', mailedAt: now, updatedAt: now })
      .where(and(eq(disputeLetters.id, letter.id), eq(disputeLetters.userId, userId)));
    await writeItems(tx, userId, letter, row!, today, { status: 'submitted', note: 'Sent by certified mail' });
    return row!;
  });

  await keepRenderedPdf(deps, mailing, sent.url);
  const clock = mailingClock(letter, mailing, today);
  await notifyDisputeUpdate(deps, userId, { kind: 'mailed', recipient: recipientName(letter), trackingNumber: mailing.trackingNumber });
  return {
    success: true,
    lobResponse: { id: sent.id, trackingNumber: sent.trackingNumber, expectedDeliveryDate: sent.expectedDeliveryDate, status: 'sent', url: sent.url },
    tracking: toTrackingDto(letter, mailing, clock, now),
  };
}

/** Downloads the PDF Lob rendered (its link expires) and keeps it encrypted; a failure is retried on a later event. */
export async function keepRenderedPdf(deps: Pick<MailDeps, 'db' | 'provider' | 'storage' | 'logger'>, mailing: MailingRow, url: string | null): Promise<void> {
  if (!url || mailing.renderedPdfKey) return;
  try {
    const bytes = await deps.provider.download(url);
    const key = `${mailing.userId}/mail/${mailing.letterId}_${mailing.lobId}.pdf`;
    await deps.storage.put(key, bytes);
    await deps.db.update(certifiedMailings).set({ renderedPdfKey: key }).where(eq(certifiedMailings.id, mailing.id));
  } catch (error) {
    deps.logger.warn({ err: error instanceof Error ? error.message : String(error), mailing: mailing.id }, 'rendered letter not downloaded yet');
  }
}
