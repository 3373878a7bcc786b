/** Unsubscribing through a signed link (docs/decisions/123): no session; a bad token changes nothing. */
import { eq } from 'drizzle-orm';
import { EMAIL_PREFERENCE_TEXT, type EmailPreferenceKind } from '../../../common/notification-preferences';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { setEmailPreferences } from './preferences';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export interface UnsubscribeTarget {
  userId: string;
  kind: EmailPreferenceKind;
  label: string;
}

/** The person and kind of a valid token whose account still exists; null otherwise. */
export async function unsubscribeTarget(db: Db, secret: string, token: string | undefined): Promise<UnsubscribeTarget | null> {
  const verified = verifyUnsubscribeToken(secret, token);
  if (!verified) return null;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, verified.userId)).limit(1);
  return row ? { ...verified, label: EMAIL_PREFERENCE_TEXT[verified.kind].label } : null;
}

export async function unsubscribe(db: Db, secret: string, token: string | undefined): Promise<UnsubscribeTarget | null> {
  const target = await unsubscribeTarget(db, secret, token);
  if (target) await setEmailPreferences(db, target.userId, { [target.kind]: false });
  return target;
}
