/**
 * Unsubscribe links that work without signing in (docs/decisions/123): `<kind>.<user id, base64url>.<signature>`,
 * the signature an HMAC-SHA256 of the kind and user id with the session secret. No expiry: a link in an old
 * email must still work. Changing SESSION_SECRET invalidates every link (and every session).
 */
import { linkSignature, linkSignatureMatches } from '../../http/signed-link';
import { EMAIL_PREFERENCE_KINDS, type EmailPreferenceKind } from '../../../common/notification-preferences';

const PURPOSE = 'unsubscribe:v1';

export function unsubscribeToken(secret: string, userId: string, kind: EmailPreferenceKind): string {
  return `${kind}.${Buffer.from(userId, 'utf8').toString('base64url')}.${linkSignature(secret, [PURPOSE, kind, userId])}`;
}

/** The user and kind a token names, or null when it is malformed or its signature does not match. */
export function verifyUnsubscribeToken(secret: string, token: string | undefined): { userId: string; kind: EmailPreferenceKind } | null {
  if (!token || token.length > 512) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [kind, encodedUser, sig] = parts as [string, string, string];
  if (!(EMAIL_PREFERENCE_KINDS as readonly string[]).includes(kind)) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(encodedUser) || !/^[A-Za-z0-9_-]+$/.test(sig)) return null;
  const userId = Buffer.from(encodedUser, 'base64url').toString('utf8');
  if (!userId || Buffer.from(userId, 'utf8').toString('base64url') !== encodedUser) return null;
  if (!linkSignatureMatches(sig, secret, [PURPOSE, kind, userId])) return null;
  return { userId, kind: kind as EmailPreferenceKind };
}
