/**
 * A fresh PGlite database runs initdb, which takes seconds (much longer on a busy machine). Tests copy a
 * migrated template instead: built once per set of migrations and PGlite version, kept in the temp directory.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, pgliteDirectory } from '../../../src/server/db/client';
import { migrate } from '../../../src/server/db/migrate';
import { hashMigrations } from './migrations-key';

function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pgliteRoot = pgliteEntry.slice(0, pgliteEntry.lastIndexOf(`${path.sep}dist${path.sep}`));
  hash.update(readFileSync(path.join(pgliteRoot, 'package.json')));
  return hashMigrations(hash).digest('hex').slice(0, 16);
}

let building: Promise<string> | undefined;

async function buildTemplate(): Promise<string> {
  const finalDir = path.join(tmpdir(), `credit-repair-pglite-template-${templateKey()}`);
  if (existsSync(path.join(finalDir, 'READY'))) return finalDir;
  const work = mkdtempSync(path.join(tmpdir(), 'credit-repair-pglite-build-'));
  const database = await openDatabase({ dataDir: work });
  await migrate(database.db);
  await database.close();
  writeFileSync(path.join(work, 'READY'), '');
  try {
    renameSync(work, finalDir);
  } catch {
    // Another test worker finished first; its template is as good as ours.
    rmSync(work, { recursive: true, force: true });
  }
  return finalDir;
}

/** Puts a migrated copy of the template where the server will look for its embedded database. */
export async function seedPgliteDatabase(dataDir: string): Promise<void> {
  building ??= buildTemplate();
  const template = await building;
  cpSync(path.join(template, 'db'), pgliteDirectory(dataDir), { recursive: true });
}
