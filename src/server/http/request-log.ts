import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './types';

// better-auth also accepts a reset token as a path segment (GET /api/auth/reset-password/:token); the calendar
// feed's secret is its path (GET /api/calendar/feed/:token.ics).
const TOKEN_IN_PATH = /^(\/api\/auth\/reset-password\/|\/api\/calendar\/feed\/)[^/]+/;

/** The path as logged: never the query string, and never a token that sits in the path. */
export function loggedPath(path: string): string {
  return path.replace(TOKEN_IN_PATH, '$1[token]');
}

/**
 * One log line per request: method, path (never the query string), status, duration, request id and the user
 * id when known. Headers, cookies and bodies are never logged. Lines are at debug level (errors at error): at the
 * default `info` the polling of the screens would bury what matters, such as the local email provider's links.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.get('requestId');
    c.set('logger', logger.child({ requestId }));
    await next();
    // Handlers that build their own Response (better-auth, static files) drop headers set before next().
    if (c.res.headers.get('X-Request-Id') !== requestId) {
      try {
        c.res.headers.set('X-Request-Id', requestId);
      } catch {
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set('X-Request-Id', requestId);
      }
    }
    const status = c.res.status;
    const entry = {
      requestId,
      method: c.req.method,
      path: loggedPath(c.req.path),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get('userId'),
    };
    if (status >= 500) logger.error(entry, 'request');
    else logger.debug(entry, 'request');
  };
}
