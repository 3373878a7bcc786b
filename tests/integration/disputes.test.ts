/**
 * Disputes over HTTP (docs/api.md "Disputes", docs/decisions/055–059): candidates and the person's choices, items
 * per bureau without duplicates, draft letters composed from the items and the profile address, approval to a
 * stored PDF, mailing, regeneration by the job, status updates with notifications, and ownership everywhere.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { AnalysisDto } from '../../src/common/analysis';
import type { CandidateDto } from '../../src/common/disputes/candidates';
import type { DisputeItemDto } from '../../src/common/disputes/items';
import type { LetterDto } from '../../src/common/disputes/letters';
import { DISPUTE_MESSAGES } from '../../src/common/disputes/messages';
import { SUBSCRIPTION_REQUIRED_CODE, SUBSCRIPTION_TEXT } from '../../src/common/subscription';
import { queryRows } from '../../src/server/db/client';
import { EXHIBIT_MESSAGES } from '../../src/server/modules/disputes/letters/exhibit-pages';
import { reportsDirectory } from '../../src/server/providers/storage';
import { analysedReport, reportFixture, sleep } from './helpers/analyses';
import { signUp, TestClient } from './helpers/client';
import { signUpSubscribed } from './helpers/subscribe';
import { DATABASE_TARGETS } from './helpers/databases';
import { oneDatabaseTest } from './helpers/one-database';
import { pdfPages } from './helpers/pdf-text';
import { TEST_APP_URL, useTestServer } from './helpers/server';
import { ENGINE_ONCE } from './helpers/engine-once';

type Disputes = { has_completed_analysis: boolean; items: DisputeItemDto[]; letters: LetterDto[]; laws: Record<string, { name: string; summary: string }> };

const ADDRESS = { street: '12 Elm Street', street2: 'Apt 4', city: 'Springfield', state: 'il', zip: '62701' };

describe.each(DATABASE_TARGETS)('disputes on %s', (target) => {
  const app = useTestServer(target, {}, { analysis: ENGINE_ONCE });

  const disputes = async (client: TestClient) => (await client.get<Disputes>('/api/disputes')).body;
  const candidates = async (client: TestClient, id: string) => {
    const response = await client.get<{ candidates: CandidateDto[] }>(`/api/disputes/candidates?analysis_id=${id}`);
    expect(response.status).toBe(200);
    return response.body.candidates;
  };
  const choose = (client: TestClient, body: unknown) => client.post<{ candidate: CandidateDto; items: DisputeItemDto[] }>('/api/disputes/choices', body);
  const count = async (table: string, userId: string) =>
    (await queryRows<{ n: number }>(app.server.database.db, sql`select count(*)::int as n from ${sql.raw(table)} where user_id = ${userId}`))[0]!.n;

  async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 500)}`);
      await sleep(100);
    }
  }

  async function download(client: TestClient, path: string) {
    const response = await fetch(app.url + path, { headers: { Cookie: client.cookieHeader() } });
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  oneDatabaseTest(
    target,
    'from choices to an approved, mailed, regenerated letter',
    async () => {
      const { client, userId } = await signUpSubscribed(app.url, { name: 'Jordan Avery' });
      expect(await disputes(client)).toMatchObject({ has_completed_analysis: false, items: [], letters: [] });
      const [row] = await analysedReport(app.url, client);
      const list = await candidates(client, row!.id);
      expect(list.length).toBeGreaterThanOrEqual(3);
      for (const c of list) {
        expect(c.choice).toBeNull();
        expect(c.why.length).toBeGreaterThan(0);
      }
      const [first, second, third] = [
        list.find((c) => c.source === 'finding')!,
        list.find((c) => c.source === 'negative_item')!,
        list.filter((c) => c.source !== 'inquiry')[2]!,
      ];
      expect(new Set([first.key, second.key, third.key]).size).toBe(3);

      // Two disputes, one accurate.
      const a = await choose(client, {
        analysis_id: row!.id,
        key: first.key,
        choice: 'dispute',
        reason: 'finding',
        statement: 'I never had two accounts for this debt.',
      });
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(a.body.candidate.choice).toEqual({ choice: 'dispute', reason: 'finding', statement: 'I never had two accounts for this debt.' });
      expect(a.body.items).toHaveLength(1);
      const itemA = a.body.items[0]!;
      expect(itemA).toMatchObject({
        bureau: 'experian',
        analysis_id: row!.id,
        status: 'pending',
        account_name: first.creditor,
        dispute_reason: first.why,
        statement: 'I never had two accounts for this debt.',
      });
      expect(itemA.metadata).toMatchObject({ item_type: 'dispute_letter', priority: first.priority, laws: first.laws.map((l) => l.id) });
      expect(itemA.metadata.calendar_event?.color).toBe('red');
      // "Not mine" needs the person's own words and their confirmation that it is true (issue 24).
      const notMine = { analysis_id: row!.id, key: second.key, choice: 'dispute', reason: 'not_mine' };
      const unstated = await choose(client, notMine);
      expect(unstated.status).toBe(400);
      expect(Object.keys((unstated.body as unknown as { fields: Record<string, string> }).fields)).toEqual(['statement']);
      const unconfirmed = await choose(client, { ...notMine, statement: 'I never had an account with this company.' });
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.body).toMatchObject({ fields: { confirmed: DISPUTE_MESSAGES.confirmTrue } });
      expect(await count('dispute_items', userId)).toBe(1);
      const b = await choose(client, { ...notMine, statement: 'I never had an account with this company.', confirmed: true });
      expect(b.body.items[0]).toMatchObject({ dispute_reason: 'This account is not mine', request: 'delete' });
      const c = await choose(client, { analysis_id: row!.id, key: third.key, choice: 'accurate' });
      expect(c.body).toMatchObject({ candidate: { choice: { choice: 'accurate' } }, items: [] });

      // Idempotent: the same choice again creates nothing new.
      const again = await choose(client, {
        analysis_id: row!.id,
        key: first.key,
        choice: 'dispute',
        reason: 'finding',
        statement: 'I never had two accounts for this debt.',
      });
      expect(again.body.items.map((i) => i.id)).toEqual([itemA.id]);
      expect(await count('dispute_items', userId)).toBe(2);
      expect((await candidates(client, row!.id)).find((x) => x.key === third.key)?.choice).toEqual({ choice: 'accurate' });

      // One draft letter for the bureau; without a mailing address it cannot be written yet.
      let data = await disputes(client);
      expect(data.letters).toHaveLength(1);
      expect(data.letters[0]).toMatchObject({ kind: 'bureau_dispute', bureau: 'experian', round: 1, status: 'draft', document: null });
      expect(new Set(data.letters[0]!.item_ids)).toEqual(new Set([itemA.id, b.body.items[0]!.id]));
      const letterId = data.letters[0]!.id;
      const noAddress = await client.post(`/api/disputes/letters/${letterId}/approve`, {
        attested: true,
        signature_name: 'Jordan Avery',
        signature_date: '2026-01-10',
      });
      expect(noAddress.status).toBe(409);
      expect(noAddress.body).toMatchObject({ message: DISPUTE_MESSAGES.address });

      // A bad address changes nothing; a good one is normalized and the draft is composed from it.
      const bad = await client.patch('/api/profile', { mailing_address: { ...ADDRESS, zip: '1234' } });
      expect(bad.status).toBe(400);
      const profile = await client.patch<{ mailing_address: unknown }>('/api/profile', { mailing_address: ADDRESS });
      expect(profile.status).toBe(200);
      expect(profile.body.mailing_address).toEqual({ ...ADDRESS, state: 'IL' });
      data = await disputes(client);
      const draft = data.letters[0]!;
      const doc = draft.document as { plainText: string; citedLaws: string[] };
      expect(doc.plainText).toContain('Jordan Avery');
      expect(doc.plainText).toContain('12 Elm Street');
      expect(doc.plainText).toContain(first.creditor);
      expect(doc.plainText).toContain('I never had two accounts for this debt.');
      expect(draft.recipient.join(' ')).toMatch(/Experian/);
      for (const item of data.items) {
        expect(item.metadata.dispute_letter).toBe(doc.plainText);
        expect(item.metadata.letter_generated_at).not.toBeNull();
        // A draft has no deadline (issue 24).
        expect(item.due_date).toBeNull();
      }
      expect(Object.keys(data.laws)).toEqual(expect.arrayContaining(itemA.metadata.laws));

      // Edit the opening, then approve with a typed signature: ready, with a stored encrypted PDF.
      const edited = await client.patch<{ letter: LetterDto }>(`/api/disputes/letters/${letterId}`, {
        opening: 'I am writing about errors on my Experian report that I found last month.',
      });
      expect(edited.status).toBe(200);
      expect((edited.body.letter.document as { plainText: string }).plainText).toContain('errors on my Experian report that I found last month');
      // Without the person's confirmation that each statement is true, nothing is approved (400 naming the field).
      const unattested = await client.post(`/api/disputes/letters/${letterId}/approve`, { signature_name: 'Jordan Avery', signature_date: '2026-01-10' });
      expect(unattested.status).toBe(400);
      expect(unattested.body).toMatchObject({ fields: { attested: DISPUTE_MESSAGES.attested } });
      expect((await client.get<{ letter: LetterDto }>(`/api/disputes/letters/${letterId}`)).body.letter.status).toBe('draft');
      const approved = await client.post<{ letter: LetterDto }>(`/api/disputes/letters/${letterId}/approve`, {
        attested: true,
        signature_name: 'Jordan Avery',
        signature_date: '2026-01-10',
        ssn_last4: '6789',
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.letter).toMatchObject({ status: 'ready', signature_name: 'Jordan Avery', has_pdf: true });
      const attestedOn = approved.body.letter.attested_at!.slice(0, 10);
      expect(attestedOn).toBe(new Date().toISOString().slice(0, 10));
      expect(JSON.stringify(approved.body.letter.document)).not.toContain('6789');
      data = await disputes(client);
      for (const item of data.items) {
        expect(item.status).toBe('ready');
        // Approved but not mailed: still no deadline.
        expect(item.due_date).toBeNull();
      }
      const pdf = await download(client, `/api/disputes/letters/${letterId}/pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const text = (await pdfPages(pdf.bytes)).join(' ');
      expect(text).toContain('Jordan Avery');
      expect(text).toContain(first.creditor);
      expect(text).toContain('6789');
      // The person's statements, the date they confirmed them, and no word addressed to the person.
      expect(text).toContain('Why it is inaccurate: I never had two accounts for this debt.');
      expect(text).toContain('Why it is inaccurate: I never had an account with this company.');
      expect(text).toMatch(/I confirm that each statement in this letter is true to the best of my knowledge \(confirmed on \w+ \d+, \d{4}\)/);
      expect(text.match(/.{0,60}\b(you|your)\b.{0,20}/gi)).toBeNull();
      expect(text).not.toContain(first.why);
      // Stored encrypted: the bytes on disk are not the PDF.
      const [stored] = await queryRows<{ pdf_key: string }>(app.server.database.db, sql`select pdf_key from dispute_letters where id = ${letterId}`);
      const onDisk = readFileSync(path.join(reportsDirectory(app.dataDir), stored!.pdf_key));
      expect(onDisk.subarray(0, 4).toString('latin1')).not.toBe('%PDF');
      const notes = (await client.get<{ notifications: { type: string; message: string }[] }>('/api/notifications')).body.notifications;
      expect(notes.some((n) => n.type === 'DISPUTE_STATUS_UPDATE' && n.message.includes('ready to print and mail'))).toBe(true);

      // Mailed: sent; a date in the future is refused.
      const future = await client.post(`/api/disputes/letters/${letterId}/mailed`, { mailed_date: '2999-01-01' });
      expect(future.status).toBe(400);
      const mailed = await client.post<{ letter: LetterDto }>(`/api/disputes/letters/${letterId}/mailed`, { mailed_date: '2026-01-11' });
      expect(mailed.status, JSON.stringify(mailed.body)).toBe(200);
      expect(mailed.body.letter.status).toBe('sent');
      expect((await disputes(client)).items.every((i) => i.status === 'sent')).toBe(true);
      // Mailed Sun 2026-01-11: receipt assumed Fri 01-16 (5 business days); + 30 days = Sun 02-15; + 5 business days
      // (Presidents Day Mon 02-16 skipped) = Mon 02-23.
      expect((await disputes(client)).items.map((i) => i.due_date?.slice(0, 10))).toEqual(['2026-02-23', '2026-02-23']);

      // Status update per spec, with its notification; bad statuses change nothing.
      expect((await client.patch(`/api/disputes/items/${itemA.id}/status`, { status: 'submitted' })).status).toBe(400);
      const responded = await client.patch<{ item: DisputeItemDto }>(`/api/disputes/items/${itemA.id}/status`, { status: 'responded' });
      expect(responded.body.item.status).toBe('responded');
      expect((await client.get<{ notifications: { message: string }[] }>('/api/notifications')).body.notifications[0]!.message).toContain('has a response');

      // Regenerate: none selected is refused; then pending → cleared → the job writes a new round, statements kept.
      const none = await client.post('/api/disputes/regenerate', { item_ids: [] });
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({ message: DISPUTE_MESSAGES.noDisputeSelected });
      const scheduled = await client.post('/api/disputes/regenerate', { item_ids: [itemA.id] });
      expect(scheduled.status).toBe(202);
      expect((await client.get<{ notifications: { message: string }[] }>('/api/notifications')).body.notifications[0]!.message).toMatch(
        /is pending again: its letter is being written again for a new round\./,
      );
      const regenerated = await waitFor(
        'regenerated letter',
        () => disputes(client),
        (d) => d.items.find((i) => i.id === itemA.id)?.metadata.regenerating === false,
      );
      const itemAfter = regenerated.items.find((i) => i.id === itemA.id)!;
      expect(itemAfter).toMatchObject({ status: 'pending', statement: 'I never had two accounts for this debt.' });
      expect(itemAfter.metadata.dispute_letter).toContain('I never had two accounts for this debt.');
      const round2 = regenerated.letters.find((l) => l.id === itemAfter.letter_id)!;
      expect(round2).toMatchObject({ round: 2, status: 'draft', item_ids: [itemA.id] });
      expect(regenerated.letters.find((l) => l.id === letterId)?.status).toBe('sent');

      // While a regeneration runs, another is refused.
      await app.server.database.db.execute(sql`update dispute_items set metadata = metadata || '{"regenerating": true}'::jsonb where id = ${itemA.id}`);
      const busy = await client.post('/api/disputes/regenerate', { item_ids: [itemA.id] });
      expect(busy.status).toBe(409);
      expect(busy.body).toMatchObject({ message: DISPUTE_MESSAGES.alreadyRegenerating });

      // Clear letter (spec call): pending, text and date cleared.
      const cleared = await client.post<{ items: DisputeItemDto[] }>('/api/disputes/clear-letter', { item_ids: [b.body.items[0]!.id] });
      expect(cleared.body.items[0]).toMatchObject({ status: 'pending', metadata: { dispute_letter: null, letter_generated_at: null } });
    },
    180_000,
  );

  oneDatabaseTest(
    target,
    'links a new analysis of the same bureau to the open items, and files a merged report under each bureau',
    async () => {
      const { client, userId } = await signUpSubscribed(app.url);
      const [first] = await analysedReport(app.url, client);
      const found = (await candidates(client, first!.id)).find((c) => c.source === 'finding')!;
      const key = found.key;
      const reason = found.reasons[1]!.id;
      expect((await choose(client, { analysis_id: first!.id, key, choice: 'dispute', reason, statement: 'Reported wrongly.', confirmed: true })).status).toBe(
        200,
      );
      const [second] = await analysedReport(app.url, client);
      // The earlier choice is known for the new analysis, and choosing again links rather than doubles.
      expect((await candidates(client, second!.id)).find((c) => c.key === key)?.choice).toMatchObject({ choice: 'dispute', reason });
      const linked = await choose(client, { analysis_id: second!.id, key, choice: 'dispute', reason, statement: 'Reported wrongly.', confirmed: true });
      expect(linked.body.items).toHaveLength(1);
      expect(linked.body.items[0]).toMatchObject({ analysis_id: first!.id, metadata: { linked_analysis_ids: [second!.id] } });
      expect(await count('dispute_items', userId)).toBe(1);

      const merged: AnalysisDto[] = await analysedReport(app.url, client, { layout: 'merged-a', bureau: 'merged' });
      const list = await candidates(client, merged[0]!.id);
      const several = list.find((c) => c.bureaus.length > 1 && !c.locked_accurate)!;
      expect(several).toBeDefined();
      const made = await choose(client, {
        analysis_id: merged[0]!.id,
        key: several.key,
        choice: 'dispute',
        reason: several.reasons[0]!.id,
        statement: 'This is reported wrongly.',
        confirmed: true,
      });
      expect(made.body.items.map((i) => i.bureau).sort()).toEqual([...several.bureaus].sort());
      for (const item of made.body.items) expect(item.analysis_id).toBe(merged.find((m) => m.bureau === item.bureau)!.id);
      const letters = (await disputes(client)).letters.filter((l) => l.kind === 'bureau_dispute');
      expect(new Set(letters.map((l) => l.bureau))).toEqual(new Set(several.bureaus));
    },
    180_000,
  );

  oneDatabaseTest(
    target,
    'furnisher and 609 letters, custom items and exhibits',
    async () => {
      const { client } = await signUpSubscribed(app.url, { name: 'Sam Rivera' });
      const [row] = await analysedReport(app.url, client);
      await client.patch('/api/profile', { mailing_address: ADDRESS });
      const cand = (await candidates(client, row!.id))[0]!;
      const item = (
        await choose(client, {
          analysis_id: row!.id,
          key: cand.key,
          choice: 'dispute',
          reason: 'other',
          statement: 'The balance was paid in full in 2023.',
          confirmed: true,
        })
      ).body.items[0]!;
      expect(item.dispute_reason).toBe('The balance was paid in full in 2023.');

      const furnisher = await client.post<{ letter: LetterDto }>('/api/disputes/letters', {
        kind: 'furnisher_dispute',
        item_ids: [item.id],
        furnisher: { name: 'Acme Collections LLC', address: { street: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201' } },
      });
      expect(furnisher.status, JSON.stringify(furnisher.body)).toBe(201);
      expect(furnisher.body.letter).toMatchObject({ kind: 'furnisher_dispute', item_ids: [item.id], status: 'draft' });
      expect(furnisher.body.letter.recipient.join(' ')).toContain('Acme Collections LLC');
      const badFurnisher = await client.post('/api/disputes/letters', {
        kind: 'furnisher_dispute',
        item_ids: [item.id],
        furnisher: { name: 'X', address: { street: '1', city: 'D', state: 'ZZ', zip: '7' } },
      });
      expect(badFurnisher.status).toBe(400);

      const disclosure = await client.post<{ letter: LetterDto }>('/api/disputes/letters', { kind: 'file_disclosure', bureau: 'equifax' });
      expect(disclosure.status).toBe(201);
      expect((disclosure.body.letter.document as { plainText: string }).plainText).toMatch(/609/);

      const custom = await client.post<{ item: DisputeItemDto }>('/api/disputes/custom', {
        bureau: 'experian',
        creditor: 'Some Bank',
        account_number: '4111111111111111',
        reason: 'wrong_status',
        statement: 'The account was closed by me in 2020, not charged off.',
        request: 'correct',
      });
      expect(custom.status, JSON.stringify(custom.body)).toBe(201);
      expect(custom.body.item).toMatchObject({ account_number: 'XXXXXXXXXXXX1111', dispute_reason: 'The status is wrong', status: 'pending' });
      expect(
        (
          await client.post('/api/disputes/custom', {
            bureau: 'transunion',
            creditor: 'Some Bank',
            reason: 'wrong_status',
            statement: 'Wrong.',
            request: 'correct',
          })
        ).status,
      ).toBe(409);

      // An exhibit is merged behind the letter in its PDF.
      const letter = (await disputes(client)).letters.find((l) => l.kind === 'bureau_dispute')!;
      const exhibitPdf = (await reportFixture('experian-current')).pdf;
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(exhibitPdf)], { type: 'application/pdf' }), 'id.pdf');
      const upload = await fetch(`${app.url}/api/disputes/letters/${letter.id}/exhibits?kind=id`, {
        method: 'POST',
        headers: { Cookie: client.cookieHeader(), Origin: TEST_APP_URL },
        body: form,
      });
      expect(upload.status).toBe(201);
      const withExhibit = ((await upload.json()) as { letter: LetterDto }).letter;
      expect(withExhibit.exhibits).toHaveLength(1);
      expect((withExhibit.document as { enclosures: string[] }).enclosures.join(' ')).toMatch(/license/);
      // A damaged PDF (cut short) is refused at upload with the exhibit message, and nothing is kept.
      const damaged = new FormData();
      damaged.append('file', new Blob([new Uint8Array(exhibitPdf.subarray(0, Math.floor(exhibitPdf.length / 2)))], { type: 'application/pdf' }), 'cut.pdf');
      const refused = await fetch(`${app.url}/api/disputes/letters/${letter.id}/exhibits?kind=id`, {
        method: 'POST',
        headers: { Cookie: client.cookieHeader(), Origin: TEST_APP_URL },
        body: damaged,
      });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe(EXHIBIT_MESSAGES.damaged_exhibit);
      expect((await client.get<{ letter: LetterDto }>(`/api/disputes/letters/${letter.id}`)).body.letter.exhibits).toHaveLength(1);
      await client.post(`/api/disputes/letters/${letter.id}/approve`, { attested: true, signature_name: 'Sam Rivera', signature_date: '2026-01-10' });
      const pages = await pdfPages((await download(client, `/api/disputes/letters/${letter.id}/pdf`)).bytes);
      expect(pages.length).toBeGreaterThan(1);
      expect(pages.slice(1).join(' ')).toMatch(/[A-Z]{4,}/);
    },
    180_000,
  );

  oneDatabaseTest(
    target,
    'needs a plan: a free user gets 402 SUBSCRIPTION_REQUIRED on every dispute service; reading their own list is free (decisions 064, 160)',
    async () => {
      const { client } = await signUp(app.url);
      const [row] = await analysedReport(app.url, client);
      const own = await client.get<{ items: unknown[]; letters: unknown[] }>('/api/disputes');
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ items: [], letters: [] });
      for (const answer of [
        await client.get(`/api/disputes/candidates?analysis_id=${row!.id}`),
        await client.post('/api/disputes/letters', { kind: 'file_disclosure', bureau: 'experian' }),
      ]) {
        expect(answer.status).toBe(402);
        expect(answer.body).toMatchObject({ code: SUBSCRIPTION_REQUIRED_CODE, message: SUBSCRIPTION_TEXT.required });
      }
    },
    180_000,
  );

  oneDatabaseTest(
    target,
    "keeps each user's disputes to themselves, needs a session, and refuses bad input",
    async () => {
      const owner = await signUpSubscribed(app.url);
      const other = await signUpSubscribed(app.url);
      const [row] = await analysedReport(app.url, owner.client);
      await owner.client.patch('/api/profile', { mailing_address: ADDRESS });
      const cand = (await candidates(owner.client, row!.id))[0]!;
      const item = (
        await choose(owner.client, {
          analysis_id: row!.id,
          key: cand.key,
          choice: 'dispute',
          reason: cand.reasons[0]!.id,
          statement: 'Not right.',
          confirmed: true,
        })
      ).body.items[0]!;
      const letter = (await disputes(owner.client)).letters[0]!;
      const c = other.client;
      const attempts = [
        await c.get(`/api/disputes/candidates?analysis_id=${row!.id}`),
        await choose(c, { analysis_id: row!.id, key: cand.key, choice: 'accurate' }),
        await c.patch(`/api/disputes/items/${item.id}/status`, { status: 'completed' }),
        await c.patch(`/api/disputes/items/${item.id}/statement`, { statement: 'x' }),
        await c.post('/api/disputes/regenerate', { item_ids: [item.id] }),
        await c.post('/api/disputes/clear-letter', { item_ids: [item.id] }),
        await c.get(`/api/disputes/letters/${letter.id}`),
        await c.patch(`/api/disputes/letters/${letter.id}`, { opening: 'x' }),
        await c.post(`/api/disputes/letters/${letter.id}/approve`, { attested: true, signature_name: 'Mallory', signature_date: '2026-01-10' }),
        await c.post(`/api/disputes/letters/${letter.id}/mailed`, { mailed_date: '2026-01-10' }),
        await c.get(`/api/disputes/letters/${letter.id}/pdf`),
        await c.get(`/api/disputes/letters/${letter.id}/exhibits/${item.id}`),
        await c.request('DELETE', `/api/disputes/letters/${letter.id}/exhibits/${item.id}`),
        await c.post('/api/disputes/letters', {
          kind: 'furnisher_dispute',
          item_ids: [item.id],
          furnisher: { name: 'A', address: { street: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201' } },
        }),
        await c.get('/api/disputes/letters/not-an-id'),
      ];
      for (const response of attempts) {
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
      }
      expect(await disputes(c)).toMatchObject({ has_completed_analysis: false, items: [] });
      const mine = await disputes(owner.client);
      expect(mine.items[0]).toMatchObject({ id: item.id, status: 'pending' });
      expect(mine.letters[0]!.status).toBe('draft');

      const anonymous = new TestClient(app.url);
      for (const response of [
        await anonymous.get('/api/disputes'),
        await anonymous.get(`/api/disputes/candidates?analysis_id=${row!.id}`),
        await anonymous.post('/api/disputes/choices', { analysis_id: row!.id, key: cand.key, choice: 'accurate' }),
        await anonymous.get(`/api/disputes/letters/${letter.id}/pdf`),
      ]) {
        expect(response.status).toBe(401);
      }

      const o = owner.client;
      const unfit = ['finding', 'not_mine', 'identity_theft', 'wrong_status', 'wrong_balance', 'wrong_dates', 'paid_or_settled', 'wrong_payment_history'].find(
        (r) => !cand.reasons.some((x) => x.id === r),
      );
      const bad: [unknown, string][] = [
        [{ analysis_id: row!.id, key: cand.key, choice: 'maybe' }, 'choice'],
        [{ analysis_id: row!.id, key: cand.key, choice: 'dispute', reason: 'other' }, 'statement'],
        [{ analysis_id: row!.id, key: 'c-0000000000000000', choice: 'accurate' }, 'key'],
        [{ analysis_id: row!.id, key: cand.key, choice: 'dispute', reason: cand.reasons[0]!.id, statement: 'x'.repeat(1001) }, 'statement'],
        [{ analysis_id: row!.id, key: cand.key, choice: 'dispute', reason: cand.reasons[0]!.id }, 'statement'],
        [{ analysis_id: row!.id, key: cand.key, choice: 'dispute', reason: unfit, statement: 'Not right.', confirmed: true }, 'reason'],
      ];
      for (const [body, field] of bad) {
        const response = await choose(o, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys((response.body as unknown as { fields: Record<string, string> }).fields)).toContain(field);
      }
      expect((await o.post(`/api/disputes/letters/${letter.id}/approve`, { attested: true, signature_name: '', signature_date: '2026-13-01' })).status).toBe(
        400,
      );
      expect((await o.patch(`/api/disputes/items/${item.id}/status`, { status: 'lost' })).status).toBe(400);
      expect((await disputes(o)).items).toEqual(mine.items);
    },
    180_000,
  );
});
