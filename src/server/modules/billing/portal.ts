/** The Stripe Customer Portal: payment method changes, invoices and cancellation, on Stripe's pages. */
import { AppError } from '../../errors';
import type { BillingDeps } from './deps';
import { paymentProviderError } from './provider-errors';
import { findSubscription } from './state';

export const NO_PORTAL_MESSAGE = 'There is no card on file to manage: payments are not set up for this account.';

export async function createPortalSession(deps: BillingDeps, userId: string): Promise<{ url: string }> {
  const row = await findSubscription(deps.db, userId);
  if (!row?.stripeCustomerId) throw new AppError('CONFLICT', NO_PORTAL_MESSAGE);
  try {
    return { url: await deps.payments.createPortal(row.stripeCustomerId, `${deps.settings.appUrl}/settings`) };
  } catch (error) {
    throw paymentProviderError(deps, error, 'portal');
  }
}
