/** Plans, prices, coupons and subscription texts (spec 000 §2 Subscription, §8, §9), shared by server and web. */
import { z } from 'zod';
import { ordinalDay, type StateDisclosure } from './state-credit-services';

/** Spec 000 §9 prices, in integer cents. */
export const MONTHLY_PRICE_CENTS = 1999;
export const YEARLY_PRICE_CENTS = 19999;
/** Displayed yearly savings: twelve monthly payments minus the yearly price. */
export const YEARLY_SAVINGS_CENTS = 12 * MONTHLY_PRICE_CENTS - YEARLY_PRICE_CENTS;
/**
 * The spec's "20% OFF" yields to the computed figure (FTC Act §5, CROA 1679b(a)(3); docs/decisions/162): the yearly
 * price saves 39.89 of 239.88, 16.6% — rounded down to a tenth, so the label never overstates.
 */
export const YEARLY_DISCOUNT_PERCENT = Math.floor((YEARLY_SAVINGS_CENTS * 1000) / (12 * MONTHLY_PRICE_CENTS)) / 10;
export const YEARLY_DISCOUNT_LABEL = `${YEARLY_DISCOUNT_PERCENT}% OFF`;

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

/**
 * Plan features as the landing page lists them: the spec's list (000 §9) reduced to what this server provides, in
 * words that match what it does (docs/decisions/162). No text reminders (no SMS provider, decision 120), no credit
 * score monitoring (scores come only from the reports the person uploads), no legal guidance (the contract says
 * no legal advice is given).
 */
export const PLAN_FEATURES = [
  'Full credit report analysis',
  'A repair strategy from your own reports',
  'Dispute letters for the items you choose',
  'Step-by-step action plan',
  'Progress tracking between your reports',
  'Email reminders of dispute deadlines',
  'The credit law behind each finding, explained',
] as const;

/** The subscription screen's list (spec 000 §9), reduced the same way. */
export const SUBSCRIPTION_FEATURES = [
  'Credit report analysis',
  'AI repair strategy',
  'Dispute letters prepared for you to review and sign',
  'Custom timeline and calendar',
  'Manual score correction for AI inaccuracies',
  'In-app and email notifications of dispute deadlines',
  'Progress tracking',
] as const;

/** The one statement of what happens at the end of the free month (screens, contract, emails). */
export const FREE_MONTH_STATEMENT =
  'Your first month is free and no card is needed. When it ends, the service stops unless you choose a paid plan: nothing is ever charged unless you do.';

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
  notYetOpen: (opening: string, deadline: string, businessDays: number) =>
    `Your services start on ${opening}, after the ${businessDays} business days you have to cancel. Until ${deadline}, you may cancel without paying anything. Nothing you saved is lost by waiting.`,
  notYetOpenFallback: 'Your services start after the business days you have to cancel.',
  notYetOpenTitle: 'Your services have not started yet',
  servicesStartedTitle: 'Your services have started',
  servicesStarted: 'Your business days to cancel have passed: dispute letters, the repair plan, the calendar and progress tracking are open.',
  demoOnly: 'This works only in local demo mode.',
  businessNotConfigured:
    'Plans are not offered on this server yet: a credit repair contract must name the business, its postal address and an email address for cancellations, and the server has not been given them (BUSINESS_NAME, BUSINESS_ADDRESS, BUSINESS_EMAIL).',
} as const;

/** Server codes → HTTP: 402 SUBSCRIPTION_REQUIRED is what requireSubscription answers. */
export const SUBSCRIPTION_REQUIRED_CODE = 'SUBSCRIPTION_REQUIRED';
/**
 * 403 SERVICES_NOT_YET_OPEN: a contracted route during the cancellation period (docs/decisions/160). The body adds
 * `services_open_at` (ISO 8601) and `cancel_until` (the deadline sentence).
 */
export const SERVICES_NOT_YET_OPEN_CODE = 'SERVICES_NOT_YET_OPEN';

/** The name of the demo clock's button, exactly (issue 23). */
export const DEMO_SKIP_AHEAD_LABEL = 'Local demo: skip ahead 3 business days';

/** "Monday, November 30, 2026 at 12:00 AM (Eastern Standard Time)": how an opening moment is stated everywhere. */
export function openingStatement(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const date = at.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone });
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  return `${date} at ${time}${zone ? ` (${zone})` : ''}`;
}

/**
 * The one deadline sentence (contract, notice, emails, Settings, waiting screens): the last day, the zone and how
 * the days were counted. `closesAt` is midnight at the end of `lastDay` in `timeZone`.
 */
export function deadlineStatement(lastDay: string, timeZone: string, closesAt: string, businessDays: number): string {
  return `midnight at the end of ${deadlineDay(lastDay, timeZone, closesAt)}, the ${ordinalDay(businessDays)} business day after signing, not counting Saturdays, Sundays or federal holidays`;
}

/** The last day to cancel with its zone, "Monday, November 30, 2026 (Central Standard Time)": the notice's date. */
export function deadlineDay(lastDay: string, timeZone: string, closesAt: string): string {
  const day = new Date(`${lastDay}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
      .formatToParts(new Date(new Date(closesAt).getTime() - 1))
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return `${day} (${zone})`;
}

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
  /** When contracted services open (the first business day after the period); null without a plan. */
  servicesOpenAt: string | null;
  /** True when the person has a plan and its period is over: contracted screens may load their data. */
  servicesOpen: boolean;
  /** The zone the period is counted in, and the deadline sentence (null without a contract). */
  timeZone: string | null;
  cancellationDeadlineText: string | null;
  /**
   * The business days to cancel: of the contract when there is one, else what a contract signed now would give (the
   * longest of CROA's 3 and the state act's, from the person's mailing address; decision 166).
   */
  cancellationBusinessDays: number;
  /** The extra text of the person's state act for the disclosure step and the contract, or null. */
  stateDisclosure: StateDisclosure | null;
  /** Local demo mode (no payment keys, not https): the demo clock is offered. */
  demoMode: boolean;
  /** False when this server may not offer a plan (the contract could not name the business); the reason says why. */
  plansOffered: boolean;
  plansUnavailableReason: string | null;
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
