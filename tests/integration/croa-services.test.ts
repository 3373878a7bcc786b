/**
 * CROA timing (docs/decisions/160, 161): every contracted route refuses during the 3-business-day period with the
 * opening moment in the answer, and works after it (the demo clock); reads of the person's own records stay free;
 * cancelling keeps them; the signature must be the account holder's name; without the business's name and address
 * no plan is offered outside demo mode, and the demo clock is 404 there.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LetterDto } from '../../src/common/disputes/letters';
import { SERVICES_NOT_YET_OPEN_CODE, type SubscriptionState } from '../../src/common/subscription';
import { queryRows } from '../../src/server/db/client';
import { SIGNATURE_MISMATCH_MESSAGE } from '../../src/server/modules/billing/contract';
import { cancelLinkUrl } from '../../src/server/modules/billing/cancel-link-token';
import { signUp, TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { pdfPages } from './helpers/pdf-text';
import { useTestServer } from './helpers/server';
import { skipAhead, subscribe } from './helpers/subscribe';
import { ROUTE_COVERAGE } from './security-audit/routes';

const ADDRESS = { street: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701' };
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Each contracted route, called as the web app calls it (a body where it takes one). */
const CONTRACTED: Array<[method: 'get' | 'post' | 'patch', path: string, body?: unknown]> = [
  ['get', `/api/disputes/candidates?analysis_id=${SOME_ID}`],
  ['post', '/api/disputes/choices', { analysis_id: SOME_ID, choices: [] }],
  ['post', '/api/disputes/letters', { kind: 'file_disclosure', bureau: 'equifax' }],
  ['post', '/api/disputes/custom', {}],
  ['post', '/api/disputes/regenerate', { item_ids: [SOME_ID] }],
  ['patch', `/api/disputes/letters/${SOME_ID}`, {}],
  ['post', `/api/disputes/letters/${SOME_ID}/approve`, {}],
  ['post', `/api/disputes/letters/${SOME_ID}/mailed`, {}],
  ['post', `/api/disputes/letters/${SOME_ID}/certified-mail`, {}],
  ['get', `/api/disputes/items/${SOME_ID}/next-actions`],
  ['post', '/api/disputes/rounds/next-letter', {}],
  ['get', '/api/plan'],
  ['get', '/api/progress'],
  ['get', '/api/calendar/events'],
  ['get', '/api/calendar/ics'],
  ['get', '/api/calendar/feed-url'],
  ['post', `/api/analyses/${SOME_ID}/assistant/analysis`, {}],
];

async function call(client: TestClient, [method, path, body]: (typeof CONTRACTED)[number]) {
  if (method === 'get') return client.get<Record<string, string>>(path);
  return client[method]<Record<string, string>>(path, body ?? {});
}

async function state(client: TestClient): Promise<SubscriptionState> {
  return (await client.get<{ subscription: SubscriptionState }>('/api/subscription')).body.subscription;
}

describe.each(DATABASE_TARGETS)('services after the CROA period, local demo mode, on %s', (target) => {
  const app = useTestServer(target);

  it('each contracted route refuses during the period with the opening date, and works after the demo clock', async () => {
    const { client } = await signUp(app.url, { name: 'Robin Lee' });
    expect((await client.patch('/api/profile', { mailing_address: ADDRESS })).status).toBe(200);
    await subscribe(client, 'monthly', { waitForServices: true });
    const waiting = await state(client);
    expect(waiting).toMatchObject({ subscribed: true, servicesOpen: false, demoMode: true, timeZone: 'America/Chicago', withinCancellationWindow: true });
    expect(new Date(waiting.servicesOpenAt!).getTime()).toBeGreaterThan(Date.now());
    expect(waiting.cancellationDeadlineText).toMatch(
      /^midnight at the end of \w+day, \w+ \d+, \d{4} \(Central (Standard|Daylight) Time\), the 3rd business day/,
    );

    for (const route of CONTRACTED) {
      const answer = await call(client, route);
      expect(answer.status, `${route[0]} ${route[1]}`).toBe(403);
      expect(answer.body, route[1]).toMatchObject({ code: SERVICES_NOT_YET_OPEN_CODE, services_open_at: waiting.servicesOpenAt });
      expect(answer.body.message).toContain(waiting.cancellationDeadlineText!);
    }
    // What reads and explains the report, and the person's own (still empty) records, stay open.
    for (const path of ['/api/analyses', '/api/disputes', '/api/disputes/letters', '/api/disputes/mail', '/api/disputes/reviews', '/api/profile']) {
      expect((await client.get(path)).status, path).toBe(200);
    }

    await skipAhead(client);
    const open = await state(client);
    expect(open).toMatchObject({ servicesOpen: true, withinCancellationWindow: false });
    const notes = await client.get<{ notifications: Array<{ title: string }> }>('/api/notifications');
    expect(notes.body.notifications.filter((n) => n.title === 'Your services have started')).toHaveLength(1);
    for (const route of CONTRACTED) {
      const answer = await call(client, route);
      expect([402, 403], `${route[0]} ${route[1]}: ${answer.status}`).not.toContain(answer.status);
    }
    const created = await client.post<{ letter: LetterDto }>('/api/disputes/letters', { kind: 'file_disclosure', bureau: 'experian' });
    expect(created.status).toBe(201);
  });

  it('a second person is not opened by the first one’s clock', async () => {
    const first = await signUp(app.url);
    const second = await signUp(app.url);
    await subscribe(first.client);
    await subscribe(second.client, 'monthly', { waitForServices: true });
    expect((await first.client.get('/api/plan')).status).toBe(200);
    expect((await second.client.get('/api/plan')).status).toBe(403);
  });

  it('cancelling in the period keeps the signed documents and the free reads; nothing contracted starts', async () => {
    const { client, userId } = await signUp(app.url);
    await subscribe(client, 'monthly', { waitForServices: true });
    const cancelled = await client.post<{ inWindow: boolean }>('/api/subscription/cancel');
    expect(cancelled.body.inWindow).toBe(true);
    expect((await client.get('/api/subscription/documents/contract.pdf')).status).toBe(200);
    expect((await client.get('/api/subscription/documents/disclosure.pdf')).status).toBe(200);
    expect((await client.get('/api/disputes')).status).toBe(200);
    expect((await client.get('/api/plan')).status).toBe(402);
    const rows = await queryRows<{ cancelled_via: string }>(
      app.server.database.db,
      sql`select cancelled_via from subscription_contracts where user_id = ${userId}`,
    );
    expect(rows.map((r) => r.cancelled_via)).toEqual(['app']);
    expect((await client.post('/api/subscription/demo/skip-ahead')).status).toBe(409);
  });

  it('cancelled in the period: every read of the person’s own records answers, every contracted call is refused', async () => {
    const { client } = await signUp(app.url);
    await subscribe(client, 'monthly', { waitForServices: true });
    expect((await client.post<{ inWindow: boolean }>('/api/subscription/cancel')).body.inWindow).toBe(true);
    // Every declared route under the contracted prefixes, with an unknown id: the guard, not the record, decides.
    const contracted = /^\w+ \/api\/(disputes|analyses\/:id\/assistant\/analysis|plan|progress|calendar\/(events|ics|feed-url))/;
    const routes = Object.entries(ROUTE_COVERAGE).filter(([key]) => contracted.test(key));
    expect(routes.filter(([, c]) => c.ownRecord).length).toBeGreaterThanOrEqual(10);
    for (const [key, coverage] of routes) {
      const [method, pattern] = key.split(' ') as [string, string];
      const path = pattern.replace(/:\w+/g, SOME_ID);
      const answer = await client.request<{ code?: string }>(method, path, method === 'GET' ? undefined : (coverage.body ?? {}));
      if (coverage.ownRecord) expect([200, 404, 409], `${key}: ${answer.status}`).toContain(answer.status);
      else expect(answer.status, key).toBe(402);
    }
  });

  it('after the plan ends, signed letters stay downloadable and readable; new services stop', async () => {
    const { client, userId } = await signUp(app.url, { name: 'Casey Morgan' });
    expect((await client.patch('/api/profile', { mailing_address: ADDRESS })).status).toBe(200);
    await subscribe(client);
    const created = await client.post<{ letter: LetterDto }>('/api/disputes/letters', { kind: 'file_disclosure', bureau: 'equifax' });
    const letterId = created.body.letter.id;
    const approved = await client.post(`/api/disputes/letters/${letterId}/approve`, {
      attested: true,
      signature_name: 'Casey Morgan',
      signature_date: '2026-01-10',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await client.post(`/api/disputes/letters/${letterId}/mailed`, { mailed_date: '2026-01-11' })).status).toBe(200);
    expect((await client.post(`/api/disputes/letters/${letterId}/delivered`, { delivered_date: '2026-01-14' })).status).toBe(200);
    expect((await client.post('/api/subscription/cancel')).status).toBe(200);
    // The period of service runs out (time, moved in the database).
    await app.server.database.db.execute(sql`update subscriptions set ends_at = now() - interval '1 day' where user_id = ${userId}`);
    expect((await state(client)).subscribed).toBe(false);

    const pdf = await client.get(`/api/disputes/letters/${letterId}/pdf`);
    expect(pdf.status).toBe(200);
    expect((await client.get('/api/disputes')).status).toBe(200);
    const list = await client.get<{ letters: LetterDto[] }>('/api/disputes/letters');
    expect(list.status).toBe(200);
    expect(list.body.letters.map((l) => l.id)).toContain(letterId);
    expect((await client.get(`/api/disputes/letters/${letterId}`)).status).toBe(200);
    // The mailed letter's tracking with its response deadline, and the replies list, stay readable.
    const tracking = await client.get<{ tracking: { response_due_date: string | null } }>(`/api/disputes/letters/${letterId}/tracking`);
    expect(tracking.status).toBe(200);
    expect(tracking.body.tracking.response_due_date).toMatch(/^2026-02-/);
    expect((await client.get('/api/disputes/reviews')).status).toBe(200);
    expect((await client.post('/api/disputes/letters', { kind: 'file_disclosure', bureau: 'experian' })).status).toBe(402);
    expect((await client.post(`/api/disputes/letters/${letterId}/delivered`, { delivered_date: '2026-01-15' })).status).toBe(402);
    // Another person still gets 404 for the letter.
    const other = await signUp(app.url);
    expect((await other.client.get(`/api/disputes/letters/${letterId}/pdf`)).status).toBe(404);
  });

  it('the signed cancel link of the contract email cancels without signing in, and is recorded as such', async () => {
    const { client, userId } = await signUp(app.url);
    const { contractId } = await subscribe(client, 'monthly', { waitForServices: true });
    const url = new URL(cancelLinkUrl(app, contractId));
    const path = `${url.pathname}${url.search}`;
    const anonymous = new TestClient(app.url);
    const confirm = await anonymous.get<string>(path);
    expect(confirm.status).toBe(200);
    expect(String(confirm.body)).toContain('Cancel my contract');
    expect((await state(client)).subscribed).toBe(true);
    const done = await anonymous.post<string>(path);
    expect(done.status).toBe(200);
    expect(String(done.body)).toContain('Your contract is cancelled');
    expect(await state(client)).toMatchObject({ subscribed: false, status: 'canceled' });
    const rows = await queryRows<{ cancelled_via: string }>(
      app.server.database.db,
      sql`select cancelled_via from subscription_contracts where user_id = ${userId}`,
    );
    expect(rows.map((r) => r.cancelled_via)).toEqual(['email-link']);
    expect(String((await anonymous.post<string>(path)).body)).toContain('already cancelled');
    // A forged or altered token changes nothing.
    expect((await anonymous.post(path.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A')))).status).toBe(400);
    expect((await anonymous.get(`${url.pathname}?token=${contractId}.x`)).status).toBe(400);
  });

  it('the person’s state sets the period: California 5 business days, Texas and Illinois 3 (decision 166)', async () => {
    const period = async (code: string) => {
      const { client, userId } = await signUp(app.url, { name: 'Robin Lee' });
      expect((await client.patch('/api/profile', { mailing_address: { ...ADDRESS, state: code } })).status).toBe(200);
      const before = await state(client);
      const preview = await client.get<{ terms: { cancellationBusinessDays: number }; sections: Array<{ title: string; paragraphs: string[] }> }>(
        '/api/subscription/contract/preview?planType=monthly',
      );
      await subscribe(client, 'monthly', { waitForServices: true });
      const after = await state(client);
      const [row] = await queryRows<{ cancellation_business_days: number; person_state: string; cancel_by_date: string; signed_at: Date }>(
        app.server.database.db,
        sql`select cancellation_business_days, person_state, cancel_by_date, signed_at from subscription_contracts where user_id = ${userId}`,
      );
      return { before, preview: preview.body, after, row: row!, client };
    };
    const ca = await period('CA');
    expect(ca.before).toMatchObject({ cancellationBusinessDays: 5, stateDisclosure: { title: 'California law', beforeContract: true } });
    expect(ca.preview.terms.cancellationBusinessDays).toBe(5);
    expect(ca.preview.sections.map((s) => s.title)).toContain('California law');
    expect(ca.preview.sections.flatMap((s) => s.paragraphs).join(' ')).not.toMatch(/\b3 business days/);
    expect(ca.row).toMatchObject({ cancellation_business_days: 5, person_state: 'CA' });
    expect(ca.after).toMatchObject({ cancellationBusinessDays: 5, timeZone: 'America/Los_Angeles' });
    expect(ca.after.cancellationDeadlineText).toContain('the 5th business day after signing');
    // The documents say the same: the contract's bold sentence, notice and state section; the disclosure's state text.
    const pdf = async (path: string) =>
      (await pdfPages(new Uint8Array(await (await fetch(app.url + path, { headers: { Cookie: ca.client.cookieHeader() } })).arrayBuffer()))).join(' ');
    const contractPdf = await pdf('/api/subscription/documents/contract.pdf');
    expect(contractPdf).toContain('before midnight of the 5th business day after the date on which you signed the contract');
    expect(contractPdf).toContain('before midnight of the 5th business day which begins after the date');
    expect(contractPdf).toContain('California law');
    expect(contractPdf).not.toMatch(/\b3 business days|3rd/);
    expect(await pdf('/api/subscription/documents/disclosure.pdf')).toContain('Credit Services Act of 1984');
    const refusal = await ca.client.get<{ message: string }>('/api/plan');
    expect(refusal.status).toBe(403);
    expect(refusal.body.message).toContain('after the 5 business days you have to cancel');

    for (const code of ['TX', 'IL']) {
      const other = await period(code);
      expect(other.before.cancellationBusinessDays, code).toBe(3);
      expect(other.row.cancellation_business_days, code).toBe(3);
      expect(other.after.cancellationDeadlineText, code).toContain('the 3rd business day after signing');
      // Signed the same day: California's last day comes 2 business days later (or more, over a weekend or holiday).
      expect(ca.row.cancel_by_date > other.row.cancel_by_date, code).toBe(true);
      expect(new Date(ca.after.servicesOpenAt!).getTime()).toBeGreaterThan(new Date(other.after.servicesOpenAt!).getTime() + 86_400_000);
    }
    const illinois = await period('IL');
    expect(illinois.before.stateDisclosure).toBeNull();
    const plain = await pdfPages(
      new Uint8Array(
        await (await fetch(`${app.url}/api/subscription/documents/disclosure.pdf`, { headers: { Cookie: illinois.client.cookieHeader() } })).arrayBuffer(),
      ),
    );
    expect(plain.join(' ')).not.toContain(' law (the ');
  });

  it('the typed signature must match the account holder’s name', async () => {
    const { client } = await signUp(app.url, { name: 'Jamie Q. Rivera' });
    expect((await client.post('/api/subscription/disclosure')).status).toBe(201);
    const wrong = await client.post<{ message: string }>('/api/subscription/contract', { planType: 'monthly', signatureName: 'Someone Else', agreed: true });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(SIGNATURE_MISMATCH_MESSAGE);
    const right = await client.post('/api/subscription/contract', { planType: 'monthly', signatureName: '  jamie q rivera ', agreed: true });
    expect(right.status).toBe(201);
  });
});

describe.each(DATABASE_TARGETS)('outside demo mode without the business address, on %s', (target) => {
  const app = useTestServer(target, { APP_URL: 'https://app.example.test' });

  it('offers no plan, says why, and has no demo clock', async () => {
    const { client } = await signUp(app.url, { origin: 'https://app.example.test' });
    expect(await state(client)).toMatchObject({ demoMode: false, plansOffered: false });
    expect((await client.post('/api/subscription/disclosure')).status).toBe(201);
    const refused = await client.post<{ message: string }>('/api/subscription/contract', { planType: 'monthly', signatureName: 'Test User', agreed: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/BUSINESS_ADDRESS/);
    expect((await client.post('/api/subscription/demo/skip-ahead')).status).toBe(404);
  });
});

describe.each(DATABASE_TARGETS)('state acts: a business registered in Texas only, on %s', (target) => {
  const app = useTestServer(target, {
    APP_URL: 'https://app.example.test',
    BUSINESS_NAME: 'Lone Star Credit Help LLC',
    BUSINESS_ADDRESS: '1 Congress Ave, Austin, TX 78701',
    BUSINESS_EMAIL: 'cancel@lonestar.example',
    BUSINESS_REGISTERED_STATES: 'tx',
  });
  const person = async (state: string) => {
    const { client } = await signUp(app.url, { origin: 'https://app.example.test' });
    const address = { street: '1 Main St', city: 'Somewhere', state, zip: '75001' };
    expect((await client.patch('/api/profile', { mailing_address: address })).status).toBe(200);
    expect((await client.post('/api/subscription/disclosure')).status).toBe(201);
    return client;
  };
  const sign = (client: TestClient) =>
    client.post<{ message: string }>('/api/subscription/contract', { planType: 'monthly', signatureName: 'Test User', agreed: true });

  it('offers plans where the business is registered, and elsewhere says why and refuses', async () => {
    const texan = await person('TX');
    expect(await state(texan)).toMatchObject({ plansOffered: true, plansUnavailableReason: null, demoMode: false });
    expect((await sign(texan)).status).toBe(201);

    const illinois = await person('IL');
    const refused = await state(illinois);
    expect(refused.plansOffered).toBe(false);
    expect(refused.plansUnavailableReason).toMatch(/^Plans are not offered in Illinois/);
    const answer = await sign(illinois);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(refused.plansUnavailableReason);
  });
});
