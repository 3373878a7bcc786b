import type { MiddlewareHandler } from 'hono';

/**
 * API answers carry personal data: no browser, proxy or shared cache may keep them (`no-store`), unless a route
 * set its own Cache-Control. Set after the handler, on better-auth's own responses too.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.headers.has('Cache-Control')) return;
    try {
      c.res.headers.set('Cache-Control', 'no-store');
    } catch {
      // A response with immutable headers (built by better-auth): copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Cache-Control', 'no-store');
    }
  };
}
