/**
 * The in-app Cancel (no support contact needed). Inside the 3-business-day window the contract is cancelled and the
 * plan ends now, with nothing charged; after it, no further charges are made and service runs to the end of the
 * period already under way (docs/decisions/062).
 */
import { eq } from 'drizzle-orm';
import { subscriptionContracts, subscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import type { BillingDeps } from './deps';
import { sendCancellation, type Recipient } from './emails';
import { paymentProviderError } from './provider-errors';
import { accountNow, currentContract, findSubscription, inCancellationWindow, isEntitled } from './state';
import { syncStripeSubscription } from './sync-stripe-subscription';

export const NOTHING_TO_CANCEL_MESSAGE = 'You have no active subscription to cancel.';

export async function cancelSubscription(deps: BillingDeps, user: Recipient, via: 'app' | 'email-link' = 'app'): Promise<{ inWindow: boolean }> {
  const { db, payments } = deps;
  const row = await findSubscription(db, user.id);
  const now = accountNow(row, deps.now());
  if (!row || !isEntitled(row, now) || row.cancelAtPeriodEnd) throw new AppError('CONFLICT', NOTHING_TO_CANCEL_MESSAGE);
  const contract = await currentContract(db, row, user.id);
  const inWindow = inCancellationWindow(contract, now);

  if (row.provider === 'stripe' && row.stripeSubscriptionId) {
    try {
      if (inWindow) await payments.cancelNow(row.stripeSubscriptionId);
      else await payments.cancelAtPeriodEnd(row.stripeSubscriptionId);
    } catch (error) {
      throw paymentProviderError(deps, error, 'cancel');
    }
    await syncStripeSubscription(deps, payments, row.stripeSubscriptionId);
  } else {
    // The free month and local plans: inside the window, or for the free month, it ends now; else at period end.
    const endsNow = inWindow || row.provider === 'trial';
    await db
      .update(subscriptions)
      .set(
        endsNow
          ? { status: 'canceled', endsAt: now, cancelAtPeriodEnd: false, updatedAt: now }
          : { cancelAtPeriodEnd: true, endsAt: row.currentPeriodEnd ?? now, updatedAt: now },
      )
      .where(eq(subscriptions.userId, user.id));
  }
  if (inWindow && contract) {
    await db.update(subscriptionContracts).set({ cancelledAt: deps.now(), cancelledVia: via }).where(eq(subscriptionContracts.id, contract.id));
  }
  const after = await findSubscription(db, user.id);
  await sendCancellation(deps, user, { inWindow, accessEnds: after && isEntitled(after, now) ? after.endsAt : null });
  return { inWindow };
}
