import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { createPostgresDatabase, DATABASE_TARGETS } from './helpers/databases';
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
