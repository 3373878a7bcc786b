/**
 * The people's data keys (docs/decisions/195): created on first use, stored wrapped in user_data_keys, unwrapped
 * keys kept in memory briefly (DATA_KEY_CACHE_MS, at most DATA_KEY_CACHE_SIZE, least recently used out first) so a
 * request or a job reads many fields with one lookup. shredDataKey deletes one (crypto-shredding).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DATA_KEY_MEMORY_SECONDS } from '../../../common/account';
import { queryRows, type Db } from '../client';
import { fieldCipher, type FieldCipher } from './field-cipher';
import { currentWrappingKey, unwrapDataKey, wrapDataKey, wrappingKeyById } from './wrapping-keys';

export const DATA_KEY_CACHE_MS = DATA_KEY_MEMORY_SECONDS * 1000;
export const DATA_KEY_CACHE_SIZE = 1000;

type Executor = Pick<Db, 'execute'>;

const cache = new Map<string, { key: Buffer; until: number }>();

function cached(userId: string): Buffer | undefined {
  const hit = cache.get(userId);
  if (!hit) return undefined;
  cache.delete(userId);
  if (hit.until < Date.now()) return undefined;
  cache.set(userId, hit);
  return hit.key;
}

function remember(userId: string, key: Buffer): void {
  cache.delete(userId);
  cache.set(userId, { key, until: Date.now() + DATA_KEY_CACHE_MS });
  while (cache.size > DATA_KEY_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
}

/** Forgets every unwrapped key this process holds (tests; a rotation does not need it: the keys are the same). */
export function forgetDataKeys(): void {
  cache.clear();
}

interface KeyRow {
  wrapping_key_id: string;
  wrapped_key: string;
}

function unwrap(userId: string, row: KeyRow): Buffer {
  const wrapping = wrappingKeyById(row.wrapping_key_id);
  if (!wrapping) throw new Error(`A data key is wrapped by key ${row.wrapping_key_id}, which this process does not hold (ENCRYPTION_KEY_PREVIOUS)`);
  return unwrapDataKey(wrapping, userId, row.wrapped_key);
}

/** The person's data key, created when they have none yet (two first writers at once agree on one). */
export async function dataKeyOf(db: Executor, userId: string): Promise<Buffer> {
  const hit = cached(userId);
  if (hit) return hit;
  let [row] = await queryRows<KeyRow>(db, sql`select wrapping_key_id, wrapped_key from user_data_keys where user_id = ${userId}`);
  if (!row) {
    const wrapping = currentWrappingKey();
    const fresh = { wrapping_key_id: wrapping.id, wrapped_key: wrapDataKey(wrapping, userId, randomBytes(32)) };
    [row] = await queryRows<KeyRow>(
      db,
      sql`insert into user_data_keys (user_id, wrapping_key_id, wrapped_key) values (${userId}, ${fresh.wrapping_key_id}, ${fresh.wrapped_key})
        on conflict (user_id) do update set user_id = excluded.user_id returning wrapping_key_id, wrapped_key`,
    );
  }
  const key = unwrap(userId, row!);
  remember(userId, key);
  return key;
}

/** The cipher of the person's fields. */
export async function cipherFor(db: Executor, userId: string): Promise<FieldCipher> {
  return fieldCipher(userId, await dataKeyOf(db, userId));
}

/** Deletes the person's data key: whatever was sealed with it, anywhere, can no longer be opened. */
export async function shredDataKey(db: Executor, userId: string): Promise<boolean> {
  cache.delete(userId);
  const rows = await queryRows<{ user_id: string }>(db, sql`delete from user_data_keys where user_id = ${userId} returning user_id`);
  return rows.length > 0;
}
