import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../src/server/modules/rate-limit/auth-limits';
import { signUp, type TestClient } from './helpers/client';
import { startTestServer, TEST_APP_URL, type TestServer } from './helpers/server';
import { ROUTE_COVERAGE } from './security-audit/routes';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every state-changing route of the audit's list (signed webhooks are exempt from the origin rule), and every auth POST. */
const STATE_CHANGING = [
  ...Object.entries(ROUTE_COVERAGE)
    .filter(([route, coverage]) => !SAFE.has(route.split(' ')[0] as string) && !coverage.signed)
    .map(([route, coverage]) => ({ route, body: coverage.body ?? {} })),
  ...Object.entries(AUTH_PATHS)
    .filter(([, rule]) => rule.methods.includes('POST'))
    .map(([pattern]) => ({ route: `POST /api/auth${pattern}`, body: {} })),
];

/**
 * issue 22: a sandboxed frame or a privacy-redirected page sends `Origin: null`. That is a stated, foreign origin, not an
 * absent one, so it is refused even when the Referer names the app (the Referer is read only when Origin is absent).
 */
describe('Origin: null on every state-changing call', () => {
  let app: TestServer;
  // A signed-in person whose browser is led to post from an opaque origin.
  let victim: TestClient;

  beforeAll(async () => {
    app = await startTestServer('pglite');
    victim = (await signUp(app.url)).client;
  }, 120_000);
  afterAll(async () => app?.stop());

  it('lists the routes', () => {
    expect(STATE_CHANGING.length).toBeGreaterThan(50);
  });

  it.each(STATE_CHANGING)('$route answers 403 FORBIDDEN_ORIGIN', async ({ route, body }) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const url = app.url + pattern.replace(/:[A-Za-z]+/g, () => randomUUID());
    const response = await fetch(url, {
      method,
      headers: { Origin: 'null', Referer: `${TEST_APP_URL}/settings`, Cookie: victim.cookieHeader(), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('FORBIDDEN_ORIGIN');
  });

  it('still reads the Referer when Origin is absent', async () => {
    const cookie = (await signUp(app.url)).client.cookieHeader();
    const response = await fetch(`${app.url}/api/profile`, {
      method: 'PATCH',
      headers: { Referer: `${TEST_APP_URL}/settings`, Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Referer Only' }),
    });
    expect(response.status).toBe(200);
  });
});
