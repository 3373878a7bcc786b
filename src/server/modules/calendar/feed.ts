/**
 * The private subscription feed (docs/decisions/118): the token is HMAC(SESSION_SECRET, user id + a random salt);
 * the database keeps the salt and the token's SHA-256, never the token. Reset = a new salt, so the old token ends.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import type { CalendarDeps } from './deps';

const tokenOf = (secret: string, userId: string, salt: string) => createHmac('sha256', secret).update(`calendar-feed:${userId}:${salt}`).digest('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
/** A token as we issue them: 43 base64url characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const feedUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/$/, '')}/api/calendar/feed/${token}.ics`;

async function saveSalt(db: Db, secret: string, userId: string, replace: boolean): Promise<void> {
  const salt = randomBytes(16).toString('base64url');
  const values = { userId, salt, tokenHash: hashOf(tokenOf(secret, userId, salt)) };
  const insert = db.insert(calendarFeeds).values(values);
  await (replace
    ? insert.onConflictDoUpdate({ target: calendarFeeds.userId, set: { salt: values.salt, tokenHash: values.tokenHash, createdAt: new Date() } })
    : insert.onConflictDoNothing());
}

/** The person's feed URL, made on first use. */
export async function feedUrlOf(deps: CalendarDeps, userId: string): Promise<string> {
  const { db, sessionSecret } = deps;
  let [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  if (!row) {
    await saveSalt(db, sessionSecret, userId, false);
    [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  }
  return feedUrl(deps.appUrl, tokenOf(sessionSecret, userId, row!.salt));
}

export async function resetFeed(deps: CalendarDeps, userId: string): Promise<string> {
  await saveSalt(deps.db, deps.sessionSecret, userId, true);
  return feedUrlOf(deps, userId);
}

/** The user a token belongs to, or null. */
export async function feedOwner(db: Db, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashOf(token)))
    .limit(1);
  return row?.userId ?? null;
}
