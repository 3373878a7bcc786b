/**
 * CROA timing (docs/decisions/160, 161): every contracted route refuses during the 3-business-day period with the
 * opening moment in the answer, and works after it (the demo clock); reads of the person's own records stay free;
 * cancelling keeps them; the signature must be the account holder's name; without the business's name and address
 * no plan is offered outside demo mode, and the demo clock is 404 there.
 */
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { AnalysisDto, AnalysisSummaryDto } from '../../src/common/analysis';
import type { LetterDto } from '../../src/common/disputes/letters';
import { SERVICES_NOT_YET_OPEN_CODE, type SubscriptionState } from '../../src/common/subscription';
import { queryRows } from '../../src/server/db/client';
import { CONTRACTED_ADVICE_KEYS } from '../../src/server/modules/analyses/contracted-advice';
import { SIGNATURE_MISMATCH_MESSAGE } from '../../src/server/modules/billing/contract';
import { analysedReport } from './helpers/analyses';
import { cancelLinkUrl } from '../../src/server/modules/billing/cancel-link-token';
import { signUp, TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { oneDatabaseTest } from './helpers/one-database';
import { pdfPages } from './helpers/pdf-text';
import { useTestServer } from './helpers/server';
import { ENGINE_ONCE } from './helpers/engine-once';
import { unzip } from './helpers/unzip';
import { skipAhead, subscribe } from './helpers/subscribe';
import { ROUTE_COVERAGE } from './security-audit/routes';

const ADDRESS = { street: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701' };
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every contracted route: the routes the security audit declares paid (its own test proves each answers 402 without
 * a plan, and that every dispute route, the strategy and the generated analysis is declared), with an unknown id and
 * the audit's body: the guard, not the record, decides. The reads of the person's own records apart.
 */
const DECLARED = Object.entries(ROUTE_COVERAGE);
const CONTRACTED = DECLARED.filter(([, c]) => c.paid);
const OWN_RECORDS = DECLARED.filter(([, c]) => c.ownRecord);

async function call(client: TestClient, [key, coverage]: (typeof DECLARED)[number]) {
  const [method, pattern] = key.split(' ') as [string, string];
  const path = pattern.replace(/:\w+/g, SOME_ID);
  return client.request<Record<string, string>>(method, path, method === 'GET' ? undefined : (coverage.body ?? {}));
}

async function state(client: TestClient): Promise<SubscriptionState> {
  return (await client.get<{ subscription: SubscriptionState }>('/api/subscription')).body.subscription;
}

describe.each(DATABASE_TARGETS)('services after the CROA period, local demo mode, on %s', (target) => {
  const app = useTestServer(target, {}, { analysis: ENGINE_ONCE });

  oneDatabaseTest(target, 'each contracted route refuses during the period with the opening date, and works after the demo clock', async () => {
    const { client } = await signUp(app.url, { name: 'Robin Lee' });
    expect((await client.patch('/api/profile', { mailing_address: ADDRESS })).status).toBe(200);
    await subscribe(client, 'monthly', { waitForServices: true });
    const waiting = await state(client);
    expect(waiting).toMatchObject({ subscribed: true, servicesOpen: false, demoMode: true, timeZone: 'America/Chicago', withinCancellationWindow: true });
    expect(new Date(waiting.servicesOpenAt!).getTime()).toBeGreaterThan(Date.now());
    expect(waiting.cancellationDeadlineText).toMatch(
      /^midnight at the end of \w+day, \w+ \d+, \d{4} \(Central (Standard|Daylight) Time\), the 3rd business day/,
    );

    expect(CONTRACTED.length).toBeGreaterThanOrEqual(38);
    for (const route of CONTRACTED) {
      const answer = await call(client, route);
      expect(answer.status, route[0]).toBe(403);
      expect(answer.body, route[0]).toMatchObject({ code: SERVICES_NOT_YET_OPEN_CODE, services_open_at: waiting.servicesOpenAt });
      expect(answer.body.message, route[0]).toContain(waiting.cancellationDeadlineText!);
    }
    // What reads and explains the report, and the person's own (still empty) records, stay open.
    for (const path of ['/api/analyses', '/api/profile', '/api/account/export']) expect((await client.get(path)).status, path).toBe(200);
    for (const route of OWN_RECORDS) expect([200, 404, 409], route[0]).toContain((await call(client, route)).status);

    await skipAhead(client);
    const open = await state(client);
    expect(open).toMatchObject({ servicesOpen: true, withinCancellationWindow: false });
    const notes = await client.get<{ notifications: Array<{ title: string }> }>('/api/notifications');
    expect(notes.body.notifications.filter((n) => n.title === 'Your services have started')).toHaveLength(1);
    for (const route of CONTRACTED) {
      const answer = await call(client, route);
      expect(answer.status, route[0]).not.toBe(402);
      expect(answer.body.code, `${route[0]}: ${answer.status}`).not.toBe(SERVICES_NOT_YET_OPEN_CODE);
    }
    const created = await client.post<{ letter: LetterDto }>('/api/disputes/letters', { kind: 'file_disclosure', bureau: 'experian' });
    expect(created.status).toBe(201);
  });

  oneDatabaseTest(target, 'the analysis reads carry no contracted advice until services open, and their tags change when they do (decision 169)', async () => {
    const { client } = await signUp(app.url);
    const [row] = await analysedReport(app.url, client);
    await subscribe(client, 'monthly', { waitForServices: true });
    const read = async (etags: { one?: string; list?: string } = {}) => {
      const one = await client.request<{ analysis: AnalysisDto }>('GET', `/api/analyses/${row.id}`, undefined, etags.one ? { 'If-None-Match': etags.one } : {});
      const list = await client.request<{ analyses: AnalysisSummaryDto[] }>(
        'GET',
        '/api/analyses',
        undefined,
        etags.list ? { 'If-None-Match': etags.list } : {},
      );
      return { one, list };
    };
    const waiting = await read();
    for (const raw of [waiting.one.body.analysis.raw_data!, waiting.list.body.analyses[0]!.raw_data!]) {
      expect(raw.advice_withheld).toBe(true);
      for (const key of CONTRACTED_ADVICE_KEYS) expect(raw, key).not.toHaveProperty(key);
      // What reads and explains the report stays: the figures, the negative items, the possible errors.
      expect(raw.negative_items.length).toBeGreaterThan(0);
      expect(raw.findings).toBeDefined();
    }
    const etags = { one: waiting.one.headers.get('etag')!, list: waiting.list.headers.get('etag')! };
    const unchanged = await read(etags);
    expect([unchanged.one.status, unchanged.list.status]).toEqual([304, 304]);

    await skipAhead(client);
    const open = await read(etags);
    expect([open.one.status, open.list.status]).toEqual([200, 200]);
    for (const raw of [open.one.body.analysis.raw_data!, open.list.body.analyses[0]!.raw_data!]) {
      expect(raw.advice_withheld).toBeUndefined();
      expect(raw.recommendations!.length).toBeGreaterThan(0);
      expect(raw.personalized_strategy!.summary).not.toBe('');
      expect(raw.strategy_generated_at).toBeDefined();
    }
  });

  oneDatabaseTest(target, 'a second person is not opened by the first one’s clock', async () => {
    const first = await signUp(app.url);
    const second = await signUp(app.url);
    await subscribe(first.client);
    await subscribe(second.client, 'monthly', { waitForServices: true });
    expect((await first.client.get('/api/plan')).status).toBe(200);
    expect((await second.client.get('/api/plan')).status).toBe(403);
  });

  oneDatabaseTest(target, 'cancelling in the period keeps the signed documents and the free reads; nothing contracted starts', async () => {
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

  oneDatabaseTest(target, 'cancelled in the period: every read of the person’s own records answers, every contracted call is refused', async () => {
    const { client } = await signUp(app.url);
    await subscribe(client, 'monthly', { waitForServices: true });
    expect((await client.post<{ inWindow: boolean }>('/api/subscription/cancel')).body.inWindow).toBe(true);
    // Every contracted route and every read of the person's own records, with an unknown id.
    expect(OWN_RECORDS.length).toBeGreaterThanOrEqual(10);
    for (const route of OWN_RECORDS) {
      const answer = await call(client, route);
      expect([200, 404, 409], `${route[0]}: ${answer.status}`).toContain(answer.status);
    }
    for (const route of CONTRACTED) expect((await call(client, route)).status, route[0]).toBe(402);
    // "Download my data" is the person's own too.
    expect((await client.post('/api/account/export')).status).toBe(202);
  });

  oneDatabaseTest(target, 'after the plan ends, signed letters stay downloadable and readable; new services stop', async () => {
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

  oneDatabaseTest(target, 'the signed cancel link of the contract email cancels without signing in, and is recorded as such', async () => {
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

  oneDatabaseTest(target, 'the person’s state sets the period: California 5 business days, Texas and Illinois 3 (decision 166)', async () => {
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

  oneDatabaseTest(target, 'the disclosure PDF carries the state text the disclosure step shows, before and after the contract (decision 164)', async () => {
    const { client } = await signUp(app.url, { name: 'Robin Lee' });
    expect((await client.patch('/api/profile', { mailing_address: { ...ADDRESS, state: 'CA' } })).status).toBe(200);
    const shown = (await state(client)).stateDisclosure!;
    expect(shown).toMatchObject({ title: 'California law', beforeContract: true });
    const text = async () => {
      const response = await fetch(`${app.url}/api/subscription/documents/disclosure.pdf`, { headers: { Cookie: client.cookieHeader() } });
      return (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join(' ');
    };
    const squeeze = (t: string) => t.replace(/\s+/g, ' ').trim();
    // Acknowledged, no contract yet: the text of the person's state, word for word.
    expect((await client.post('/api/subscription/disclosure')).status).toBe(201);
    const acknowledged = await text();
    expect(acknowledged).toContain('California law');
    expect(squeeze(acknowledged)).toContain(squeeze(shown.text));
    expect(acknowledged).toContain('Acknowledged electronically on');
    // Signed: the contract's state (the same), also in "Download my data".
    await subscribe(client, 'monthly', { waitForServices: true });
    expect(squeeze(await text())).toContain(squeeze(shown.text));
    expect((await client.post('/api/account/export')).status).toBe(202);
    let url: string | undefined;
    for (let i = 0; i < 300 && !url; i++) {
      const status = (await client.get<{ status: string; url?: string }>('/api/account/export')).body;
      if (status.status === 'ready') url = status.url;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const zip = unzip(new Uint8Array(await (await fetch(app.url + url!, { headers: { Cookie: client.cookieHeader() } })).arrayBuffer()));
    const disclosure = [...zip.entries()].find(([name]) => name.startsWith('contracts/disclosure-'))![1];
    expect(squeeze((await pdfPages(new Uint8Array(disclosure))).join(' '))).toContain(squeeze(shown.text));
  });

  oneDatabaseTest(target, 'the typed signature must match the account holder’s name', async () => {
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

  oneDatabaseTest(target, 'offers no plan, says why, and has no demo clock', async () => {
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

  oneDatabaseTest(target, 'offers plans where the business is registered, and elsewhere says why and refuses', async () => {
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
