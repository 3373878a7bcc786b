import type { MiddlewareHandler } from 'hono';

/**
 * For calls with large bodies (uploads): a refusal may be sent before the body has been read (wrong type,
 * too large, too many uploads). The unread rest of it would otherwise be parsed as the next request on the same
 * keep-alive connection, and a following upload could be stored while its answer is lost. So a refused call closes
 * its connection after the answer; the client's next request opens a new one.
 */
export function closeConnectionOnRefusal(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status < 400) return;
    try {
      c.res.headers.set('Connection', 'close');
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Connection', 'close');
    }
  };
}
