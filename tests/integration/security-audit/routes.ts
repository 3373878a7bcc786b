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
 * - paid: a paid feature (docs/decisions/064): a signed-in user without a plan gets 402 SUBSCRIPTION_REQUIRED. The
 *   owner and the second user are subscribed, so ownership (not the plan) decides their answers.
 * - ownRecord: under /api/disputes but a read of what is already the person's (letters, PDFs, tracking): no plan
 *   needed (docs/decisions/160), so a free user gets 200 or 404, never 402.
 * - signed: authenticated by a signature, not a session (webhooks): answers without one, refuses a call that is
 *   not signed (a 4xx; 404 while payments run on the local provider), and is exempt from the Origin check (the sender is a server).
 * Every state-changing method must answer 403 to a foreign Origin; every answer must carry `no-store`.
 * Auth calls (/api/auth/*) are covered through AUTH_PATHS in modules/rate-limit/auth-limits.ts: each must be
 * rate limited per address.
 */
export type FixtureKind = 'analysis' | 'user' | 'session' | 'letter' | 'item' | 'event' | 'uuid';

export interface RouteCoverage {
  access: 'session' | 'public';
  ids?: Record<string, FixtureKind>;
  body?: unknown;
  foreignIds?: 'ignored';
  stream?: boolean;
  owner?: number;
  signed?: boolean;
  paid?: boolean;
  /** A read of the person's own dispute records: free with or without a plan (docs/decisions/160). */
  ownRecord?: boolean;
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
  'POST /api/analyses/:id/strategy': { access: 'session', paid: true, ids: { id: 'analysis' }, body: {} },
  'PUT /api/analyses/:id/score': { access: 'session', ids: { id: 'analysis' }, body: { score: 700 } },
  'POST /api/analyses/:id/owner': { access: 'session', ids: { id: 'analysis' }, body: { statement: 'I changed my name in 2021.', confirmed: true } },
  'GET /api/analyses/:id/review': { access: 'session', ids: { id: 'analysis' } },
  'POST /api/analyses/:id/corrections': { access: 'session', ids: { id: 'analysis' }, body: { kind: 'accurate', account_key: 'r-0123456789ab-0' } },
  'POST /api/analyses/:id/entry-corrections': { access: 'session', ids: { id: 'analysis' }, body: { kind: 'accurate', entry_key: 'q-0123456789ab-0' } },
  'DELETE /api/analyses/:id/corrections/:correctionId': { access: 'session', ids: { id: 'analysis', correctionId: 'uuid' } },
  'GET /api/analyses/:id/file': { access: 'session', ids: { id: 'analysis' } },
  'GET /api/notifications': { access: 'session' },
  'GET /api/notifications/unread-count': { access: 'session' },
  'POST /api/notifications/mark-read': { access: 'session', foreignIds: 'ignored', body: { ids: [] } },
  'POST /api/notifications/mark-all-read': { access: 'session', body: {} },
  'GET /api/notifications/stream': { access: 'session', stream: true },
  'GET /api/sessions': { access: 'session' },
  'DELETE /api/sessions/:id': { access: 'session', ids: { id: 'session' } },
  'GET /api/uploads/:reportId/deletion': { access: 'session', ids: { reportId: 'analysis' } },
  'DELETE /api/uploads/:reportId': { access: 'session', ids: { reportId: 'analysis' } },
  'DELETE /api/account': { access: 'session', body: { password: 'not the password' } },
  'POST /api/account/export': { access: 'session' },
  'GET /api/account/export': { access: 'session' },
  'GET /api/account/export/download': { access: 'session', owner: 404 },
  'DELETE /api/disputes/letters/:id': { access: 'session', paid: true, ids: { id: 'letter' } },
  'GET /api/settings/notifications': { access: 'session' },
  'PATCH /api/settings/notifications': { access: 'session', body: { email: { report_reminders: true } } },
  'GET /api/unsubscribe': { access: 'public', signed: true },
  'POST /api/unsubscribe': { access: 'public', signed: true, body: {} },
  'GET /api/subscription/cancel-link': { access: 'public', signed: true },
  'POST /api/subscription/cancel-link': { access: 'public', signed: true, body: {} },
  'POST /api/webhooks/stripe': { access: 'public', signed: true, body: { id: 'evt_audit', type: 'invoice.paid' } },
  'GET /api/plan': { access: 'session', paid: true },
  'PUT /api/plan/tasks/:taskId': { access: 'session', paid: true, ids: { taskId: 'uuid' }, body: { completed: true } },
  'PUT /api/plan/tasks/:taskId/subtasks/:subtaskId': { access: 'session', paid: true, ids: { taskId: 'uuid', subtaskId: 'uuid' }, body: { completed: true } },
  'PUT /api/plan/phases/:phaseId': { access: 'session', paid: true, ids: { phaseId: 'uuid' }, body: { completed: true } },
  'GET /api/progress': { access: 'session', paid: true },
  'GET /api/figures': { access: 'session' },
  'GET /api/disputes/mail': { access: 'session', ownRecord: true },
  // Certified mail answers 503 before reading the letter while no mail provider is set (as here), the same for any id;
  // its 404 for another person's ids is proven with the Lob mock in tests/integration/mail.test.ts.
  'POST /api/disputes/letters/:id/certified-mail': {
    access: 'session',
    paid: true,
    ids: { id: 'uuid' },
    body: { name: 'Audit Name', address: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
  },
  'DELETE /api/disputes/letters/:id/certified-mail': { access: 'session', paid: true, ids: { id: 'uuid' } },
  'GET /api/disputes/letters/:id/tracking': { access: 'session', ownRecord: true, ids: { id: 'letter' }, owner: 404 },
  'GET /api/disputes/items/:id/tracking': { access: 'session', ownRecord: true, ids: { id: 'item' }, owner: 404 },
  'GET /api/disputes/letters/:id/mailed-pdf': { access: 'session', ownRecord: true, ids: { id: 'letter' }, owner: 404 },
  'POST /api/disputes/letters/:id/delivered': { access: 'session', paid: true, ids: { id: 'letter' }, body: { delivered_date: '2026-01-20' } },
  'POST /api/webhooks/lob': {
    access: 'public',
    signed: true,
    body: { id: 'evt_audit', event_type: { id: 'letter.certified.delivered' }, reference_id: 'ltr_audit' },
  },
  // Free (decision 168): the conversation, clearing it, and explanations; the chat answers advice questions itself.
  'GET /api/analyses/:id/assistant': { access: 'session', ids: { id: 'analysis' } },
  'DELETE /api/analyses/:id/assistant/messages': { access: 'session', ids: { id: 'analysis' } },
  'POST /api/analyses/:id/assistant/messages': { access: 'session', ids: { id: 'analysis' }, body: { content: 'What hurts my score most?' } },
  'POST /api/analyses/:id/assistant/analysis': { access: 'session', paid: true, ids: { id: 'analysis' }, body: {} },
  'GET /api/disputes': { access: 'session', ownRecord: true },
  'GET /api/disputes/candidates': { access: 'session', paid: true, owner: 404 },
  'POST /api/disputes/choices': {
    access: 'session',
    paid: true,
    body: { analysis_id: '00000000-0000-4000-8000-000000000000', key: 'audit', choice: 'accurate' },
  },
  'PATCH /api/disputes/items/:id/status': { access: 'session', paid: true, ids: { id: 'item' }, body: { status: 'sent' } },
  'PATCH /api/disputes/items/:id/statement': { access: 'session', paid: true, ids: { id: 'item' }, body: { statement: 'Not mine' } },
  'POST /api/disputes/clear-letter': { access: 'session', paid: true, body: { item_ids: ['00000000-0000-4000-8000-000000000000'] } },
  'POST /api/disputes/regenerate': { access: 'session', paid: true, body: { item_ids: ['00000000-0000-4000-8000-000000000000'] } },
  'POST /api/disputes/custom': {
    access: 'session',
    paid: true,
    body: { bureau: 'experian', creditor: 'AUDIT BANK', reason: 'not_mine', statement: 'Not mine.', confirmed: true, request: 'delete' },
  },
  'GET /api/disputes/letters': { access: 'session', ownRecord: true },
  'POST /api/disputes/letters': { access: 'session', paid: true, body: { kind: 'file_disclosure', bureau: 'experian' } },
  'GET /api/disputes/letters/:id': { access: 'session', ownRecord: true, ids: { id: 'letter' } },
  'PATCH /api/disputes/letters/:id': { access: 'session', paid: true, ids: { id: 'letter' }, body: { opening: 'Audit' } },
  'POST /api/disputes/letters/:id/approve': {
    access: 'session',
    paid: true,
    ids: { id: 'letter' },
    body: { attested: true, signature_name: 'Audit Name', signature_date: '2026-01-02' },
  },
  'POST /api/disputes/letters/:id/mailed': { access: 'session', paid: true, ids: { id: 'letter' }, body: { mailed_date: '2026-01-03' } },
  'GET /api/disputes/letters/:id/pdf': { access: 'session', ownRecord: true, ids: { id: 'letter' }, owner: 409 },
  // A file upload: the audit's JSON body is refused (400) before the letter is read, the same for any id.
  'POST /api/disputes/letters/:id/exhibits': { access: 'session', paid: true, ids: { id: 'uuid' } },
  'GET /api/disputes/letters/:id/exhibits/:exhibitId': { access: 'session', ownRecord: true, ids: { id: 'letter', exhibitId: 'uuid' }, owner: 404 },
  'DELETE /api/disputes/letters/:id/exhibits/:exhibitId': { access: 'session', paid: true, ids: { id: 'letter', exhibitId: 'uuid' } },
  'POST /api/disputes/items/:id/outcome': { access: 'session', paid: true, ids: { id: 'item' }, body: { result: 'deleted' } },
  'DELETE /api/disputes/items/:id/outcome': { access: 'session', paid: true, ids: { id: 'item' } },
  'GET /api/disputes/items/:id/next-actions': { access: 'session', paid: true, ids: { id: 'item' } },
  'POST /api/disputes/rounds/next-letter': { access: 'session', paid: true, body: { kind: 'follow_up', item_ids: ['00000000-0000-4000-8000-000000000000'] } },
  'GET /api/disputes/reviews': { access: 'session', ownRecord: true },
  'POST /api/disputes/replies': { access: 'session', paid: true },
  'GET /api/disputes/reviews/:id/file': { access: 'session', ownRecord: true, ids: { id: 'uuid' }, owner: 404 },
  'POST /api/disputes/reviews/:id/proposals': {
    access: 'session',
    paid: true,
    ids: { id: 'uuid' },
    body: { item_id: '00000000-0000-4000-8000-000000000000', decision: 'dismiss' },
  },
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
  'POST /api/subscription/demo/skip-ahead': { access: 'session', body: {} },
  'GET /api/subscription/documents/disclosure.pdf': { access: 'session' },
  // Calendar (paid, decision 064): ownership of the feed token is proven in tests/integration/calendar.test.ts.
  'GET /api/calendar/events': { access: 'session', paid: true },
  'POST /api/calendar/events': { access: 'session', paid: true, body: { title: 'Audit', date: '2026-12-01', type: 'task' } },
  'PATCH /api/calendar/events/:id': { access: 'session', paid: true, ids: { id: 'event' }, body: { title: 'Audit' } },
  'DELETE /api/calendar/events/:id': { access: 'session', paid: true, ids: { id: 'event' } },
  'GET /api/calendar/events/:id/ics': { access: 'session', paid: true, ids: { id: 'event' } },
  'GET /api/calendar/ics': { access: 'session', paid: true },
  'GET /api/calendar/feed-url': { access: 'session', paid: true },
  'POST /api/calendar/feed-url/reset': { access: 'session', paid: true, body: {} },
  'GET /api/calendar/feed/:file': { access: 'public' },
  'GET /api/subscription/documents/contract.pdf': { access: 'session' },
};
