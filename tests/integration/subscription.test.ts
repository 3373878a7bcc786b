import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { errorResponse, AppError } from '../../src/server/errors';
import type { AppEnv } from '../../src/server/http/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponDiscount } from '../../src/common/subscription';
import { sendTrialEndingReminders } from '../../src/server/modules/billing/trial-reminders';
import { purgeExpiredCroaRecords } from '../../src/server/modules/billing/croa-retention';
import { disclosureAcknowledgments, subscriptionContracts } from '../../src/server/db/schema';
import { subscribe } from './helpers/subscribe';
import { canMailLetters, hasSubscription, requireSubscription } from '../../src/server/modules/billing/entitlements';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../mocks/stripe';
import { DATABASE_TARGETS } from './helpers/databases';
import { oneDatabaseTest } from './helpers/one-database';
import { signUp, type TestClient } from './helpers/client';
import { useTestServer } from './helpers/server';
import { TestSmtpServer } from './helpers/smtp';

interface State {
  subscribed: boolean;
  status: string;
  provider: string | null;
  plan: string | null;
  subscriptionEnds: string | null;
  nextChargeAt: string | null;
  nextChargeCents: number | null;
  paymentFailed: boolean;
  withinCancellationWindow: boolean;
  cancelAtPeriodEnd: boolean;
  contractId: string | null;
  paymentsMode: string;
  servicesOpenAt: string | null;
  servicesOpen: boolean;
  demoMode: boolean;
}

const BUSINESS_ADDRESS = '100 Main Street, Suite 2, Wilmington, DE 19801';
const DAY = 86_400_000;

async function state(client: TestClient): Promise<State> {
  const response = await client.get<{ subscription: State }>('/api/subscription');
  expect(response.status).toBe(200);
  return response.body.subscription;
}

async function signFor(client: TestClient, planType: 'monthly' | 'yearly', couponCode: string | null = null): Promise<string> {
  expect((await client.post('/api/subscription/disclosure')).status).toBe(201);
  const signed = await client.post<{ contract: { id: string } }>('/api/subscription/contract', {
    planType,
    couponCode,
    signatureName: 'Test User',
    agreed: true,
  });
  expect(signed.status).toBe(201);
  return signed.body.contract.id;
}

describe.each(DATABASE_TARGETS)('subscription with Stripe (local Stripe server) on %s', (target) => {
  let stripe: FakeStripe;
  const smtp = new TestSmtpServer();
  afterAll(async () => {
    await stripe?.close();
    await smtp.stop();
  });
  const app = useTestServer(target, async () => {
    stripe = await startFakeStripe();
    return {
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      BUSINESS_NAME: 'Credit Repair Test Co.',
      BUSINESS_ADDRESS,
      BUSINESS_EMAIL: 'cancel@credit-repair.example',
      SMTP_URL: await smtp.start(),
    };
  });

  beforeAll(() => {
    stripe.webhookUrl = `${app.url}/api/webhooks/stripe`;
  });

  const db = () => app.server.database.db;

  it('keeps CROA records 5 years after signing once the account is gone, and while it exists (decision 125)', async () => {
    const now = new Date('2031-06-01T12:00:00Z');
    const { client, userId } = await signUp(app.url);
    await subscribe(client, 'monthly', { waitForServices: true });
    const sixYearsAgo = new Date('2025-05-01T12:00:00Z');
    const lastYear = new Date('2030-05-01T12:00:00Z');
    await db()
      .update(disclosureAcknowledgments)
      .set({ acknowledgedAt: sixYearsAgo })
      .where(sql`${disclosureAcknowledgments.userId} = ${userId}`);
    await db()
      .update(subscriptionContracts)
      .set({ signedAt: sixYearsAgo })
      .where(sql`${subscriptionContracts.userId} = ${userId}`);
    const record = (userIdOf: string, at: Date) => ({ userId: userIdOf, textVersion: 't', acknowledgedAt: at, ipAddress: '192.0.2.1' });
    const [oldAck, recentAck] = await db()
      .insert(disclosureAcknowledgments)
      .values([record('deleted-account-1', sixYearsAgo), record('deleted-account-2', lastYear)])
      .returning({ id: disclosureAcknowledgments.id });
    const contract = (userIdOf: string, ack: string, at: Date) => ({
      userId: userIdOf,
      acknowledgmentId: ack,
      planType: 'monthly' as const,
      discountPercent: 0,
      priceCents: 1999,
      textVersion: 't',
      businessName: 'b',
      businessAddress: 'a',
      businessEmail: 'e',
      signatureName: 's',
      signedAt: at,
      signedIp: '192.0.2.1',
      cancelByDate: '2025-05-06',
      cancellationClosesAt: at,
      servicesOpenAt: at,
    });
    await db()
      .insert(subscriptionContracts)
      .values([contract('deleted-account-1', oldAck!.id, sixYearsAgo), contract('deleted-account-2', recentAck!.id, lastYear)]);

    expect(await purgeExpiredCroaRecords(db(), now)).toEqual({ contracts: 1, acknowledgments: 1 });
    const left = await db()
      .select({ userId: disclosureAcknowledgments.userId })
      .from(disclosureAcknowledgments)
      .where(sql`${disclosureAcknowledgments.userId} in (${userId}, 'deleted-account-1', 'deleted-account-2')`);
    expect(left.map((r) => r.userId).sort()).toEqual(['deleted-account-2', userId].sort());
    expect(await purgeExpiredCroaRecords(db(), now)).toEqual({ contracts: 0, acknowledgments: 0 });
  });

  oneDatabaseTest(target, 'a free user is not subscribed, and paid work is refused until the window closes', async () => {
    const { client, userId } = await signUp(app.url);
    const initial = await state(client);
    expect(initial).toMatchObject({ subscribed: false, status: 'none', paymentsMode: 'stripe', contractId: null });
    expect(await hasSubscription(db(), userId)).toBe(false);
    expect(await canMailLetters(db(), userId)).toBe(false);
  });

  oneDatabaseTest(target, 'checks coupons case-insensitively', async () => {
    const { client } = await signUp(app.url);
    expect((await client.post('/api/subscription/coupons/check', { code: 'FREE-TRIAL' })).body).toEqual({ discount: 100 });
    expect((await client.post('/api/subscription/coupons/check', { code: 'Welcome25' })).body).toEqual({ discount: 25 });
    const bad = await client.post<{ message: string }>('/api/subscription/coupons/check', { code: 'half-off' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The coupon code you entered is not valid.');
    expect(couponDiscount(' WELCOME25 ')).toBe(25);
  });

  it('limits subscription calls (they send email and call Stripe) to 30 a user an hour', async () => {
    const { client } = await signUp(app.url);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await client.post('/api/subscription/coupons/check', { code: 'welcome25' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Reading the state stays open.
    expect((await client.get('/api/subscription')).status).toBe(200);
  });

  oneDatabaseTest(target, 'needs the disclosure before the contract, and emails both documents as PDFs', async () => {
    const { client, email } = await signUp(app.url);
    const early = await client.post<{ message: string }>('/api/subscription/contract', { planType: 'monthly', signatureName: 'Test User', agreed: true });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/Consumer Credit File Rights/);
    const unsigned = await client.post('/api/subscription/contract', { planType: 'monthly', signatureName: 'Test User', agreed: false });
    expect(unsigned.status).toBe(400);

    const preview = await client.get<{ sections: Array<{ title: string; paragraphs: string[] }>; terms: { cancelByDate: string } }>(
      '/api/subscription/contract/preview?planType=monthly',
    );
    expect(preview.status).toBe(200);
    const text = JSON.stringify(preview.body.sections);
    expect(text).toContain(BUSINESS_ADDRESS);
    expect(text).toContain('$19.99 for each month of service');
    expect(text).toContain('For the estimated period of 6 months the total is $119.94');

    await signFor(client, 'monthly');
    const mail = await smtp.waitFor(email, /contract/i);
    expect(mail.raw).toContain('consumer-credit-file-rights.pdf');
    expect(mail.raw).toContain('credit-repair-contract.pdf');
    expect(mail.raw).toContain('application/pdf');

    const pdf = await fetch(`${app.url}/api/subscription/documents/contract.pdf`, { headers: { Cookie: client.cookieHeader() } });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const disclosure = await fetch(`${app.url}/api/subscription/documents/disclosure.pdf`, { headers: { Cookie: client.cookieHeader() } });
    expect(disclosure.headers.get('content-type')).toBe('application/pdf');
  });

  oneDatabaseTest(target, 'checkout: a subscription-mode session, the coupon as a Stripe coupon, the first charge after the first month', async () => {
    const { client, userId } = await signUp(app.url);
    const contractId = await signFor(client, 'monthly', 'WELCOME25');
    const before = Date.now();
    const checkout = await client.post<{ url: string }>('/api/subscription/create-checkout', { planType: 'monthly', couponCode: 'welcome25', contractId });
    expect(checkout.status).toBe(200);
    expect(checkout.body.url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const request = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(request?.form).toMatchObject({ mode: 'subscription', client_reference_id: userId, payment_method_collection: 'always' });
    const coupon = (request?.form.discounts as Array<{ coupon: string }>)[0]?.coupon ?? '';
    expect(stripe.coupons.get(coupon)).toMatchObject({ percent_off: 25, duration: 'forever' });
    const trialEnd = Number((request?.form.subscription_data as { trial_end: string }).trial_end) * 1000;
    expect(trialEnd - before).toBeGreaterThan(27 * DAY);
    expect(trialEnd - before).toBeLessThan(32 * DAY);
    // Still not subscribed: only the webhook says the checkout completed.
    expect((await state(client)).subscribed).toBe(false);

    // The plan or coupon must be the contract's.
    const other = await signFor(client, 'yearly');
    const mismatch = await client.post('/api/subscription/create-checkout', { planType: 'monthly', couponCode: null, contractId: other });
    expect(mismatch.status).toBe(409);
  });

  oneDatabaseTest(target, 'answers Stripe errors and a missing checkout url with a message, and stores nothing', async () => {
    const { client } = await signUp(app.url);
    const contractId = await signFor(client, 'monthly');
    stripe.failNext('/v1/checkout/sessions', { status: 402, type: 'card_error', message: 'Your card was declined.', code: 'card_declined' });
    const failed = await client.post<{ code: string; message: string }>('/api/subscription/create-checkout', {
      planType: 'monthly',
      couponCode: null,
      contractId,
    });
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe('PAYMENT_PROVIDER_ERROR');
    stripe.omitUrlNext();
    const noUrl = await client.post<{ message: string }>('/api/subscription/create-checkout', { planType: 'monthly', couponCode: null, contractId });
    expect(noUrl.status).toBe(502);
    expect(noUrl.body.message).toBe('No checkout URL received');
    expect((await state(client)).subscribed).toBe(false);
  });

  it('webhooks: a bad signature is refused, events are handled once, and order does not matter', async () => {
    const { client, userId, email } = await signUp(app.url);
    const contractId = await signFor(client, 'monthly');
    const checkout = await client.post<{ url: string }>('/api/subscription/create-checkout', { planType: 'monthly', couponCode: null, contractId });
    const sessionId = checkout.body.url.split('/').at(-1) ?? '';
    const { events, subscription } = stripe.completeCheckout(sessionId);

    const forged = await stripe.deliver(events[1]!, { secret: 'whsec_not_the_right_one' });
    expect(forged.status).toBe(400);
    const noSignature = await fetch(stripe.webhookUrl!, { method: 'POST', body: JSON.stringify(events[1]), headers: { 'Content-Type': 'application/json' } });
    expect(noSignature.status).toBe(400);
    expect((await state(client)).subscribed).toBe(false);

    // checkout.session.completed before customer.subscription.created: the subscription is read from Stripe anyway.
    expect((await stripe.deliver(events[1]!)).body).toEqual({ received: true, outcome: 'processed' });
    expect((await stripe.deliver(events[0]!)).body).toEqual({ received: true, outcome: 'processed' });
    const active = await state(client);
    expect(active).toMatchObject({
      subscribed: true,
      status: 'active',
      provider: 'stripe',
      plan: 'monthly',
      nextChargeCents: 1999,
      withinCancellationWindow: true,
    });
    expect(new Date(active.nextChargeAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(await hasSubscription(db(), userId)).toBe(true);
    // Inside the 3 business days nothing is mailed.
    expect(await canMailLetters(db(), userId)).toBe(false);

    // A replayed event is recognised and does nothing more.
    expect((await stripe.deliver(events[1]!)).body).toEqual({ received: true, outcome: 'duplicate' });
    const notifications = await client.get<{ notifications: Array<{ type: string }> }>('/api/notifications');
    expect(notifications.body.notifications.filter((n) => n.type === 'SUBSCRIPTION_ACTIVATED')).toHaveLength(1);
    await smtp.waitFor(email, /Welcome/i);

    // An old "updated" event (still trialing) arriving after the deletion does not bring the plan back.
    const stale = stripe.event('customer.subscription.updated', { ...subscription });
    stripe.subscriptions.get(subscription.id)!.status = 'canceled';
    stripe.subscriptions.get(subscription.id)!.ended_at = Math.floor(Date.now() / 1000);
    await stripe.deliver(stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subscription.id)!));
    await stripe.deliver(stale);
    expect(await state(client)).toMatchObject({ subscribed: false, status: 'canceled' });
  });

  oneDatabaseTest(target, 'payment failed shows the banner state and emails; a paid invoice is listed and clears it', async () => {
    const { client, email, userId } = await signUp(app.url);
    const contractId = await signFor(client, 'yearly');
    const checkout = await client.post<{ url: string }>('/api/subscription/create-checkout', { planType: 'yearly', couponCode: null, contractId });
    const { events, subscription } = stripe.completeCheckout(checkout.body.url.split('/').at(-1) ?? '');
    for (const event of events) await stripe.deliver(event);
    expect((await state(client)).plan).toBe('yearly');

    const failed = stripe.invoiceFor(subscription.id, false);
    await stripe.deliver(stripe.event('invoice.payment_failed', failed));
    expect(await state(client)).toMatchObject({ paymentFailed: true, status: 'past_due', subscribed: true });
    await smtp.waitFor(email, /did not go through/i);

    const paid = stripe.invoiceFor(subscription.id, true);
    await stripe.deliver(stripe.event('invoice.paid', paid));
    expect(await state(client)).toMatchObject({ paymentFailed: false, status: 'active' });
    const invoices = await client.get<{ invoices: Array<{ id: string; amountCents: number; status: string }> }>('/api/subscription/invoices');
    expect(invoices.body.invoices.map((i) => [i.id, i.amountCents, i.status])).toEqual([
      [paid.id, 19999, 'paid'],
      [failed.id, 19999, 'open'],
    ]);
    await smtp.waitFor(email, /receipt/i);

    const portal = await client.post<{ url: string }>('/api/subscription/portal');
    expect(portal.body.url).toBe(`${stripe.url}/portal/${String(subscription.customer)}`);

    // A second user sees none of it.
    const second = await signUp(app.url);
    expect((await second.client.get<{ invoices: unknown[] }>('/api/subscription/invoices')).body.invoices).toEqual([]);
    expect((await second.client.get('/api/subscription/documents/contract.pdf')).status).toBe(404);
    expect((await second.client.post('/api/subscription/create-checkout', { planType: 'yearly', couponCode: null, contractId })).status).toBe(404);
    expect((await second.client.post('/api/subscription/portal')).status).toBe(409);
    expect(await hasSubscription(db(), second.userId)).toBe(false);
    expect(await hasSubscription(db(), userId)).toBe(true);
  });

  oneDatabaseTest(target, 'cancel inside the window ends the Stripe subscription now, with nothing charged', async () => {
    const { client, email, userId } = await signUp(app.url);
    const contractId = await signFor(client, 'monthly');
    const checkout = await client.post<{ url: string }>('/api/subscription/create-checkout', { planType: 'monthly', couponCode: null, contractId });
    const { events, subscription } = stripe.completeCheckout(checkout.body.url.split('/').at(-1) ?? '');
    for (const event of events) await stripe.deliver(event);
    const cancelled = await client.post<{ inWindow: boolean; subscription: State }>('/api/subscription/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.inWindow).toBe(true);
    expect(cancelled.body.subscription).toMatchObject({ subscribed: false, status: 'canceled' });
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe('canceled');
    expect(stripe.invoices.size === 0 || [...stripe.invoices.values()].every((i) => i.customer !== subscription.customer)).toBe(true);
    expect(await canMailLetters(db(), userId)).toBe(false);
    await smtp.waitFor(email, /cancellation is confirmed/i);
    expect((await client.post('/api/subscription/cancel')).status).toBe(409);
  });

  oneDatabaseTest(target, 'after the window: letters may be mailed, and Cancel stops charges at the end of the period', async () => {
    const { client, userId } = await signUp(app.url);
    const contractId = await signFor(client, 'monthly');
    const checkout = await client.post<{ url: string }>('/api/subscription/create-checkout', { planType: 'monthly', couponCode: null, contractId });
    const { events, subscription } = stripe.completeCheckout(checkout.body.url.split('/').at(-1) ?? '');
    for (const event of events) await stripe.deliver(event);
    // With real payments there is no demo clock (404): only time ends the period, here moved in the database.
    expect((await client.post('/api/subscription/demo/skip-ahead')).status).toBe(404);
    expect(await canMailLetters(db(), userId)).toBe(false);
    await db().execute(
      sql`update subscription_contracts set cancellation_closes_at = now() - interval '1 hour', services_open_at = now() - interval '1 hour' where id = ${contractId}`,
    );
    expect(await canMailLetters(db(), userId)).toBe(true);
    const cancelled = await client.post<{ inWindow: boolean; subscription: State }>('/api/subscription/cancel');
    expect(cancelled.body.inWindow).toBe(false);
    expect(cancelled.body.subscription).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true, nextChargeAt: null });
    expect(stripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);
  });
});

describe.each(DATABASE_TARGETS)('subscription without payment keys (local provider) on %s', (target) => {
  const app = useTestServer(target);

  oneDatabaseTest(target, 'activates at once, says no payment was taken, and refuses the webhook', async () => {
    const { client } = await signUp(app.url);
    expect((await state(client)).paymentsMode).toBe('local');
    const contractId = await signFor(client, 'monthly');
    const checkout = await client.post<{ url: string }>('/api/subscription/create-checkout', { planType: 'monthly', couponCode: null, contractId });
    expect(checkout.body.url).toBe('http://app.test/subscription/complete?provider=local');
    expect(await state(client)).toMatchObject({ subscribed: true, provider: 'local', nextChargeAt: null, withinCancellationWindow: true });
    const notifications = await client.get<{ notifications: Array<{ type: string; message: string }> }>('/api/notifications');
    expect(notifications.body.notifications[0]).toMatchObject({ type: 'SUBSCRIPTION_ACTIVATED' });
    expect(notifications.body.notifications[0]?.message).toMatch(/No payment was taken/);
    // The contract starts one plan only.
    expect((await client.post('/api/subscription/create-checkout', { planType: 'monthly', couponCode: null, contractId })).status).toBe(409);
    expect((await fetch(`${app.url}/api/webhooks/stripe`, { method: 'POST', body: '{}' })).status).toBe(404);
  });

  oneDatabaseTest(target, 'requireSubscription: 402 for a free user, through for a subscriber, and one plan never serves another person', async () => {
    // A paid route as other modules mount it: requireSession puts the user on the context, then requireSubscription.
    const paid = new Hono<AppEnv>();
    paid.onError((error) => errorResponse(error instanceof AppError ? error : new AppError('INTERNAL_ERROR')));
    paid.use('*', async (c, next) => {
      c.set('userId', c.req.header('x-user') ?? '');
      await next();
    });
    paid.use('/letters/*', requireSubscription(app.server.database.db));
    paid.get('/letters/mine', (c) => c.json({ ok: true }));

    const subscriber = await signUp(app.url);
    const free = await signUp(app.url);
    const contractId = await signFor(subscriber.client, 'monthly');
    await subscriber.client.post('/api/subscription/create-checkout', { planType: 'monthly', couponCode: null, contractId });

    const ask = (userId: string) => paid.request('/letters/mine', { headers: { 'x-user': userId } });
    // During the 3 business days: refused with the opening moment and the deadline (docs/decisions/160).
    const waiting = await ask(subscriber.userId);
    expect(waiting.status).toBe(403);
    const body = (await waiting.json()) as { code: string; message: string; services_open_at: string; cancel_until: string };
    expect(body).toMatchObject({ code: 'SERVICES_NOT_YET_OPEN', services_open_at: (await state(subscriber.client)).servicesOpenAt });
    expect(body.message).toContain('Your services start on');
    expect(body.cancel_until).toMatch(/^midnight at the end of \w+day, /);
    const moved = await subscriber.client.post<{ subscription: State }>('/api/subscription/demo/skip-ahead');
    expect(moved.status).toBe(200);
    expect(moved.body.subscription).toMatchObject({ servicesOpen: true, demoMode: true });
    expect((await ask(subscriber.userId)).status).toBe(200);
    const refused = await ask(free.userId);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
    // The free user cannot start a plan from the subscriber's contract, nor read it.
    expect((await free.client.post('/api/subscription/apply-free-trial', { contractId })).status).toBe(404);
    expect((await free.client.get('/api/subscription/documents/contract.pdf')).status).toBe(404);
    expect((await state(free.client)).subscribed).toBe(false);
  });

  oneDatabaseTest(target, 'free trial: a free month without a card, once per account, and over when its end date passes', async () => {
    const { client, userId } = await signUp(app.url);
    const notTrial = await signFor(client, 'monthly');
    expect((await client.post('/api/subscription/apply-free-trial', { contractId: notTrial })).status).toBe(409);
    const contractId = await signFor(client, 'monthly', 'Free-Trial');
    const started = await client.post<{ subscription: State }>('/api/subscription/apply-free-trial', { contractId });
    expect(started.status).toBe(200);
    expect(started.body.subscription).toMatchObject({ subscribed: true, status: 'trialing', provider: 'trial', nextChargeAt: null });
    const ends = new Date(started.body.subscription.subscriptionEnds ?? 0).getTime();
    expect(ends - Date.now()).toBeGreaterThan(27 * DAY);
    expect(ends - Date.now()).toBeLessThan(32 * DAY);
    expect(await hasSubscription(app.server.database.db, userId)).toBe(true);

    // The spec's rule: with an end date in the past, the flag alone does not make a subscriber.
    await app.server.database.db.execute(sql`update subscriptions set ends_at = now() - interval '1 minute' where user_id = ${userId}`);
    expect(await state(client)).toMatchObject({ subscribed: false, trialEnded: true });
    const again = await client.post<{ message: string }>('/api/subscription/contract', {
      planType: 'monthly',
      couponCode: 'free-trial',
      signatureName: 'Test User',
      agreed: true,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The free trial can be used once per account.');
  });

  oneDatabaseTest(target, 'free trial: the ends-soon email goes once, 3 days before the end', async () => {
    const { client, userId } = await signUp(app.url);
    const contractId = await signFor(client, 'monthly', 'free-trial');
    await client.post('/api/subscription/apply-free-trial', { contractId });
    const billing = app.server.app.billing;
    expect(await sendTrialEndingReminders(billing)).toBe(0);
    await app.server.database.db.execute(sql`update subscriptions set ends_at = now() + interval '2 days' where user_id = ${userId}`);
    expect(await sendTrialEndingReminders(billing)).toBe(1);
    expect(await sendTrialEndingReminders(billing)).toBe(0);
  });

  oneDatabaseTest(target, 'signed out: 401 on every subscription call', async () => {
    const response = await fetch(`${app.url}/api/subscription/create-checkout`, {
      method: 'POST',
      headers: { Origin: 'http://app.test', 'Content-Type': 'application/json' },
      body: JSON.stringify({ planType: 'monthly', couponCode: null, contractId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(response.status).toBe(401);
  });
});
