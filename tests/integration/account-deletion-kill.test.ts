/**
 * Deleting the account resumes after kill -9 (docs/decisions/191, 195): the delete-account job's work runs in a child
 * process that is killed (SIGKILL) after its first stored file; by then the data key is already gone. Run again, it
 * finishes: no row names the person (but the CROA records), no file of theirs is left, and the other person is
 * untouched. PGlite: the database is one directory the test server, the killed child and the test open in turn.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Db } from '../../src/server/db/client';
import { storedFilesOf } from '../../src/server/modules/account/erase-account';
import { reportsDirectory } from '../../src/server/providers/storage';
import { type ChildServer, freePort, spawnServer, waitForHealth } from './helpers/child';
import { seedPgliteDatabase } from './helpers/pglite-template';
import { personWithApprovedLetter } from './helpers/person-with-letter';
import { TEST_APP_URL } from './helpers/server';
import { RETAINED_BY_LAW, tablesNaming } from './helpers/table-walk';

/** The tables naming the needle, but the ones the law keeps. */
const namingBeyondLaw = async (db: Db, needle: string) => (await tablesNaming(db, needle)).filter((t) => !RETAINED_BY_LAW.has(t));

async function inDatabase<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('deleting an account after kill -9 on pglite', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-erase-kill-'));
  const children: ChildServer[] = [];
  afterAll(() => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const env = { DATA_DIR: dataDir, APP_URL: TEST_APP_URL, LOG_LEVEL: 'warn' };
  const erase = (userId: string, hang: boolean) => {
    const child = spawnServer({ ...env, ERASE_USER_ID: userId, ...(hang ? { ERASE_HANG: '1' } : {}) }, 'tests/integration/helpers/erase-child.ts');
    children.push(child);
    return child;
  };

  it('resumes where the killed process stopped and leaves nothing naming the person', async () => {
    await seedPgliteDatabase(dataDir);
    const port = await freePort();
    const server = spawnServer({ ...env, PORT: String(port) });
    children.push(server);
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, server);
    const person = await personWithApprovedLetter(url, 'Morgan Killed');
    const bystander = await personWithApprovedLetter(url, 'Sam Bystander');
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);

    const files = await inDatabase(dataDir, (db) => storedFilesOf(db, person.userId));
    expect(files.length).toBeGreaterThanOrEqual(2);

    const killed = erase(person.userId, true);
    for (let i = 0; i < 600 && !killed.output().includes('hanging'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(killed.output()).toContain('hanging');
    killed.child.kill('SIGKILL');
    await killed.exited;

    await inDatabase(dataDir, async (db) => {
      // Killed midway: the data key went first, some files are gone, the rows are still there.
      expect(await queryRows(db, sql`select 1 from user_data_keys where user_id = ${person.userId}`)).toEqual([]);
      expect(await storedFilesOf(db, person.userId)).toEqual(files);
      expect(await namingBeyondLaw(db, person.userId)).toContain('credit_report_analyses');
    });
    expect(files.filter((key) => existsSync(path.join(reportsDirectory(dataDir), key))).length).toBe(files.length - 1);

    const again = erase(person.userId, false);
    expect(await again.exited, again.output()).toBe(0);
    expect(again.output()).toContain('"erased":true');

    await inDatabase(dataDir, async (db) => {
      expect(await namingBeyondLaw(db, person.userId)).toEqual([]);
      expect(await namingBeyondLaw(db, person.email)).toEqual([]);
      const others = await storedFilesOf(db, bystander.userId);
      expect(others.length).toBeGreaterThan(0);
      for (const key of others) expect(existsSync(path.join(reportsDirectory(dataDir), key))).toBe(true);
      expect(await queryRows(db, sql`select 1 from user_data_keys where user_id = ${bystander.userId}`)).toHaveLength(1);
    });
    for (const key of files) expect(existsSync(path.join(reportsDirectory(dataDir), key))).toBe(false);
  }, 300_000);
});
