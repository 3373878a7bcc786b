/** The table walk of the account deletion tests (docs/decisions/191): which tables still name a person. */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../src/server/db/client';

/** The tables the law keeps after deletion (docs/decisions/125): what the person signed, no report data. */
export const RETAINED_BY_LAW = new Set(['disclosure_acknowledgments', 'subscription_contracts']);

/** Every table of the public schema whose rows, as text, contain the needle (new tables are covered by themselves). */
export async function tablesNaming(db: Db, needle: string): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(name)} t where position(lower(${needle}) in lower(t::text)) > 0`,
    );
    if (row!.n > 0) found.push(name);
  }
  return found.sort();
}
