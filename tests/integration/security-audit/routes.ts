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
 * - owner: the status the owner's GET gets with these fixtures when it is not 200 (an unknown 'uuid' id, or a call
 *   missing the query that names its object: 404 or 400). Ownership of such ids is proven in the module's own integration tests.
 * - signed: authenticated by a signature, not a session (webhooks): answers without one, refuses a call that is
 *   not signed (a 4xx; 404 while payments run on the local provider), and is exempt from the Origin check (the sender is a server).
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
  owner?: number;
  signed?: boolean;
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
  'POST /api/webhooks/stripe': { access: 'public', signed: true, body: { id: 'evt_audit', type: 'invoice.paid' } },
  'GET /api/analyses/:id/assistant': { access: 'session', ids: { id: 'analysis' } },
  'DELETE /api/analyses/:id/assistant/messages': { access: 'session', ids: { id: 'analysis' } },
  'POST /api/analyses/:id/assistant/messages': { access: 'session', ids: { id: 'analysis' }, body: { content: 'What hurts my score most?' } },
  'POST /api/analyses/:id/assistant/analysis': { access: 'session', ids: { id: 'analysis' }, body: {} },
  'GET /api/disputes': { access: 'session' },
  'GET /api/disputes/candidates': { access: 'session', owner: 404 },
  'POST /api/disputes/choices': { access: 'session', body: { analysis_id: '00000000-0000-4000-8000-000000000000', key: 'audit', choice: 'accurate' } },
  'PATCH /api/disputes/items/:id/status': { access: 'session', ids: { id: 'uuid' }, body: { status: 'sent' } },
  'PATCH /api/disputes/items/:id/statement': { access: 'session', ids: { id: 'uuid' }, body: { statement: 'Not mine' } },
  'POST /api/disputes/clear-letter': { access: 'session', body: { item_ids: ['00000000-0000-4000-8000-000000000000'] } },
  'POST /api/disputes/regenerate': { access: 'session', body: { item_ids: ['00000000-0000-4000-8000-000000000000'] } },
  'POST /api/disputes/custom': { access: 'session', body: { bureau: 'experian', creditor: 'AUDIT BANK', reason: 'not_mine', request: 'delete' } },
  'GET /api/disputes/letters': { access: 'session' },
  'POST /api/disputes/letters': { access: 'session', body: { kind: 'file_disclosure', bureau: 'experian' } },
  'GET /api/disputes/letters/:id': { access: 'session', ids: { id: 'uuid' }, owner: 404 },
  'PATCH /api/disputes/letters/:id': { access: 'session', ids: { id: 'uuid' }, body: { opening: 'Audit' } },
  'POST /api/disputes/letters/:id/approve': { access: 'session', ids: { id: 'uuid' }, body: { signature_name: 'Audit Name', signature_date: '2026-01-02' } },
  'POST /api/disputes/letters/:id/mailed': { access: 'session', ids: { id: 'uuid' }, body: { mailed_date: '2026-01-03' } },
  'GET /api/disputes/letters/:id/pdf': { access: 'session', ids: { id: 'uuid' }, owner: 404 },
  'POST /api/disputes/letters/:id/exhibits': { access: 'session', ids: { id: 'uuid' } },
  'GET /api/disputes/letters/:id/exhibits/:exhibitId': { access: 'session', ids: { id: 'uuid', exhibitId: 'uuid' }, owner: 404 },
  'DELETE /api/disputes/letters/:id/exhibits/:exhibitId': { access: 'session', ids: { id: 'uuid', exhibitId: 'uuid' } },
  'POST /api/disputes/items/:id/outcome': { access: 'session', ids: { id: 'uuid' }, body: { result: 'deleted' } },
  'DELETE /api/disputes/items/:id/outcome': { access: 'session', ids: { id: 'uuid' } },
  'GET /api/disputes/items/:id/next-actions': { access: 'session', ids: { id: 'uuid' }, owner: 404 },
  'POST /api/disputes/rounds/next-letter': { access: 'session', body: { kind: 'follow_up', item_ids: ['00000000-0000-4000-8000-000000000000'] } },
  'GET /api/disputes/reviews': { access: 'session' },
  'POST /api/disputes/replies': { access: 'session' },
  'GET /api/disputes/reviews/:id/file': { access: 'session', ids: { id: 'uuid' }, owner: 404 },
  'POST /api/disputes/reviews/:id/proposals': { access: 'session', ids: { id: 'uuid' }, body: { item_id: '00000000-0000-4000-8000-000000000000', decision: 'dismiss' } },
  'GET /api/subscription': { access: 'session' },
  'POST /api/subscription/coupons/check': { access: 'session', body: { code: 'welcome25' } },
  'POST /api/subscription/disclosure': { access: 'session', body: {} },
  'GET /api/subscription/contract/preview': { access: 'session', owner: 400 },
  'POST /api/subscription/contract': { access: 'session', body: {} },
  'POST /api/subscription/apply-free-trial': { access: 'session', body: {} },
  'POST /api/subscription/create-checkout': { access: 'session', body: { plan: 'monthly' } },
  'POST /api/subscription/portal': { access: 'session', body: {} },
  'POST /api/subscription/cancel': { access: 'session', body: {} },
  'GET /api/subscription/invoices': { access: 'session' },
  'GET /api/subscription/documents/disclosure.pdf': { access: 'session' },
  'GET /api/subscription/documents/contract.pdf': { access: 'session' },
};
