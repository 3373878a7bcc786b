/** Plans, prices, coupons and subscription texts (spec 000 §2 Subscription, §8, §9), shared by server and web. */
import { z } from 'zod';

/** Spec 000 §9 prices, in integer cents. */
export const MONTHLY_PRICE_CENTS = 1999;
export const YEARLY_PRICE_CENTS = 19999;
export const YEARLY_DISCOUNT_LABEL = '20% OFF';
/** Displayed yearly savings: twelve monthly payments minus the yearly price. */
export const YEARLY_SAVINGS_CENTS = 12 * MONTHLY_PRICE_CENTS - YEARLY_PRICE_CENTS;

export const PLAN_TYPES = ['monthly', 'yearly'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export interface Plan {
  type: PlanType;
  basePriceCents: number;
  finalPriceCents: number;
  interval: 'month' | 'year';
  savingsCents: number;
}

/** Coupon discount state (spec 000 §3): 0, 25 or 100. */
export type CouponDiscount = 0 | 25 | 100;
export const FREE_TRIAL_COUPON = 'free-trial';
export const COUPONS: Readonly<Record<string, Exclude<CouponDiscount, 0>>> = { [FREE_TRIAL_COUPON]: 100, welcome25: 25 };

/** Case-insensitive (spec 000 §6); anything unknown is 0. */
export function couponDiscount(code: string | null | undefined): CouponDiscount {
  if (!code) return 0;
  return COUPONS[code.trim().toLowerCase()] ?? 0;
}

export function normalizeCoupon(code: string | null | undefined): string | null {
  const key = code?.trim().toLowerCase();
  return key && COUPONS[key] !== undefined ? key : null;
}

export function planFor(type: PlanType, discount: CouponDiscount = 0): Plan {
  const basePriceCents = type === 'monthly' ? MONTHLY_PRICE_CENTS : YEARLY_PRICE_CENTS;
  return {
    type,
    basePriceCents,
    finalPriceCents: Math.round((basePriceCents * (100 - discount)) / 100),
    interval: type === 'monthly' ? 'month' : 'year',
    savingsCents: type === 'yearly' ? YEARLY_SAVINGS_CENTS : 0,
  };
}

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Plan features as the landing page lists them (spec 000 §9). */
export const PLAN_FEATURES = [
  'Full credit report analysis',
  'AI-powered repair strategy',
  'Unlimited dispute letter generation',
  'Step-by-step action plan',
  'Progress tracking dashboard',
  'Email and text reminders',
  'Credit law strategy guides',
  'Credit score monitoring',
] as const;

/** The subscription screen's list (spec 000 §9). */
export const SUBSCRIPTION_FEATURES = [
  'Credit report analysis',
  'AI repair strategy',
  'Automated dispute letters',
  'Custom timeline and calendar',
  'Manual score correction for AI inaccuracies',
  'Real-time follow-up notifications',
  'Legal strategy guidance',
  'Progress tracking',
] as const;

export const SUBSCRIPTION_TEXT = {
  cardTitle: 'Start Your Credit Repair Journey',
  startFreeTrial: 'Start Free Trial',
  subscribeNow: (plan: Plan) => `Subscribe Now - ${formatUsd(plan.finalPriceCents)}/${plan.interval}`,
  autoRenew: 'Your subscription auto-renews until cancelled.',
  cancelAnytime: 'Cancel anytime. No long-term contracts.',
  genericError: 'There was an error processing your subscription. Please try again.',
  noCheckoutUrl: 'No checkout URL received',
  loginRequired: 'You need to be logged in to subscribe.',
  coupon100: 'Applied 100% discount for your first month.',
  coupon25: '25% discount applied to your subscription.',
  couponInvalid: 'The coupon code you entered is not valid.',
  activatedTitle: 'Subscription activated',
  trialActivated: 'Your free month has started. No card was needed and nothing will be charged.',
  localNoPayment:
    'No payment was taken: this server has no payment provider configured (STRIPE_SECRET_KEY is not set), so the plan was activated at once for free.',
  paymentFailed: 'Your last payment did not go through. Update your payment method to keep your subscription.',
  trialEnded: 'Your free month has ended. Choose a plan to continue; nothing is charged until you do.',
  required: 'This feature needs a subscription. Choose a plan on the Subscription page.',
  /** The screens' way to /subscription when a paid call answers 402 (src/web/components/SubscriptionRequired.tsx). */
  requiredTitle: 'This feature needs a subscription',
  requiredAction: 'Choose a plan',
} as const;

/** Server codes → HTTP: 402 SUBSCRIPTION_REQUIRED is what requireSubscription answers. */
export const SUBSCRIPTION_REQUIRED_CODE = 'SUBSCRIPTION_REQUIRED';

export const SUBSCRIPTION_STATUSES = ['none', 'trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The signed-in user's subscription as GET /api/subscription sends it. Dates are ISO 8601. */
export interface SubscriptionState {
  /** The spec's rule: the flag is true and, when an end date exists, that date is in the future. */
  subscribed: boolean;
  status: SubscriptionStatus;
  plan: PlanType | null;
  /** 'trial' is the free month (no card), 'local' a plan activated without a payment provider. */
  provider: 'stripe' | 'local' | 'trial' | null;
  /** When access ends (free trial end, or a cancelled plan's last day); null while it renews. */
  subscriptionEnds: string | null;
  /** Next charge, always at the end of a period of service already given; null when nothing more is charged. */
  nextChargeAt: string | null;
  nextChargeCents: number | null;
  cancelAtPeriodEnd: boolean;
  paymentFailed: boolean;
  trialEnded: boolean;
  /** The 3-business-day cancellation window of the signed contract (CROA §1679e); null without a contract. */
  cancellationDeadline: string | null;
  withinCancellationWindow: boolean;
  disclosureAcknowledgedAt: string | null;
  contractId: string | null;
  /** 'local' when no payment provider is configured: nothing is ever charged. */
  paymentsMode: 'stripe' | 'local';
}

export interface Invoice {
  id: string;
  amountCents: number;
  status: string;
  periodStart: string | null;
  periodEnd: string | null;
  paidAt: string | null;
  url: string | null;
}

export const checkoutRequestSchema = z.object({
  planType: z.enum(PLAN_TYPES, { message: 'Choose the monthly or the yearly plan.' }),
  couponCode: z.string().trim().max(64).nullable().optional(),
  contractId: z.uuid({ message: 'Sign the contract first.' }),
});

export const contractRequestSchema = z.object({
  planType: z.enum(PLAN_TYPES, { message: 'Choose the monthly or the yearly plan.' }),
  couponCode: z.string().trim().max(64).nullable().optional(),
  signatureName: z.string().trim().min(2, 'Type your full name to sign.').max(120, 'Your name is too long.'),
  agreed: z.literal(true, { message: 'Tick the box to agree to the contract.' }),
});

export const freeTrialRequestSchema = z.object({ contractId: z.uuid({ message: 'Sign the contract first.' }) });

export const couponRequestSchema = z.object({ code: z.string().trim().min(1, 'Enter a coupon code.').max(64) });
