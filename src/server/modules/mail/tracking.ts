/**
 * A mailed letter's tracking and clock (spec document 2 "Tracking status", docs/decisions/101–102): the response
 * due date from delivery, the follow-up date, the spec's assumed-delivery rule, and what the items record.
 */
import { and, eq } from 'drizzle-orm';
import type { CertifiedMailMeta, DisputeHistoryEntry, DisputeStatus } from '../../../common/disputes/items';
import { isBureauRoundLetter } from '../../../common/disputes/letters';
import { MAIL_MESSAGES, TRACKING_EVENT_TEXT, type TrackingDto } from '../../../common/mail';
import type { Db } from '../../db/client';
import { certifiedMailings, disputeItems, type StoredItemMetadata } from '../../db/schema';
import { AppError } from '../../errors';
import { assumedReceipt, clockOf, daysBetween, responseDueDate, type Clock } from '../disputes/clock';
import type { LetterRow } from '../disputes/dto';
import { ownItems, ownLetter } from '../disputes/list-disputes';
import type { MailDeps } from './deps';
import { notifyDisputeUpdate } from './notify';
import { recipientName } from '../disputes/approve-letter';

export type MailingRow = typeof certifiedMailings.$inferSelect;

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The clock of a mailing: due = delivery + 30/45 days; until delivery is known, counted from the expected
 * delivery date (an estimate, replaced when the delivery is reported or assumed).
 */
export function mailingClock(
  letter: Pick<LetterRow, 'kind'>,
  m: Pick<MailingRow, 'extendedPeriod' | 'deliveredDate' | 'expectedDeliveryDate' | 'deliveryAssumed'>,
  today: string,
): Clock {
  const input = { recipient: letter.kind === 'furnisher_dispute' ? ('furnisher' as const) : ('bureau' as const), extended: m.extendedPeriod };
  const clock = clockOf({ ...input, actualDelivery: m.deliveredDate, expectedDelivery: m.expectedDeliveryDate, today });
  if (m.deliveredDate) clock.delivery.assumed = m.deliveryAssumed;
  const receipt = clock.delivery.date ?? m.expectedDeliveryDate;
  const dueDate = receipt ? responseDueDate(receipt, input) : null;
  return { ...clock, dueDate, daysUntilResponse: dueDate ? daysBetween(today, dueDate) : null };
}

export function certifiedMailMeta(m: MailingRow, clock: Clock): CertifiedMailMeta {
  return {
    tracking_id: m.lobId,
    tracking_number: m.trackingNumber,
    estimated_delivery_date: m.expectedDeliveryDate,
    actual_delivery_date: m.deliveredDate,
    tracking_url: m.trackingUrl,
    status: m.status,
    follow_up_date: clock.followUpDate,
    delivery_assumed: m.deliveryAssumed,
    mailed_by: m.mailedBy,
  };
}

/**
 * Writes the mailing's state to the letter's items (bureau letters own their items): metadata.certified_mail, the
 * due date, a history entry when `note` is given, and the status when given. Scoped to the user.
 */
export async function writeItems(
  tx: Db,
  userId: string,
  letter: LetterRow,
  m: MailingRow,
  today: string,
  change: { note?: string; status?: DisputeStatus } = {},
): Promise<void> {
  if (!isBureauRoundLetter(letter.kind)) return;
  const clock = mailingClock(letter, m, today);
  const items = await tx
    .select()
    .from(disputeItems)
    .where(and(eq(disputeItems.userId, userId), eq(disputeItems.letterId, letter.id)));
  for (const item of items) {
    const status = change.status ?? item.status;
    const history: DisputeHistoryEntry[] = [...(item.metadata.history ?? [])];
    if (change.note) history.push({ at: new Date().toISOString(), status, note: change.note });
    const metadata: StoredItemMetadata = { ...item.metadata, certified_mail: certifiedMailMeta(m, clock), history };
    await tx
      .update(disputeItems)
      .set({ status, metadata, dueDate: clock.dueDate ? new Date(`${clock.dueDate}T00:00:00Z`) : item.dueDate, updatedAt: new Date() })
      .where(and(eq(disputeItems.id, item.id), eq(disputeItems.userId, userId)));
  }
}

export function toTrackingDto(letter: LetterRow, m: MailingRow, clock: Clock, now: Date): TrackingDto {
  return {
    letter_id: letter.id,
    id: m.lobId,
    mailed_by: m.mailedBy,
    status: m.status,
    mailed_date: isoDay(m.mailedAt),
    estimatedDeliveryDate: m.expectedDeliveryDate,
    actualDeliveryDate: m.deliveredDate,
    delivery_assumed: m.deliveryAssumed,
    response_due_date: clock.dueDate,
    daysUntilResponse: clock.daysUntilResponse,
    followUpDate: clock.followUpDate,
    trackingNumber: m.trackingNumber,
    url: m.trackingUrl,
    extended_period: m.extendedPeriod,
    return_receipt: m.returnReceipt,
    cancel_until: canUndo(m, now) ? m.cancelUntil!.toISOString() : null,
    mailed_pdf: m.renderedPdfKey !== null,
    events: [...m.events]
      .sort((a, b) => b.datetime.localeCompare(a.datetime))
      .map((e) => ({ description: e.description || TRACKING_EVENT_TEXT[e.type] || e.type, datetime: e.datetime })),
  };
}

/** Lob cancels a letter only before it goes to print; once the post office has it (any tracking event), never. */
export function canUndo(m: Pick<MailingRow, 'cancelUntil' | 'status' | 'deliveredDate'>, now: Date): boolean {
  return m.cancelUntil !== null && m.cancelUntil > now && m.status === 'sent' && m.deliveredDate === null;
}

export async function findMailing(db: Db, userId: string, letterId: string): Promise<MailingRow | undefined> {
  const [row] = await db
    .select()
    .from(certifiedMailings)
    .where(and(eq(certifiedMailings.letterId, letterId), eq(certifiedMailings.userId, userId)))
    .limit(1);
  return row;
}

/**
 * A self-mailed letter with no delivery date yet: what is known from the letter itself. Its receipt is assumed
 * (mailed + 5 business days, clock.ts) and shown as the expected delivery until the person enters the real date.
 */
function selfMailing(letter: LetterRow): MailingRow {
  return {
    id: letter.id,
    userId: letter.userId,
    letterId: letter.id,
    mailedBy: 'self',
    lobId: null,
    trackingNumber: null,
    trackingUrl: null,
    expectedDeliveryDate: assumedReceipt(isoDay(letter.mailedAt!)),
    deliveredDate: null,
    deliveryAssumed: false,
    cancelUntil: null,
    status: 'sent',
    returnReceipt: false,
    extendedPeriod: false,
    renderedPdfKey: null,
    events: [{ id: 'self-mailed', type: 'letter.mailed', description: 'Mailed by you', datetime: letter.mailedAt!.toISOString() }],
    mailedAt: letter.mailedAt!,
    createdAt: letter.mailedAt!,
    updatedAt: letter.updatedAt,
  };
}

/**
 * GET tracking. Spec rule: past the expected delivery date with no actual date, the mail is taken as delivered
 * today; the date is stored (so the clock does not move each day), marked as assumed, and the person is told.
 */
export async function letterTracking(
  deps: Pick<MailDeps, 'db' | 'notifications' | 'email' | 'appUrl' | 'sessionSecret' | 'logger' | 'now'>,
  userId: string,
  letterId: string,
): Promise<TrackingDto> {
  const { db } = deps;
  const letter = await ownLetter(db, userId, letterId);
  const now = deps.now();
  const today = isoDay(now);
  let mailing = await findMailing(db, userId, letter.id);
  if (!mailing) {
    if (letter.status !== 'sent' || !letter.mailedAt) throw new AppError('NOT_FOUND', MAIL_MESSAGES.notMailed);
    const self = selfMailing(letter);
    const dto = toTrackingDto(letter, self, mailingClock(letter, self, today), now);
    // Until the delivery date is entered, the due date counts from the assumed receipt (mailed + 5 business days).
    const [item] = isBureauRoundLetter(letter.kind)
      ? await db
          .select({ dueDate: disputeItems.dueDate })
          .from(disputeItems)
          .where(and(eq(disputeItems.letterId, letter.id), eq(disputeItems.userId, userId)))
          .limit(1)
      : [];
    const due = item?.dueDate ? isoDay(item.dueDate) : null;
    return { ...dto, response_due_date: due, daysUntilResponse: due ? daysBetween(today, due) : null };
  }
  const clock = mailingClock(letter, mailing, today);
  if (clock.delivery.assumed && !mailing.deliveredDate && mailing.status !== 'returned_to_sender') {
    const assumed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(certifiedMailings)
        .set({ deliveredDate: today, deliveryAssumed: true, status: 'delivered', updatedAt: now })
        .where(and(eq(certifiedMailings.id, mailing!.id), eq(certifiedMailings.userId, userId)))
        .returning();
      if (row?.deliveredDate !== today) return undefined;
      await writeItems(tx, userId, letter, row, today, { note: 'Taken as delivered: the expected delivery date passed without a delivery scan' });
      return row;
    });
    if (assumed) {
      mailing = assumed;
      const c = mailingClock(letter, assumed, today);
      await notifyDisputeUpdate(deps, userId, {
        kind: 'delivered',
        recipient: recipientName(letter),
        deliveredDate: today,
        dueDate: c.dueDate,
        deliveryAssumed: true,
      });
    }
  }
  return toTrackingDto(letter, mailing, mailingClock(letter, mailing, today), now);
}

export async function itemTracking(deps: Parameters<typeof letterTracking>[0], userId: string, itemId: string): Promise<TrackingDto> {
  const [item] = await ownItems(deps.db, userId, [itemId]);
  if (!item?.letterId) throw new AppError('NOT_FOUND', MAIL_MESSAGES.notMailed);
  return letterTracking(deps, userId, item.letterId);
}
