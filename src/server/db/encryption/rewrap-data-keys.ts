/**
 * Key rotation (docs/decisions/196): every data key wrapped by another key than the current one is unwrapped (with
 * ENCRYPTION_KEY_PREVIOUS) and wrapped again by the current ENCRYPTION_KEY. The data keys themselves do not change,
 * so no sealed field is touched, and processes still holding the old key in their cache keep working. A row is
 * replaced only while it still holds what was read, so running it twice, or beside running servers, is safe.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { currentWrappingKey, unwrapDataKey, wrapDataKey, wrappingKeyById } from './wrapping-keys';

const BATCH = 200;

export interface RewrapResult {
  rewrapped: number;
  /** Keys wrapped by a key this process was not given (neither ENCRYPTION_KEY nor ENCRYPTION_KEY_PREVIOUS). */
  unknown: number;
}

export async function rewrapDataKeys(db: Pick<Db, 'execute'>): Promise<RewrapResult> {
  const current = currentWrappingKey();
  const result: RewrapResult = { rewrapped: 0, unknown: 0 };
  let after = '';
  for (;;) {
    const rows = await queryRows<{ user_id: string; wrapping_key_id: string; wrapped_key: string }>(
      db,
      sql`select user_id, wrapping_key_id, wrapped_key from user_data_keys
          where wrapping_key_id <> ${current.id} and user_id > ${after} order by user_id limit ${BATCH}`,
    );
    if (rows.length === 0) return result;
    for (const row of rows) {
      after = row.user_id;
      const old = wrappingKeyById(row.wrapping_key_id);
      if (!old) {
        result.unknown += 1;
        continue;
      }
      const wrapped = wrapDataKey(current, row.user_id, unwrapDataKey(old, row.user_id, row.wrapped_key));
      const updated = await queryRows(
        db,
        sql`update user_data_keys set wrapping_key_id = ${current.id}, wrapped_key = ${wrapped}, rewrapped_at = now()
            where user_id = ${row.user_id} and wrapped_key = ${row.wrapped_key} returning 1 as one`,
      );
      result.rewrapped += updated.length;
    }
  }
}
