import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * CROA records (docs/decisions/060): the disclosure acknowledgment (1679c(c): kept at least 2 years) and the signed
 * contract. Neither references "user" with a cascade: they outlive a deleted account for as long as the law asks.
 */
export const disclosureAcknowledgments = pgTable(
  'disclosure_acknowledgments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    textVersion: text('text_version').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).defaultNow().notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('disclosure_acknowledgments_user_idx').on(t.userId, t.acknowledgedAt.desc())],
);

export const subscriptionContracts = pgTable(
  'subscription_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    acknowledgmentId: uuid('acknowledgment_id')
      .notNull()
      .references(() => disclosureAcknowledgments.id),
    planType: text('plan_type', { enum: ['monthly', 'yearly'] }).notNull(),
    couponCode: text('coupon_code'),
    discountPercent: integer('discount_percent').notNull(),
    priceCents: integer('price_cents').notNull(),
    textVersion: text('text_version').notNull(),
    businessName: text('business_name').notNull(),
    businessAddress: text('business_address').notNull(),
    businessEmail: text('business_email').notNull(),
    signatureName: text('signature_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).defaultNow().notNull(),
    signedIp: text('signed_ip').notNull(),
    userAgent: text('user_agent'),
    /** The last day to cancel as printed on the notice ('YYYY-MM-DD') and the moment the window closes. */
    cancelByDate: text('cancel_by_date').notNull(),
    cancellationClosesAt: timestamp('cancellation_closes_at', { withTimezone: true }).notNull(),
    /** The zone the period is counted in (the person's, from their mailing address); null: the favourable fallback. */
    timeZone: text('time_zone'),
    /** When contracted services may start: the first business day after the period (docs/decisions/160). */
    servicesOpenAt: timestamp('services_open_at', { withTimezone: true }).notNull(),
    /** The state of the person's mailing address at signing (null: none given) and the business days to cancel it gave (decision 166). */
    personState: text('person_state'),
    cancellationBusinessDays: integer('cancellation_business_days').default(3).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Signed in local demo mode without a configured business: the contract says it is a demonstration. */
    demo: boolean('demo').default(false).notNull(),
    /** How the cancellation reached us: in the app, or the signed link of the contract email. */
    cancelledVia: text('cancelled_via', { enum: ['app', 'email-link'] }),
    /** Set once the contract started a plan (free trial, checkout or local activation): it cannot start another. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('subscription_contracts_user_idx').on(t.userId, t.signedAt.desc())],
);

/** One row per person: the subscription state the app checks (Stripe's is mirrored into it by the webhooks). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] }).notNull(),
    planType: text('plan_type', { enum: ['monthly', 'yearly'] }),
    provider: text('provider', { enum: ['stripe', 'local', 'trial'] }).notNull(),
    contractId: uuid('contract_id').references(() => subscriptionContracts.id),
    discountPercent: integer('discount_percent').default(0).notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** End of the current period of service; the next charge (if any) falls on it. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** When access ends (free trial end, cancelled plan); null while it renews. The spec's subscriptionEnds. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').default(false).notNull(),
    paymentFailed: boolean('payment_failed').default(false).notNull(),
    trialUsed: boolean('trial_used').default(false).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    trialEndingNotifiedAt: timestamp('trial_ending_notified_at', { withTimezone: true }),
    /** Local demo mode only (docs/decisions/161): how far this account's clock was moved ahead. */
    demoClockSeconds: integer('demo_clock_seconds').default(0).notNull(),
    /** Set when the person was told that services started (one notification per plan). */
    servicesStartedNotifiedAt: timestamp('services_started_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('subscriptions_stripe_subscription_idx')
      .on(t.stripeSubscriptionId)
      .where(sql`${t.stripeSubscriptionId} is not null`),
    uniqueIndex('subscriptions_stripe_customer_idx')
      .on(t.stripeCustomerId)
      .where(sql`${t.stripeCustomerId} is not null`),
  ],
);

/** Stripe webhook events, each handled once (its id); processed_at stays null while a delivery failed. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).defaultNow().notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('billing_invoices_user_idx').on(t.userId, t.createdAt.desc())],
);
