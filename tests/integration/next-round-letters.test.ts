/**
 * Next-round letters over HTTP (docs/decisions/109): after 'verified' the method-of-verification letter is drafted
 * in round 2 with the items moved to it, approved, and its PDF says what happened in round 1; a follow-up only
 * once the due date has passed; a letter that does not fit the outcome is refused; every id refused to a second user.
 */
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { DisputeItemDto } from '../../src/common/disputes/items';
import type { LetterDto } from '../../src/common/disputes/letters';
import { identityExhibitsMessage, ROUNDS_MESSAGES } from '../../src/common/rounds';
import { textPdf } from '../engine/test-files';
import { disputeItems } from '../../src/server/db/schema';
import { reportFixture, uploadFile, waitForFinished } from './helpers/analyses';
import { signUp, TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { oneDatabaseTest } from './helpers/one-database';
import { pdfPages } from './helpers/pdf-text';
import { TEST_APP_URL, useTestServer } from './helpers/server';
import { ENGINE_ONCE } from './helpers/engine-once';
import { subscribe } from './helpers/subscribe';

type Disputes = { items: DisputeItemDto[]; letters: LetterDto[] };
type Candidate = { key: string; source: string; reasons: { id: string }[] };
const ADDRESS = { street: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701' };
const today = () => new Date().toISOString().slice(0, 10);

describe.each(DATABASE_TARGETS)('next-round letters on %s', (target) => {
  const app = useTestServer(target, {}, { analysis: ENGINE_ONCE });

  const disputes = async (client: TestClient) => (await client.get<Disputes>('/api/disputes')).body;
  async function download(client: TestClient, path: string) {
    const response = await fetch(app.url + path, { headers: { Cookie: client.cookieHeader() } });
    return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  /** A subscribed person with two Experian items in one approved letter, mailed today. */
  async function mailedDispute() {
    const user = await signUp(app.url, { name: 'Robin Example' });
    await subscribe(user.client);
    const upload = await uploadFile(app.url, user.client, 'experian', (await reportFixture('experian-current', 0)).pdf);
    expect(upload.status).toBe(201);
    const row = await waitForFinished(user.client, upload.body.analyses![0]!.id);
    const list = (await user.client.get<{ candidates: Candidate[] }>(`/api/disputes/candidates?analysis_id=${row.id}`)).body.candidates.filter(
      (c) => c.source !== 'inquiry',
    );
    for (const c of list.slice(0, 2)) {
      expect(
        (
          await user.client.post('/api/disputes/choices', {
            analysis_id: row.id,
            key: c.key,
            choice: 'dispute',
            reason: c.reasons[0]!.id,
            statement: 'This is reported wrongly.',
            confirmed: true,
          })
        ).status,
      ).toBe(200);
    }
    expect((await user.client.patch('/api/profile', { mailing_address: ADDRESS })).status).toBe(200);
    const letter = (await disputes(user.client)).letters[0]!;
    const [first, second] = (await disputes(user.client)).items;
    expect(
      (await user.client.post(`/api/disputes/letters/${letter.id}/approve`, { attested: true, signature_name: 'Robin Example', signature_date: today() }))
        .status,
    ).toBe(200);
    expect((await user.client.post(`/api/disputes/letters/${letter.id}/mailed`, { mailed_date: today() })).status).toBe(200);
    return { ...user, letter, first: first!, second: second! };
  }

  oneDatabaseTest(
    target,
    'drafts the method-of-verification letter in round 2 after "verified", approves it and prints round 1 in the PDF',
    async () => {
      const { client, letter, first, second } = await mailedDispute();
      expect((await client.post(`/api/disputes/items/${first.id}/outcome`, { result: 'verified' })).status).toBe(200);
      // The second item has no answer yet: the letter does not fit it.
      const unfit = await client.post('/api/disputes/rounds/next-letter', { kind: 'method_of_verification', item_ids: [first.id, second.id] });
      expect(unfit.status).toBe(409);
      expect((unfit.body as { message: string }).message).toContain(ROUNDS_MESSAGES.notFitting);

      const made = await client.post<{ letter: LetterDto }>('/api/disputes/rounds/next-letter', { kind: 'method_of_verification', item_ids: [first.id] });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const next = made.body.letter;
      expect(next).toMatchObject({ kind: 'method_of_verification', round: 2, status: 'draft', bureau: 'experian' });
      expect(next.id).not.toBe(letter.id);
      const moved = (await disputes(client)).items.find((i) => i.id === first.id)!;
      expect(moved.status).toBe('pending');
      expect(moved.metadata.round).toBe(2);
      expect(moved.metadata.outcome).toBeUndefined();
      expect(moved.metadata.previous_round).toMatchObject({ round: 1, letter_date: today(), mailed_on: today(), outcome: 'verified' });
      expect(moved.metadata.history!.at(-1)!.note).toBe('Round 2: method-of-verification letter drafted');
      expect(moved.metadata.history!.some((h) => h.note.startsWith('Round 1:'))).toBe(true);

      // The new round is a DISPUTE_STATUS_UPDATE (bell, realtime).
      const notes = (await client.get<{ notifications: { type: string; message: string }[] }>('/api/notifications')).body.notifications;
      expect(
        notes.filter(
          (n) =>
            n.type === 'DISPUTE_STATUS_UPDATE' &&
            n.message ===
              `Round 2: your method-of-verification letter to Experian about ${first.account_name} is drafted. Review it, then approve and mail it.`,
        ),
      ).toHaveLength(1);

      const text = JSON.stringify(next.document);
      expect(text).toContain('FCRA 611(a)(7)');
      expect(text).toContain('(round 1)');

      const approved = await client.post<{ letter: LetterDto }>(`/api/disputes/letters/${next.id}/approve`, {
        attested: true,
        signature_name: 'Robin Example',
        signature_date: today(),
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect((await disputes(client)).items.find((i) => i.id === first.id)!.status).toBe('ready');
      const pdf = await download(client, `/api/disputes/letters/${next.id}/pdf`);
      expect(pdf.status).toBe(200);
      const printed = (await pdfPages(pdf.bytes)).join(' ').replace(/\s+/g, ' ');
      expect(printed).toContain('Request for the method of verification');
      expect(printed).toContain('FCRA 611(a)(6)(B)(iii)');
      expect(printed).toContain(first.account_name);
      expect(printed).toContain('that the information was verified as accurate');

      // Mailed again: the FCRA clock runs from the new letter, and the outcome is logged in round 2.
      expect((await client.post(`/api/disputes/letters/${next.id}/mailed`, { mailed_date: today() })).status).toBe(200);
      const logged = await client.post<{ item: DisputeItemDto }>(`/api/disputes/items/${first.id}/outcome`, { result: 'deleted' });
      expect(logged.body.item.metadata.outcome).toMatchObject({ result: 'deleted', round: 2 });
    },
    120_000,
  );

  oneDatabaseTest(
    target,
    'offers one next-round letter for every item of the group the action covers, and drafts it for all of them',
    async () => {
      const { client, first, second } = await mailedDispute();
      type Actions = { actions: { kind: string; item_ids: string[] }[] };
      expect((await client.post(`/api/disputes/items/${first.id}/outcome`, { result: 'verified' })).status).toBe(200);
      // Only the first is verified: the offer covers it alone.
      const alone = (await client.get<Actions>(`/api/disputes/items/${first.id}/next-actions`)).body.actions;
      expect(alone.find((a) => a.kind === 'verification_request')!.item_ids).toEqual([first.id]);
      expect((await client.post(`/api/disputes/items/${second.id}/outcome`, { result: 'verified' })).status).toBe(200);
      // Both verified: asked from either item, the offer covers both (the item asked about first).
      const fromSecond = (await client.get<Actions>(`/api/disputes/items/${second.id}/next-actions`)).body.actions;
      const offer = fromSecond.find((a) => a.kind === 'verification_request')!;
      expect(offer.item_ids).toEqual([second.id, first.id]);
      expect(fromSecond.find((a) => a.kind === 'furnisher_dispute')!.item_ids.sort()).toEqual([first.id, second.id].sort());

      const made = await client.post<{ letter: LetterDto }>('/api/disputes/rounds/next-letter', { kind: 'method_of_verification', item_ids: offer.item_ids });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect([...made.body.letter.item_ids].sort()).toEqual([first.id, second.id].sort());
      const items = (await disputes(client)).items.filter((i) => i.id === first.id || i.id === second.id);
      expect(items.map((i) => [i.metadata.round, i.letter_id])).toEqual([
        [2, made.body.letter.id],
        [2, made.body.letter.id],
      ]);
      const text = JSON.stringify(made.body.letter.document);
      expect(text).toContain(first.account_name);
      expect(text).toContain(second.account_name);
      // Moved on, neither is offered the letter again; a second user cannot read the offers.
      expect((await client.get<Actions>(`/api/disputes/items/${first.id}/next-actions`)).body.actions).toEqual([]);
      const other = await signUp(app.url, { name: 'Other Person' });
      await subscribe(other.client);
      expect((await other.client.get(`/api/disputes/items/${first.id}/next-actions`)).status).toBe(404);
    },
    120_000,
  );

  async function addExhibit(client: TestClient, letterId: string, kind: 'id' | 'proof_of_address', line: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await textPdf([line]))], { type: 'application/pdf' }), `${kind}.pdf`);
    const response = await fetch(`${app.url}/api/disputes/letters/${letterId}/exhibits?kind=${kind}`, {
      method: 'POST',
      headers: { Cookie: client.cookieHeader(), Origin: TEST_APP_URL },
      body: form,
    });
    expect(response.status).toBe(201);
  }
  const approve = (client: TestClient, letterId: string) =>
    client.post<{ letter: LetterDto; message?: string }>(`/api/disputes/letters/${letterId}/approve`, {
      attested: true,
      signature_name: 'Robin Example',
      signature_date: today(),
    });

  oneDatabaseTest(
    target,
    'drafts the identity reply after a stall letter, approves it only with ID and proof of address, and prints both',
    async () => {
      const { client, first, second } = await mailedDispute();
      expect((await client.post(`/api/disputes/items/${first.id}/outcome`, { result: 'stall' })).status).toBe(200);
      const made = await client.post<{ letter: LetterDto }>('/api/disputes/rounds/next-letter', { kind: 'identity_reply', item_ids: [first.id] });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const reply = made.body.letter;
      expect(reply).toMatchObject({ kind: 'identity_reply', round: 2, status: 'draft', item_ids: [first.id] });
      const draft = JSON.stringify(reply.document);
      expect(draft).toContain('Reply to the request to confirm my identity');
      expect(draft).toContain('Experian wrote to me');
      expect(draft).toContain('that it could not confirm that the dispute came from me');
      expect(draft).not.toContain(second.account_name);

      // Without the identity documents the reply cannot be approved, and nothing changes.
      const bare = await approve(client, reply.id);
      expect(bare.status).toBe(409);
      expect(bare.body.message).toBe(identityExhibitsMessage(['id', 'proof_of_address']));
      await addExhibit(client, reply.id, 'id', 'Driver license: Robin Example (invented)');
      const halfway = await approve(client, reply.id);
      expect(halfway.status).toBe(409);
      expect(halfway.body.message).toBe(identityExhibitsMessage(['proof_of_address']));
      let data = await disputes(client);
      expect(data.letters.find((l) => l.id === reply.id)).toMatchObject({ status: 'draft', has_pdf: false });
      expect(data.items.find((i) => i.id === first.id)!.status).toBe('pending');

      await addExhibit(client, reply.id, 'proof_of_address', 'Utility bill: 12 Elm Street, Springfield IL (invented)');
      const approved = await approve(client, reply.id);
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.letter).toMatchObject({ status: 'ready', has_pdf: true });
      data = await disputes(client);
      expect(data.items.find((i) => i.id === first.id)).toMatchObject({ status: 'ready', metadata: { round: 2 } });
      const printed = (await pdfPages((await download(client, `/api/disputes/letters/${reply.id}/pdf`)).bytes)).join(' ').replace(/\s+/g, ' ');
      expect(printed).toContain('Reply to the request to confirm my identity');
      expect(printed).toMatch(/I confirm that each statement in this letter is true to the best of my knowledge/);
      expect(printed).toContain(first.account_name);
      expect(printed).toContain('FCRA 611(a)(1)');
      expect(printed).toMatch(/driver.s license or state ID/);
      expect(printed).toContain('utility bill or bank statement');
      // The exhibits themselves follow the letter.
      expect(printed).toContain('Driver license: Robin Example (invented)');
      expect(printed).toContain('Utility bill: 12 Elm Street, Springfield IL (invented)');
    },
    120_000,
  );

  oneDatabaseTest(
    target,
    'drafts the reinsertion letter for a deleted item a newer report shows again, approves it and prints 611(a)(5)(B)',
    async () => {
      const { client, first } = await mailedDispute();
      expect((await client.post(`/api/disputes/items/${first.id}/outcome`, { result: 'deleted' })).status).toBe(200);
      // Before the item comes back, the letter does not fit.
      expect((await client.post('/api/disputes/rounds/next-letter', { kind: 'reinsertion', item_ids: [first.id] })).status).toBe(409);
      // The same report again: the deleted item is back.
      const again = await uploadFile(app.url, client, 'experian', (await reportFixture('experian-current', 0)).pdf);
      expect(again.status).toBe(201);
      await waitForFinished(client, again.body.analyses![0]!.id);
      let flagged = false;
      for (let i = 0; i < 100 && !flagged; i++) {
        const { reviews } = (await client.get<{ reviews: { reinsertions: { item_id: string }[] }[] }>('/api/disputes/reviews')).body;
        flagged = reviews.some((r) => r.reinsertions.some((x) => x.item_id === first.id));
        if (!flagged) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(flagged).toBe(true);

      const made = await client.post<{ letter: LetterDto }>('/api/disputes/rounds/next-letter', { kind: 'reinsertion', item_ids: [first.id] });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const letter = made.body.letter;
      expect(letter).toMatchObject({ kind: 'reinsertion', round: 2, status: 'draft', item_ids: [first.id] });
      expect((await disputes(client)).items.find((i) => i.id === first.id)!.metadata.previous_round).toMatchObject({
        round: 1,
        outcome: 'deleted',
        mailed_on: today(),
      });

      const approved = await approve(client, letter.id);
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const printed = (await pdfPages((await download(client, `/api/disputes/letters/${letter.id}/pdf`)).bytes)).join(' ').replace(/\s+/g, ' ');
      expect(printed).toContain('Reinsertion of previously deleted information');
      expect(printed).toContain(first.account_name);
      expect(printed).toContain('and it appears on my credit report again');
      expect(printed).toContain('FCRA 611(a)(5)(B)');
      expect(printed).toContain('notice of reinsertion');
      expect(printed).toContain('(round 1)');
      const other = await signUp(app.url, { name: 'Other Person' });
      await subscribe(other.client);
      expect((await other.client.get(`/api/disputes/letters/${letter.id}/pdf`)).status).toBe(404);
      expect(
        (await other.client.post(`/api/disputes/letters/${letter.id}/approve`, { attested: true, signature_name: 'Other Person', signature_date: today() }))
          .status,
      ).toBe(404);
    },
    240_000,
  );

  oneDatabaseTest(
    target,
    'offers the follow-up only once the due date has passed',
    async () => {
      const { client, first } = await mailedDispute();
      const early = await client.post('/api/disputes/rounds/next-letter', { kind: 'follow_up', item_ids: [first.id] });
      expect(early.status).toBe(409);
      await app.server.database.db
        .update(disputeItems)
        .set({ dueDate: new Date(Date.now() - 86_400_000) })
        .where(eq(disputeItems.id, first.id));
      const made = await client.post<{ letter: LetterDto }>('/api/disputes/rounds/next-letter', { kind: 'follow_up', item_ids: [first.id] });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.letter).toMatchObject({ kind: 'follow_up', round: 2 });
      const text = JSON.stringify(made.body.letter.document);
      expect(text).toContain('FCRA 611(a)(5)(A)');
      expect(text).toContain('and I have not received them');
    },
    120_000,
  );

  oneDatabaseTest(
    target,
    'refuses another person’s items with 404 and a bad kind with 400',
    async () => {
      const { client, first } = await mailedDispute();
      expect((await client.post(`/api/disputes/items/${first.id}/outcome`, { result: 'stall' })).status).toBe(200);
      const other = await signUp(app.url, { name: 'Other Person' });
      await subscribe(other.client);
      expect((await other.client.post('/api/disputes/rounds/next-letter', { kind: 'identity_reply', item_ids: [first.id] })).status).toBe(404);
      expect((await client.post('/api/disputes/rounds/next-letter', { kind: 'bureau_dispute', item_ids: [first.id] })).status).toBe(400);
      const made = await client.post<{ letter: LetterDto }>('/api/disputes/rounds/next-letter', { kind: 'identity_reply', item_ids: [first.id] });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect((await other.client.get(`/api/disputes/letters/${made.body.letter.id}/pdf`)).status).toBe(404);
    },
    120_000,
  );
});
