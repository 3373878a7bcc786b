import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

function appWith(hsts: boolean) {
  const app = new Hono();
  app.use('*', securityHeaders({ hsts }));
  app.get('/own', (c) => c.text('ok'));
  // A response whose headers cannot be changed, as fetch() gives back.
  app.get('/immutable', () => Response.redirect('http://localhost/elsewhere', 302));
  return app;
}

describe('securityHeaders', () => {
  it('sets CSP, nosniff and referrer policy, and HSTS only when asked', async () => {
    const plain = await appWith(false).request('/own');
    expect(plain.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const https = await appWith(true).request('/own');
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('also decorates responses with immutable headers', async () => {
    const res = await appWith(false).request('/immutable');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost/elsewhere');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
