import { randomBytes } from 'node:crypto';
import type { APIResponse, BrowserContext } from 'playwright-core';
import { appURL } from './app-url';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** A fresh user with a unique address, so journeys never share accounts. */
export function uniqueUser(label: string): TestUser {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    name: `E2E ${label} ${id.slice(-4)}`,
    email: `e2e-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}@example.test`,
    password: `Pw-${randomBytes(6).toString('hex')}!`,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A state-changing API call from the app's own origin, made with the context's cookie jar.
 * Used only to set up a journey's preconditions: when the server answers 429 it waits the
 * Retry-After it was given and tries again, so set-up calls never fail on rate limits.
 */
async function postFromApp(context: BrowserContext, path: string, data: unknown, baseURL: string = appURL()): Promise<APIResponse> {
  const origin = new URL(baseURL).origin;
  for (let attempt = 0; ; attempt++) {
    const response = await context.request.post(path, { data, headers: { Origin: origin }, failOnStatusCode: false });
    if (response.status() !== 429 || attempt >= 3) return response;
    const retryAfter = Number(response.headers()['retry-after'] ?? '10');
    await sleep(Math.min(Number.isFinite(retryAfter) ? retryAfter : 10, 60) * 1000 + 250);
  }
}

async function expectOk(response: APIResponse, what: string): Promise<void> {
  if (response.ok()) return;
  throw new Error(`${what} failed: ${response.status()} ${(await response.text()).slice(0, 300)}`);
}

/** Registers the user through the API; the context is signed in afterwards. `baseURL`: another app than the shared one. */
export async function signUpViaApi(context: BrowserContext, user: TestUser, baseURL?: string): Promise<void> {
  const response = await postFromApp(context, '/api/auth/sign-up/email', { name: user.name, email: user.email, password: user.password }, baseURL);
  await expectOk(response, `sign-up of ${user.email}`);
}

export async function signInViaApi(context: BrowserContext, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  const response = await postFromApp(context, '/api/auth/sign-in/email', { email: user.email, password: user.password });
  await expectOk(response, `sign-in of ${user.email}`);
}

/** Registers a user in a context of its own (nothing stays signed in), for journeys that sign in through the UI. */
export async function createUser(context: BrowserContext, label: string): Promise<TestUser> {
  const user = uniqueUser(label);
  await signUpViaApi(context, user);
  await context.clearCookies();
  return user;
}

/** The signed-in user of the context, or null. */
export async function sessionUser(context: BrowserContext): Promise<{ email: string; name: string } | null> {
  const response = await context.request.get('/api/auth/get-session');
  if (!response.ok()) return null;
  const body = (await response.json()) as { user?: { email: string; name: string } } | null;
  return body?.user ?? null;
}

/**
 * Puts the context's signed-in user on a plan through the API, as the local payments provider does it (the journeys
 * run without Stripe keys, in local demo mode): disclosure, contract signed with the account's name, plan started,
 * and the 3 business days skipped with the demo clock (docs/decisions/160, 161). Contracted screens then open.
 * `baseURL`: another app than the shared one. `{ openServices: false }` leaves the 3 business days running.
 */
export async function subscribeViaApi(
  context: BrowserContext,
  planType: 'monthly' | 'yearly' = 'monthly',
  baseURL?: string,
  { openServices = true }: { openServices?: boolean } = {},
): Promise<void> {
  const session = await context.request.get(`${baseURL ?? appURL()}/api/auth/get-session`);
  const name = ((await session.json()) as { user?: { name: string } } | null)?.user?.name;
  if (!name) throw new Error('subscribeViaApi: nobody is signed in');
  await expectOk(await postFromApp(context, '/api/subscription/disclosure', {}, baseURL), 'disclosure acknowledgment');
  const signed = await postFromApp(context, '/api/subscription/contract', { planType, couponCode: null, signatureName: name, agreed: true }, baseURL);
  await expectOk(signed, 'contract signature');
  const { contract } = (await signed.json()) as { contract: { id: string } };
  await expectOk(
    await postFromApp(context, '/api/subscription/create-checkout', { planType, couponCode: null, contractId: contract.id }, baseURL),
    'plan start',
  );
  if (openServices) await expectOk(await postFromApp(context, '/api/subscription/demo/skip-ahead', {}, baseURL), 'demo clock');
}
