/**
 * Most integration tests test what the app does above the database layer (HTTP, plans, letters, payments): the queries
 * they run are the same drizzle code on both databases, and the tests whose subject is the database itself
 * (migrations, jobs, restarts, files at rest, purges by date, the health check's database kind) keep running on
 * both. A test above that layer runs once, on PostgreSQL when TEST_DATABASE_URL is set (as in CI) and on PGlite
 * otherwise, and shows as skipped, with the reason in its name and one notice, on the other database
 * (docs/decisions/218-suite-time-units.md). A describe whose tests are all skipped starts no server.
 */
import { it } from 'vitest';
import { DATABASE_TARGETS, type DatabaseTarget } from './databases';

export const ONE_DATABASE: DatabaseTarget = DATABASE_TARGETS.includes('postgres') ? 'postgres' : 'pglite';

const REASON = `above the database layer, run on ${ONE_DATABASE} only (decision 218)`;
let noticed = false;

/** `it` for a test whose subject lies above the database layer: run on ONE_DATABASE, skipped on the other. */
export function oneDatabaseTest(target: DatabaseTarget, name: string, fn: () => Promise<void>, timeout?: number): void {
  if (target === ONE_DATABASE) {
    it(name, fn, timeout);
    return;
  }
  if (!noticed) {
    noticed = true;
    console.warn(`Skipped on ${target}: tests ${REASON}.`);
  }
  it.skip(`${name} [skipped on ${target}: ${REASON}]`, fn, timeout);
}
