/**
 * Fixed-window attempt counters in the rate_limits table. The database clock decides windows, so several
 * processes agree, and counts survive restarts.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export interface WindowState {
  count: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

interface Row {
  count: number;
  retry_after: string | number;
}

const toState = (row: Row | undefined): WindowState | undefined =>
  row ? { count: Number(row.count), retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_after))) } : undefined;

/** Keys that carry personal data (emails) are stored hashed. */
export function hashedKey(prefix: string, value: string): string {
  return `${prefix}:${createHash('sha256').update(value).digest('base64url')}`;
}

/** Counts one attempt and returns the window's count including it. */
export async function countAttempt(db: Db, key: string, windowSeconds: number): Promise<WindowState> {
  const [row] = await queryRows<Row>(
    db,
    sql`insert into rate_limits as r (key, count, window_start) values (${key}, 1, now())
        on conflict (key) do update set
          count = case when r.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1 else r.count + 1 end,
          window_start = case when r.window_start <= now() - make_interval(secs => ${windowSeconds}) then now() else r.window_start end
        returning count, extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())) as retry_after`,
  );
  const state = toState(row);
  if (!state) throw new Error('rate limit upsert returned no row');
  return state;
}

/** Takes back one counted attempt (the attempt turned out not to be a guess). */
export async function uncountAttempt(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Removes windows that ended long ago. */
export async function pruneAttempts(db: Db, olderThanSeconds: number): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds})`);
}

/** The per-address sign-in key of an account: the account's own key, then the hashed address. */
export function signInKey(account: string, address: string): string {
  return `${hashedKey('sign-in', account)}:${createHash('sha256').update(address).digest('base64url')}`;
}

/** Removes every sign-in lock of an account: over all addresses, and from each address. */
export async function clearAccountLocks(db: Db, account: string): Promise<void> {
  const prefix = `${hashedKey('sign-in', account)}:`;
  await db.execute(sql`delete from rate_limits where key = ${hashedKey('sign-in-all', account)} or left(key, ${prefix.length}) = ${prefix}`);
}
