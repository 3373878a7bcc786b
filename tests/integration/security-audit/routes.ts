/**
 * Every route the app registers, and what the security audit (tests/integration/security-audit.test.ts) proves
 * for it. A new route fails the audit until it has its line here. One line per route:
 *
 *   'METHOD /api/path/:param': { access: 'session', ids: { param: 'analysis' }, body: { … } },
 *
 * - access 'session': 401 without a session. 'public': answers without one (health, password-reset check).
 * - ids: which of the first user's objects fill each path parameter (see FIXTURES in the test; 'uuid' is any
 *   unknown id). The second user must then get 404. Add a fixture kind in the test when yours is new.
 * - body: a valid JSON body for state-changing calls, so that ownership (not validation) decides the answer.
 * - foreignIds 'ignored': a bulk call whose body names ids; the second user's call must change nothing.
 * - stream: an event stream (only its headers are checked).
 * Every state-changing method must answer 403 to a foreign Origin; every answer must carry `no-store`.
 * Auth calls (/api/auth/*) are covered through AUTH_PATHS in modules/rate-limit/auth-limits.ts: each must be
 * rate limited per address.
 */
export type FixtureKind = 'analysis' | 'user' | 'session' | 'uuid';

export interface RouteCoverage {
  access: 'session' | 'public';
  ids?: Record<string, FixtureKind>;
  body?: unknown;
  foreignIds?: 'ignored';
  stream?: boolean;
}

export const ROUTE_COVERAGE: Record<string, RouteCoverage> = {
  'GET /api/health': { access: 'public' },
  'GET /api/password-reset/check': { access: 'public' },
  'GET /api/profile': { access: 'session' },
  'PATCH /api/profile': { access: 'session', body: { name: 'Audit Name' } },
  'GET /api/profiles/:id': { access: 'session', ids: { id: 'user' } },
  'GET /api/analyses/exists': { access: 'session' },
  'GET /api/analyses': { access: 'session' },
  'GET /api/analyses/status': { access: 'session' },
  'POST /api/analyses/upload': { access: 'session' },
  'POST /api/analyses/recover': { access: 'session', body: {} },
  'GET /api/analyses/:id': { access: 'session', ids: { id: 'analysis' } },
  'POST /api/analyses/:id/restart': { access: 'session', ids: { id: 'analysis' }, body: {} },
  'POST /api/analyses/:id/strategy': { access: 'session', ids: { id: 'analysis' }, body: {} },
  'PUT /api/analyses/:id/score': { access: 'session', ids: { id: 'analysis' }, body: { score: 700 } },
  'GET /api/analyses/:id/review': { access: 'session', ids: { id: 'analysis' } },
  'POST /api/analyses/:id/corrections': { access: 'session', ids: { id: 'analysis' }, body: { kind: 'accurate', account_key: 'r-0123456789ab-0' } },
  'DELETE /api/analyses/:id/corrections/:correctionId': { access: 'session', ids: { id: 'analysis', correctionId: 'uuid' } },
  'GET /api/analyses/:id/file': { access: 'session', ids: { id: 'analysis' } },
  'GET /api/notifications': { access: 'session' },
  'GET /api/notifications/unread-count': { access: 'session' },
  'POST /api/notifications/mark-read': { access: 'session', foreignIds: 'ignored', body: { ids: [] } },
  'POST /api/notifications/mark-all-read': { access: 'session', body: {} },
  'GET /api/notifications/stream': { access: 'session', stream: true },
  'GET /api/sessions': { access: 'session' },
  'DELETE /api/sessions/:id': { access: 'session', ids: { id: 'session' } },
};
