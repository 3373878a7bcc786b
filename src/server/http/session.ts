import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { Auth } from '../modules/auth/auth';
import type { AppEnv } from './types';

/** Requires a signed-in user (401 otherwise) and puts their id and the session's on the context. */
export function requireSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('UNAUTHORIZED');
    c.set('userId', session.user.id);
    c.set('sessionId', session.session.id);
    await next();
  };
}

export function currentUserId(c: { get(key: 'userId'): string | undefined }): string {
  const userId = c.get('userId');
  if (!userId) throw new AppError('UNAUTHORIZED');
  return userId;
}
