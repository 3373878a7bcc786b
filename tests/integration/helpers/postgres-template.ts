/**
 * The test servers' PostgreSQL databases start migrated, as the PGlite ones do (pglite-template.ts): each is a copy
 * (`create database … template`) of a migrated template kept on the server, one per set of migrations. Migrating a
 * fresh database took the server about 6 s at a load of 30 (decision 235); copying one takes about as long as
 * creating an empty one. Templates of earlier migrations stay on the server (other checkouts may still use them).
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../../src/server/db/client';
import { migrate } from '../../../src/server/db/migrate';
import { hashMigrations } from './migrations-key';
import { createScratchDatabase, runOnServer } from './scratch-database';

// Any constant other than the migrations' own lock (src/server/db/migrate.ts): this one is held while they run.
const TEMPLATE_LOCK_ID = 4_201_770_312;

let ready: Promise<string> | undefined;

async function buildTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${hashMigrations(createHash('sha256')).digest('hex').slice(0, 16)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    // One builder at a time: the other test workers, and other runs against the same server, wait and find it.
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = await createScratchDatabase(serverUrl, 'test_template_build');
    try {
      const database = await openDatabase({ databaseUrl: building.url, dataDir: '' });
      try {
        await migrate(database.db);
      } finally {
        await database.close();
      }
      await runOnServer(serverUrl, `alter database ${building.name} rename to ${name}`);
    } catch (error) {
      await building.drop();
      throw error;
    }
    return name;
  } finally {
    await client.end();
  }
}

/** The migrated template's name on the server of `serverUrl`, built the first time it is asked for. */
export function migratedTemplate(serverUrl: string): Promise<string> {
  ready ??= buildTemplate(serverUrl).catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
