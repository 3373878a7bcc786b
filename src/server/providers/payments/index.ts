import type { Settings } from '../../env';
import { createStripePayments } from './stripe';
import type { PaymentsProvider } from './types';

export type { CheckoutInput, LocalPayments, PaymentsProvider, ProviderEvent, ProviderInvoice, ProviderSubscription, StripePayments } from './types';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the local provider, which takes no money. */
export function createPaymentsProvider(settings: Pick<Settings, 'stripe'>): PaymentsProvider {
  return settings.stripe ? createStripePayments(settings.stripe) : { kind: 'local', closeCustomer: async () => undefined };
}
