/**
 * Cancelling from the signed link of the contract email (issue 23, 1679e), without signing in; no expiry (the right
 * to cancel ends by date, not by link). The GET shows a confirmation page (mail scanners open links); the POST
 * cancels and the contract records `cancelled_via = 'email-link'`.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { subscriptionContracts } from '../../db/schema';
import { cancelSubscription } from './cancel';
import { verifyCancelToken } from './cancel-link-token';
import type { BillingDeps } from './deps';
import { findRecipient } from './recipient';
import { findSubscription, isEntitled, accountNow, type ContractRow } from './state';

export const CANCEL_LINK_TEXT = {
  title: 'Cancel your contract',
  confirm: (signedOn: string) => `Cancel the credit repair contract you signed on ${signedOn}? Inside your business days to cancel nothing is charged.`,
  button: 'Cancel my contract',
  done: 'Your contract is cancelled. A confirmation email is on its way.',
  already: 'This contract is already cancelled, or its plan has ended. Nothing was changed.',
  invalid: 'This cancel link is not valid. Nothing was changed. Sign in and use Settings → Subscription → Cancel, or write to us.',
  footer: 'You can also cancel in the app (Settings → Subscription) or by mailing the notice of cancellation.',
} as const;

/** The contract a token names (any state), or null when the token is not valid. */
export async function contractOfLink(deps: BillingDeps, token: string | undefined): Promise<ContractRow | null> {
  const contractId = verifyCancelToken(deps.settings.sessionSecret, token);
  if (!contractId) return null;
  const [row] = await deps.db.select().from(subscriptionContracts).where(eq(subscriptionContracts.id, contractId)).limit(1);
  return row ?? null;
}

/** Cancels what the contract started (the plan it runs, or the contract alone when no plan started yet). */
export async function cancelByLink(deps: BillingDeps, contract: ContractRow): Promise<'cancelled' | 'already'> {
  if (contract.cancelledAt) return 'already';
  const user = await findRecipient(deps.db, contract.userId);
  if (!user) return 'already';
  const row = await findSubscription(deps.db, contract.userId);
  if (row?.contractId === contract.id) {
    if (!isEntitled(row, accountNow(row, deps.now())) || row.cancelAtPeriodEnd) return 'already';
    await cancelSubscription(deps, user, 'email-link');
    return 'cancelled';
  }
  if (contract.usedAt) return 'already';
  const done = await deps.db
    .update(subscriptionContracts)
    .set({ cancelledAt: deps.now(), cancelledVia: 'email-link' })
    .where(and(eq(subscriptionContracts.id, contract.id), isNull(subscriptionContracts.cancelledAt)))
    .returning({ id: subscriptionContracts.id });
  return done.length ? 'cancelled' : 'already';
}
