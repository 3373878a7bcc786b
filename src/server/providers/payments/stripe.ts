/** Payments through the Stripe SDK (docs/decisions/063-stripe-payments.md). */
import Stripe from 'stripe';
import { COUPONS, MONTHLY_PRICE_CENTS, YEARLY_PRICE_CENTS, type PlanType } from '../../../common/subscription';
import { PRODUCT_NAME } from '../../../common/brand';
import type { CheckoutInput, PaymentsProvider, ProviderEvent, ProviderInvoice, ProviderSubscription } from './types';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  priceMonthly?: string;
  priceYearly?: string;
  /** e.g. http://127.0.0.1:12111 in tests; unset → api.stripe.com. */
  apiUrl?: string;
}

const PRICE_LOOKUP_KEYS: Record<PlanType, string> = { monthly: 'credit_repair_monthly', yearly: 'credit_repair_yearly' };
const PRICE_CENTS: Record<PlanType, number> = { monthly: MONTHLY_PRICE_CENTS, yearly: YEARLY_PRICE_CENTS };
/** Stripe coupon ids of our percentage coupons; free-trial (100%) never goes through Stripe. */
const STRIPE_COUPON_ID = (percent: number) => `CREDIT_REPAIR_${percent}_OFF`;

function date(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function toSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items.data[0];
  const interval = item?.price.recurring?.interval;
  const metaPlan = sub.metadata?.planType;
  const planType: PlanType | null =
    metaPlan === 'monthly' || metaPlan === 'yearly' ? metaPlan : interval === 'month' ? 'monthly' : interval === 'year' ? 'yearly' : null;
  // Newer API versions keep the period on the item; older ones on the subscription.
  const legacyPeriodEnd = (sub as unknown as { current_period_end?: number }).current_period_end;
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status,
    planType,
    userId: sub.metadata?.userId ?? null,
    contractId: sub.metadata?.contractId ?? null,
    currentPeriodEnd: date(item?.current_period_end ?? legacyPeriodEnd),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    endedAt: date(sub.ended_at),
  };
}

function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const parent = (invoice as unknown as { parent?: { subscription_details?: { subscription?: string | { id: string } } } }).parent;
  const legacySubscription = (invoice as unknown as { subscription?: string | { id: string } }).subscription;
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer),
    subscriptionId: idOf(parent?.subscription_details?.subscription ?? legacySubscription),
    amountCents: invoice.amount_paid || invoice.amount_due,
    status: invoice.status ?? 'open',
    periodStart: date(invoice.period_start),
    periodEnd: date(invoice.period_end),
    paidAt: date(invoice.status_transitions?.paid_at),
    url: invoice.hosted_invoice_url ?? null,
  };
}

export function createStripePayments(options: StripeOptions): PaymentsProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    appInfo: { name: PRODUCT_NAME },
    ...(api
      ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
  const prices = new Map<PlanType, Promise<string>>();
  const coupons = new Map<number, Promise<string>>();

  /** The price id from settings, else the one with our lookup key, created on first use. */
  function priceId(plan: PlanType): Promise<string> {
    const configured = plan === 'monthly' ? options.priceMonthly : options.priceYearly;
    if (configured) return Promise.resolve(configured);
    let found = prices.get(plan);
    if (!found) {
      found = (async () => {
        const lookupKey = PRICE_LOOKUP_KEYS[plan];
        const existing = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
        if (existing.data[0]) return existing.data[0].id;
        const created = await stripe.prices.create({
          currency: 'usd',
          unit_amount: PRICE_CENTS[plan],
          recurring: { interval: plan === 'monthly' ? 'month' : 'year' },
          lookup_key: lookupKey,
          product_data: { name: 'Credit Repair Subscription' },
        });
        return created.id;
      })();
      found.catch(() => prices.delete(plan));
      prices.set(plan, found);
    }
    return found;
  }

  function couponId(percent: number): Promise<string> {
    let found = coupons.get(percent);
    if (!found) {
      const id = STRIPE_COUPON_ID(percent);
      found = (async () => {
        try {
          return (await stripe.coupons.retrieve(id)).id;
        } catch (error) {
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.statusCode !== 404) throw error;
          const name = Object.keys(COUPONS).find((code) => COUPONS[code] === percent) ?? `${percent}% off`;
          return (await stripe.coupons.create({ id, percent_off: percent, duration: 'forever', name })).id;
        }
      })();
      found.catch(() => coupons.delete(percent));
      coupons.set(percent, found);
    }
    return found;
  }

  return {
    kind: 'stripe',
    chargesMoney: true,

    async createCheckout(input: CheckoutInput) {
      const customerId = input.customerId ?? (await stripe.customers.create({ email: input.email, metadata: { userId: input.userId } })).id;
      const metadata = { userId: input.userId, contractId: input.contractId, planType: input.planType };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: input.userId,
        line_items: [{ price: await priceId(input.planType), quantity: 1 }],
        ...(input.discountPercent > 0 ? { discounts: [{ coupon: await couponId(input.discountPercent) }] } : {}),
        // The first charge falls at the end of the first period of service, never in advance (15 U.S.C. 1679b(b)).
        subscription_data: { trial_end: Math.floor(input.firstChargeAt.getTime() / 1000), metadata },
        payment_method_collection: 'always',
        metadata,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      return { url: session.url ?? null, customerId };
    },

    async createPortal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },

    async getSubscription(id) {
      return toSubscription(await stripe.subscriptions.retrieve(id));
    },

    async getInvoice(id) {
      return toInvoice(await stripe.invoices.retrieve(id));
    },

    async cancelNow(id) {
      return toSubscription(await stripe.subscriptions.cancel(id));
    },

    async cancelAtPeriodEnd(id) {
      return toSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: true }));
    },

    async closeCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        if ((error as { code?: string }).code !== 'resource_missing') throw error;
      }
    },

    parseEvent(rawBody, signature) {
      if (!signature) throw new Error('No Stripe-Signature header.');
      const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      return { id: event.id, type: event.type, object: event.data.object as unknown as ProviderEvent['object'] };
    },
  };
}
