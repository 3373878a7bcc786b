/**
 * Applies the committed SQL migrations (drizzle-kit output in ./migrations) in one transaction, under an
 * advisory lock so that several processes starting together apply each migration once.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { queryRows, type Db } from './client';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_ID = 4_201_770_311;

export async function migrate(db: Db, migrationsFolder: string = MIGRATIONS_FOLDER): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(sql`create table if not exists schema_migrations (
      created_at bigint primary key,
      hash text not null,
      applied_at timestamptz not null default now()
    )`);
    const rows = await queryRows<{ created_at: string | number }>(tx, sql`select created_at from schema_migrations`);
    const applied = new Set(rows.map((row) => Number(row.created_at)));
    let count = 0;
    for (const migration of migrations) {
      if (applied.has(migration.folderMillis)) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (created_at, hash) values (${migration.folderMillis}, ${migration.hash})`);
      count += 1;
    }
    return count;
  });
}
