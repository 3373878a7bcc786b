/**
 * Payments without STRIPE_SECRET_KEY: a plan starts at once and nothing is ever charged (the screens say so, and the
 * app runs as a labelled demo, decision 161). Nothing is held outside the app, so there is no customer, portal,
 * subscription or webhook to reach: a call that needs one means the subscription was made with Stripe on a server
 * that has since lost its keys, and it is refused rather than pretended.
 */
import { AppError } from '../../errors';
import type { PaymentsProvider } from './types';

function noProvider(): never {
  throw new Error('Stripe is not configured on this server (STRIPE_SECRET_KEY is not set).');
}

export function createLocalPayments(appUrl: string): PaymentsProvider {
  return {
    kind: 'local',
    chargesMoney: false,
    async createCheckout(input) {
      await input.startWithoutPayment();
      return { url: `${appUrl}/subscription/complete?provider=local`, customerId: null };
    },
    createPortal: async () => noProvider(),
    getSubscription: async () => noProvider(),
    getInvoice: async () => noProvider(),
    cancelNow: async () => noProvider(),
    cancelAtPeriodEnd: async () => noProvider(),
    closeCustomer: async () => undefined,
    parseEvent() {
      throw new AppError('NOT_FOUND', 'Stripe is not configured on this server.');
    },
  };
}
