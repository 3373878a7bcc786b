/**
 * "Review accounts" over HTTP (docs/api.md "Reviewing the reading", docs/decisions/050): corrections stored apart
 * from what was read, the analysis rebuilt from the corrected report, undo, validation, limits and ownership.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnalysisDto } from '../../src/common/analysis';
import type { CorrectionDto, ReviewAccountDto, ReviewDto } from '../../src/common/review';
import { REVIEW_MESSAGES } from '../../src/common/review';
import { textPdf } from '../engine/test-files';
import { queryRows } from '../../src/server/db/client';
import { REVIEW_WRITES_PER_HOUR, TOO_MANY_REVIEW_WRITES_MESSAGE } from '../../src/server/modules/analyses/constants';
import { analysedReport, uploadFile, waitForFinished } from './helpers/analyses';
import { signUp, TestClient } from './helpers/client';
import { subscribe } from './helpers/subscribe';
import { DATABASE_TARGETS } from './helpers/databases';
import { oneDatabaseTest } from './helpers/one-database';
import { cipherFor } from '../../src/server/db/encryption/data-keys';
import { isSealedField } from '../../src/server/db/encryption/field-cipher';
import { useTestServer } from './helpers/server';
import { ENGINE_ONCE } from './helpers/engine-once';

type Change = { analysis: AnalysisDto; review: ReviewDto };

describe.each(DATABASE_TARGETS)('reviewing the reading on %s', (target) => {
  const app = useTestServer(target, {}, { analysis: ENGINE_ONCE });

  const review = async (client: TestClient, id: string) => {
    const response = await client.get<{ review: ReviewDto }>(`/api/analyses/${id}/review`);
    expect(response.status).toBe(200);
    return response.body.review;
  };
  const correct = (client: TestClient, id: string, body: unknown) => client.post<Change>(`/api/analyses/${id}/corrections`, body);
  const undo = (client: TestClient, id: string, correctionId: string) => client.request<Change>('DELETE', `/api/analyses/${id}/corrections/${correctionId}`);
  const byCreditor = (r: ReviewDto, creditor: string): ReviewAccountDto => {
    const account = r.accounts.find((a) => a.current.creditor === creditor);
    if (!account) throw new Error(`no account ${creditor}`);
    return account;
  };
  const findingsOf = (a: AnalysisDto) => a.raw_data!.findings.map((f) => `${f.code}:${f.creditor}`);
  const negativesOf = (a: AnalysisDto) => a.negative_items!.map((n) => n.account_name);

  oneDatabaseTest(
    target,
    'corrects a balance, marks an account not mine and accurate, adds one, and undoes; the analysis follows each step',
    async () => {
      const { client } = await signUp(app.url);
      const [done] = await analysedReport(app.url, client);
      const id = done!.id;

      const first = await review(client, id);
      expect(first.accounts).toHaveLength(done!.raw_data!.report.accounts.length);
      for (const a of first.accounts) {
        expect(a.key).toMatch(/^r-[0-9a-f]{12}-\d+$/);
        expect(a).toMatchObject({ origin: 'read', corrections: [], not_mine: null, accurate: null });
        expect(a.current).toEqual(a.read);
      }
      // Keys are stable: asking again gives the same ones.
      expect((await review(client, id)).accounts.map((a) => a.key)).toEqual(first.accounts.map((a) => a.key));
      expect(findingsOf(done!)).toContain('duplicate_account:JASPER CREEK ACCOUNT SERVICES');
      expect(findingsOf(done!)).toContain('duplicate_account:HALYARD DEBT SOLUTIONS');

      // The original creditor's balance was misread: with $0 there, the collection is no longer a duplicate.
      const willowmere = byCreditor(first, 'WILLOWMERE FINANCE');
      const balance = await correct(client, id, { kind: 'field', account_key: willowmere.key, field: 'balance', value: 0 });
      expect(balance.status, JSON.stringify(balance.body)).toBe(201);
      const afterBalance = balance.body.analysis;
      expect(findingsOf(afterBalance)).not.toContain('duplicate_account:JASPER CREEK ACCOUNT SERVICES');
      expect(findingsOf(afterBalance)).toContain('duplicate_account:HALYARD DEBT SOLUTIONS');
      expect(afterBalance.raw_data!.report.accounts.find((a) => a.creditor === 'WILLOWMERE FINANCE')?.balance).toBe(0);
      // Both values are kept: the reading apart, the correction in its own table.
      expect(afterBalance.raw_data!.extracted_report?.accounts.find((a) => a.creditor === 'WILLOWMERE FINANCE')?.balance).toBe(willowmere.read!.balance);
      expect(afterBalance.raw_data!.review).toMatchObject({ corrected_fields: 1, added: 0, not_mine: [], accurate: [] });
      const corrected = byCreditor(balance.body.review, 'WILLOWMERE FINANCE');
      expect(corrected.read?.balance).toBe(willowmere.read!.balance);
      expect(corrected.current.balance).toBe(0);
      expect(corrected.corrections).toEqual([expect.objectContaining({ kind: 'field', field: 'balance', value: 0 })]);
      const stored = await queryRows<{ user_id: string; field: string; value: unknown }>(
        app.server.database.db,
        sql`select user_id, field, value from report_corrections where analysis_id = ${id}`,
      );
      // Sealed with the person's data key (decision 197): the corrected value is report data.
      expect(stored).toEqual([expect.objectContaining({ field: 'balance' })]);
      expect(isSealedField(stored[0]!.value)).toBe(true);
      expect((await cipherFor(app.server.database.db, stored[0]!.user_id)).open('value', stored[0]!.value as never)).toBe(0);

      // A second correction of the same field replaces the first; the value read undoes it.
      const again = await correct(client, id, { kind: 'field', account_key: willowmere.key, field: 'balance', value: 12.5 });
      expect(byCreditor(again.body.review, 'WILLOWMERE FINANCE').corrections).toHaveLength(1);
      const back = await correct(client, id, { kind: 'field', account_key: willowmere.key, field: 'balance', value: willowmere.read!.balance });
      expect(byCreditor(back.body.review, 'WILLOWMERE FINANCE').corrections).toEqual([]);
      expect(findingsOf(back.body.analysis)).toEqual(findingsOf(done!));
      const zero = await correct(client, id, { kind: 'field', account_key: willowmere.key, field: 'balance', value: 0 });
      const balanceCorrection = byCreditor(zero.body.review, 'WILLOWMERE FINANCE').corrections[0]!;

      // Not mine: left out of negatives, findings and figures, and listed for the dispute work.
      const halyard = byCreditor(first, 'HALYARD DEBT SOLUTIONS');
      const notMine = await correct(client, id, { kind: 'not_mine', account_key: halyard.key });
      expect(notMine.status).toBe(201);
      const afterNotMine = notMine.body.analysis;
      expect(negativesOf(afterNotMine)).not.toContain('HALYARD DEBT SOLUTIONS');
      expect(afterNotMine.negative_items).toHaveLength(done!.negative_items!.length - 1);
      expect(afterNotMine.raw_data!.negative_items).toEqual(afterNotMine.negative_items);
      expect(findingsOf(afterNotMine)).not.toContain('duplicate_account:HALYARD DEBT SOLUTIONS');
      expect(afterNotMine.raw_data!.collectionCount).toBe(done!.raw_data!.collectionCount - 1);
      expect(afterNotMine.raw_data!.review?.not_mine).toEqual([
        expect.objectContaining({ key: halyard.key, account: expect.objectContaining({ creditor: 'HALYARD DEBT SOLUTIONS' }) }),
      ]);
      expect(byCreditor(notMine.body.review, 'HALYARD DEBT SOLUTIONS').not_mine).toMatchObject({ kind: 'not_mine' });

      // Accurate as reported: kept everywhere, flagged; "not mine" and "accurate" exclude each other.
      const gadgetry = byCreditor(first, 'GADGETRY OUTLET CREDIT');
      const accurate = await correct(client, id, { kind: 'accurate', account_key: gadgetry.key });
      expect(accurate.body.analysis.raw_data!.review?.accurate).toEqual([
        { key: gadgetry.key, creditor: 'GADGETRY OUTLET CREDIT', accountNumber: gadgetry.read!.accountNumber },
      ]);
      expect(accurate.body.analysis.raw_data!.report.accounts.map((a) => a.creditor)).toContain('GADGETRY OUTLET CREDIT');
      const flipped = await correct(client, id, { kind: 'not_mine', account_key: gadgetry.key });
      expect(byCreditor(flipped.body.review, 'GADGETRY OUTLET CREDIT')).toMatchObject({ accurate: null, not_mine: { kind: 'not_mine' } });
      const gadgetryFlag = byCreditor(flipped.body.review, 'GADGETRY OUTLET CREDIT').not_mine!;
      expect((await undo(client, id, gadgetryFlag.id)).status).toBe(200);

      // An account the engine missed: a charge-off, which becomes a negative item.
      const added = await correct(client, id, {
        kind: 'add',
        account: {
          creditor: 'NORTHWIND CARD SERVICES',
          category: 'revolving',
          accountNumber: '4111XXXX',
          status: 'Charged off',
          balance: 1250.5,
          dateOpened: '2019-03',
        },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const northwind = added.body.review.accounts.find((a) => a.origin === 'added')!;
      expect(northwind).toMatchObject({ read: null, current: { creditor: 'NORTHWIND CARD SERVICES', balance: 1250.5, negative: true } });
      expect(northwind.key).toMatch(/^a-[0-9a-f-]{36}$/);
      expect(added.body.analysis.negative_items).toContainEqual(expect.objectContaining({ account_name: 'NORTHWIND CARD SERVICES', issue_type: 'charge_off' }));
      // An added account's fields can be corrected too.
      const addedFix = await correct(client, id, { kind: 'field', account_key: northwind.key, field: 'status', value: 'Open. Never late.' });
      expect(negativesOf(addedFix.body.analysis)).not.toContain('NORTHWIND CARD SERVICES');
      expect(addedFix.body.analysis.raw_data!.review).toMatchObject({ added: 1, corrected_fields: 2 });

      // Undo: the balance read applies again; removing the added account removes its corrections with it.
      const undone = await undo(client, id, balanceCorrection.id);
      expect(undone.status).toBe(200);
      expect(findingsOf(undone.body.analysis)).toContain('duplicate_account:JASPER CREEK ACCOUNT SERVICES');
      const addCorrection = northwind.corrections.find((c: CorrectionDto) => c.kind === 'add')!;
      const removed = await undo(client, id, addCorrection.id);
      expect(removed.body.review.accounts.some((a) => a.origin === 'added')).toBe(false);
      expect((await undo(client, id, addCorrection.id)).status).toBe(404);
      const left = await queryRows<{ kind: string }>(app.server.database.db, sql`select kind from report_corrections where analysis_id = ${id}`);
      expect(left.map((r) => r.kind)).toEqual(['not_mine']);

      // The row as listed carries the rebuilt figures; regenerating the strategy keeps the corrected report.
      const listed = (await client.get<{ analyses: AnalysisDto[] }>('/api/analyses')).body.analyses[0]!;
      expect(negativesOf(listed)).not.toContain('HALYARD DEBT SOLUTIONS');
      await subscribe(client); // the strategy is a contracted service (decision 169)
      const strategy = await client.post<{ analysis: AnalysisDto }>(`/api/analyses/${id}/strategy`);
      expect(strategy.body.analysis.raw_data!.report.accounts.map((a) => a.creditor)).not.toContain('HALYARD DEBT SOLUTIONS');
    },
    120_000,
  );

  oneDatabaseTest(
    target,
    'refuses malformed corrections with a message per field',
    async () => {
      const { client } = await signUp(app.url);
      const [done] = await analysedReport(app.url, client);
      const id = done!.id;
      const key = (await review(client, id)).accounts[0]!.key;
      const cases: { body: unknown; field: string; message?: string }[] = [
        { body: { kind: 'field', account_key: key, field: 'balance', value: -5 }, field: 'value', message: REVIEW_MESSAGES.money },
        { body: { kind: 'field', account_key: key, field: 'balance', value: 10.123 }, field: 'value', message: REVIEW_MESSAGES.money },
        { body: { kind: 'field', account_key: key, field: 'balance', value: '12' }, field: 'value', message: REVIEW_MESSAGES.money },
        { body: { kind: 'field', account_key: key, field: 'dateOpened', value: '2024-13' }, field: 'value', message: REVIEW_MESSAGES.date },
        { body: { kind: 'field', account_key: key, field: 'dateOpened', value: '2023-02-29' }, field: 'value', message: REVIEW_MESSAGES.date },
        { body: { kind: 'field', account_key: key, field: 'dateOpened', value: '06/2019' }, field: 'value', message: REVIEW_MESSAGES.date },
        { body: { kind: 'field', account_key: key, field: 'status', value: 'x'.repeat(121) }, field: 'value', message: REVIEW_MESSAGES.text(120) },
        { body: { kind: 'field', account_key: key, field: 'creditor', value: null }, field: 'value', message: REVIEW_MESSAGES.creditorRequired },
        { body: { kind: 'field', account_key: key, field: 'evidence', value: 'x' }, field: 'field', message: REVIEW_MESSAGES.field },
        { body: { kind: 'field', account_key: 'nope', field: 'balance', value: 1 }, field: 'account_key', message: REVIEW_MESSAGES.key },
        { body: { kind: 'not_mine', account_key: 'r-000000000000-0' }, field: 'account_key', message: REVIEW_MESSAGES.key },
        { body: { kind: 'delete_everything' }, field: 'kind' },
        { body: { kind: 'add', account: { category: 'revolving' } }, field: 'account.creditor', message: REVIEW_MESSAGES.creditorRequired },
        { body: { kind: 'add', account: { creditor: 'A', category: 'boat' } }, field: 'account.category', message: REVIEW_MESSAGES.category },
        { body: { kind: 'not_mine', account_key: key, extra: 1 }, field: '_' },
      ];
      for (const c of cases) {
        const response = await correct(client, id, c.body);
        expect(response.status, JSON.stringify(c.body)).toBe(400);
        expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR' });
        const fields = (response.body as unknown as { fields: Record<string, string> }).fields;
        expect(Object.keys(fields), JSON.stringify(c.body)).toContain(c.field);
        if (c.message) expect(fields[c.field]).toBe(c.message);
      }
      // Day and month precision both pass; nothing above was stored.
      expect((await correct(client, id, { kind: 'field', account_key: key, field: 'dateOpened', value: '2024-02-29' })).status).toBe(201);
      expect((await correct(client, id, { kind: 'field', account_key: key, field: 'dateClosed', value: '2024-02' })).status).toBe(201);
      const rows = await queryRows<{ n: number }>(app.server.database.db, sql`select count(*)::int as n from report_corrections where analysis_id = ${id}`);
      expect(rows[0]?.n).toBe(2);

      // A failed analysis has nothing to review.
      const failed = await uploadFile(app.url, client, 'experian', await textPdf(['Grocery list', 'Milk']));
      const failedRow = await waitForFinished(client, failed.body.analyses![0]!.id);
      expect(failedRow.analysis_status).toBe('failed');
      expect((await client.get(`/api/analyses/${failedRow.id}/review`)).body).toMatchObject({ code: 'ANALYSIS_NOT_COMPLETED' });
      expect((await correct(client, failedRow.id, { kind: 'not_mine', account_key: key })).status).toBe(409);
    },
    120_000,
  );

  oneDatabaseTest(
    target,
    "keeps each user's review to themselves, and needs a session",
    async () => {
      const owner = await signUp(app.url);
      const other = await signUp(app.url);
      const [done] = await analysedReport(app.url, owner.client);
      const id = done!.id;
      const key = (await review(owner.client, id)).accounts[0]!.key;
      const made = await correct(owner.client, id, { kind: 'accurate', account_key: key });
      const correctionId = made.body.review.accounts[0]!.accurate!.id;

      const c = other.client;
      for (const response of [
        await c.get(`/api/analyses/${id}/review`),
        await correct(c, id, { kind: 'not_mine', account_key: key }),
        await undo(c, id, correctionId),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
      }
      // The other user's own analysis cannot reach the owner's correction either.
      const [theirs] = await analysedReport(app.url, c);
      expect((await undo(c, theirs!.id, correctionId)).status).toBe(404);
      expect((await undo(c, theirs!.id, 'not-an-id')).status).toBe(404);
      const mine = await review(owner.client, id);
      expect(mine.accounts[0]!.accurate?.id).toBe(correctionId);

      const anonymous = new TestClient(app.url);
      expect((await anonymous.get(`/api/analyses/${id}/review`)).status).toBe(401);
      expect((await correct(anonymous, id, { kind: 'not_mine', account_key: key })).status).toBe(401);
      expect((await undo(anonymous, id, correctionId)).status).toBe(401);
    },
    120_000,
  );

  oneDatabaseTest(
    target,
    'rebuilds the three bureaus of a merged report together when one is reviewed',
    async () => {
      const { client } = await signUp(app.url);
      const rows = await analysedReport(app.url, client, { layout: 'merged-a', bureau: 'merged' });
      const experian = rows.find((r) => r.bureau === 'experian')!;
      const account = (await review(client, experian.id)).accounts.find((a) => a.current.negative)!;
      const changed = await correct(client, experian.id, { kind: 'not_mine', account_key: account.key });
      expect(changed.status).toBe(201);
      expect(changed.body.analysis.negative_items).toHaveLength(experian.negative_items!.length - 1);
      for (const sibling of rows.filter((r) => r.bureau !== 'experian')) {
        const now = (await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${sibling.id}`)).body.analysis;
        expect(now.raw_data?.extracted_report, sibling.bureau).toBeDefined();
        expect(now.raw_data?.review).toBeUndefined();
        expect(now.negative_items).toHaveLength(sibling.negative_items!.length);
      }
    },
    120_000,
  );

  it('limits review writes per user per hour, counted before anything else', async () => {
    const { client } = await signUp(app.url);
    const id = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < REVIEW_WRITES_PER_HOUR; i++) {
      expect((await correct(client, id, {})).status).toBe(400);
    }
    const refused = await correct(client, id, {});
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_REVIEW_WRITES_MESSAGE });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await undo(client, id, id)).status).toBe(429);
    const other = await signUp(app.url);
    expect((await correct(other.client, id, {})).status).toBe(400);
  }, 120_000);
});
