import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * issue 22: the per-address limit on auth calls is against guessing and floods. A signed-in person's own tabs polling
 * get-session are neither: with a valid session cookie get-session is not counted against the address.
 */
describe('get-session polling by a signed-in person', () => {
  let app: TestServer;
  // AUTH_RATE_LIMIT_PER_MINUTE 2: get-session (a "read" call) allows 20 a minute per address.
  const READ_LIMIT = 20;

  beforeAll(async () => {
    app = await startTestServer('pglite', { AUTH_RATE_LIMIT_PER_MINUTE: '2' });
  }, 120_000);
  afterAll(async () => app?.stop());

  it('is not limited per address with a valid session', async () => {
    const { client } = await signUp(app.url);
    const statuses: number[] = [];
    for (let i = 0; i < READ_LIMIT * 2; i++) {
      const response = await client.get<{ user?: unknown } | null>('/api/auth/get-session');
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('is still limited without one (or with a cookie that is no session)', async () => {
    const guest = new TestClient(app.url);
    const statuses: number[] = [];
    for (let i = 0; i < READ_LIMIT + 5; i++) {
      const response = await guest.request('GET', '/api/auth/get-session', undefined, { Cookie: `better-auth.session_token=forged-${i}.sig` });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
  });
});
