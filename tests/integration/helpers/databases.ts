/**
 * The databases the integration tests run on: always PGlite; PostgreSQL too when TEST_DATABASE_URL is set.
 * Each PostgreSQL test file gets a fresh database of its own, dropped afterwards.
 */
import { migratedTemplate } from './postgres-template';
import { createScratchDatabase } from './scratch-database';

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
  return createScratchDatabase(testDatabaseUrl, 'test');
}

/** Creates `test_<random>` with every migration applied (a copy of the migrated template), for the test servers. */
export async function createMigratedPostgresDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return createScratchDatabase(testDatabaseUrl, 'test', await migratedTemplate(testDatabaseUrl));
}
