/**
 * POST /api/webhooks/stripe: the signature is checked on the raw body, each event is handled once (by its id), and
 * every event leads to re-reading the subscription from Stripe (sync-stripe-subscription.ts), never to trusting
 * the order or the content of the event alone.
 */
import { eq, or } from 'drizzle-orm';
import { planFor, type CouponDiscount } from '../../../common/subscription';
import { stripeEvents, subscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import type { PaymentsProvider, ProviderEvent } from '../../providers/payments';
import type { BillingDeps } from './deps';
import { sendPaymentFailed, sendReceipt, sendTrialEnding } from './emails';
import { saveInvoice } from './invoices';
import { findRecipient } from './recipient';
import { syncStripeSubscription } from './sync-stripe-subscription';

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value && typeof value.id === 'string' ? value.id : null;

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

export async function handleStripeWebhook(deps: BillingDeps, rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
  const payments = deps.payments;
  let event: ProviderEvent;
  try {
    event = payments.parseEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', 'The Stripe signature does not match.');
  }
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return 'ignored';

  await deps.db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  const [stored] = await deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id)).limit(1);
  if (stored?.processedAt) return 'duplicate';

  await dispatch(deps, payments, event);
  // Only a fully handled event is marked; a failure answers 500 and Stripe delivers it again.
  await deps.db.update(stripeEvents).set({ processedAt: deps.now() }).where(eq(stripeEvents.id, event.id));
  return 'processed';
}

async function dispatch(deps: BillingDeps, payments: PaymentsProvider, event: ProviderEvent): Promise<void> {
  const object = event.object;
  switch (event.type) {
    case 'checkout.session.completed': {
      const subscriptionId = idOf(object.subscription);
      if (subscriptionId) await syncStripeSubscription(deps, payments, subscriptionId);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      if (object.id) await syncStripeSubscription(deps, payments, object.id);
      return;
    }
    case 'customer.subscription.trial_will_end': {
      if (!object.id) return;
      const row = await syncStripeSubscription(deps, payments, object.id);
      const user = row && (await findRecipient(deps.db, row.userId));
      if (row && user && row.status === 'active' && !row.cancelAtPeriodEnd && row.currentPeriodEnd && row.planType) {
        await sendTrialEnding(deps, user, row.currentPeriodEnd, { cents: planFor(row.planType, row.discountPercent as CouponDiscount).finalPriceCents });
      }
      return;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      if (!object.id) return;
      const invoice = await payments.getInvoice(object.id);
      if (!invoice.subscriptionId && !invoice.customerId) return;
      if (invoice.subscriptionId) await syncStripeSubscription(deps, payments, invoice.subscriptionId);
      const [row] = await deps.db
        .select()
        .from(subscriptions)
        .where(
          or(
            invoice.subscriptionId ? eq(subscriptions.stripeSubscriptionId, invoice.subscriptionId) : undefined,
            invoice.customerId ? eq(subscriptions.stripeCustomerId, invoice.customerId) : undefined,
          ),
        )
        .limit(1);
      if (!row) return;
      await saveInvoice(deps.db, row.userId, invoice);
      const user = await findRecipient(deps.db, row.userId);
      if (event.type === 'invoice.payment_failed') {
        await deps.db.update(subscriptions).set({ paymentFailed: true, updatedAt: deps.now() }).where(eq(subscriptions.userId, row.userId));
        if (user) await sendPaymentFailed(deps, user);
      } else if (invoice.amountCents > 0 && user) {
        await sendReceipt(deps, user, invoice);
      }
      return;
    }
  }
}
