/**
 * A local HTTP server that answers as the Stripe API does, for the parts the app uses: prices, coupons, customers,
 * Checkout Sessions, billing portal sessions, subscriptions, invoices, and Stripe's error answers. The real `stripe`
 * SDK talks to it (STRIPE_API_URL). It also plays Stripe's side of the journey: a hosted checkout page that, when
 * paid, completes the session, creates the subscription and delivers signed webhook events to the app.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Obj = Record<string, unknown> & { id: string };

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_local_server';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_local_server_secret';

const stripe = new Stripe(FAKE_STRIPE_SECRET_KEY);
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const key = part === '' && Array.isArray(node) ? node.length : part;
      if (last) {
        (node as Record<string | number, unknown>)[key] = value;
      } else {
        const nextIsIndex = /^\d*$/.test(parts[i + 1] ?? '');
        const container = node as Record<string | number, unknown>;
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Record<string, unknown>;
      }
    });
  }
  return out;
}

export interface FakeStripe {
  url: string;
  /** Where checkout completion sends its webhooks (the app's /api/webhooks/stripe). */
  webhookUrl: string | undefined;
  customers: Map<string, Obj>;
  prices: Map<string, Obj>;
  coupons: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  invoices: Map<string, Obj>;
  /** Requests as received: method, path and the parsed form. */
  requests: Array<{ method: string; path: string; form: Record<string, unknown> }>;
  /** The next request to this path answers this error (e.g. { status: 402, type: 'card_error', message }). */
  failNext(path: string, error: { status: number; type: string; message: string; code?: string }): void;
  /** The next Checkout Session is answered without its url. */
  omitUrlNext(): void;
  /** Completes a checkout session as a paying customer would: creates its subscription. Returns the events Stripe sends. */
  completeCheckout(sessionId: string): { session: Obj; subscription: Obj; events: Obj[] };
  /** An event of this type about this object, as Stripe delivers it. */
  event(type: string, object: Obj): Obj;
  /** The Stripe-Signature header for a payload (a wrong secret makes a bad one). */
  sign(payload: string, secret?: string): string;
  /** Delivers an event to webhookUrl, signed; returns the app's answer. */
  deliver(event: Obj, options?: { secret?: string }): Promise<{ status: number; body: unknown }>;
  /** Makes the first invoice of a subscription (paid or failed), as at the end of its first period. */
  invoiceFor(subscriptionId: string, paid: boolean): Obj;
  close(): Promise<void>;
}

function notFound(kind: string, id: string) {
  return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param: 'id' } } };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const coupons = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const requests: FakeStripe['requests'] = [];
  const failures = new Map<string, { status: number; type: string; message: string; code?: string }>();
  let baseUrl = '';
  let omitUrl = false;

  const list = (data: Obj[], path: string) => ({ object: 'list', data, has_more: false, url: path });

  function subscriptionObject(session: Obj): Obj {
    const form = session._form as Record<string, Record<string, unknown>>;
    const lineItems = form.line_items as unknown as Array<{ price: string }>;
    const price = prices.get(lineItems[0]?.price ?? '') ?? { id: lineItems[0]?.price ?? 'price_unknown', recurring: { interval: 'month' }, unit_amount: 1999 };
    const subData = (form.subscription_data ?? {}) as { trial_end?: string; metadata?: Record<string, string> };
    const start = now();
    const trialEnd = subData.trial_end ? Number(subData.trial_end) : undefined;
    const periodEnd = trialEnd ?? start + 30 * 86400;
    const id = newId('sub');
    const sub: Obj = {
      id,
      object: 'subscription',
      customer: session.customer,
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      trial_end: trialEnd ?? null,
      start_date: start,
      metadata: subData.metadata ?? {},
      discounts: [],
      items: {
        object: 'list',
        data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: periodEnd }],
        has_more: false,
      },
    };
    subscriptions.set(id, sub);
    return sub;
  }

  const fake: FakeStripe = {
    url: '',
    webhookUrl: undefined,
    customers,
    prices,
    coupons,
    sessions,
    subscriptions,
    invoices,
    requests,
    failNext(path, error) {
      failures.set(path, error);
    },
    omitUrlNext() {
      omitUrl = true;
    },
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const subscription = subscriptionObject(session);
      session.status = 'complete';
      session.subscription = subscription.id;
      return {
        session,
        subscription,
        events: [fake.event('customer.subscription.created', subscription), fake.event('checkout.session.completed', publicSession(session))],
      };
    },
    event(type, object) {
      return {
        id: newId('evt'),
        object: 'event',
        api_version: '2025-01-01',
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      };
    },
    sign(payload, secret = FAKE_STRIPE_WEBHOOK_SECRET) {
      return stripe.webhooks.generateTestHeaderString({ payload, secret });
    },
    async deliver(event, options = {}) {
      if (!fake.webhookUrl) throw new Error('webhookUrl is not set');
      const payload = JSON.stringify(event);
      const response = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': fake.sign(payload, options.secret) },
        body: payload,
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // keep the text
      }
      return { status: response.status, body };
    },
    invoiceFor(subscriptionId, paid) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const item = (sub.items as { data: Array<{ price: { unit_amount: number }; current_period_start: number; current_period_end: number }> }).data[0];
      const id = newId('in');
      const invoice: Obj = {
        id,
        object: 'invoice',
        customer: sub.customer,
        amount_due: item?.price.unit_amount ?? 0,
        amount_paid: paid ? (item?.price.unit_amount ?? 0) : 0,
        status: paid ? 'paid' : 'open',
        period_start: item?.current_period_start ?? now(),
        period_end: item?.current_period_end ?? now(),
        hosted_invoice_url: `${baseUrl}/invoices/${id}`,
        status_transitions: { paid_at: paid ? now() : null },
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      };
      invoices.set(id, invoice);
      if (!paid) sub.status = 'past_due';
      else if (sub.status === 'past_due' || sub.status === 'trialing') sub.status = 'active';
      return invoice;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function publicSession(session: Obj): Obj {
    const { _form: _ignored, ...rest } = session;
    return rest as Obj;
  }

  function api(method: string, path: string, form: Record<string, unknown>, query: URLSearchParams): { status: number; body: unknown } {
    let m: RegExpMatchArray | null;
    if (method === 'GET' && path === '/v1/prices') {
      const keys = [...query.entries()].filter(([k]) => k.startsWith('lookup_keys')).map(([, v]) => v);
      return {
        status: 200,
        body: list(
          [...prices.values()].filter((p) => keys.length === 0 || keys.includes(String(p.lookup_key))),
          path,
        ),
      };
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price: Obj = {
        id: newId('price'),
        object: 'price',
        active: true,
        currency: form.currency,
        unit_amount: Number(form.unit_amount),
        lookup_key: form.lookup_key ?? null,
        recurring: { interval: (form.recurring as { interval: string }).interval, interval_count: 1 },
        product: newId('prod'),
      };
      prices.set(price.id, price);
      return { status: 200, body: price };
    }
    if ((m = path.match(/^\/v1\/coupons\/([^/]+)$/)) && method === 'GET') {
      const coupon = coupons.get(decodeURIComponent(m[1] ?? ''));
      return coupon ? { status: 200, body: coupon } : notFound('coupon', m[1] ?? '');
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const coupon: Obj = {
        id: String(form.id ?? newId('coupon')),
        object: 'coupon',
        percent_off: Number(form.percent_off),
        duration: form.duration,
        name: form.name ?? null,
        valid: true,
      };
      coupons.set(coupon.id, coupon);
      return { status: 200, body: coupon };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer: Obj = { id: newId('cus'), object: 'customer', email: form.email ?? null, metadata: form.metadata ?? {} };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if ((m = path.match(/^\/v1\/customers\/([^/]+)$/)) && method === 'DELETE') {
      // Stripe cancels the customer's subscriptions at once; its invoices stay on Stripe's side.
      if (!customers.delete(m[1] ?? '')) return notFound('customer', m[1] ?? '');
      for (const sub of subscriptions.values()) {
        if (sub.customer === m[1]) Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now(), cancel_at_period_end: false });
      }
      return { status: 200, body: { id: m[1], object: 'customer', deleted: true } };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (!form.success_url || form.mode !== 'subscription') {
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Missing required param: success_url.', param: 'success_url' } } };
      }
      const lineItems = form.line_items as Array<{ price: string }> | undefined;
      if (!lineItems?.[0]?.price || !prices.has(lineItems[0].price)) return notFound('price', lineItems?.[0]?.price ?? '');
      for (const discount of (form.discounts as Array<{ coupon: string }> | undefined) ?? []) {
        if (!coupons.has(discount.coupon)) return notFound('coupon', discount.coupon);
      }
      const id = newId('cs_test');
      const session: Obj = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        customer: form.customer ?? null,
        client_reference_id: form.client_reference_id ?? null,
        metadata: form.metadata ?? {},
        subscription: null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        url: omitUrl ? null : `${baseUrl}/pay/${id}`,
        _form: form,
      };
      omitUrl = false;
      sessions.set(id, session);
      return { status: 200, body: publicSession(session) };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(String(form.customer))) return notFound('customer', String(form.customer));
      return {
        status: 200,
        body: {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `${baseUrl}/portal/${String(form.customer)}`,
        },
      };
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(m[1] ?? '');
      if (!sub) return notFound('subscription', m[1] ?? '');
      if (method === 'GET') return { status: 200, body: sub };
      if (method === 'DELETE') {
        Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now(), cancel_at_period_end: false });
        return { status: 200, body: sub };
      }
      if (method === 'POST') {
        if (form.cancel_at_period_end !== undefined) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
        return { status: 200, body: sub };
      }
    }
    if ((m = path.match(/^\/v1\/invoices\/([^/]+)$/)) && method === 'GET') {
      const invoice = invoices.get(m[1] ?? '');
      return invoice ? { status: 200, body: invoice } : notFound('invoice', m[1] ?? '');
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  }

  /** Stripe's hosted checkout, reduced to a Pay button: completing it delivers the events and returns to the app. */
  async function hostedPage(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const m = path.match(/^\/pay\/([^/]+)$/);
    if (!m) return false;
    const session = sessions.get(m[1] ?? '');
    if (!session) {
      res.writeHead(404).end('No such checkout session');
      return true;
    }
    if (req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><title>Local Stripe checkout</title><body style="font-family:sans-serif;padding:2rem">
<h1>Local Stripe checkout</h1><p>Test payment page of the local Stripe server.</p>
<form method="post"><button type="submit">Pay</button></form></body></html>`);
      return true;
    }
    const { events } = fake.completeCheckout(session.id);
    for (const event of events) await fake.deliver(event);
    res.writeHead(303, { Location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
    return true;
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (await hostedPage(req, res, url.pathname)) return;
        if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
          res.writeHead(401, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }));
          return;
        }
        const form = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
        requests.push({ method: req.method ?? 'GET', path: url.pathname, form });
        const failure = failures.get(url.pathname);
        let answer: { status: number; body: unknown };
        if (failure) {
          failures.delete(url.pathname);
          answer = { status: failure.status, body: { error: { type: failure.type, message: failure.message, code: failure.code } } };
        } else {
          answer = api(req.method ?? 'GET', url.pathname, form, url.searchParams);
        }
        res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
        res.end(JSON.stringify(answer.body));
      })().catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = baseUrl;
  return fake;
}
