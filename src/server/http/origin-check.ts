import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * State-changing calls must come from the app's own pages: the Origin header (or, only when a client sends none,
 * the Referer) must be APP_URL's origin (settings.trustedOrigins). Anything else is refused with 403 — `Origin: null`
 * too (a sandboxed frame, a cross-site redirect, a file: page): it names an opaque origin, it is not an absent one.
 */
export function requireSameOrigin(trustedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const source = origin === undefined ? originOf(c.req.header('referer')) : originOf(origin);
      if (!source || !trustedOrigins.includes(source)) throw new AppError('FORBIDDEN_ORIGIN');
    }
    await next();
  };
}
