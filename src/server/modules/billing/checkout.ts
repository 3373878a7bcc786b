/** The spec's create-checkout: a Stripe Checkout Session, or with the local provider the plan starts at once. */
import { eq } from 'drizzle-orm';
import { couponDiscount, SUBSCRIPTION_TEXT, type PlanType } from '../../../common/subscription';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import { activateLocalPlan, addPeriod, contractToStart } from './activate';
import type { BillingDeps } from './deps';
import type { Recipient } from './emails';
import { paymentProviderError } from './provider-errors';
import { findSubscription } from './state';

export const CHECKOUT_MISMATCH_MESSAGE = 'The plan or coupon differs from the contract you signed. Please sign the contract again.';

export async function createCheckout(
  deps: BillingDeps,
  user: Recipient,
  input: { planType: PlanType; couponCode?: string | null; contractId: string },
): Promise<{ url: string }> {
  const contract = await contractToStart(deps, user.id, input.contractId);
  const discount = couponDiscount(input.couponCode);
  if (contract.planType !== input.planType || contract.discountPercent !== discount) throw new AppError('CONFLICT', CHECKOUT_MISMATCH_MESSAGE);
  if (discount === 100) throw new AppError('CONFLICT', 'The free trial starts without checkout.');
  const { payments } = deps;
  const existing = await findSubscription(deps.db, user.id);
  const firstChargeAt = addPeriod(deps.now(), input.planType === 'monthly' ? 'month' : 'year');
  let result: { url: string | null; customerId: string | null };
  try {
    result = await payments.createCheckout({
      userId: user.id,
      email: user.email,
      customerId: existing?.stripeCustomerId ?? null,
      planType: input.planType,
      discountPercent: discount,
      contractId: contract.id,
      firstChargeAt,
      successUrl: `${deps.settings.appUrl}/subscription/complete?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.settings.appUrl}/subscription`,
      startWithoutPayment: () => activateLocalPlan(deps, user, contract),
    });
  } catch (error) {
    throw paymentProviderError(deps, error, 'checkout');
  }
  if (!result.url) throw new AppError('PAYMENT_PROVIDER_ERROR', SUBSCRIPTION_TEXT.noCheckoutUrl);
  if (result.customerId) await rememberCustomer(deps, user.id, result.customerId, existing === undefined);
  return { url: result.url };
}

/** Keeps the Stripe customer on the person's row (a row in 'incomplete' until the checkout completes). */
async function rememberCustomer(deps: BillingDeps, userId: string, customerId: string, isNew: boolean): Promise<void> {
  if (isNew) {
    await deps.db
      .insert(subscriptions)
      .values({ userId, status: 'incomplete', provider: 'stripe', stripeCustomerId: customerId })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { stripeCustomerId: customerId } });
  } else {
    await deps.db.update(subscriptions).set({ stripeCustomerId: customerId, updatedAt: deps.now() }).where(eq(subscriptions.userId, userId));
  }
}
