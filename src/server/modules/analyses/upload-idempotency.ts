/**
 * Idempotent uploads (docs/decisions/094): the first request with a key claims it, and its answer is recorded in the
 * same transaction that creates the analysis rows; a retry with the same key and file gets that answer again, the
 * same key with another file is refused, and a retry while the first is still at work waits for it.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { AnalysisDto, UploadTarget } from '../../../common/analysis';
import { IDEMPOTENCY_KEY_INVALID_MESSAGE } from '../../../common/uploads';
import type { Db } from '../../db/client';
import { uploadIdempotencyKeys as keys } from '../../db/schema';
import { AppError } from '../../errors';

/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;
/** A claim without an answer this old belongs to a request that died before its transaction committed. */
export const IDEMPOTENCY_CLAIM_STALE_SECONDS = 60;
/** How long a retry waits for the first request with its key to finish, and how often it looks. */
const WAIT_FOR_FIRST_MS = 10_000;
const WAIT_STEP_MS = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface UploadAnswer {
  analyses: AnalysisDto[];
}

/** The header's key, lower-cased; null when the client sent none; 400 when it is not a UUID. */
export function parseIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined || header.trim() === '') return null;
  const key = header.trim();
  if (!UUID.test(key)) throw new AppError('VALIDATION_ERROR', IDEMPOTENCY_KEY_INVALID_MESSAGE);
  return key.toLowerCase();
}

/** What a key was used for: the target and the file's bytes. */
export function uploadFingerprint(target: UploadTarget, bytes: Uint8Array): string {
  return createHash('sha256').update(target).update('\0').update(bytes).digest('hex');
}

/** Whether the user already used this key within its lifetime: the request is then a retry, never a new upload. */
export async function isKnownKey(db: Db, userId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: keys.key })
    .from(keys)
    .where(and(eq(keys.userId, userId), eq(keys.key, key), gte(keys.createdAt, sql`now() - make_interval(secs => ${IDEMPOTENCY_KEY_TTL_SECONDS})`)))
    .limit(1);
  return row !== undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function claim(db: Db, userId: string, key: string, fingerprint: string): Promise<boolean> {
  await db.delete(keys).where(lt(keys.createdAt, sql`now() - make_interval(secs => ${IDEMPOTENCY_KEY_TTL_SECONDS})`));
  const inserted = await db.insert(keys).values({ userId, key, fingerprint }).onConflictDoNothing().returning({ key: keys.key });
  return inserted.length > 0;
}

/** Removes an unanswered claim (the request failed, or died long ago) so the key can be used again. */
async function release(db: Db, userId: string, key: string, olderThanSeconds?: number): Promise<void> {
  const where = [eq(keys.userId, userId), eq(keys.key, key), isNull(keys.response)];
  if (olderThanSeconds !== undefined) where.push(lt(keys.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`));
  await db.delete(keys).where(and(...where));
}

/**
 * Runs `create` once per (user, key). `create` gets `record`, which it must call inside the transaction that
 * creates the rows, so the answer is kept exactly when the rows are. Resolves with the answer and whether it was
 * a replay.
 */
export async function idempotentUpload(
  db: Db,
  userId: string,
  key: string,
  fingerprint: string,
  create: (record: (tx: Db, answer: UploadAnswer) => Promise<void>) => Promise<UploadAnswer>,
): Promise<{ answer: UploadAnswer; replay: boolean }> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    if (await claim(db, userId, key, fingerprint)) {
      try {
        const answer = await create(async (tx, recorded) => {
          await tx
            .update(keys)
            .set({ response: recorded })
            .where(and(eq(keys.userId, userId), eq(keys.key, key)));
        });
        return { answer, replay: false };
      } catch (error) {
        await release(db, userId, key);
        throw error;
      }
    }
    const [row] = await db
      .select({ fingerprint: keys.fingerprint, response: keys.response })
      .from(keys)
      .where(and(eq(keys.userId, userId), eq(keys.key, key)))
      .limit(1);
    if (!row) continue; // the first request failed and let the key go: claim it now
    if (row.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (row.response) return { answer: row.response as UploadAnswer, replay: true };
    await release(db, userId, key, IDEMPOTENCY_CLAIM_STALE_SECONDS);
    if (Date.now() > deadline) throw new AppError('IDEMPOTENCY_KEY_IN_USE', undefined, { retryAfterSeconds: 2 });
    await sleep(WAIT_STEP_MS);
  }
}
