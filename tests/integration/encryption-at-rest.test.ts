/**
 * Encryption at rest of what comes from a report or a person's words (docs/decisions/195, 196): after an analysis,
 * a profile address, a chat, disputes (the person's words, a custom item, a letter with its free text), no table dump
 * and no file of the embedded database holds an account number, the address, the chat or dispute sentences in plain
 * text; rows written before encryption are sealed at start, once; deleting the account deletes the data key first (crypto-shredding);
 * `npm run keys:rotate` wraps the data keys under a new ENCRYPTION_KEY.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnalysisDto } from '../../src/common/analysis';
import { openDatabase, queryRows, type Db } from '../../src/server/db/client';
import { cipherFor, shredDataKey } from '../../src/server/db/encryption/data-keys';
import { fieldCipher, isSealedField } from '../../src/server/db/encryption/field-cipher';
import { sealPlaintextRows } from '../../src/server/db/encryption/seal-plaintext-rows';
import { SEALED_COLUMNS, sealedName, type SealedColumn } from '../../src/server/db/encryption/sealed-columns';
import { unwrapDataKey, wrapDataKey, wrappingKeyOf } from '../../src/server/db/encryption/wrapping-keys';
import { migrate } from '../../src/server/db/migrate';
import { listItems, listLetters } from '../../src/server/modules/disputes/list-disputes';
import { listReviews } from '../../src/server/modules/disputes/rounds/reviews';
import { correctionsOf } from '../../src/server/modules/analyses/review/recompute';
import { createReportStorage } from '../../src/server/providers/storage';
import { analysedReport } from './helpers/analyses';
import { askAssistant } from './helpers/assistant';
import { spawnServer } from './helpers/child';
import { DATABASE_TARGETS } from './helpers/databases';
import { useTestServer } from './helpers/server';
import { ENGINE_ONCE } from './helpers/engine-once';
import { signUpSubscribed } from './helpers/subscribe';

/** Each table of every schema (pg-boss's included) whose rows, as JSON text, contain a needle. */
async function tablesHolding(db: Db, needles: string[]): Promise<Map<string, string[]>> {
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`,
  );
  const found = new Map<string, string[]>();
  for (const { schema, name } of tables) {
    const rows = await queryRows<{ j: string }>(db, sql`select row_to_json(t)::text as j from ${sql.identifier(schema)}.${sql.identifier(name)} t`);
    const hits = needles.filter((n) => rows.some((r) => r.j.includes(n)));
    if (hits.length > 0) found.set(name, hits);
  }
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

const STREET = '47 Quiet Harbor Lane';
const CHAT = 'Bartholomew from Tallahassee opened this account in my name';
const OWN_WORDS = 'Quillon Varnsworth signed for this loan, never me';
const CUSTOM_WORDS = 'The Ardenwyck furniture debt was discharged in 2021';
const OPENING = 'Writing from the Pemberley Mews sublet this spring';
const CUSTOM_NUMBER = '4417009923';
const CUSTOM_MASKED = 'XXXXXX9923';

/** A sealed column's stored values for one person (the string under `inside` for a key of a jsonb object). */
async function storedValues(db: Db, c: SealedColumn, userId: string): Promise<unknown[]> {
  const value = c.inside ? sql`${sql.identifier(c.column)} ->> ${c.inside}::text` : sql`${sql.identifier(c.column)}`;
  const rows = await queryRows<{ v: unknown }>(
    db,
    sql`select ${value} as v from ${sql.identifier(c.table)} where ${sql.identifier(c.user)} = ${userId} and ${value} is not null`,
  );
  return rows.map((r) => r.v);
}

describe.each(DATABASE_TARGETS)('encryption at rest on %s', (target) => {
  const app = useTestServer(target, {}, { analysis: ENGINE_ONCE });

  it('no table and no database file holds an account number, the address or a chat sentence in plain text', async () => {
    const person = await signUpSubscribed(app.url, { name: 'Marguerite Oyelaran' });
    const { client, userId } = person;
    const profile = {
      address: `${STREET}, Springfield IL`,
      phone: '217-555-0147',
      mailing_address: { street: STREET, city: 'Springfield', state: 'IL', zip: '62704' },
    };
    expect((await client.patch('/api/profile', profile)).status).toBe(200);
    const [row] = await analysedReport(app.url, client);
    const full = (await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${row.id}`)).body.analysis;
    const numbers = [
      ...new Set(full.raw_data!.report.accounts.map((a) => a.accountNumber).filter((n): n is string => !!n && /\d{4}/.test(n) && n.length >= 6)),
    ];
    expect(numbers.length).toBeGreaterThan(2);
    const turn = await askAssistant(app.url, client, row.id, CHAT);
    expect(turn.status).toBe(200);
    // Disputes: the person's own words on a report item, a custom item with its account number, a letter's free text.
    const candidate = (await client.get<{ candidates: { key: string }[] }>(`/api/disputes/candidates?analysis_id=${row.id}`)).body.candidates[0]!;
    const chosen = await client.post('/api/disputes/choices', {
      analysis_id: row.id,
      key: candidate.key,
      choice: 'dispute',
      reason: 'other',
      statement: OWN_WORDS,
      confirmed: true,
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const custom = await client.post('/api/disputes/custom', {
      bureau: 'experian',
      creditor: 'ARDENWYCK FURNITURE',
      account_number: CUSTOM_NUMBER,
      reason: 'other',
      statement: CUSTOM_WORDS,
      confirmed: true,
      request: 'delete',
    });
    expect(custom.status, JSON.stringify(custom.body)).toBe(201);
    const letters = (await client.get<{ letters: { id: string; document: { plainText: string } | null }[] }>('/api/disputes/letters')).body.letters;
    expect(letters.length).toBeGreaterThan(0);
    expect((await client.patch(`/api/disputes/letters/${letters[0]!.id}`, { opening: OPENING })).status).toBe(200);

    // The person reads everything back in plain text.
    expect((await client.get<{ address: string }>('/api/profile')).body.address).toBe(profile.address);
    const conversation = (await client.get<{ messages: { content: string }[] }>(`/api/analyses/${row.id}/assistant`)).body.messages;
    expect(conversation.map((m) => m.content)).toContain(CHAT);
    const disputes = (
      await client.get<{
        items: { statement: string | null; dispute_reason: string; account_number: string | null; metadata: { dispute_letter: string | null } }[];
      }>('/api/disputes')
    ).body.items;
    expect(disputes.map((i) => i.statement)).toEqual(expect.arrayContaining([OWN_WORDS, CUSTOM_WORDS]));
    expect(disputes.map((i) => i.dispute_reason)).toContain(CUSTOM_WORDS);
    expect(disputes.map((i) => i.account_number)).toContain(CUSTOM_MASKED);
    expect(disputes.some((i) => i.metadata.dispute_letter?.includes(STREET))).toBe(true);
    const letter = (await client.get<{ letters: { free_text: { opening?: string }; document: { plainText: string } | null }[] }>('/api/disputes/letters')).body
      .letters[0]!;
    expect(letter.free_text.opening).toBe(OPENING);
    expect(letter.document?.plainText).toContain(OPENING);

    const db = app.server.database.db;
    const needles = [...numbers, STREET, CHAT, '217-555-0147', OWN_WORDS, CUSTOM_WORDS, OPENING, CUSTOM_MASKED];
    const holding = await tablesHolding(db, needles);
    expect(Object.fromEntries(holding)).toEqual({});
    // The test can fail: the person's name is stored plain (it is on every screen and email) and is found.
    expect([...(await tablesHolding(db, ['Marguerite Oyelaran'])).keys()]).toContain('profiles');
    // Every sealed column of the person's rows holds sealed values only.
    for (const c of SEALED_COLUMNS) {
      const values = await storedValues(db, c, userId);
      if (['dispute_items', 'dispute_letters', 'dispute_choices'].includes(c.table) && c.column !== 'evidence')
        expect(values.length, c.table).toBeGreaterThan(0);
      for (const v of values) expect(isSealedField(v), `${c.table}.${sealedName(c)}`).toBe(true);
    }

    if (target === 'pglite') {
      await db.execute(sql`checkpoint`);
      const files = filesUnder(path.join(app.dataDir, 'db'));
      const inFiles = (needle: string) => files.filter((f) => readFileSync(f).includes(Buffer.from(needle, 'utf8')));
      expect(inFiles('Marguerite Oyelaran').length).toBeGreaterThan(0);
      for (const needle of [STREET, CHAT, '217-555-0147', OWN_WORDS, CUSTOM_WORDS, OPENING, ...numbers]) expect(inFiles(needle), needle).toEqual([]);
    }
  });

  it('rows written before encryption are sealed at start, once, and read back the same', async () => {
    const { userId } = await signUpSubscribed(app.url, { name: 'Olwen Plaintext' });
    const db = app.server.database.db;
    const metadata = {
      item_type: 'dispute_letter',
      dispute_letter: `Old letter from ${STREET}`,
      letter_generated_at: null,
      laws: [],
      priority: 'high',
      problem: OWN_WORDS,
    };
    const [letter] = await queryRows<{ id: string }>(
      db,
      sql`insert into dispute_letters (user_id, kind, bureau, document, free_text)
          values (${userId}, 'bureau_dispute', 'experian', ${JSON.stringify({ plainText: `Old letter from ${STREET}` })}::jsonb, ${JSON.stringify({ opening: OPENING })}::jsonb)
          returning id`,
    );
    await db.execute(
      sql`insert into dispute_items (user_id, bureau, account_name, account_number, dispute_reason, metadata, candidate_key, code, evidence, statement, letter_id)
          values (${userId}, 'experian', 'OLD BANK', ${CUSTOM_MASKED}, ${CUSTOM_WORDS}, ${JSON.stringify(metadata)}::jsonb, '', 'custom', 'Balance $1,234', ${OWN_WORDS}, ${letter!.id})`,
    );
    await db.execute(
      sql`insert into dispute_choices (user_id, candidate_key, choice, reason, statement) values (${userId}, 'c-old', 'dispute', 'other', ${OWN_WORDS})`,
    );
    const proposals = [{ item_id: 'i-old', result: 'deleted', evidence: `OLD BANK ${CUSTOM_MASKED} DELETED`, state: 'open' }];
    await db.execute(
      sql`insert into dispute_round_reviews (user_id, kind, bureau, status, proposals) values (${userId}, 'reply', 'experian', 'read', ${JSON.stringify(proposals)}::jsonb)`,
    );

    // A correction whose plain value is itself a JSON string (a corrected status) is told from an envelope too.
    const [analysis] = await queryRows<{ id: string }>(
      db,
      sql`insert into credit_report_analyses (user_id, report_id, bureau, analysis_status) values (${userId}, 'old/report.pdf', 'experian', 'completed') returning id`,
    );
    await db.execute(
      sql`insert into report_corrections (user_id, analysis_id, account_key, kind, field, value) values (${userId}, ${analysis!.id}, 'k-old', 'field', 'status', ${JSON.stringify(CUSTOM_WORDS)}::jsonb)`,
    );

    expect(await sealPlaintextRows(db)).toBeGreaterThanOrEqual(11);
    expect(await sealPlaintextRows(db)).toBe(0);
    for (const c of SEALED_COLUMNS.filter((c) => c.table.startsWith('dispute_') || c.table === 'report_corrections')) {
      const values = await storedValues(db, c, userId);
      expect(values.length, sealedName(c)).toBe(1);
      expect(isSealedField(values[0]), sealedName(c)).toBe(true);
    }
    expect(Object.fromEntries(await tablesHolding(db, [STREET, OWN_WORDS, CUSTOM_WORDS, OPENING, CUSTOM_MASKED]))).toEqual({});

    // What the API sends (GET /api/disputes lists items once a report is analysed; the same functions build it).
    const items = await listItems(db, userId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      account_number: CUSTOM_MASKED,
      dispute_reason: CUSTOM_WORDS,
      evidence: 'Balance $1,234',
      statement: OWN_WORDS,
      metadata: { dispute_letter: `Old letter from ${STREET}`, problem: OWN_WORDS, priority: 'high' },
    });
    const letters = await listLetters(db, userId);
    expect(letters[0]).toMatchObject({ document: { plainText: `Old letter from ${STREET}` }, free_text: { opening: OPENING } });
    expect((await listReviews(db, userId))[0]!.proposals).toEqual(proposals);
    expect((await correctionsOf(db, [analysis!.id])).get(analysis!.id)).toEqual([expect.objectContaining({ field: 'status', value: CUSTOM_WORDS })]);
  });

  it("deleting the data key makes a copy of the person's sealed fields unreadable, and a value moved to another person fails", async () => {
    const { client, userId } = await signUpSubscribed(app.url, { name: 'Ines Backup' });
    expect((await client.patch('/api/profile', { address: `${STREET}, Dover DE` })).status).toBe(200);
    const db = app.server.database.db;
    // The "backup": the sealed address as stored.
    const [copy] = await queryRows<{ address: string }>(db, sql`select address from profiles where id = ${userId}`);
    expect(isSealedField(copy!.address)).toBe(true);
    const other = await signUpSubscribed(app.url, { name: 'Other Person' });
    await expect(cipherFor(db, other.userId).then((c) => c.open('address', copy!.address as never))).rejects.toThrow(/authentication failed/);
    expect((await cipherFor(db, userId)).open('address', copy!.address as never)).toBe(`${STREET}, Dover DE`);

    expect(await shredDataKey(db, userId)).toBe(true);
    expect(await queryRows(db, sql`select 1 from user_data_keys where user_id = ${userId}`)).toEqual([]);
    // A key made afterwards is another key: the copy stays closed.
    await expect(cipherFor(db, userId).then((c) => c.open('address', copy!.address as never))).rejects.toThrow(/authentication failed/);
  });
});

describe('npm run keys:rotate', () => {
  const run = async (env: Record<string, string>) => {
    const child = spawnServer({ LOG_LEVEL: 'silent', ...env }, 'src/server/keys-rotate.ts');
    const code = await child.exited;
    return { code, output: child.output() };
  };

  it('wraps every data key under the new key (the data keys and so the sealed fields stay as they are) and re-encrypts the stored files', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-rotate-'));
    try {
      const oldSecret = randomBytes(32);
      const newSecret = randomBytes(32);
      const dataKey = randomBytes(32);
      const userId = 'rotate-user-1';
      let database = await openDatabase({ dataDir });
      await migrate(database.db);
      await database.db.execute(
        sql`insert into "user" (id, name, email, email_verified, created_at, updated_at) values (${userId}, 'R', 'r@example.com', true, now(), now())`,
      );
      const old = wrappingKeyOf(oldSecret);
      await database.db.execute(
        sql`insert into user_data_keys (user_id, wrapping_key_id, wrapped_key) values (${userId}, ${old.id}, ${wrapDataKey(old, userId, dataKey)})`,
      );
      const sealed = fieldCipher(userId, dataKey).seal('address', 'a sealed address');
      await database.close();
      await createReportStorage({ dataDir, encryptionKey: oldSecret }).put(`${userId}/experian_1.pdf`, Buffer.from('%PDF-1.4 stored before'));

      const refused = await run({ DATA_DIR: dataDir, ENCRYPTION_KEY: newSecret.toString('base64') });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('ENCRYPTION_KEY_PREVIOUS');
      const rotated = await run({ DATA_DIR: dataDir, ENCRYPTION_KEY: newSecret.toString('base64'), ENCRYPTION_KEY_PREVIOUS: oldSecret.toString('base64') });
      expect(rotated.output).toContain('1 data keys wrapped under the new key');
      expect(rotated.output).toContain('1 stored files encrypted under the new key');
      expect(rotated.code).toBe(0);
      const again = await run({ DATA_DIR: dataDir, ENCRYPTION_KEY: newSecret.toString('base64'), ENCRYPTION_KEY_PREVIOUS: oldSecret.toString('base64') });
      expect(again.output).toContain('0 data keys wrapped');
      expect(again.output).toContain('0 stored files encrypted');
      // The previous key is no longer needed for the file.
      expect((await createReportStorage({ dataDir, encryptionKey: newSecret }).get(`${userId}/experian_1.pdf`)).toString()).toBe('%PDF-1.4 stored before');

      database = await openDatabase({ dataDir });
      const [row] = await queryRows<{ wrapping_key_id: string; wrapped_key: string }>(
        database.db,
        sql`select wrapping_key_id, wrapped_key from user_data_keys`,
      );
      await database.close();
      const fresh = wrappingKeyOf(newSecret);
      expect(row!.wrapping_key_id).toBe(fresh.id);
      const unwrapped = unwrapDataKey(fresh, userId, row!.wrapped_key);
      expect(unwrapped.equals(dataKey)).toBe(true);
      expect(fieldCipher(userId, unwrapped).open('address', sealed)).toBe('a sealed address');
      expect(() => unwrapDataKey(old, userId, row!.wrapped_key)).toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Three keys:rotate processes, each opening the database: 88 s alone at load 15, over 120 s in the whole suite.
  }, 300_000);
});
