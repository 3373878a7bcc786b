import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { createMigratedPostgresDatabase, createPostgresDatabase, DATABASE_TARGETS } from './helpers/databases';
import { seedPgliteDatabase } from './helpers/pglite-template';
import journal from '../../src/server/db/migrations/meta/_journal.json';

const TABLES = ['user', 'session', 'account', 'verification', 'profiles', 'credit_report_analyses', 'rate_limits', 'notifications', 'report_corrections'];
const MIGRATION_COUNT = journal.entries.length;

describe.each(DATABASE_TARGETS)('migrations on %s', (target) => {
  it('creates every table once; running again (even at the same time) applies nothing twice', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-migrate-'));
    const pgDatabase = target === 'postgres' ? await createPostgresDatabase() : undefined;
    try {
      if (target === 'pglite') {
        await seedPgliteDatabase(dataDir);
        const database = await openDatabase({ dataDir });
        try {
          expect(await migrate(database.db)).toBe(0);
          const tables = await queryRows<{ table_name: string }>(
            database.db,
            sql`select table_name from information_schema.tables where table_schema = 'public'`,
          );
          expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(TABLES));
        } finally {
          await database.close();
        }
        return;
      }
      const url = pgDatabase?.url as string;
      // Two processes starting together: two pools, both migrating at once.
      const [a, b] = await Promise.all([openDatabase({ databaseUrl: url, dataDir }), openDatabase({ databaseUrl: url, dataDir })]);
      try {
        const applied = await Promise.all([migrate(a.db), migrate(b.db)]);
        // One of the two applies every migration, the other finds nothing left to do.
        expect(applied.sort()).toEqual([0, MIGRATION_COUNT]);
        const recorded = await queryRows<{ n: number }>(a.db, sql`select count(*)::int as n from schema_migrations`);
        expect(recorded[0]?.n).toBe(MIGRATION_COUNT);
        const tables = await queryRows<{ table_name: string }>(a.db, sql`select table_name from information_schema.tables where table_schema = 'public'`);
        expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(TABLES));
        expect(await migrate(a.db)).toBe(0);
      } finally {
        await a.close();
        await b.close();
      }
    } finally {
      await pgDatabase?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!DATABASE_TARGETS.includes('postgres'))("the test servers' databases on postgres", () => {
  it('are copies of the migrated template: every table there, no migration left to apply', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-migrate-'));
    // Two at once, as two test workers starting together ask for them.
    const copies = await Promise.all([createMigratedPostgresDatabase(), createMigratedPostgresDatabase()]);
    try {
      expect(new Set(copies.map((copy) => copy.url)).size).toBe(2);
      for (const copy of copies) {
        const database = await openDatabase({ databaseUrl: copy.url, dataDir });
        try {
          const tables = await queryRows<{ table_name: string }>(
            database.db,
            sql`select table_name from information_schema.tables where table_schema = 'public'`,
          );
          expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(TABLES));
          const recorded = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from schema_migrations`);
          expect(recorded[0]?.n).toBe(MIGRATION_COUNT);
          expect(await migrate(database.db)).toBe(0);
        } finally {
          await database.close();
        }
      }
    } finally {
      await Promise.all(copies.map((copy) => copy.drop()));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
