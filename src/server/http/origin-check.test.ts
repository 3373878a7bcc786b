import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError, errorResponse } from '../errors';
import { requireSameOrigin } from './origin-check';

const app = new Hono();
app.onError((error) => errorResponse(error instanceof AppError ? error : new AppError('INTERNAL_ERROR')));
app.use('*', requireSameOrigin(['https://app.example']));
app.all('/x', (c) => c.text('ok'));

const call = (method: string, headers: Record<string, string> = {}) => app.request('/x', { method, headers });

describe('requireSameOrigin', () => {
  it('lets reads through whatever their origin', async () => {
    expect((await call('GET', { Origin: 'https://evil.example' })).status).toBe(200);
    expect((await call('HEAD')).status).toBe(200);
  });

  it('accepts state-changing calls from the app origin, by Origin or by Referer', async () => {
    expect((await call('POST', { Origin: 'https://app.example' })).status).toBe(200);
    expect((await call('PATCH', { Referer: 'https://app.example/settings?tab=profile' })).status).toBe(200);
  });

  it.each([
    [{ Origin: 'https://evil.example' }],
    [{ Origin: 'https://app.example.evil.example' }],
    [{ Origin: 'http://app.example' }],
    [{ Origin: 'null' }],
    [{ Origin: 'null', Referer: 'https://app.example/settings' }],
    [{ Referer: 'https://evil.example/page' }],
    [{ Origin: 'https://evil.example', Referer: 'https://app.example/' }],
    [{}],
  ])('refuses %j with 403 FORBIDDEN_ORIGIN', async (headers) => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      const res = await call(method, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
    }
  });
});
