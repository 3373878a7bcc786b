/** HMAC signatures of the links in emails that work without signing in (cancel, unsubscribe). */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The base64url HMAC-SHA256 of `lines` joined by newlines. */
export function linkSignature(secret: string, lines: readonly string[]): string {
  return createHmac('sha256', secret).update(lines.join('\n')).digest('base64url');
}

/**
 * Whether `given` is exactly the signature. Compared as text, not as decoded bytes: base64url decoding ignores
 * the low bits of the last character, so several strings decode to the same bytes; only the canonical one passes.
 */
export function linkSignatureMatches(given: string, secret: string, lines: readonly string[]): boolean {
  const a = Buffer.from(given, 'ascii');
  const b = Buffer.from(linkSignature(secret, lines), 'ascii');
  return a.length === b.length && timingSafeEqual(a, b);
}
