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

type TestOnTarget = (target: DatabaseTarget, name: string, fn: () => Promise<void>, timeout?: number) => void;

const noticed = new Set<string>();

/** An `it` that runs on ONE_DATABASE and is skipped on the other, with `reason` in its name and one notice. */
export function testOnOneDatabase(reason: string): TestOnTarget {
  return (target, name, fn, timeout) => {
    if (target === ONE_DATABASE) {
      it(name, fn, timeout);
      return;
    }
    if (!noticed.has(reason)) {
      noticed.add(reason);
      console.warn(`Skipped on ${target}: ${reason}.`);
    }
    it.skip(`${name} [skipped on ${target}: ${reason}]`, fn, timeout);
  };
}

/** `it` for a test whose subject lies above the database layer. */
export const oneDatabaseTest = testOnOneDatabase(`tests above the database layer run on ${ONE_DATABASE} only (decision 218)`);
