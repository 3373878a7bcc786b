/** /api/auth/* (better-auth behind our rate limits) and GET /api/password-reset/check. */
import { Hono } from 'hono';
import { PASSWORD_MIN_LENGTH, RESET_PASSWORD_MIN_MESSAGE } from '../../../common/auth';
import { AppError } from '../../errors';
import type { Settings } from '../../env';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/types';
import { authPathRule, type AuthRateLimiter, type SignInAttempt } from '../rate-limit/auth-limits';
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER, type Auth } from './auth';
import { isResetTokenValid } from './reset-token';

/** The JSON body's fields, or {} when it is not a JSON object (better-auth then answers 400 itself). */
function fieldsOf(body: ArrayBuffer | undefined): Record<string, unknown> {
  if (!body) return {};
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The field holding a password that must meet the full minimum of 8 (the settings screen's 6 applies only to change-password). */
const NEW_PASSWORD_FIELD: Record<string, string> = { '/sign-up/email': 'password', '/reset-password': 'newPassword' };

function checkNewPasswordLength(path: string, fields: Record<string, unknown>): void {
  const field = NEW_PASSWORD_FIELD[path];
  const password = field ? fields[field] : undefined;
  if (typeof password === 'string' && password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError('PASSWORD_TOO_SHORT', RESET_PASSWORD_MIN_MESSAGE, { fields: { [field as string]: RESET_PASSWORD_MIN_MESSAGE } });
  }
}

/** better-auth answers a duplicate sign-up with 422; the API contract says conflicts are 409. */
async function duplicateSignUpAsConflict(response: Response): Promise<Response> {
  if (response.status !== 422) return response;
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
  if (typeof body?.code !== 'string' || !body.code.startsWith('USER_ALREADY_EXISTS')) return response;
  return new Response(response.body, { status: 409, headers: response.headers });
}

/** Calls whose JSON answer carries the session token (better-auth returns it for bearer use, which we do not offer). */
const TOKEN_BEARING_PATHS = new Set(['/sign-in/email', '/sign-up/email', '/change-password', '/get-session']);

/**
 * The session lives in an httpOnly cookie so that page scripts cannot read it; leaving it in JSON bodies would
 * undo that. The token is replaced by null (sign-in, sign-up, change-password) or left out (get-session).
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const data = (await response.clone().json().catch(() => null)) as Record<string, unknown> | null;
  if (!data || typeof data !== 'object') return response;
  let changed = false;
  if ('token' in data) {
    data.token = null;
    changed = true;
  }
  const session = data.session as Record<string, unknown> | undefined;
  if (session && typeof session === 'object' && 'token' in session) {
    delete session.token;
    changed = true;
  }
  if (!changed) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(data), { status: response.status, statusText: response.statusText, headers });
}

/** A password change always signs out the user's other sessions, whatever the client asked. */
function forceRevokeOtherSessions(path: string, fields: Record<string, unknown>, body: ArrayBuffer | undefined) {
  if (path !== '/change-password' || Object.keys(fields).length === 0) return body;
  return new TextEncoder().encode(JSON.stringify({ ...fields, revokeOtherSessions: true }));
}

/** better-auth's answer to request-password-reset, the same whether or not the address exists. */
const RESET_REQUESTED_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

/** A wrong current password on change-password is better-auth's 400 INVALID_PASSWORD (sign-in answers 401). */
async function isWrongPassword(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (response.status !== 400) return false;
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
  return body?.code === 'INVALID_PASSWORD';
}

export function authRoutes(deps: { auth: Auth; settings: Settings; limiter: AuthRateLimiter }) {
  const { auth, settings, limiter } = deps;
  const app = new Hono<AppEnv>();

  app.get('/password-reset/check', async (c) => {
    const token = c.req.query('token') ?? '';
    return c.json({ valid: await isResetTokenValid(auth, token) });
  });

  app.on(['GET', 'POST'], `${AUTH_BASE_PATH.slice('/api'.length)}/*`, async (c) => {
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    const method = c.req.method;
    const rule = authPathRule(path, method);
    if (!rule) throw new AppError('NOT_FOUND', 'No such API call.');
    const address = clientAddress(c, settings.trustProxy);
    await limiter.checkAddress(address, rule.pattern, rule.limit);
    const body = method === 'POST' ? await c.req.arrayBuffer() : undefined;
    const fields = fieldsOf(body);
    checkNewPasswordLength(path, fields);

    // Password checks count against the account (email, or the signed-in user) before the password is checked.
    let attempt: SignInAttempt | undefined;
    if (path === '/sign-in/email' && typeof fields.email === 'string') {
      attempt = await limiter.beginPasswordCheck(fields.email, address);
    } else if (path === '/change-password') {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (session) attempt = await limiter.beginPasswordCheck(`user:${session.user.id}`, address);
    }

    // Past the per-mailbox limit the call is answered as usual but no email is sent.
    const resetEmail = path === '/request-password-reset' && typeof fields.email === 'string' ? fields.email : undefined;
    if (resetEmail && !(await limiter.mayEmail('reset', resetEmail))) return c.json(RESET_REQUESTED_ANSWER);

    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, address);
    const forwardedBody = forceRevokeOtherSessions(path, fields, body);
    if (forwardedBody !== body) headers.delete('content-length');
    let response = await auth.handler(new Request(c.req.url, { method, headers, body: forwardedBody }));

    if (attempt) await limiter.finishPasswordCheck(attempt, response.status, await isWrongPassword(response));
    if (path === '/sign-up/email') response = await duplicateSignUpAsConflict(response);
    if (TOKEN_BEARING_PATHS.has(path)) response = await withoutSessionToken(response);
    return response;
  });

  return app;
}

