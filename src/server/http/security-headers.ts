import type { MiddlewareHandler } from 'hono';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Security headers on every response; HSTS only when the app is served over https. */
export function securityHeaders(options: { hsts: boolean }): MiddlewareHandler {
  const headers: Record<string, string> = {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (options.hsts) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return async (c, next) => {
    await next();
    let target = c.res.headers;
    try {
      target.set('X-Content-Type-Options', 'nosniff');
    } catch {
      // Some responses (e.g. passed through from fetch) have immutable headers: copy them first.
      c.res = new Response(c.res.body, c.res);
      target = c.res.headers;
    }
    for (const [name, value] of Object.entries(headers)) target.set(name, value);
  };
}
