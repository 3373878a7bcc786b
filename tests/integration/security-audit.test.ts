import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { isOwnRecordRead } from '../../src/server/modules/billing/entitlements';
import { AUTH_PATHS } from '../../src/server/modules/rate-limit/auth-limits';
import { reportFixture, uploadFile, waitForFinished } from './helpers/analyses';
import { signUp, TestClient } from './helpers/client';
import { subscribe } from './helpers/subscribe';
import { DATABASE_TARGETS } from './helpers/databases';
import { TEST_APP_URL, useTestServer } from './helpers/server';
import { ROUTE_COVERAGE, type FixtureKind, type RouteCoverage } from './security-audit/routes';

const DECLARATIONS = 'tests/integration/security-audit/routes.ts';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FOREIGN_ORIGIN = 'http://evil.test';

interface Answer {
  status: number;
  cacheControl: string | null;
}

/**
 * The standing security check of issue 15: every route the app registers, proved for 401 without a session, 404
 * with a second user's ids, 403 from a foreign origin, no-store on every answer, and a rate limit on every auth
 * call. Declarations live in security-audit/routes.ts; an undeclared route fails here.
 */
describe.each(DATABASE_TARGETS)('security audit of every route on %s', (target) => {
  const app = useTestServer(target);
  let owner: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  /** Signed in without a plan: the paid routes answer 402. */
  let free: Awaited<ReturnType<typeof signUp>>;
  const fixtures = {} as Record<FixtureKind, string>;

  beforeAll(async () => {
    owner = await signUp(app.url);
    stranger = await signUp(app.url);
    free = await signUp(app.url);
    // Paid routes (decision 064): both are subscribed, so ownership decides their answers.
    await subscribe(owner.client);
    await subscribe(stranger.client);
    const upload = await uploadFile(app.url, owner.client, 'experian', (await reportFixture('experian-current')).pdf);
    const analysis = await waitForFinished(owner.client, upload.body.analyses![0]!.id, 120_000);
    const sessions = await owner.client.get<{ sessions: { id: string; current: boolean }[] }>('/api/sessions');
    fixtures.analysis = analysis.id;
    fixtures.user = owner.userId;
    fixtures.session = sessions.body.sessions.find((s) => s.current)!.id;
    fixtures.uuid = randomUUID();
    // Objects of the owner's own, so that every route naming one is proven 404 for the second user.
    const letter = await owner.client.post<{ letter: { id: string } }>('/api/disputes/letters', { kind: 'file_disclosure', bureau: 'experian' });
    const item = await owner.client.post<{ item: { id: string } }>('/api/disputes/custom', {
      bureau: 'experian',
      creditor: 'AUDIT BANK',
      reason: 'not_mine',
      statement: 'I never had an account with AUDIT BANK.',
      confirmed: true,
      request: 'delete',
    });
    const event = await owner.client.post<{ event: { id: string } }>('/api/calendar/events', { title: 'Audit', date: '2026-12-01', type: 'task' });
    expect([letter.status, item.status, event.status]).toEqual([201, 201, 201]);
    fixtures.letter = letter.body.letter.id;
    fixtures.item = item.body.item.id;
    fixtures.event = event.body.event.id;
  }, 240_000);

  const registered = () => {
    const routes = new Set<string>();
    for (const route of app.server.app.app.routes) {
      if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.startsWith('/api/auth/')) continue;
      routes.add(`${route.method} ${route.path}`);
    }
    return [...routes];
  };

  it('every registered route is declared (and nothing declared is gone)', () => {
    const routes = registered();
    const undeclared = routes.filter((route) => !Object.hasOwn(ROUTE_COVERAGE, route));
    const gone = Object.keys(ROUTE_COVERAGE).filter((route) => !routes.includes(route));
    const hint = undeclared.map((route) => `  '${route}': { access: 'session', ids: { … }, body: { … } },`).join('\n');
    expect(undeclared, `Routes without a security declaration. Add one line each to ${DECLARATIONS}:\n${hint}`).toEqual([]);
    expect(gone, `Declared in ${DECLARATIONS} but no longer registered: remove these lines`).toEqual([]);
  });

  async function call(client: TestClient | null, key: string, coverage: RouteCoverage, origin = TEST_APP_URL): Promise<Answer> {
    const [method, pattern] = key.split(' ') as [string, string];
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => fixtures[coverage.ids?.[name] ?? 'uuid']);
    const headers: Record<string, string> = { Origin: origin };
    if (client) headers.Cookie = client.cookieHeader();
    const body = STATE_CHANGING.has(method) ? JSON.stringify(coverage.body ?? {}) : undefined;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const controller = new AbortController();
    const response = await fetch(app.url + path, { method, headers, body, redirect: 'manual', signal: controller.signal });
    const answer = { status: response.status, cacheControl: response.headers.get('cache-control') };
    if (coverage.stream) controller.abort();
    else await response.arrayBuffer();
    return answer;
  }

  const declared = Object.entries(ROUTE_COVERAGE);

  it.each(declared)('%s: 401 without a session, no-store', async (key, coverage) => {
    const answer = await call(null, key, coverage);
    if (coverage.access === 'session') expect(answer.status).toBe(401);
    else if (coverage.signed) expect(answer.status >= 400 && answer.status < 500, `${answer.status}: an unsigned call is refused`).toBe(true);
    else expect(answer.status).toBeLessThan(500);
    expect(answer.cacheControl).toBe('no-store');
  });

  it.each(declared.filter(([key, c]) => STATE_CHANGING.has(key.split(' ')[0]!) && !c.signed))(
    '%s: 403 from a foreign origin, even signed in',
    async (key, coverage) => {
      const answer = await call(stranger.client, key, coverage, FOREIGN_ORIGIN);
      expect(answer.status).toBe(403);
      expect(answer.cacheControl).toBe('no-store');
    },
  );

  it.each(declared.filter(([, c]) => c.ids && Object.values(c.ids).some((kind) => kind !== 'uuid')))(
    "%s: 404 with the first user's ids for the second user",
    async (key, coverage) => {
      const answer = await call(stranger.client, key, coverage);
      expect(answer.status).toBe(404);
      expect(answer.cacheControl).toBe('no-store');
    },
  );

  it("a bulk call naming another user's ids changes nothing of theirs", async () => {
    const { body } = await owner.client.get<{ notifications: { id: string; read: boolean }[] }>('/api/notifications');
    const unread = body.notifications.filter((n) => !n.read).map((n) => n.id);
    expect(unread.length).toBeGreaterThan(0);
    for (const [key, coverage] of declared.filter(([, c]) => c.foreignIds === 'ignored')) {
      const answer = await call(stranger.client, key, { ...coverage, body: { ids: unread } });
      expect(answer.status, key).toBeLessThan(300);
    }
    const after = await owner.client.get<{ count: number }>('/api/notifications/unread-count');
    expect(after.body.count).toBe(unread.length);
  });

  it.each(declared.filter(([, c]) => c.paid))('%s: 402 SUBSCRIPTION_REQUIRED for a signed-in user without a plan', async (key, coverage) => {
    const answer = await call(free.client, key, coverage);
    expect(answer.status).toBe(402);
    expect(answer.cacheControl).toBe('no-store');
  });

  it('every dispute route, the strategy and the generated analysis are declared paid, except the reads of the person’s own records', () => {
    const unpaid = declared
      .filter(([key, c]) => /^\w+ \/api\/(disputes|analyses\/:id\/assistant\/analysis|analyses\/:id\/strategy)/.test(key) && !c.paid && !c.ownRecord)
      .map(([key]) => key);
    expect(unpaid).toEqual([]);
    // The declarations and the server's list (isOwnRecordRead) name the same routes.
    const concrete = (key: string) => key.replace(/:\w+/g, 'x').split(' ') as [string, string];
    const disputeRoutes = declared.filter(([key]) => /^\w+ \/api\/disputes/.test(key));
    expect(disputeRoutes.filter(([key]) => isOwnRecordRead(...concrete(key))).map(([key]) => key)).toEqual(
      disputeRoutes.filter(([, c]) => c.ownRecord).map(([key]) => key),
    );
  });

  it.each(declared.filter(([, c]) => c.ownRecord))('%s: no plan needed to read one’s own records', async (key, coverage) => {
    const answer = await call(free.client, key, coverage);
    expect([200, 404, 409]).toContain(answer.status);
    expect(answer.cacheControl).toBe('no-store');
  });

  it.each(declared.filter(([key, c]) => key.startsWith('GET ') && c.access === 'session'))("%s: the owner's answer is no-store", async (key, coverage) => {
    const answer = await call(owner.client, key, coverage);
    expect(answer.status).toBe(coverage.owner ?? 200);
    expect(answer.cacheControl).toBe('no-store');
  });

  it('JSON answers are compressed for clients that accept it', async () => {
    const response = await fetch(`${app.url}/api/analyses`, { headers: { Cookie: owner.client.cookieHeader(), 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { analyses: unknown[] }).analyses).toHaveLength(1);
  });

  it('every better-auth endpoint the app does not list is closed', async () => {
    const endpoints = Object.values(app.server.app.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>);
    const closed: string[] = [];
    for (const endpoint of endpoints) {
      if (!endpoint.path || Object.hasOwn(AUTH_PATHS, endpoint.path)) continue;
      const methods = [endpoint.options?.method ?? 'GET'].flat().filter((m) => m === 'GET' || m === 'POST');
      for (const method of methods) {
        const path = endpoint.path.replace(/:(\w+)/g, 'x');
        const response = await fetch(`${app.url}/api/auth${path}`, {
          method,
          headers: { Origin: TEST_APP_URL, Cookie: owner.client.cookieHeader(), 'Content-Type': 'application/json' },
          body: method === 'POST' ? '{}' : undefined,
          redirect: 'manual',
        });
        await response.arrayBuffer();
        if (response.status !== 404) closed.push(`${method} ${endpoint.path} → ${response.status}`);
      }
    }
    expect(closed, 'better-auth endpoints reachable without being listed in AUTH_PATHS').toEqual([]);
  });
});

describe('rate limits on every auth call', () => {
  const app = useTestServer('pglite', { AUTH_RATE_LIMIT_PER_MINUTE: '2' });

  it.each(Object.entries(AUTH_PATHS))('%s answers 429 past its limit', async (pattern, rule) => {
    const client = new TestClient(app.url);
    const path = `/api/auth${pattern.replace(':token', 'not-a-token')}`;
    const method = rule.methods[0]!;
    const allowed = rule.limit === 'strict' ? 2 : 20;
    const statuses: number[] = [];
    for (let i = 0; i <= allowed; i += 1) statuses.push((await client.request(method, path, method === 'POST' ? {} : undefined)).status);
    expect(statuses.slice(0, allowed)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });
});
