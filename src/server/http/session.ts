import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { Auth } from '../modules/auth/auth';
import type { AppEnv } from './types';

/** How long a signed-in answer is reused; also the longest a session revoked by another process keeps working. */
export const SESSION_CACHE_SECONDS = 10;
const SESSION_CACHE_MAX_ENTRIES = 10_000;
/** Longer Cookie headers are not cached (they are not what the app's own pages send). */
const SESSION_CACHE_MAX_KEY_LENGTH = 4096;

interface SignedIn {
  userId: string;
  sessionId: string;
}

export interface SessionReader {
  /** The signed-in user and session for these request headers, or null. */
  read(headers: Headers): Promise<SignedIn | null>;
  /** Drops every cached answer: called after anything that may end a session (sign-out, revoke, password change). */
  forgetAll(): void;
}

/**
 * better-auth's getSession (signature check, then the session and user rows) in front of a short in-process cache
 * keyed by the whole Cookie header: the same cookies give the same answer for at most SESSION_CACHE_SECONDS, never past
 * the session's own expiry. Only signed-in answers are kept. docs/decisions/140.
 */
export function createSessionReader(auth: Auth, now: () => number = Date.now, random: () => number = Math.random): SessionReader {
  const cache = new Map<string, SignedIn & { until: number }>();
  // A read that started before forgetAll() must not put back what was forgotten.
  let generation = 0;
  return {
    async read(headers) {
      const key = headers.get('cookie');
      if (!key) return null;
      const cached = cache.get(key);
      if (cached && cached.until > now()) return { userId: cached.userId, sessionId: cached.sessionId };
      if (cached) cache.delete(key);
      const startedIn = generation;
      const session = await auth.api.getSession({ headers });
      if (!session) return null;
      const signedIn = { userId: session.user.id, sessionId: session.session.id };
      if (startedIn === generation && key.length <= SESSION_CACHE_MAX_KEY_LENGTH) {
        if (cache.size >= SESSION_CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
        // Kept between half and all of SESSION_CACHE_SECONDS: sessions cached together (a restart, a burst of
        // sign-ins) do not all go back to the database in the same instant.
        const keepMs = SESSION_CACHE_SECONDS * 1000 * (1 - random() / 2);
        const until = Math.min(now() + keepMs, new Date(session.session.expiresAt).getTime());
        cache.set(key, { ...signedIn, until });
      }
      return signedIn;
    },
    forgetAll() {
      generation++;
      cache.clear();
    },
  };
}

/** Requires a signed-in user (401 otherwise) and puts their id and the session's on the context. */
export function requireSession(sessions: SessionReader): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await sessions.read(c.req.raw.headers);
    if (!session) throw new AppError('UNAUTHORIZED');
    c.set('userId', session.userId);
    c.set('sessionId', session.sessionId);
    await next();
  };
}

/** After a state-changing call here (sign-out, revoke, password change or reset), no cached session is trusted. */
export function forgetSessionsAfterWrites(sessions: SessionReader): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      await next();
    } finally {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') sessions.forgetAll();
    }
  };
}

export function currentUserId(c: { get(key: 'userId'): string | undefined }): string {
  const userId = c.get('userId');
  if (!userId) throw new AppError('UNAUTHORIZED');
  return userId;
}
