/**
 * The apply-lob-event job: a stored Lob event changes only the mailing of the letter it names (by Lob's letter id,
 * which we stored when we sent it; the event's metadata must agree). Events may come twice or out of order: each
 * is applied once, and the status only moves forward (docs/decisions/102).
 */
import { eq } from 'drizzle-orm';
import { TRACKING_EVENT_TEXT, type DisputeUpdateKind } from '../../../common/mail';
import { certifiedMailings, disputeLetters, lobEvents } from '../../db/schema';
import type { MailingEvent } from '../../db/schema/mail';
import { recipientName } from '../disputes/approve-letter';
import { openLetterRows } from '../disputes/sealed-fields';
import type { MailDeps } from './deps';
import { notifyDisputeUpdate } from './notify';
import { keepRenderedPdf } from './send-letter';
import { isoDay, mailingClock, writeItems } from './tracking';

/** How far along each state is; a later event of a lower rank does not move the status back. */
const STATUS_RANK: Record<string, number> = {
  sent: 0,
  created: 0,
  rendered_pdf: 0,
  rendered_thumbnails: 0,
  mailed: 1,
  in_transit: 2,
  're-routed': 2,
  in_local_area: 3,
  processed_for_delivery: 4,
  pickup_available: 5,
  issue: 5,
  failed: 6,
  returned_to_sender: 6,
  delivered: 7,
};

/** 'letter.certified.in_transit' → 'in_transit'. */
export function statusOf(type: string): string {
  return type.replace(/^letter\.(certified\.)?/, '');
}

const NOTIFY: Record<string, DisputeUpdateKind> = { mailed: 'mailed', delivered: 'delivered', returned_to_sender: 'returned', issue: 'issue', failed: 'issue' };

interface StoredPayload {
  date_created: string | null;
  letter: {
    id: string | null;
    tracking_number: string | null;
    expected_delivery_date: string | null;
    url: string | null;
    metadata: Record<string, unknown>;
    tracking_events: { id: string | null; name: string | null; time: string | null }[];
  };
}

export async function applyLobEvent(deps: MailDeps, eventId: string): Promise<'applied' | 'done' | 'unknown-letter'> {
  const { db } = deps;
  const [event] = await db.select().from(lobEvents).where(eq(lobEvents.id, eventId)).limit(1);
  if (!event || event.processedAt) return 'done';
  const markDone = () => db.update(lobEvents).set({ processedAt: deps.now() }).where(eq(lobEvents.id, eventId));
  const payload = event.payload as unknown as StoredPayload;
  const [mailing] = event.lobLetterId ? await db.select().from(certifiedMailings).where(eq(certifiedMailings.lobId, event.lobLetterId)).limit(1) : [];
  const meta = payload.letter?.metadata ?? {};
  // The letter it names, and only if the event agrees about whose letter it is.
  if (!mailing || (meta.letter_id && meta.letter_id !== mailing.letterId) || (meta.user_id && meta.user_id !== mailing.userId)) {
    deps.logger.warn({ event: eventId, type: event.type }, 'Lob event for no letter of ours');
    await markDone();
    return 'unknown-letter';
  }
  const [letter] = await openLetterRows(db, await db.select().from(disputeLetters).where(eq(disputeLetters.id, mailing.letterId)).limit(1));
  if (!letter || letter.userId !== mailing.userId) {
    await markDone();
    return 'unknown-letter';
  }
  const userId = mailing.userId;
  const status = statusOf(event.type);
  const at = payload.date_created ?? event.receivedAt.toISOString();
  const tracked = payload.letter.tracking_events.filter((t) => t.time).at(-1);
  const eventTime = status === 'delivered' && tracked?.time ? tracked.time : at;
  const entry: MailingEvent = {
    id: event.id,
    type: event.type,
    description: TRACKING_EVENT_TEXT[event.type] ?? status.replace(/[_.-]/g, ' '),
    datetime: new Date(eventTime).toISOString(),
  };
  const advances = (STATUS_RANK[status] ?? 0) > 0 && (STATUS_RANK[status] ?? 0) >= (STATUS_RANK[mailing.status] ?? 0) && status !== mailing.status;
  const delivered = status === 'delivered' && (!mailing.deliveredDate || mailing.deliveryAssumed);
  const now = deps.now();
  const today = isoDay(now);

  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(certifiedMailings)
      .set({
        events: [...mailing.events.filter((e) => e.id !== entry.id), entry],
        ...(advances || delivered ? { status: delivered ? 'delivered' : status } : {}),
        ...(delivered ? { deliveredDate: isoDay(new Date(eventTime)), deliveryAssumed: false } : {}),
        ...(payload.letter.tracking_number && !mailing.trackingNumber ? { trackingNumber: payload.letter.tracking_number } : {}),
        ...(payload.letter.expected_delivery_date ? { expectedDeliveryDate: payload.letter.expected_delivery_date.slice(0, 10) } : {}),
        updatedAt: now,
      })
      .where(eq(certifiedMailings.id, mailing.id))
      .returning();
    await writeItems(tx, userId, letter, row!, today, advances || delivered ? { note: entry.description } : {});
    await tx.update(lobEvents).set({ processedAt: now }).where(eq(lobEvents.id, eventId));
    return row!;
  });

  await keepRenderedPdf(deps, updated, payload.letter.url);
  const kind = NOTIFY[status];
  if (kind && (advances || delivered)) {
    const clock = mailingClock(letter, updated, today);
    await notifyDisputeUpdate(deps, userId, {
      kind,
      recipient: recipientName(letter),
      trackingNumber: updated.trackingNumber,
      deliveredDate: updated.deliveredDate,
      dueDate: clock.dueDate,
    });
  }
  return 'applied';
}
