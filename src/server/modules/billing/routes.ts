/** /api/subscription/* (docs/api.md "Subscription"). Expects requireSession in front. */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { contractSections } from '../../../common/croa';
import {
  checkoutRequestSchema,
  contractRequestSchema,
  couponDiscount,
  couponRequestSchema,
  freeTrialRequestSchema,
  PLAN_TYPES,
  SUBSCRIPTION_TEXT,
  type PlanType,
} from '../../../common/subscription';
import { AppError } from '../../errors';
import { clientAddress } from '../../http/client-address';
import { confirmForm, linkPage } from '../../http/link-page';
import { escapeHtml } from '../auth/emails';
import { attachment, downloadResponse } from '../../http/file-response';
import { perUserLimit } from '../../http/per-user-limit';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { jsonBody } from '../../http/validation';
import { applyFreeTrial } from './activate';
import { cancelSubscription } from './cancel';
import { cancelByLink, CANCEL_LINK_TEXT, contractOfLink } from './cancel-link';
import { CANCEL_LINK_PATH } from './cancel-link-token';
import { createCheckout } from './checkout';
import { isDemoMode, plansUnavailableReason, skipAhead } from './demo-clock';
import { personPeriod, signContract, termsOf, termsOfContract } from './contract';
import type { BillingDeps } from './deps';
import { acknowledgeDisclosure, disclosureDocument } from './disclosure';
import { contractPdf } from './documents';
import { listInvoices } from './invoices';
import { createPortalSession } from './portal';
import { findRecipient } from './recipient';
import { currentContract, findSubscription, latestAcknowledgment, subscriptionState } from './state';
import { handleStripeWebhook } from './webhook';

/** Stripe's events are a few kilobytes; this leaves room for large invoices. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

export function billingRoutes(deps: BillingDeps, options: { trustProxy: boolean }) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  // Subscription calls send emails (documents, welcome) and call Stripe: 30 a user an hour is far above any real use.
  const writeLimit = perUserLimit(db, 'subscription', 30, 3600);
  app.use('/subscription/*', (c, next) => (c.req.method === 'GET' ? next() : writeLimit(c, next)));
  const mode = deps.payments.kind;
  const client = (c: Context) => ({ ip: clientAddress(c, options.trustProxy), userAgent: c.req.header('user-agent')?.slice(0, 400) });
  const recipient = async (c: Context<AppEnv>) => {
    const user = await findRecipient(db, currentUserId(c));
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  };

  const state = async (c: Context<AppEnv>) => {
    const userId = currentUserId(c);
    const period = await personPeriod(db, userId);
    const offer = { demoMode: isDemoMode(deps), plansUnavailableReason: plansUnavailableReason(deps, period.state), period };
    return subscriptionState(db, userId, mode, deps.now(), offer);
  };

  app.get('/subscription', async (c) => c.json({ subscription: await state(c) }));

  /** Local demo mode only (404 otherwise): this account's clock jumps past the 3 business days (decision 161). */
  app.post('/subscription/demo/skip-ahead', async (c) => {
    await skipAhead(deps, currentUserId(c));
    return c.json({ subscription: await state(c) });
  });

  app.post('/subscription/coupons/check', jsonBody(couponRequestSchema), async (c) => {
    const discount = couponDiscount(c.req.valid('json').code);
    if (discount === 0) throw new AppError('VALIDATION_ERROR', SUBSCRIPTION_TEXT.couponInvalid, { fields: { code: SUBSCRIPTION_TEXT.couponInvalid } });
    return c.json({ discount });
  });

  app.post('/subscription/disclosure', async (c) => c.json(await acknowledgeDisclosure(db, currentUserId(c), client(c), deps.now()), 201));

  /** The contract as it will read when signed now (the contract page shows it before the signature). */
  app.get('/subscription/contract/preview', async (c) => {
    const plan = c.req.query('planType') ?? '';
    if (!(PLAN_TYPES as readonly string[]).includes(plan)) throw new AppError('VALIDATION_ERROR', 'Choose the monthly or the yearly plan.');
    const period = await personPeriod(db, currentUserId(c));
    const terms = termsOf(
      { planType: plan as PlanType, discount: couponDiscount(c.req.query('couponCode')), signedAt: deps.now(), period },
      deps.settings.business,
    );
    return c.json({ terms, sections: contractSections(terms) });
  });

  app.post('/subscription/contract', jsonBody(contractRequestSchema), async (c) => {
    const contract = await signContract(deps, await recipient(c), c.req.valid('json'), client(c));
    const terms = termsOfContract(contract);
    return c.json(
      { contract: { id: contract.id, signedAt: contract.signedAt.toISOString(), cancellationDeadline: contract.cancellationClosesAt.toISOString(), terms } },
      201,
    );
  });

  app.post('/subscription/apply-free-trial', jsonBody(freeTrialRequestSchema), async (c) => {
    await applyFreeTrial(deps, await recipient(c), c.req.valid('json').contractId);
    return c.json({ subscription: await state(c) });
  });

  app.post('/subscription/create-checkout', jsonBody(checkoutRequestSchema), async (c) =>
    c.json(await createCheckout(deps, await recipient(c), c.req.valid('json'))),
  );

  app.post('/subscription/portal', async (c) => c.json(await createPortalSession(deps, currentUserId(c))));

  app.post('/subscription/cancel', async (c) => {
    const result = await cancelSubscription(deps, await recipient(c));
    return c.json({ ...result, subscription: await state(c) });
  });

  app.get('/subscription/invoices', async (c) => c.json({ invoices: await listInvoices(db, currentUserId(c)) }));

  app.get('/subscription/documents/disclosure.pdf', async (c) => {
    const userId = currentUserId(c);
    const document = await disclosureDocument(db, userId, await latestAcknowledgment(db, userId));
    return downloadResponse(c, document, 'application/pdf', attachment('consumer-credit-file-rights.pdf'));
  });

  app.get('/subscription/documents/contract.pdf', async (c) => {
    const userId = currentUserId(c);
    const contract = await currentContract(db, await findSubscription(db, userId), userId);
    if (!contract) throw new AppError('NOT_FOUND', 'You have not signed a contract.');
    return downloadResponse(c, await contractPdf(contract), 'application/pdf', attachment('credit-repair-contract.pdf'));
  });

  return app;
}

/**
 * The contract email's cancel link (no session: the signed token is the check; decision 163). GET confirms, POST
 * cancels. Mounted before the session routes, like the unsubscribe link.
 */
export function cancelLinkRoutes(deps: BillingDeps) {
  const app = new Hono<AppEnv>();
  const page = (c: Context, status: 200 | 400, body: string) => linkPage(c, status, CANCEL_LINK_TEXT, body);
  const invalid = (c: Context) => page(c, 400, `<p role="alert">${escapeHtml(CANCEL_LINK_TEXT.invalid)}</p>`);
  app.get(CANCEL_LINK_PATH, async (c) => {
    const token = c.req.query('token');
    const contract = await contractOfLink(deps, token);
    if (!contract) return invalid(c);
    const signedOn = contract.signedAt.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: contract.timeZone ?? 'UTC' });
    return page(
      c,
      200,
      `<p>${escapeHtml(CANCEL_LINK_TEXT.confirm(signedOn))}</p>\n${confirmForm(`${CANCEL_LINK_PATH}?token=${encodeURIComponent(token ?? '')}`, CANCEL_LINK_TEXT.button)}`,
    );
  });
  app.post(CANCEL_LINK_PATH, bodyLimit({ maxSize: 4096 }), async (c) => {
    const contract = await contractOfLink(deps, c.req.query('token'));
    if (!contract) return invalid(c);
    const outcome = await cancelByLink(deps, contract);
    return page(c, 200, `<p role="status">${escapeHtml(outcome === 'cancelled' ? CANCEL_LINK_TEXT.done : CANCEL_LINK_TEXT.already)}</p>`);
  });
  return app;
}

/** POST /api/webhooks/stripe: no session, no same-origin check (Stripe calls it); the signature is the check. */
export function stripeWebhookRoutes(deps: BillingDeps) {
  const app = new Hono<AppEnv>();
  const limit = bodyLimit({
    maxSize: WEBHOOK_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  app.post('/webhooks/stripe', limit, async (c) => {
    const outcome = await handleStripeWebhook(deps, await c.req.text(), c.req.header('stripe-signature'));
    return c.json({ received: true, outcome });
  });
  return app;
}
