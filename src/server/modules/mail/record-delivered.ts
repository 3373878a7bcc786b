/**
 * A letter the person mailed themselves: the date delivered from the USPS receipt starts the same clock as a
 * Lob delivery (mailed_by 'self', docs/decisions/101).
 */
import { and, eq } from 'drizzle-orm';
import { MAIL_MESSAGES, type TrackingDto } from '../../../common/mail';
import { certifiedMailings } from '../../db/schema';
import { AppError } from '../../errors';
import { recipientName } from '../disputes/approve-letter';
import { ownLetter } from '../disputes/list-disputes';
import type { MailDeps } from './deps';
import { notifyDisputeUpdate } from './notify';
import { findMailing, isoDay, mailingClock, toTrackingDto, writeItems } from './tracking';

export async function recordDelivered(
  deps: Pick<MailDeps, 'db' | 'now' | 'notifications' | 'email' | 'appUrl' | 'sessionSecret' | 'logger'>,
  userId: string,
  letterId: string,
  input: { delivered_date: string; extended_period: boolean },
): Promise<TrackingDto> {
  const { db } = deps;
  const letter = await ownLetter(db, userId, letterId);
  if (letter.status !== 'sent' || !letter.mailedAt) throw new AppError('CONFLICT', MAIL_MESSAGES.notMailed);
  const existing = await findMailing(db, userId, letter.id);
  if (existing && existing.mailedBy === 'lob') throw new AppError('CONFLICT', 'Letters sent by certified mail get their delivery date from the post office.');
  const now = deps.now();
  const today = isoDay(now);
  const mailed = isoDay(letter.mailedAt);
  if (input.delivered_date < mailed || input.delivered_date > today) {
    throw new AppError('VALIDATION_ERROR', MAIL_MESSAGES.deliveredDate, { fields: { delivered_date: MAIL_MESSAGES.deliveredDate } });
  }
  const event = {
    id: 'self-delivered',
    type: 'letter.delivered',
    description: 'Delivered (from your USPS receipt)',
    datetime: `${input.delivered_date}T12:00:00.000Z`,
  };
  const mailedEvent = { id: 'self-mailed', type: 'letter.mailed', description: 'Mailed by you', datetime: letter.mailedAt.toISOString() };
  const row = await db.transaction(async (tx) => {
    const values = {
      deliveredDate: input.delivered_date,
      deliveryAssumed: false,
      status: 'delivered',
      extendedPeriod: input.extended_period,
      events: [mailedEvent, event],
      updatedAt: now,
    };
    const [saved] = existing
      ? await tx
          .update(certifiedMailings)
          .set(values)
          .where(and(eq(certifiedMailings.id, existing.id), eq(certifiedMailings.userId, userId)))
          .returning()
      : await tx
          .insert(certifiedMailings)
          .values({ userId, letterId: letter.id, mailedBy: 'self', mailedAt: letter.mailedAt!, ...values })
          .returning();
    await writeItems(tx, userId, letter, saved!, today, { note: `Delivered on ${input.delivered_date} (from the USPS receipt)` });
    return saved!;
  });
  const clock = mailingClock(letter, row, today);
  await notifyDisputeUpdate(deps, userId, { kind: 'delivered', recipient: recipientName(letter), deliveredDate: row.deliveredDate, dueDate: clock.dueDate });
  return toTrackingDto(letter, row, clock, now);
}
