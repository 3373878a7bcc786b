import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import type { Recipient } from './emails';

/** The person's id, email and name (for emails and the Stripe customer). */
export async function findRecipient(db: Db, userId: string): Promise<Recipient | undefined> {
  const [row] = await db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  return row;
}
