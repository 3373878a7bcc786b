import type { PlanType } from '../../../common/subscription';

export interface CheckoutInput {
  userId: string;
  email: string;
  /** The person's Stripe customer, when one was made before. */
  customerId: string | null;
  planType: PlanType;
  /** 0 or 25 (the free trial never reaches the payment provider). */
  discountPercent: number;
  contractId: string;
  /** The first charge: the end of the first period of service (docs/decisions/061). */
  firstChargeAt: Date;
  successUrl: string;
  cancelUrl: string;
  /** Starts the plan at once without taking money: what the local provider does instead of a checkout page. */
  startWithoutPayment: () => Promise<void>;
}

/** Stripe's statuses: incomplete, incomplete_expired, trialing, active, past_due, canceled, unpaid, paused. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: string;
  planType: PlanType | null;
  userId: string | null;
  contractId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
}

export interface ProviderInvoice {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  amountCents: number;
  status: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  paidAt: Date | null;
  url: string | null;
}

export interface ProviderEvent {
  id: string;
  type: string;
  /** The event's object: a checkout session, subscription or invoice. */
  object: Record<string, unknown> & { id?: string; object?: string };
}

/**
 * A payment provider (docs/decisions/063): Stripe, or without STRIPE_SECRET_KEY the local provider, which takes no
 * money and says so. Callers call these methods and never ask which provider it is; `kind` is only reported to the
 * screens.
 */
export interface PaymentsProvider {
  readonly kind: 'stripe' | 'local';
  /** False for the local provider: nothing is ever charged (the app runs as a labelled demo, decision 161). */
  readonly chargesMoney: boolean;
  /** A checkout page's url; the local provider starts the plan now and returns where the person goes next. */
  createCheckout(input: CheckoutInput): Promise<{ url: string | null; customerId: string | null }>;
  createPortal(customerId: string, returnUrl: string): Promise<string>;
  getSubscription(id: string): Promise<ProviderSubscription>;
  getInvoice(id: string): Promise<ProviderInvoice>;
  /** Ends it now (inside the cancellation window: nothing has been charged). */
  cancelNow(id: string): Promise<ProviderSubscription>;
  /** No further charges; service continues to the end of the period already running. */
  cancelAtPeriodEnd(id: string): Promise<ProviderSubscription>;
  /**
   * Account deletion: the customer is deleted at Stripe, which ends its subscriptions at once (no further charge);
   * invoices stay on Stripe's side as billing records. A customer already gone is fine (idempotent).
   */
  closeCustomer(customerId: string): Promise<void>;
  /** Verifies the Stripe-Signature header against the raw body; throws when it does not match. */
  parseEvent(rawBody: string, signature: string | undefined): ProviderEvent;
}
