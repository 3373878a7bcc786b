/**
 * Dispute rounds over HTTP (docs/api.md "Dispute rounds", docs/decisions/105–107): outcomes logged, changed and
 * undone with their history and notifications; a bureau's reply uploaded, read into proposals and confirmed; a
 * new analysis compared with the disputed items (disappeared → proposed deleted, deleted and back → reinsertion);
 * and every new id refused to a second user.
 */
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { DisputeItemDto } from '../../src/common/disputes/items';
import type { LetterDto } from '../../src/common/disputes/letters';
import { ROUNDS_MESSAGES, type RoundReviewDto } from '../../src/common/rounds';
import { INVALID_FILE_TYPE_MESSAGE } from '../../src/common/uploads';
import { textPdf } from '../engine/test-files';
import { disputeRoundReviews } from '../../src/server/db/schema';
import { readStoredReply } from '../../src/server/modules/disputes/rounds/reviews';
import type { ReportStorage } from '../../src/server/providers/storage';
import { analysedReport, sleep } from './helpers/analyses';
import { signUp, TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { oneDatabaseTest } from './helpers/one-database';
import { TEST_APP_URL, useTestServer } from './helpers/server';
import { ENGINE_ONCE } from './helpers/engine-once';
import { subscribe } from './helpers/subscribe';

type Disputes = { items: DisputeItemDto[]; letters: LetterDto[] };
type Candidate = { key: string; source: string; reasons: { id: string }[]; creditor: string; account_number: string | null };
const ADDRESS = { street: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701' };
const today = () => new Date().toISOString().slice(0, 10);

describe.each(DATABASE_TARGETS)('dispute rounds on %s', (target) => {
  const app = useTestServer(target, {}, { analysis: ENGINE_ONCE });

  const disputes = async (client: TestClient) => (await client.get<Disputes>('/api/disputes')).body;
  const reviews = async (client: TestClient) => (await client.get<{ reviews: RoundReviewDto[] }>('/api/disputes/reviews')).body.reviews;

  async function uploadReply(client: TestClient, bytes: Uint8Array, type = 'application/pdf', name = 'reply.pdf') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${app.url}/api/disputes/replies?bureau=experian`, {
      method: 'POST',
      headers: { Cookie: client.cookieHeader(), Origin: TEST_APP_URL },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { review: RoundReviewDto; message?: string } };
  }

  /** A subscribed person with two items disputed in one approved letter to Experian, mailed today. */
  async function mailedDispute() {
    const user = await signUp(app.url, { name: 'Robin Example' });
    await subscribe(user.client);
    const [row] = await analysedReport(app.url, user.client);
    const list = (await user.client.get<{ candidates: Candidate[] }>(`/api/disputes/candidates?analysis_id=${row.id}`)).body.candidates.filter(
      (c) => c.source !== 'inquiry',
    );
    for (const c of list.slice(0, 2)) {
      const made = await user.client.post('/api/disputes/choices', {
        analysis_id: row.id,
        key: c.key,
        choice: 'dispute',
        reason: c.reasons[0]!.id,
        statement: 'This is reported wrongly.',
        confirmed: true,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
    }
    expect((await user.client.patch('/api/profile', { mailing_address: ADDRESS })).status).toBe(200);
    const letter = (await disputes(user.client)).letters[0]!;
    const [first, second] = (await disputes(user.client)).items;
    // Before the letter is mailed there is nothing to log.
    const early = await user.client.post(`/api/disputes/items/${first!.id}/outcome`, { result: 'deleted' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: ROUNDS_MESSAGES.notMailed });
    expect(
      (await user.client.post(`/api/disputes/letters/${letter.id}/approve`, { attested: true, signature_name: 'Robin Example', signature_date: today() }))
        .status,
    ).toBe(200);
    expect((await user.client.post(`/api/disputes/letters/${letter.id}/mailed`, { mailed_date: today() })).status).toBe(200);
    return { ...user, row, letter, first: first!, second: second! };
  }

  oneDatabaseTest(
    target,
    'logs, changes and undoes an outcome, keeping every step in the history, with a notification each',
    async () => {
      const { client, first } = await mailedDispute();
      const logged = await client.post<{ item: DisputeItemDto }>(`/api/disputes/items/${first.id}/outcome`, { result: 'deleted' });
      expect(logged.status, JSON.stringify(logged.body)).toBe(200);
      expect(logged.body.item).toMatchObject({ status: 'completed', metadata: { round: 1, outcome: { result: 'deleted', source: 'person', round: 1 } } });
      expect(logged.body.item.metadata.history?.map((h) => h.status)).toEqual(['completed']);

      const changed = await client.post<{ item: DisputeItemDto }>(`/api/disputes/items/${first.id}/outcome`, { result: 'verified' });
      expect(changed.body.item).toMatchObject({ status: 'denied', metadata: { outcome: { result: 'verified' } } });
      expect(changed.body.item.metadata.history?.at(-1)?.note).toMatch(/changed from “Deleted”/);
      const next = await client.get<{ actions: { kind: string; cites: string[] }[]; cfpb_summary: unknown }>(`/api/disputes/items/${first.id}/next-actions`);
      expect(next.body.actions.map((a) => a.kind)).toEqual(['verification_request', 'furnisher_dispute']);
      expect(next.body.actions[0]!.cites).toEqual(['FCRA 611(a)(7)']);
      expect(next.body.cfpb_summary).toBeNull();

      const stall = await client.post<{ item: DisputeItemDto }>(`/api/disputes/items/${first.id}/outcome`, { result: 'stall' });
      expect(stall.body.item.status).toBe('responded');

      const undone = await client.request<{ item: DisputeItemDto }>('DELETE', `/api/disputes/items/${first.id}/outcome`);
      expect(undone.status).toBe(200);
      expect(undone.body.item.status).toBe('sent');
      expect(undone.body.item.metadata.outcome).toBeUndefined();
      expect(undone.body.item.metadata.history?.map((h) => h.status)).toEqual(['completed', 'denied', 'responded', 'sent']);
      const again = await client.request('DELETE', `/api/disputes/items/${first.id}/outcome`);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ message: ROUNDS_MESSAGES.noOutcome });

      // The bureau still has 30 days: "no response" waits for the due date.
      const noResponse = await client.post(`/api/disputes/items/${first.id}/outcome`, { result: 'no_response' });
      expect(noResponse.status).toBe(409);
      expect(noResponse.body).toMatchObject({ message: ROUNDS_MESSAGES.noResponseEarly });
      expect((await client.post(`/api/disputes/items/${first.id}/outcome`, { result: 'gone' })).status).toBe(400);

      const notes = (await client.get<{ notifications: { type: string; message: string }[] }>('/api/notifications')).body.notifications;
      const outcomeNotes = notes.filter((n) => n.type === 'DISPUTE_STATUS_UPDATE' && n.message.startsWith(`Your dispute of ${first.account_name}`));
      expect(outcomeNotes.length).toBe(4);
    },
    180_000,
  );

  oneDatabaseTest(
    target,
    'reads an uploaded reply into proposals the person confirms or dismisses',
    async () => {
      const { client, userId, first, second } = await mailedDispute();
      const pdf = await textPdf([
        'Experian',
        'Results of your dispute',
        `${first.account_name}  Account # ${first.account_number ?? ''}`,
        'Outcome: Deleted',
        `${second.account_name}  Account # ${second.account_number ?? ''}`,
        'Outcome: Remains - verified as accurate',
      ]);
      const uploaded = await uploadReply(client, pdf);
      // Stored and queued: the read-reply job reads it outside the request.
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(202);
      expect(uploaded.body.review).toMatchObject({ kind: 'reply', bureau: 'experian', status: 'reading', file_name: 'reply.pdf', proposals: [] });
      let review = uploaded.body.review;
      for (let i = 0; i < 300 && review.status === 'reading'; i++) {
        await sleep(100);
        review = (await reviews(client)).find((r) => r.id === uploaded.body.review.id)!;
      }
      expect(review).toMatchObject({ kind: 'reply', bureau: 'experian', status: 'read', file_name: 'reply.pdf' });
      const byItem = Object.fromEntries(review.proposals.map((p) => [p.item_id, p]));
      expect(byItem[first.id]).toMatchObject({ result: 'deleted', state: 'open' });
      expect(byItem[second.id]).toMatchObject({ result: 'verified', state: 'open' });

      const confirmed = await client.post<{ review: RoundReviewDto; item: DisputeItemDto }>(`/api/disputes/reviews/${review.id}/proposals`, {
        item_id: first.id,
        decision: 'confirm',
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.item).toMatchObject({ status: 'completed', metadata: { outcome: { result: 'deleted', source: 'reply' } } });
      const dismissed = await client.post<{ review: RoundReviewDto; item: null }>(`/api/disputes/reviews/${review.id}/proposals`, {
        item_id: second.id,
        decision: 'dismiss',
      });
      expect(dismissed.body.review.proposals.map((p) => p.state).sort()).toEqual(['confirmed', 'dismissed']);
      expect((await disputes(client)).items.find((i) => i.id === second.id)?.status).toBe('sent');
      const twice = await client.post(`/api/disputes/reviews/${review.id}/proposals`, { item_id: first.id, decision: 'confirm' });
      expect(twice.status).toBe(409);

      const file = await fetch(`${app.url}/api/disputes/reviews/${review.id}/file`, { headers: { Cookie: client.cookieHeader() } });
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('no-store');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
      const refused = await uploadReply(client, new TextEncoder().encode('plain text, not a reply letter '.repeat(100)), 'text/plain', 'reply.txt');
      expect(refused.status).toBe(415);
      expect(refused.body).toMatchObject({ message: INVALID_FILE_TYPE_MESSAGE });
      expect(await reviews(client)).toHaveLength(1);

      // The job runs once per review: a review already read is left as it is.
      const db = app.server.database.db;
      const job = { reviewId: review.id, userId };
      const failing = { get: () => Promise.reject(new Error('storage unavailable')) } as unknown as ReportStorage;
      expect(await readStoredReply({ db, storage: failing }, job, true)).toBeNull();
      // A reply that cannot be read: retried, and marked unreadable on the last try (the person logs by hand).
      await db.update(disputeRoundReviews).set({ status: 'reading' }).where(eq(disputeRoundReviews.id, review.id));
      await expect(readStoredReply({ db, storage: failing }, job, false)).rejects.toThrow('storage unavailable');
      expect(await readStoredReply({ db, storage: failing }, job, true)).toBe('unreadable');
      expect((await reviews(client))[0]).toMatchObject({ id: review.id, status: 'unreadable', proposals: [] });
      // Another person's job data names no review of theirs: nothing is read or changed.
      expect(await readStoredReply({ db, storage: failing }, { ...job, userId: 'someone-else' }, true)).toBeNull();
    },
    180_000,
  );

  oneDatabaseTest(
    target,
    'compares a new analysis with the disputed items: disappeared items proposed, a deleted item back flagged',
    async () => {
      const { client, first, second } = await mailedDispute();
      expect((await client.post(`/api/disputes/items/${first.id}/outcome`, { result: 'deleted' })).status).toBe(200);
      // The same report again: the deleted item is still there → a reinsertion; the other item is still shown.
      const [same] = await analysedReport(app.url, client);
      const waitFor = async (n: number) => {
        for (let i = 0; i < 100; i++) {
          const list = await reviews(client);
          if (list.length >= n) return list;
          await sleep(100);
        }
        throw new Error('no comparison stored');
      };
      const [reinsertion] = await waitFor(1);
      expect(reinsertion).toMatchObject({
        kind: 'reanalysis',
        analysis_id: same.id,
        proposals: [],
        reinsertions: [{ item_id: first.id, analysis_id: same.id }],
      });
      const next = await client.get<{ actions: { kind: string }[]; cfpb_summary: { what_happened: string } | null }>(
        `/api/disputes/items/${first.id}/next-actions`,
      );
      expect(next.body.actions.map((a) => a.kind)).toEqual(['reinsertion_notice', 'cfpb_complaint']);
      expect(next.body.cfpb_summary?.what_happened).toContain(first.account_name);
      // Another person's report (no account in common): the mailed item that is gone is proposed as deleted.
      const [other] = await analysedReport(app.url, client, { index: 1 });
      const compared = (await waitFor(2)).find((r) => r.analysis_id === other.id)!;
      expect(compared.proposals).toEqual([
        { item_id: second.id, result: 'deleted', evidence: expect.stringMatching(/^Not on your Experian report/), state: 'open' },
      ]);
      const confirmed = await client.post<{ item: DisputeItemDto }>(`/api/disputes/reviews/${compared.id}/proposals`, {
        item_id: second.id,
        decision: 'confirm',
      });
      expect(confirmed.body.item).toMatchObject({ status: 'completed', metadata: { outcome: { result: 'deleted', source: 'reanalysis' } } });
    },
    240_000,
  );

  oneDatabaseTest(
    target,
    'keeps every new id to its owner and needs a session',
    async () => {
      const owner = await mailedDispute();
      const uploaded = await uploadReply(owner.client, await textPdf([`${owner.first.account_name} Deleted`]));
      const review = uploaded.body.review;
      const stranger = await signUp(app.url);
      await subscribe(stranger.client);
      const c = stranger.client;
      for (const response of [
        await c.post(`/api/disputes/items/${owner.first.id}/outcome`, { result: 'deleted' }),
        await c.request('DELETE', `/api/disputes/items/${owner.first.id}/outcome`),
        await c.get(`/api/disputes/reviews/${review.id}/file`),
        await c.get(`/api/disputes/items/${owner.first.id}/next-actions`),
        await c.post(`/api/disputes/reviews/${review.id}/proposals`, { item_id: owner.first.id, decision: 'confirm' }),
        await c.post(`/api/disputes/reviews/not-an-id/proposals`, { item_id: owner.first.id, decision: 'confirm' }),
      ]) {
        expect(response.status).toBe(404);
      }
      expect(await reviews(c)).toEqual([]);
      expect((await disputes(owner.client)).items.find((i) => i.id === owner.first.id)?.status).toBe('sent');
      expect((await reviews(owner.client))[0]!.proposals.every((p) => p.state === 'open')).toBe(true);
      // Without a plan the person's own replies stay readable (decision 165): an empty list; without a session: 401.
      const unpaid = await signUp(app.url);
      const own = await unpaid.client.get<{ reviews: unknown[] }>('/api/disputes/reviews');
      expect(own.status).toBe(200);
      expect(own.body.reviews).toEqual([]);
      expect((await new TestClient(app.url).get('/api/disputes/reviews')).status).toBe(401);
    },
    180_000,
  );
});
