/**
 * Mirrors a Stripe subscription into our row by reading it again from Stripe, so the order in which webhook events
 * arrive does not matter: whatever arrives, the row ends up as Stripe has it now.
 */
import { eq, or } from 'drizzle-orm';
import { subscriptionContracts, subscriptions } from '../../db/schema';
import type { PaymentsProvider, ProviderSubscription } from '../../providers/payments';
import { announceActivation } from './activate';
import type { BillingDeps } from './deps';
import { sendWelcome } from './emails';
import { findRecipient } from './recipient';
import type { SubscriptionRow } from './state';

function ourStatus(status: string): SubscriptionRow['status'] {
  switch (status) {
    case 'active':
    case 'trialing': // our first month of service, before its charge (docs/decisions/061)
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    default: // canceled, incomplete_expired, unpaid, paused
      return 'canceled';
  }
}

/** Whose subscription it is: the userId we put in its metadata, else the row holding its id or customer. */
async function ownerOf(deps: BillingDeps, sub: ProviderSubscription): Promise<string | undefined> {
  if (sub.userId && (await findRecipient(deps.db, sub.userId))) return sub.userId;
  const [row] = await deps.db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(or(eq(subscriptions.stripeSubscriptionId, sub.id), eq(subscriptions.stripeCustomerId, sub.customerId)))
    .limit(1);
  return row?.userId;
}

export async function syncStripeSubscription(deps: BillingDeps, payments: PaymentsProvider, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  const sub = await payments.getSubscription(subscriptionId);
  const userId = await ownerOf(deps, sub);
  if (!userId) {
    deps.logger.warn({ subscriptionId }, 'Stripe subscription of no known person; ignored');
    return undefined;
  }
  const now = deps.now();
  const [previous] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  // An older subscription of the same person (e.g. one replaced by a new checkout) must not overwrite the current one.
  if (previous?.stripeSubscriptionId && previous.stripeSubscriptionId !== sub.id && previous.status !== 'canceled' && previous.status !== 'incomplete') {
    const current = await payments.getSubscription(previous.stripeSubscriptionId);
    if (ourStatus(current.status) !== 'canceled') return previous;
  }
  let discountPercent = previous?.discountPercent ?? 0;
  if (sub.contractId) {
    const [contract] = await deps.db.select().from(subscriptionContracts).where(eq(subscriptionContracts.id, sub.contractId)).limit(1);
    if (contract && contract.userId === userId) {
      discountPercent = contract.discountPercent;
      if (!contract.usedAt) await deps.db.update(subscriptionContracts).set({ usedAt: now }).where(eq(subscriptionContracts.id, contract.id));
    }
  }
  const status = ourStatus(sub.status);
  const sameSubscription = previous?.provider === 'stripe' && previous.stripeSubscriptionId === sub.id;
  const endsAt = status === 'canceled' ? (sub.endedAt ?? now) : sub.cancelAtPeriodEnd ? sub.currentPeriodEnd : null;
  const values = {
    userId,
    status,
    provider: 'stripe' as const,
    planType: sub.planType,
    contractId: sub.contractId ?? previous?.contractId ?? null,
    discountPercent,
    stripeCustomerId: sub.customerId,
    stripeSubscriptionId: sub.id,
    currentPeriodEnd: sub.currentPeriodEnd,
    endsAt,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    paymentFailed: status === 'past_due',
    activatedAt: (sameSubscription ? previous.activatedAt : null) ?? (status === 'active' ? now : null),
    updatedAt: now,
  };
  const [row] = await deps.db.insert(subscriptions).values(values).onConflictDoUpdate({ target: subscriptions.userId, set: values }).returning();
  const becameActive = status === 'active' && !(sameSubscription && previous.activatedAt);
  if (becameActive) {
    const user = await findRecipient(deps.db, userId);
    if (user) {
      await announceActivation(deps, user, 'Your plan is active. Nothing is charged before the end of your first period of service.');
      await sendWelcome(deps, user, { planType: sub.planType, discount: discountPercent, provider: 'stripe', firstChargeAt: sub.currentPeriodEnd });
    }
  }
  return row;
}
