/**
 * Deleting an upload and a draft letter (docs/api.md "Uploads" and "Disputes", docs/decisions/190): the confirmation
 * names what goes, the file leaves storage, what rests only on the report goes with it, approved letters and their
 * items stay (marked), another report's rows are untouched, and another user gets 404. (Deleting a conversation:
 * tests/integration/assistant.test.ts.)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnalysisDto } from '../../src/common/analysis';
import type { CandidateDto } from '../../src/common/disputes/candidates';
import type { DisputeItemDto } from '../../src/common/disputes/items';
import type { LetterDto } from '../../src/common/disputes/letters';
import type { UploadDeletionDto } from '../../src/common/uploads';
import { queryRows } from '../../src/server/db/client';
import { DELETE_DRAFT_MESSAGES } from '../../src/server/modules/disputes/delete-draft';
import { reportsDirectory } from '../../src/server/providers/storage';
import { analysedReport } from './helpers/analyses';
import { signUp, type TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { useTestServer } from './helpers/server';
import { ENGINE_ONCE } from './helpers/engine-once';
import { signUpSubscribed } from './helpers/subscribe';

type Disputes = { items: DisputeItemDto[]; letters: LetterDto[] };

const ADDRESS = { street: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701' };

describe.each(DATABASE_TARGETS)('deleting an upload on %s', (target) => {
  const app = useTestServer(target, {}, { analysis: ENGINE_ONCE });
  const disputes = async (client: TestClient) => (await client.get<Disputes>('/api/disputes')).body;
  const del = (client: TestClient, ref: string) => client.request<{ deleted: UploadDeletionDto }>('DELETE', `/api/uploads/${encodeURIComponent(ref)}`);
  const preview = (client: TestClient, ref: string) => client.get<{ deletion: UploadDeletionDto }>(`/api/uploads/${encodeURIComponent(ref)}/deletion`);
  const stored = (key: string) => existsSync(path.join(reportsDirectory(app.dataDir), key));
  const count = async (table: string, column: string, id: string) =>
    (await queryRows<{ n: number }>(app.server.database.db, sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.raw(column)} = ${id}`))[0]!.n;

  async function disputeAll(client: TestClient, row: AnalysisDto, candidate: CandidateDto) {
    const response = await client.post<{ items: DisputeItemDto[] }>('/api/disputes/choices', {
      analysis_id: row.id,
      key: candidate.key,
      choice: 'dispute',
      reason: candidate.reasons[0]!.id,
      statement: 'This is not how it happened.',
      confirmed: true,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.items;
  }
  const dispute = async (client: TestClient, row: AnalysisDto, candidate: CandidateDto) =>
    (await disputeAll(client, row, candidate)).find((i) => i.analysis_id === row.id)!;

  it('names what goes, removes it with the file, keeps the approved letter marked, and is the owner’s alone', async () => {
    const { client } = await signUpSubscribed(app.url, { name: 'Jordan Avery' });
    expect((await client.patch('/api/profile', { mailing_address: ADDRESS })).status).toBe(200);
    const [experian] = await analysedReport(app.url, client);
    const [transunion] = await analysedReport(app.url, client, { layout: 'transunion-a', bureau: 'transunion' });
    const candidates = async (row: AnalysisDto) =>
      (await client.get<{ candidates: CandidateDto[] }>(`/api/disputes/candidates?analysis_id=${row.id}`)).body.candidates.filter(
        (c) => c.source !== 'inquiry',
      );
    const [first, second] = await candidates(experian);

    // Item A on a letter that is approved; item B on a new draft; item C on the other report.
    const itemA = await dispute(client, experian, first!);
    const approvedId = (await disputes(client)).letters.find((l) => l.item_ids.includes(itemA.id))!.id;
    const approved = await client.post(`/api/disputes/letters/${approvedId}/approve`, {
      attested: true,
      signature_name: 'Jordan Avery',
      signature_date: '2026-01-10',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const itemB = await dispute(client, experian, second!);
    const draftId = (await disputes(client)).letters.find((l) => l.item_ids.includes(itemB.id))!.id;
    expect(draftId).not.toBe(approvedId);
    const itemC = await dispute(client, transunion, (await candidates(transunion))[0]!);
    expect(stored(experian.report_id)).toBe(true);

    // Another user: 404 for the preview and the delete, by report id and by analysis id; nothing changes.
    const other = (await signUp(app.url)).client;
    for (const ref of [experian.report_id, experian.id]) {
      expect((await preview(other, ref)).status).toBe(404);
      expect((await del(other, ref)).status).toBe(404);
    }
    expect(stored(experian.report_id)).toBe(true);
    expect((await client.get(`/api/analyses/${experian.id}`)).status).toBe(200);

    // The confirmation names what goes and what stays, and changes nothing.
    const shown = await preview(client, experian.report_id);
    expect(shown.status).toBe(200);
    expect(shown.body.deletion).toMatchObject({
      report_id: experian.report_id,
      analyses: [{ id: experian.id, bureau: 'experian' }],
      items_removed: [{ id: itemB.id }],
      items_kept: [{ id: itemA.id }],
      items_moved: [],
      drafts_removed: [{ id: draftId }],
      letters_kept: [{ id: approvedId, status: 'ready' }],
    });
    expect((await preview(client, experian.id)).body).toEqual(shown.body);
    expect((await client.get(`/api/analyses/${experian.id}`)).status).toBe(200);

    const deleted = await del(client, experian.report_id);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.deleted).toEqual(shown.body.deletion);
    expect(stored(experian.report_id)).toBe(false);
    expect((await client.get(`/api/analyses/${experian.id}`)).status).toBe(404);
    expect((await client.get<{ analyses: AnalysisDto[] }>('/api/analyses')).body.analyses.map((a) => a.id)).toEqual([transunion.id]);
    expect(await count('credit_report_analyses', 'report_id', experian.report_id)).toBe(0);

    const after = await disputes(client);
    expect(after.items.map((i) => i.id).sort()).toEqual([itemA.id, itemC.id].sort());
    expect(after.items.find((i) => i.id === itemA.id)).toMatchObject({ analysis_id: null, status: 'ready' });
    expect(after.items.find((i) => i.id === itemC.id)).toMatchObject({ analysis_id: transunion.id });
    expect(after.letters.map((l) => l.id)).not.toContain(draftId);
    const kept = after.letters.find((l) => l.id === approvedId)!;
    expect(kept.report_deleted_at).toEqual(expect.any(String));
    expect((await client.request('GET', `/api/disputes/letters/${approvedId}/pdf`)).status).toBe(200);

    // Gone is gone; the other report is deleted by the id of its analysis.
    expect((await del(client, experian.report_id)).status).toBe(404);
    const second2 = await del(client, transunion.id);
    expect(second2.status).toBe(200);
    expect(second2.body.deleted).toMatchObject({ items_removed: [{ id: itemC.id }] });
    expect(stored(transunion.report_id)).toBe(false);
    expect((await client.get<{ analyses: AnalysisDto[] }>('/api/analyses')).body.analyses).toEqual([]);
  });

  it('a 3-in-1 upload goes whole; an item another report shows moves to it', async () => {
    const { client } = await signUpSubscribed(app.url);
    const merged = await analysedReport(app.url, client, { layout: 'merged-a', bureau: 'merged' });
    expect(merged.length).toBe(3);
    const again = await analysedReport(app.url, client, { layout: 'merged-a', bureau: 'merged' });
    const list = (await client.get<{ candidates: CandidateDto[] }>(`/api/disputes/candidates?analysis_id=${merged[0].id}`)).body.candidates;
    const candidate = list.find((c) => c.source !== 'inquiry')!;
    const items = await disputeAll(client, merged[0], candidate);
    expect(items.length).toBeGreaterThan(0);
    // The same candidate in the second copy of the report links it to the open items.
    const sameBureau = (bureau: string) => again.find((r) => r.bureau === bureau)!;
    await disputeAll(client, sameBureau(merged[0].bureau), candidate);

    const deleted = await del(client, merged[1]!.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted.analyses.map((a) => a.id).sort()).toEqual(merged.map((m) => m.id).sort());
    expect(deleted.body.deleted.items_moved.map((i) => i.id).sort()).toEqual(items.map((i) => i.id).sort());
    expect(deleted.body.deleted.items_removed).toEqual([]);
    expect(stored(merged[0].report_id)).toBe(false);
    expect(stored(again[0].report_id)).toBe(true);
    const after = (await disputes(client)).items;
    for (const item of items) {
      const moved = after.find((i) => i.id === item.id)!;
      expect(moved.analysis_id).toBe(sameBureau(item.bureau).id);
      expect(moved.metadata.linked_analysis_ids).not.toContain(item.analysis_id);
    }
  });

  it('a draft letter is deleted with its items, and its choices are undecided again; an approved one stays', async () => {
    const { client } = await signUpSubscribed(app.url, { name: 'Jordan Avery' });
    expect((await client.patch('/api/profile', { mailing_address: ADDRESS })).status).toBe(200);
    const [row] = await analysedReport(app.url, client);
    const list = (await client.get<{ candidates: CandidateDto[] }>(`/api/disputes/candidates?analysis_id=${row.id}`)).body.candidates;
    const [first, second] = list.filter((c) => c.source !== 'inquiry');
    const itemA = await dispute(client, row, first!);
    const approvedId = (await disputes(client)).letters.find((l) => l.item_ids.includes(itemA.id))!.id;
    expect(
      (await client.post(`/api/disputes/letters/${approvedId}/approve`, { attested: true, signature_name: 'Jordan Avery', signature_date: '2026-01-10' }))
        .status,
    ).toBe(200);
    const itemB = await dispute(client, row, second!);
    const draftId = (await disputes(client)).letters.find((l) => l.item_ids.includes(itemB.id))!.id;

    const other = (await signUpSubscribed(app.url)).client;
    expect((await other.request('DELETE', `/api/disputes/letters/${draftId}`)).status).toBe(404);
    const refused = await client.request<{ message: string }>('DELETE', `/api/disputes/letters/${approvedId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DELETE_DRAFT_MESSAGES.notDraft);

    const deleted = await client.request<{ deleted: { letter_id: string; item_ids: string[] } }>('DELETE', `/api/disputes/letters/${draftId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted).toEqual({ letter_id: draftId, item_ids: [itemB.id] });
    const after = await disputes(client);
    expect(after.letters.map((l) => l.id)).toEqual([approvedId]);
    expect(after.items.map((i) => i.id)).toEqual([itemA.id]);
    const again = (await client.get<{ candidates: CandidateDto[] }>(`/api/disputes/candidates?analysis_id=${row.id}`)).body.candidates;
    expect(again.find((c) => c.key === second!.key)?.choice).toBeNull();
    expect((await client.request('DELETE', `/api/disputes/letters/${draftId}`)).status).toBe(404);
  });
});
