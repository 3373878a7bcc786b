/** /api/auth/* (better-auth behind our rate limits) and GET /api/password-reset/check. */
import { Hono } from 'hono';
import { AppError } from '../../errors';
import type { Settings } from '../../env';
import { clientAddress } from '../../http/client-address';
import type { SessionReader } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { isJsonType } from '../../http/validation';
import { authPathRule, type AuthRateLimiter, type SignInAttempt } from '../rate-limit/auth-limits';
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER, type Auth } from './auth';
import { passwordProblem } from './password-policy';
import { isResetTokenValid, resetTokenOwner } from './reset-token';

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

/** The field holding the new password of each call that sets one; all three follow one policy (password-policy.ts). */
const NEW_PASSWORD_FIELD: Record<string, string> = { '/sign-up/email': 'password', '/reset-password': 'newPassword', '/change-password': 'newPassword' };

/** Refuses a new password the policy does not allow: 400 PASSWORD_TOO_SHORT or WEAK_PASSWORD, the message also under the field. */
function checkNewPassword(path: string, fields: Record<string, unknown>, person: { email?: string | undefined; name?: string | undefined }): void {
  const field = NEW_PASSWORD_FIELD[path];
  const password = field ? fields[field] : undefined;
  if (!field || typeof password !== 'string') return;
  const problem = passwordProblem(password, person);
  if (problem) {
    throw new AppError(problem.kind === 'too_short' ? 'PASSWORD_TOO_SHORT' : 'WEAK_PASSWORD', problem.message, { fields: { [field]: problem.message } });
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** better-auth answers a duplicate sign-up with 422; the API contract says conflicts are 409. */
async function duplicateSignUpAsConflict(response: Response): Promise<Response> {
  if (response.status !== 422) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
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
  const data = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
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
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === 'INVALID_PASSWORD';
}

export function authRoutes(deps: { auth: Auth; settings: Settings; limiter: AuthRateLimiter; sessions: SessionReader }) {
  const { auth, settings, limiter, sessions } = deps;
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
    // A signed-in person's own polling (get-session from every open tab) is not what the per-address limit is for;
    // a valid session is checked through the short session cache, so this costs no database read.
    const ownSessionRead = path === '/get-session' && (await sessions.read(c.req.raw.headers)) !== null;
    if (!ownSessionRead) await limiter.checkAddress(address, rule.pattern, rule.limit);
    const body = method === 'POST' ? await c.req.arrayBuffer() : undefined;
    if (body && body.byteLength > 0 && !isJsonType(c.req.header('content-type'))) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    const fields = fieldsOf(body);
    if (path === '/sign-up/email') checkNewPassword(path, fields, { email: text(fields.email), name: text(fields.name) });
    // An unknown token gets better-auth's own INVALID_TOKEN answer, whatever the password.
    if (path === '/reset-password') {
      const owner = await resetTokenOwner(auth, text(fields.token) ?? '');
      if (owner) checkNewPassword(path, fields, owner);
    }

    // Password checks count against the account (email, or the signed-in user) before the password is checked.
    let attempt: SignInAttempt | undefined;
    if (path === '/sign-in/email' && typeof fields.email === 'string') {
      attempt = await limiter.beginPasswordCheck(fields.email, address);
    } else if (path === '/change-password') {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (session) {
        checkNewPassword(path, fields, { email: session.user.email, name: session.user.name });
        attempt = await limiter.beginPasswordCheck(`user:${session.user.id}`, address);
      }
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
