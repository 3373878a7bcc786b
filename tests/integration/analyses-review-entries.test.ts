/**
 * Review accounts for the inquiries and public records the engine flags (decision 250, docs/api.md "Reviewing the
 * reading"): confirm, correct, "not on my report / not mine", undo, validation and ownership. The engine reads a
 * generated report; the test's analysis step adds a flagged inquiry and a flagged record to it (invented values, as
 * entry-checks.ts would flag them), then detects again, so no held-out file is needed.
 */
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { AnalysisDto } from '../../src/common/analysis';
import type { CandidateDto } from '../../src/common/disputes/candidates';
import type { ReviewDto, ReviewEntryDto } from '../../src/common/review';
import { REVIEW_MESSAGES } from '../../src/common/review';
import { reanalyzeReports } from '../../src/engine/index';
import { HELD_ENTRY_READING } from '../../src/engine/plan/item-state';
import { queryRows } from '../../src/server/db/client';
import type { AnalyzeFn } from '../../src/server/jobs/analyze-report';
import { analysedReport } from './helpers/analyses';
import { signUp, type TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { analyzeOnce } from './helpers/engine-once';
import { oneDatabaseTest } from './helpers/one-database';
import { useTestServer } from './helpers/server';
import { subscribe } from './helpers/subscribe';

const WARNING = 'We could not read this entry cleanly; check it against your report.';

/** The month before a report date ("2026-06-01" → "2026-05"). */
function monthBefore(date: string | null): string {
  const d = new Date(`${(date ?? '2026-06-01').slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
}

const withFlaggedEntries: AnalyzeFn = async (bytes, options) => {
  const analysis = await analyzeOnce(bytes, options);
  const reports = analysis.reports.map((r, i) =>
    i > 0
      ? r
      : {
          ...r,
          inquiries: [
            ...r.inquiries,
            {
              creditor: 'LAKESHORE AUTO LOANS',
              date: monthBefore(r.reportDate),
              kind: 'hard' as const,
              readingWarning: WARNING,
              readingChecks: ['read_twice'],
            },
          ],
          publicRecords: [
            ...r.publicRecords,
            {
              type: 'Civil Judgment',
              date: null,
              status: null,
              court: null,
              reference: null,
              amount: null,
              chapter: null,
              readingWarning: WARNING,
              readingChecks: ['key_fields_missing'],
            },
          ],
        },
  );
  return reanalyzeReports(reports, { merged: reports.length > 1 });
};

type Change = { analysis: AnalysisDto; review: ReviewDto };

describe.each(DATABASE_TARGETS)('reviewing flagged inquiries and public records on %s', (target) => {
  const app = useTestServer(target, {}, { analysis: { analyze: withFlaggedEntries } });

  const review = async (client: TestClient, id: string) => (await client.get<{ review: ReviewDto }>(`/api/analyses/${id}/review`)).body.review;
  const correct = (client: TestClient, id: string, body: unknown) => client.post<Change>(`/api/analyses/${id}/entry-corrections`, body);
  const undo = (client: TestClient, id: string, correctionId: string) => client.request<Change>('DELETE', `/api/analyses/${id}/corrections/${correctionId}`);
  const entryOf = (r: ReviewDto, kind: ReviewEntryDto['entry']): ReviewEntryDto => r.entries.find((e) => e.entry === kind)!;
  const heldOf = async (client: TestClient, id: string, creditor: string) => {
    const response = await client.get<{ candidates: CandidateDto[] }>(`/api/disputes/candidates?analysis_id=${id}`);
    expect(response.status).toBe(200);
    const mine = response.body.candidates.filter((c) => c.creditor === creditor);
    expect(mine.length, creditor).toBeGreaterThan(0);
    return mine.map((c) => c.held);
  };
  const storedCount = async (id: string) =>
    (await queryRows<{ n: number }>(app.server.database.db, sql`select count(*)::int as n from report_corrections where analysis_id = ${id}`))[0]!.n;

  oneDatabaseTest(
    target,
    'shows the flagged entries, holds the inquiry out of letters until confirmed or corrected, and removes one not on the report',
    async () => {
      const { client } = await signUp(app.url);
      await subscribe(client); // dispute candidates are a contracted service (decision 169)
      const [done] = await analysedReport(app.url, client);
      const id = done!.id;

      const first = await review(client, id);
      expect(first.entries).toHaveLength(2);
      const inquiry = entryOf(first, 'inquiry');
      const record = entryOf(first, 'record');
      expect(inquiry).toMatchObject({
        inquiry_kind: 'hard',
        read: { creditor: 'LAKESHORE AUTO LOANS' },
        reading_warning: WARNING,
        reasons: ['It is the same as an entry above it: it may be printed once and read twice.'],
        corrections: [],
        accurate: null,
        not_mine: null,
      });
      expect(inquiry.key).toMatch(/^q-[0-9a-f]{12}-\d+$/);
      expect(record.key).toMatch(/^p-[0-9a-f]{12}-\d+$/);
      expect(record.reasons).toEqual(['We read only its type: no date, status, court, reference or amount.']);
      expect(await heldOf(client, id, 'LAKESHORE AUTO LOANS')).toContain(HELD_ENTRY_READING);

      // Accurate as read: the warning goes, the hold with it; undo brings both back.
      const confirmed = await correct(client, id, { kind: 'accurate', entry_key: inquiry.key });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
      expect(entryOf(confirmed.body.review, 'inquiry')).toMatchObject({ accurate: { kind: 'accurate' } });
      expect(entryOf(confirmed.body.review, 'inquiry').reading_warning).toBeUndefined();
      expect(confirmed.body.analysis.raw_data!.report.inquiries.find((q) => q.creditor === 'LAKESHORE AUTO LOANS')?.readingWarning).toBeNull();
      expect(confirmed.body.analysis.raw_data!.review).toMatchObject({ entries_reviewed: 1, accurate: [] });
      expect(await heldOf(client, id, 'LAKESHORE AUTO LOANS')).not.toContain(HELD_ENTRY_READING);
      await undo(client, id, entryOf(confirmed.body.review, 'inquiry').accurate!.id);
      expect(await heldOf(client, id, 'LAKESHORE AUTO LOANS')).toContain(HELD_ENTRY_READING);

      // A corrected creditor is used everywhere, the value read kept.
      const fixed = await correct(client, id, { kind: 'field', entry_key: inquiry.key, field: 'creditor', value: 'LAKESHORE AUTO FINANCE' });
      expect(fixed.status).toBe(201);
      expect(entryOf(fixed.body.review, 'inquiry')).toMatchObject({
        read: { creditor: 'LAKESHORE AUTO LOANS' },
        current: { creditor: 'LAKESHORE AUTO FINANCE' },
      });
      expect(fixed.body.analysis.raw_data!.extracted_report!.inquiries.some((q) => q.creditor === 'LAKESHORE AUTO LOANS')).toBe(true);
      expect(await heldOf(client, id, 'LAKESHORE AUTO FINANCE')).not.toContain(HELD_ENTRY_READING);

      // A record's amount corrected, then the record said not on the report: it leaves the report.
      const amount = await correct(client, id, { kind: 'field', entry_key: record.key, field: 'amount', value: 1250.5 });
      expect(amount.body.analysis.raw_data!.report.publicRecords.find((p) => p.type === 'Civil Judgment')).toMatchObject({
        amount: 1250.5,
        readingWarning: null,
      });
      const gone = await correct(client, id, { kind: 'not_mine', entry_key: record.key });
      expect(gone.status).toBe(201);
      expect(gone.body.analysis.raw_data!.report.publicRecords.some((p) => p.type === 'Civil Judgment')).toBe(false);
      expect(entryOf(gone.body.review, 'record')).toMatchObject({ not_mine: { kind: 'not_mine' }, current: { amount: 1250.5 } });
      expect(await storedCount(id)).toBe(3);
    },
    120_000,
  );

  oneDatabaseTest(
    target,
    "refuses bad input with a clear message and changes nothing; another user's ids are refused",
    async () => {
      const owner = await signUp(app.url);
      const [done] = await analysedReport(app.url, owner.client);
      const id = done!.id;
      const first = await review(owner.client, id);
      const q = entryOf(first, 'inquiry').key;
      const p = entryOf(first, 'record').key;
      const cases: { body: unknown; field: string; message?: string }[] = [
        { body: { kind: 'field', entry_key: q, field: 'date', value: '2024-13' }, field: 'value', message: REVIEW_MESSAGES.date },
        { body: { kind: 'field', entry_key: q, field: 'creditor', value: '  ' }, field: 'value', message: REVIEW_MESSAGES.creditorRequired },
        { body: { kind: 'field', entry_key: q, field: 'amount', value: 5 }, field: 'field', message: REVIEW_MESSAGES.field },
        { body: { kind: 'field', entry_key: p, field: 'type', value: null }, field: 'value', message: REVIEW_MESSAGES.typeRequired },
        { body: { kind: 'field', entry_key: p, field: 'amount', value: 12.345 }, field: 'value', message: REVIEW_MESSAGES.money },
        { body: { kind: 'accurate', entry_key: 'nope' }, field: 'entry_key', message: REVIEW_MESSAGES.entryKey },
        // A well-formed key of no flagged entry of this report.
        { body: { kind: 'accurate', entry_key: 'q-000000000000-0' }, field: 'entry_key', message: REVIEW_MESSAGES.entryKey },
        { body: { kind: 'add', entry_key: q }, field: 'kind', message: REVIEW_MESSAGES.entryKind },
        { body: { kind: 'accurate', entry_key: q, extra: 1 }, field: '_' },
      ];
      for (const c of cases) {
        const response = await correct(owner.client, id, c.body);
        expect(response.status, JSON.stringify(c.body)).toBe(400);
        const fields = (response.body as unknown as { fields: Record<string, string> }).fields;
        expect(Object.keys(fields), JSON.stringify(c.body)).toContain(c.field);
        if (c.message) expect(fields[c.field], JSON.stringify(c.body)).toBe(c.message);
      }
      expect(await storedCount(id)).toBe(0);

      const made = await correct(owner.client, id, { kind: 'accurate', entry_key: q });
      const correctionId = entryOf(made.body.review, 'inquiry').accurate!.id;
      const other = await signUp(app.url);
      for (const response of [
        await correct(other.client, id, { kind: 'not_mine', entry_key: q }),
        await correct(other.client, id, { kind: 'field', entry_key: p, field: 'amount', value: 1 }),
        await undo(other.client, id, correctionId),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
      }
      const [theirs] = await analysedReport(app.url, other.client);
      expect((await undo(other.client, theirs!.id, correctionId)).status).toBe(404);
      // The other user's own analysis has its own keys: the owner's entry is not theirs to mark.
      expect((await correct(other.client, theirs!.id, { kind: 'not_mine', entry_key: 'q-000000000000-0' })).status).toBe(400);
      const mine = await review(owner.client, id);
      expect(entryOf(mine, 'inquiry').accurate?.id).toBe(correctionId);
      expect(entryOf(mine, 'record')).toMatchObject({ corrections: [], not_mine: null, accurate: null });
      expect(await storedCount(id)).toBe(1);
    },
    120_000,
  );
});
