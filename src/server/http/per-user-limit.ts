import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { countAttempt } from '../modules/rate-limit/attempt-counters';
import { currentUserId } from './session';
import type { AppEnv } from './types';

/**
 * Middleware counting one call of the signed-in user under `name`; past `max` in the window, 429 with
 * `Retry-After` before anything is read or written.
 */
export function perUserLimit(db: Db, name: string, max: number, windowSeconds: number, message?: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const window = await countAttempt(db, `${name}:${currentUserId(c)}`, windowSeconds);
    if (window.count > max) throw new AppError('TOO_MANY_ATTEMPTS', message, { retryAfterSeconds: window.retryAfterSeconds });
    await next();
  };
}
