/** /api/auth/* (better-auth behind our rate limits) and GET /api/password-reset/check. */
import { Hono } from 'hono';
import type { Db } from '../../db/client';
import type { Settings } from '../../env';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/types';
import { createAuthRateLimiter, LIMITED_AUTH_PATHS } from '../rate-limit/auth-limits';
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER, type Auth } from './auth';
import { isResetTokenValid } from './reset-token';

function emailOf(body: ArrayBuffer | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as unknown;
    const email = (parsed as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

/** better-auth answers a duplicate sign-up with 422; the API contract says conflicts are 409. */
async function duplicateSignUpAsConflict(response: Response): Promise<Response> {
  if (response.status !== 422) return response;
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
  if (typeof body?.code !== 'string' || !body.code.startsWith('USER_ALREADY_EXISTS')) return response;
  return new Response(response.body, { status: 409, headers: response.headers });
}

export function authRoutes(deps: { auth: Auth; db: Db; settings: Settings }) {
  const { auth, db, settings } = deps;
  const limiter = createAuthRateLimiter(db, { perAddressPerMinute: settings.authRateLimitPerMinute });
  const app = new Hono<AppEnv>();

  app.get('/password-reset/check', async (c) => {
    const token = c.req.query('token') ?? '';
    return c.json({ valid: await isResetTokenValid(auth, token) });
  });

  app.on(['GET', 'POST'], `${AUTH_BASE_PATH.slice('/api'.length)}/*`, async (c) => {
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    const method = c.req.method;
    const body = method === 'POST' ? await c.req.arrayBuffer() : undefined;
    const address = clientAddress(c, settings.trustProxy);

    const limited = method === 'POST' && LIMITED_AUTH_PATHS.has(path);
    if (limited) await limiter.checkAddress(address, path);
    const signIn = method === 'POST' && path === '/sign-in/email' ? emailOf(body) : undefined;
    const attempt = signIn ? await limiter.beginSignIn(signIn) : undefined;

    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, address);
    let response = await auth.handler(new Request(c.req.url, { method, headers, body }));

    if (attempt) await limiter.finishSignIn(attempt, response.status);
    if (path === '/sign-up/email') response = await duplicateSignUpAsConflict(response);
    return response;
  });

  return app;
}

