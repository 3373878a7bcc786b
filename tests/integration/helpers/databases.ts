/**
 * The databases the integration tests run on: always PGlite; PostgreSQL too when TEST_DATABASE_URL is set.
 * Each PostgreSQL test file gets a fresh database of its own, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type DatabaseTarget = 'pglite' | 'postgres';

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export const DATABASE_TARGETS: DatabaseTarget[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

let warned = false;
export function warnIfPostgresSkipped(): void {
  if (!testDatabaseUrl && !warned) {
    warned = true;
    console.warn('TEST_DATABASE_URL is not set: the PostgreSQL variant of the integration tests is skipped.');
  }
}
warnIfPostgresSkipped();

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates `test_<random>` on the server of TEST_DATABASE_URL. */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new URL(testDatabaseUrl);
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}
