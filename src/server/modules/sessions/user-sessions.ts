import { and, desc, eq, gt } from 'drizzle-orm';
import type { SessionDto } from '../../../common/sessions';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';
import { describeDevice } from './device';

/** The user's live sessions, most recently seen first, without their tokens. */
export async function listSessions(db: Db, userId: string, currentSessionId: string | undefined): Promise<SessionDto[]> {
  const rows = await db
    .select({ id: session.id, userAgent: session.userAgent, ipAddress: session.ipAddress, createdAt: session.createdAt, updatedAt: session.updatedAt })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.updatedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the user's sessions; false when the id is not one of theirs. */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return deleted.length > 0;
}
