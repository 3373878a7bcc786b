/**
 * Tracking changes that matter (mailed, delivered, returned, issue): a DISPUTE_STATUS_UPDATE notification (bell,
 * realtime) and, when the person keeps "dispute updates" on in Settings → Notifications, an email with an
 * unsubscribe link. The one place both are sent.
 */
import { PRODUCT_NAME } from '../../../common/brand';
import type { DisputeUpdateKind } from '../../../common/mail';
import type { MailDeps } from './deps';
import { findRecipient } from '../billing/recipient';
import { greet, preferenceEmail } from '../reminders/emails';
import { canEmail } from '../reminders/preferences';
import { longDate } from '../billing/business-days';
import { STATUS_NOTIFICATION_TITLE, STATUS_NOTIFICATION_TYPE } from '../disputes/constants';

export interface DisputeUpdate {
  kind: DisputeUpdateKind;
  /** The bureau's or furnisher's name. */
  recipient: string;
  trackingNumber?: string | null;
  deliveredDate?: string | null;
  dueDate?: string | null;
  deliveryAssumed?: boolean;
}

export function disputeUpdateMessage(u: DisputeUpdate): string {
  switch (u.kind) {
    case 'mailed':
      return `Your letter to ${u.recipient} was sent by certified mail${u.trackingNumber ? ` (tracking number ${u.trackingNumber})` : ''}.`;
    case 'delivered': {
      const when = u.deliveredDate ? ` on ${longDate(u.deliveredDate)}` : '';
      const due = u.dueDate ? ` The response is due by ${longDate(u.dueDate)}.` : '';
      return u.deliveryAssumed
        ? `Your letter to ${u.recipient} is taken as delivered${when}: its expected delivery date passed without a delivery scan.${due}`
        : `Your letter to ${u.recipient} was delivered${when}.${due}`;
    }
    case 'returned':
      return `Your letter to ${u.recipient} was returned to sender. Check the address and send it again.`;
    case 'issue':
      return `The post office reported a problem delivering your letter to ${u.recipient}. Open its tracking for details.`;
  }
}

export async function notifyDisputeUpdate(
  deps: Pick<MailDeps, 'db' | 'notifications' | 'email' | 'appUrl' | 'sessionSecret' | 'logger'>,
  userId: string,
  update: DisputeUpdate,
): Promise<void> {
  const message = disputeUpdateMessage(update);
  try {
    await deps.notifications.createNotification(userId, { type: STATUS_NOTIFICATION_TYPE, title: STATUS_NOTIFICATION_TITLE, message });
  } catch (error) {
    deps.logger.error({ err: error instanceof Error ? error.message : String(error), kind: update.kind }, 'dispute update notification failed');
  }
  try {
    const person = await findRecipient(deps.db, userId);
    if (!person || !(await canEmail(deps.db, userId, 'dispute_updates'))) return;
    await deps.email.send(
      preferenceEmail(deps, person, 'dispute_updates', `${PRODUCT_NAME}: ${STATUS_NOTIFICATION_TITLE}`, {
        greeting: greet(person.name),
        paragraphs: [message],
        action: { label: 'Open your disputes', url: `${deps.appUrl}/dispute-letters` },
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error instanceof Error ? error.message : String(error), kind: update.kind }, 'dispute update email failed');
  }
}
