/**
 * The start-up pass over rows written before field encryption (docs/decisions/195): each plaintext value of a
 * sealed column is sealed with its owner's data key. Idempotent — a sealed value (the "cfenc:1:" prefix; in a jsonb
 * column, a JSON string) is never touched again — and safe beside running processes: a row is updated only while
 * it still holds the value read.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { cipherFor } from './data-keys';
import { FIELD_PREFIX } from './field-cipher';
import { SEALED_COLUMNS, sealedName, type SealedColumn } from './sealed-columns';

const BATCH = 100;

/** The stored value: the column, or the string under `inside` in its jsonb object. */
function valueOf(c: SealedColumn): SQL {
  const column = sql.identifier(c.column);
  return c.inside ? sql`(${column} ->> ${c.inside}::text)` : sql`${column}`;
}

function plaintextCondition(c: SealedColumn): SQL {
  const column = sql.identifier(c.column);
  if (c.inside) return sql`jsonb_typeof(${column} -> ${c.inside}::text) = 'string' and ${valueOf(c)} not like ${FIELD_PREFIX + '%'}`;
  return c.type === 'jsonb'
    ? sql`${column} is not null and jsonb_typeof(${column}) <> 'null' and (jsonb_typeof(${column}) <> 'string' or (${column} #>> '{}') not like ${FIELD_PREFIX + '%'})`
    : sql`${column} is not null and ${column} not like ${FIELD_PREFIX + '%'}`;
}

async function sealColumn(db: Db, c: SealedColumn): Promise<number> {
  const table = sql.identifier(c.table);
  const column = sql.identifier(c.column);
  const keyColumns = [c.user, ...c.key].map((k) => sql.identifier(k));
  let sealed = 0;
  for (;;) {
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select ${sql.join(keyColumns, sql`, `)}, ${valueOf(c)} as value from ${table} where ${plaintextCondition(c)} limit ${BATCH}`,
    );
    if (rows.length === 0) return sealed;
    const before = sealed;
    for (const row of rows) {
      const userId = String(row[c.user]);
      const cipher = await cipherFor(db, userId);
      const sealedValue = cipher.seal(sealedName(c), row.value);
      const value = c.type === 'jsonb' ? JSON.stringify(sealedValue) : sealedValue;
      const same = c.type === 'jsonb' ? sql`${column} = ${JSON.stringify(row.value)}::jsonb` : sql`${valueOf(c)} = ${row.value as string}`;
      const assigned = c.inside
        ? sql`jsonb_set(${column}, ${`{${c.inside}}`}::text[], to_jsonb(${value}::text))`
        : c.type === 'jsonb'
          ? sql`${value}::jsonb`
          : sql`${value}`;
      const where = sql.join(
        [c.user, ...c.key].map((k) => sql`${sql.identifier(k)} = ${row[k] as string}`),
        sql` and `,
      );
      const updated = await queryRows(db, sql`update ${table} set ${column} = ${assigned} where ${where} and ${same} returning 1 as one`);
      sealed += updated.length;
    }
    // Every row of the batch changed under us (an older process still writing plaintext): the next start seals them.
    if (sealed === before) return sealed;
  }
}

/** Seals every plaintext value left in the sealed columns; answers how many it sealed. */
export async function sealPlaintextRows(db: Db): Promise<number> {
  let sealed = 0;
  for (const c of SEALED_COLUMNS) sealed += await sealColumn(db, c);
  return sealed;
}
