/**
 * Certified mail through Lob and tracking (docs/api.md "Certified mail", docs/decisions/100–102), over HTTP against
 * the local Lob server of tests/mocks/lob.ts: the send rules, the call Lob gets, Undo send, signed webhook events
 * (bad, stale, duplicate, out of order, naming another person's letter), the FCRA clock on the items, the spec's
 * assumed delivery, self-mailed letters, and 404 for every id of another person.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DisputeItemDto } from '../../src/common/disputes/items';
import type { LetterDto } from '../../src/common/disputes/letters';
import { MAIL_MESSAGES, MAIL_TEXT, type SendMailResponse, type TrackingDto } from '../../src/common/mail';
import { queryRows } from '../../src/server/db/client';
import { certifiedMailings } from '../../src/server/db/schema';
import { longDate } from '../../src/server/modules/billing/business-days';
import { daysBetween, responseDueDate } from '../../src/server/modules/disputes/clock';
import { createLobProvider } from '../../src/server/providers/mail';
import { LOB_RENDERED_PDF, LOB_TEST_KEY, LOB_TEST_WEBHOOK_SECRET, lobEvent, signLob, startFakeLob, type FakeLob } from '../mocks/lob';
import { reportFixture, sleep, uploadFile, waitForFinished } from './helpers/analyses';
import { signUp, TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { oneDatabaseTest } from './helpers/one-database';
import { useTestServer } from './helpers/server';
import { ENGINE_ONCE } from './helpers/engine-once';
import { subscribe } from './helpers/subscribe';

type Disputes = { items: DisputeItemDto[]; letters: LetterDto[] };

const ADDRESS = { street: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701' };
const FORM = { name: 'Jordan Avery', address: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701' };

describe.each(DATABASE_TARGETS)('certified mail on %s', (target) => {
  let lob: FakeLob;
  afterAll(async () => {
    await lob?.close();
  });
  const app = useTestServer(
    target,
    async () => {
      lob = await startFakeLob();
      return { LOB_API_KEY: LOB_TEST_KEY, LOB_API_URL: lob.url, LOB_WEBHOOK_SECRET: LOB_TEST_WEBHOOK_SECRET };
    },
    { analysis: ENGINE_ONCE },
  );

  const db = () => app.server.database.db;
  const disputes = async (client: TestClient) => (await client.get<Disputes>('/api/disputes')).body;
  const tracking = async (client: TestClient, letterId: string) => client.get<{ tracking: TrackingDto }>(`/api/disputes/letters/${letterId}/tracking`);

  async function postEvent(event: unknown, headers?: Record<string, string>) {
    const body = JSON.stringify(event);
    const response = await fetch(`${app.url}/api/webhooks/lob`, { method: 'POST', headers: headers ?? signLob(body), body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 500)}`);
      await sleep(100);
    }
  }

  const eventsApplied = async () =>
    (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from lob_events where processed_at is null`))[0]!.n === 0;

  /** A subscribed person with an approved Experian dispute letter (from a real analysis) and an address. */
  async function personWithApprovedLetter() {
    const person = await signUp(app.url, { name: 'Jordan Avery' });
    await subscribe(person.client);
    expect((await person.client.patch('/api/profile', { mailing_address: ADDRESS })).status).toBe(200);
    const upload = await uploadFile(app.url, person.client, 'experian', (await reportFixture('experian-current')).pdf);
    const [row] = await Promise.all(upload.body.analyses!.map((r) => waitForFinished(person.client, r.id)));
    const candidates = (await person.client.get<{ candidates: { key: string; source: string }[] }>(`/api/disputes/candidates?analysis_id=${row!.id}`)).body
      .candidates;
    const chosen = candidates.find((c) => c.source !== 'inquiry')!;
    expect(
      (
        await person.client.post('/api/disputes/choices', {
          analysis_id: row!.id,
          key: chosen.key,
          choice: 'dispute',
          reason: 'not_mine',
          statement: 'This is reported wrongly.',
          confirmed: true,
        })
      ).status,
    ).toBe(200);
    const letter = (await disputes(person.client)).letters.find((l) => l.kind === 'bureau_dispute')!;
    const approved = await person.client.post<{ letter: LetterDto }>(`/api/disputes/letters/${letter.id}/approve`, {
      attested: true,
      signature_name: 'Jordan Avery',
      signature_date: '2026-01-10',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    return { ...person, letterId: letter.id };
  }

  /** A subscribed person whose window has closed, with an approved 609 disclosure request (no analysis needed). */
  async function personWithDisclosureLetter(bureau: 'experian' | 'equifax' = 'equifax') {
    const person = await signUp(app.url, { name: 'Casey Morgan' });
    await subscribe(person.client);
    expect((await person.client.patch('/api/profile', { mailing_address: ADDRESS })).status).toBe(200);
    const created = await person.client.post<{ letter: LetterDto }>('/api/disputes/letters', { kind: 'file_disclosure', bureau });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const approved = await person.client.post(`/api/disputes/letters/${created.body.letter.id}/approve`, {
      attested: true,
      signature_name: 'Casey Morgan',
      signature_date: '2026-01-10',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    return { ...person, letterId: created.body.letter.id };
  }

  oneDatabaseTest(
    target,
    'sends an approved letter by certified mail, undoes it, and tracks it to delivery with the FCRA clock',
    async () => {
      const a = await personWithApprovedLetter();
      const url = `/api/disputes/letters/${a.letterId}/certified-mail`;
      expect((await a.client.get('/api/disputes/mail')).body).toEqual({ certified_mail_available: true });

      // The five address fields are all needed.
      const missing = await a.client.post(url, { ...FORM, city: '' });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ message: `${MAIL_TEXT.missingTitle}: ${MAIL_TEXT.missingDescription}` });
      // Nothing is mailed inside the CROA period: covered where the period is (subscription.test.ts, croa-services.test.ts).
      // An undeliverable return address: a clear message, nothing sent.
      const undeliverable = await a.client.post(url, { ...FORM, address: '1 Nowhere Road' });
      expect(undeliverable.status).toBe(400);
      expect(undeliverable.body).toMatchObject({ message: MAIL_MESSAGES.undeliverable });
      // Lob refuses: the person sees the error, the letter stays approved.
      lob.failNext('/v1/letters', 422, 'file has too many pages');
      const refused = await a.client.post(url, FORM);
      expect(refused.status).toBe(502);
      expect(refused.body).toMatchObject({ message: 'file has too many pages' });
      expect(lob.letters.size).toBe(0);
      // Lob fails on its side: the spec's server fallback, nothing sent.
      lob.failNext('/v1/letters', 500, 'internal details');
      const failed = await a.client.post(url, FORM);
      expect(failed.status).toBe(502);
      expect(failed.body).toMatchObject({ message: MAIL_TEXT.failedFallback });
      expect(lob.letters.size).toBe(0);
      expect((await disputes(a.client)).letters.find((l) => l.id === a.letterId)?.status).toBe('ready');

      const sent = await a.client.post<SendMailResponse>(url, { ...FORM, state: 'illinois', return_receipt: true });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const { lobResponse } = sent.body;
      expect(lobResponse).toMatchObject({ status: 'sent', id: expect.stringMatching(/^ltr_/), trackingNumber: expect.stringMatching(/^9407/) });
      const call = lob.requests.filter((r) => r.path === '/v1/letters' && r.method === 'POST').at(-1)!;
      expect(call.fields).toMatchObject({
        extra_service: 'certified_return_receipt',
        mail_type: 'usps_first_class',
        use_type: 'operational',
        color: 'false',
        'to[name]': 'Experian',
        'to[address_line1]': 'P.O. Box 4500',
        'to[address_city]': 'Allen',
        'to[address_state]': 'TX',
        'to[address_zip]': '75013',
        'from[name]': 'Jordan Avery',
        'from[address_line1]': '12 ELM STREET',
        'from[address_state]': 'IL',
        'metadata[letter_id]': a.letterId,
        'metadata[user_id]': a.userId,
      });
      expect(call.fileBytes).toBeGreaterThan(1000);
      expect(call.headers['idempotency-key']).toMatch(new RegExp(`^${a.letterId}\\.`));
      let data = await disputes(a.client);
      expect(data.letters.find((l) => l.id === a.letterId)?.status).toBe('sent');
      for (const item of data.items) {
        expect(item.status).toBe('submitted');
        expect(item.metadata.certified_mail).toMatchObject({
          status: 'sent',
          mailed_by: 'lob',
          tracking_number: lobResponse.trackingNumber,
          tracking_id: lobResponse.id,
        });
        expect(item.metadata.history?.at(-1)).toMatchObject({ status: 'submitted', note: 'Sent by certified mail' });
      }
      // The rendered PDF Lob returned is kept (encrypted).
      const [stored] = await db().select().from(certifiedMailings).where(eq(certifiedMailings.letterId, a.letterId));
      expect(stored?.renderedPdfKey).toBeTruthy();
      expect(
        readFileSync(path.join(app.dataDir, 'reports', stored!.renderedPdfKey!))
          .subarray(0, 5)
          .toString(),
      ).not.toBe('%PDF-');
      // ... and the person downloads it, decrypted, as Lob printed it.
      expect((await tracking(a.client, a.letterId)).body.tracking.mailed_pdf).toBe(true);
      const mailedPdf = await fetch(`${app.url}/api/disputes/letters/${a.letterId}/mailed-pdf`, { headers: { Cookie: a.client.cookieHeader() } });
      expect(mailedPdf.status).toBe(200);
      expect(mailedPdf.headers.get('content-type')).toBe('application/pdf');
      expect(mailedPdf.headers.get('content-disposition')).toMatch(/^attachment; filename="experian-dispute-round-1-as-mailed\.pdf"/);
      expect(Buffer.from(await mailedPdf.arrayBuffer()).toString('latin1')).toBe(LOB_RENDERED_PDF.toString('latin1'));
      expect((await fetch(`${app.url}/api/disputes/letters/${a.letterId}/mailed-pdf`)).status).toBe(401);
      expect((await a.client.post(url, FORM)).body).toMatchObject({ message: MAIL_MESSAGES.alreadySent });

      // Undo send within Lob's window: cancelled at Lob, approved again.
      const track = (await tracking(a.client, a.letterId)).body.tracking;
      expect(track.cancel_until).not.toBeNull();
      // Lob fails on the cancel: the letter is still mailed, the person is told so and may try again.
      lob.failNext(`/v1/letters/${lobResponse.id}`, 500, 'internal details');
      const failedUndo = await a.client.request('DELETE', url);
      expect(failedUndo.status).toBe(502);
      expect(failedUndo.body).toMatchObject({ message: MAIL_MESSAGES.undoFailed });
      expect(lob.letters.get(lobResponse.id)?.deleted).toBeFalsy();
      expect((await tracking(a.client, a.letterId)).body.tracking.cancel_until).not.toBeNull();
      const undone = await a.client.request<{ letter: LetterDto }>('DELETE', url);
      expect(undone.status, JSON.stringify(undone.body)).toBe(200);
      expect(undone.body.letter.status).toBe('ready');
      expect(lob.letters.get(lobResponse.id)?.deleted).toBe(true);
      data = await disputes(a.client);
      for (const item of data.items) {
        expect(item.status).toBe('ready');
        expect(item.metadata.certified_mail).toBeUndefined();
      }

      // Sent again (a new Idempotency-Key, a new letter at Lob); past Lob's window there is no undo.
      lob.setCancelWindowMs(0);
      const again = await a.client.post<SendMailResponse>(url, { ...FORM, extended_period: false });
      lob.setCancelWindowMs(5 * 60_000);
      expect(again.status).toBe(201);
      expect(again.body.lobResponse.id).not.toBe(lobResponse.id);
      const late = await a.client.request('DELETE', url);
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ message: MAIL_MESSAGES.undoClosed });
      const ltr = again.body.lobResponse.id;

      // Webhooks: unsigned, badly signed, stale and unconfigured calls change nothing.
      const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
      const event = lobEvent('letter.certified.in_transit', { id: ltr, metadata: { letter_id: a.letterId, user_id: a.userId } }, { at: at(2) });
      const body = JSON.stringify(event);
      expect((await postEvent(event, { 'Content-Type': 'application/json' })).status).toBe(401);
      expect((await postEvent(event, signLob(body, 'another-secret-0123456789abcdef'))).status).toBe(401);
      expect((await postEvent(event, signLob(body, LOB_TEST_WEBHOOK_SECRET, Date.now() - 10 * 60_000))).status).toBe(401);
      expect((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from lob_events`))[0]!.n).toBe(0);

      // Good, then duplicate.
      expect(await postEvent(event)).toEqual({ status: 200, body: { received: true, outcome: 'stored' } });
      expect(await postEvent(event)).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
      await waitFor(
        'in transit',
        async () => (await tracking(a.client, a.letterId)).body.tracking.status,
        (s) => s === 'in_transit',
      );

      // Out of order: delivered, then a late "mailed" that must not move it back.
      const deliveredAt = at(50);
      const deliveredDay = deliveredAt.toISOString().slice(0, 10);
      // Received + 30 days + 5 business days to send the results (FCRA 611(a)(1), (a)(6)(A)).
      const dueDay = responseDueDate(deliveredDay, { recipient: 'bureau', extended: false });
      expect(
        (await postEvent(lobEvent('letter.certified.delivered', { id: ltr, metadata: { letter_id: a.letterId, user_id: a.userId } }, { at: deliveredAt })))
          .status,
      ).toBe(200);
      expect((await postEvent(lobEvent('letter.certified.mailed', { id: ltr }, { at: at(1) }))).status).toBe(200);
      await waitFor('events applied', eventsApplied, (done) => done);
      const delivered = (await tracking(a.client, a.letterId)).body.tracking;
      expect(delivered).toMatchObject({
        status: 'delivered',
        actualDeliveryDate: deliveredDay,
        delivery_assumed: false,
        response_due_date: dueDay,
        mailed_by: 'lob',
      });
      expect(delivered.events.map((e) => e.description)).toEqual([
        'Delivered',
        'In transit',
        'Mailed by certified mail',
        'Sent to the printer for certified mail',
      ]);
      data = await disputes(a.client);
      for (const item of data.items) {
        expect(item.due_date?.slice(0, 10)).toBe(dueDay);
        expect(item.metadata.certified_mail).toMatchObject({ status: 'delivered', actual_delivery_date: deliveredDay, follow_up_date: delivered.followUpDate });
      }
      // The item's own tracking route answers the same.
      expect((await a.client.get<{ tracking: TrackingDto }>(`/api/disputes/items/${data.items[0]!.id}/tracking`)).body.tracking.status).toBe('delivered');
      // Notifications (bell) and emails for the changes that matter: mailed (twice sent), delivered.
      const notes = (await a.client.get<{ notifications: { type: string; message: string }[] }>('/api/notifications')).body.notifications;
      const deliveredNote = `delivered on ${longDate(deliveredDay)}. The response is due by ${longDate(dueDay)}.`;
      expect(notes.filter((n) => n.type === 'DISPUTE_STATUS_UPDATE' && n.message.includes(deliveredNote))).toHaveLength(1);
      expect(notes.some((n) => n.message.includes('In transit'))).toBe(false);
      const outbox = readdirSync(path.join(app.dataDir, 'outbox')).map((f) => readFileSync(path.join(app.dataDir, 'outbox', f), 'utf8'));
      expect(outbox.filter((m) => m.includes(`was delivered on ${longDate(deliveredDay)}`))).toHaveLength(1);
      // The undone send is a change of its own.
      expect(
        notes.filter((n) => n.type === 'DISPUTE_STATUS_UPDATE' && n.message.startsWith(`${MAIL_MESSAGES.undone} Your letter to Experian is approved again`)),
      ).toHaveLength(1);
    },
    180_000,
  );

  oneDatabaseTest(
    target,
    'lets an event touch only the letter it names, assumes delivery past the expected date, and tracks self-mailed letters',
    async () => {
      const b = await personWithDisclosureLetter('equifax');
      const c = await personWithDisclosureLetter('experian');
      const sentB = await b.client.post<SendMailResponse>(`/api/disputes/letters/${b.letterId}/certified-mail`, { ...FORM, name: 'Casey Morgan' });
      const sentC = await c.client.post<SendMailResponse>(`/api/disputes/letters/${c.letterId}/certified-mail`, {
        ...FORM,
        name: 'Casey Morgan',
        extended_period: true,
      });
      expect([sentB.status, sentC.status]).toEqual([201, 201]);
      // Lob sends the furnisher-less 609 request to the bureau's address.
      expect(lob.requests.filter((r) => r.path === '/v1/letters').at(-2)?.fields['to[address_city]']).toBe('Atlanta');

      // An event naming C's Lob letter but claiming B's letter, and one naming no letter of ours: nothing changes.
      const before = await db().select().from(certifiedMailings).where(eq(certifiedMailings.userId, c.userId));
      await postEvent(lobEvent('letter.certified.delivered', { id: sentC.body.lobResponse.id, metadata: { letter_id: b.letterId, user_id: b.userId } }));
      await postEvent(lobEvent('letter.certified.delivered', { id: 'ltr_0000000000notours' }));
      await waitFor('events applied', eventsApplied, (done) => done);
      const after = await db().select().from(certifiedMailings).where(eq(certifiedMailings.userId, c.userId));
      expect(after).toEqual(before);
      expect((await tracking(b.client, b.letterId)).body.tracking.status).toBe('sent');

      // Another person gets 404 for every id of B.
      for (const [method, route] of [
        ['GET', `/api/disputes/letters/${b.letterId}/tracking`],
        ['POST', `/api/disputes/letters/${b.letterId}/certified-mail`],
        ['DELETE', `/api/disputes/letters/${b.letterId}/certified-mail`],
        ['POST', `/api/disputes/letters/${b.letterId}/delivered`],
        ['GET', `/api/disputes/letters/${b.letterId}/mailed-pdf`],
      ] as const) {
        const response = await c.client.request(
          method,
          route,
          method === 'POST' ? (route.endsWith('delivered') ? { delivered_date: '2026-01-20' } : FORM) : undefined,
        );
        expect(response.status, `${method} ${route}`).toBe(404);
      }
      expect(lob.letters.get(sentB.body.lobResponse.id)?.deleted).toBeUndefined();

      // The spec's rule: past the expected delivery date with no delivery event, delivered today (assumed), once.
      await db().update(certifiedMailings).set({ expectedDeliveryDate: '2026-01-05' }).where(eq(certifiedMailings.userId, c.userId));
      const today = new Date().toISOString().slice(0, 10);
      const assumed = (await tracking(c.client, c.letterId)).body.tracking;
      expect(assumed).toMatchObject({
        status: 'delivered',
        actualDeliveryDate: today,
        delivery_assumed: true,
        followUpDate: '2026-02-09',
        daysUntilResponse: daysBetween(today, responseDueDate(today, { recipient: 'bureau', extended: true })),
      });
      expect((await tracking(c.client, c.letterId)).body.tracking.actualDeliveryDate).toBe(today);
      // A real delivery event later replaces the assumption.
      await postEvent(lobEvent('letter.certified.delivered', { id: sentC.body.lobResponse.id }, { at: new Date('2026-01-04T12:00:00Z') }));
      await waitFor('events applied', eventsApplied, (done) => done);
      expect((await tracking(c.client, c.letterId)).body.tracking).toMatchObject({
        actualDeliveryDate: '2026-01-04',
        delivery_assumed: false,
        // 2026-01-04 + 45 days = 02-18, + 5 business days.
        response_due_date: '2026-02-25',
      });

      // A letter the person mails themselves: date mailed, then the date delivered from the USPS receipt.
      const own = await b.client.post<{ letter: LetterDto }>('/api/disputes/letters', { kind: 'file_disclosure', bureau: 'transunion' });
      await b.client.post(`/api/disputes/letters/${own.body.letter.id}/approve`, {
        attested: true,
        signature_name: 'Casey Morgan',
        signature_date: '2026-01-10',
      });
      expect((await tracking(b.client, own.body.letter.id)).status).toBe(404);
      expect((await b.client.post(`/api/disputes/letters/${own.body.letter.id}/mailed`, { mailed_date: '2026-01-12' })).status).toBe(200);
      expect((await tracking(b.client, own.body.letter.id)).body.tracking).toMatchObject({ mailed_by: 'self', status: 'sent', actualDeliveryDate: null });
      // A self-mailed letter has no printed copy from Lob: its own approved PDF is the one to download.
      expect((await tracking(b.client, own.body.letter.id)).body.tracking.mailed_pdf).toBe(false);
      expect((await b.client.get(`/api/disputes/letters/${own.body.letter.id}/mailed-pdf`)).body).toMatchObject({ message: MAIL_MESSAGES.notMailed });
      const early = await b.client.post(`/api/disputes/letters/${own.body.letter.id}/delivered`, { delivered_date: '2026-01-11' });
      expect(early.status).toBe(400);
      const recorded = await b.client.post<{ tracking: TrackingDto }>(`/api/disputes/letters/${own.body.letter.id}/delivered`, {
        delivered_date: '2026-01-15',
      });
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
      expect(recorded.body.tracking).toMatchObject({
        mailed_by: 'self',
        status: 'delivered',
        actualDeliveryDate: '2026-01-15',
        response_due_date: '2026-02-23',
      });

      // Each delivery, reported by Lob, assumed, or entered by the person, is a DISPUTE_STATUS_UPDATE and an email.
      type Notes = { notifications: { type: string; message: string }[] };
      const notesC = (await c.client.get<Notes>('/api/notifications')).body.notifications.filter((n) => n.type === 'DISPUTE_STATUS_UPDATE');
      expect(notesC.filter((n) => n.message.includes(`is taken as delivered on ${longDate(today)}`))).toHaveLength(1);
      const notesB = (await b.client.get<Notes>('/api/notifications')).body.notifications.filter((n) => n.type === 'DISPUTE_STATUS_UPDATE');
      const selfDelivered = `Your letter to TransUnion was delivered on ${longDate('2026-01-15')}. The response is due by ${longDate('2026-02-23')}.`;
      expect(notesB.filter((n) => n.message === selfDelivered)).toHaveLength(1);
      const outbox = readdirSync(path.join(app.dataDir, 'outbox')).map((f) => readFileSync(path.join(app.dataDir, 'outbox', f), 'utf8'));
      expect(outbox.filter((m) => m.includes(`is taken as delivered on ${longDate(today)}`)).length).toBeGreaterThanOrEqual(1);
      expect(outbox.filter((m) => m.includes(`Your letter to TransUnion was delivered on ${longDate('2026-01-15')}`))).toHaveLength(1);
    },
    180_000,
  );

  oneDatabaseTest(target, 'a retried send with the same Idempotency-Key mails once', async () => {
    const provider = createLobProvider({ apiKey: LOB_TEST_KEY, apiUrl: lob.url });
    const request = {
      idempotencyKey: 'retry-test-key',
      to: { name: 'Experian', line1: 'P.O. Box 4500', city: 'Allen', state: 'TX', zip: '75013' },
      from: { name: 'Jordan Avery', line1: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701' },
      pdf: new TextEncoder().encode('%PDF-1.4 test'),
      returnReceipt: false,
      description: 'retry',
      metadata: { letter_id: 'x' },
    };
    const count = lob.letters.size;
    const first = await provider.sendLetter(request);
    const second = await provider.sendLetter(request);
    expect(second.id).toBe(first.id);
    expect(lob.letters.size).toBe(count + 1);
    await expect(createLobProvider({ apiKey: 'test_wrong', apiUrl: lob.url }).sendLetter(request)).rejects.toMatchObject({ status: 401 });
  });
});

describe('certified mail without a Lob key', () => {
  const app = useTestServer('pglite');

  it('is not offered, answers the spec text if called, and the webhook fails closed', async () => {
    const { client } = await signUp(app.url, { name: 'Casey Morgan' });
    await subscribe(client);
    expect((await client.patch('/api/profile', { mailing_address: ADDRESS })).status).toBe(200);
    expect((await client.get('/api/disputes/mail')).body).toEqual({ certified_mail_available: false });
    const created = await client.post<{ letter: LetterDto }>('/api/disputes/letters', { kind: 'file_disclosure', bureau: 'equifax' });
    const letterId = created.body.letter.id;
    expect(
      (await client.post(`/api/disputes/letters/${letterId}/approve`, { attested: true, signature_name: 'Casey Morgan', signature_date: '2026-01-10' })).status,
    ).toBe(200);
    const call = await client.post(`/api/disputes/letters/${letterId}/certified-mail`, FORM);
    expect(call.status).toBe(503);
    expect(call.body).toMatchObject({ message: `${MAIL_TEXT.unavailableTitle}: ${MAIL_TEXT.unavailableDescription}` });
    const body = JSON.stringify(lobEvent('letter.certified.delivered', { id: 'ltr_x' }));
    const hook = await fetch(`${app.url}/api/webhooks/lob`, { method: 'POST', headers: signLob(body), body });
    expect(hook.status).toBe(404);
  });
});
