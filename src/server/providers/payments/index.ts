import type { Settings } from '../../env';
import { createLocalPayments } from './local';
import { createStripePayments } from './stripe';
import type { PaymentsProvider } from './types';

export type { CheckoutInput, PaymentsProvider, ProviderEvent, ProviderInvoice, ProviderSubscription } from './types';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the local provider, which takes no money. */
export function createPaymentsProvider(settings: Pick<Settings, 'stripe' | 'appUrl'>): PaymentsProvider {
  return settings.stripe ? createStripePayments(settings.stripe) : createLocalPayments(settings.appUrl);
}
