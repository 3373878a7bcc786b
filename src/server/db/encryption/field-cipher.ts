/**
 * Fields encrypted at rest with a person's data key (docs/decisions/195). A stored value is
 *
 *   "cfenc:1:" + base64( the at-rest format of providers/storage/encryption.ts: magic | version | IV | ciphertext | tag )
 *
 * AES-256-GCM with a fresh IV per value, over "s" + the text or "j" + the JSON of the value; the authenticated data names the user and the column, so a value copied
 * to another person's row or another column fails to open. A text column holds that string; a jsonb column holds it
 * as a JSON string (the column type stays, and an old plaintext row — an object, an array — is told apart by its
 * type). Values written before encryption existed are read as they are until the start-up pass seals them.
 */
import { openSealedBytes, sealBytes } from '../../providers/storage/encryption';

export const FIELD_PREFIX = 'cfenc:1:';

export function isSealedField(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(FIELD_PREFIX);
}

/**
 * A sealed value as the schema types a sealed column: it must go through a FieldCipher before use (a cast to the
 * plain type does not compile, nor does using it as a string), and a plain value cannot be written to it.
 */
export interface Sealed<T> {
  readonly __sealed: T;
}

/** One person's fields: seal before writing, open after reading. null stays null. */
export interface FieldCipher {
  readonly userId: string;
  seal<T>(column: string, value: T): Sealed<T>;
  seal<T>(column: string, value: T | null | undefined): Sealed<T> | null;
  open<T>(column: string, stored: Sealed<T>): T;
  open<T>(column: string, stored: Sealed<T> | null): T | null;
}

export function fieldCipher(userId: string, dataKey: Buffer): FieldCipher {
  const label = (column: string) => `field/${userId}/${column}`;
  const seal = (column: string, plain: string) => FIELD_PREFIX + sealBytes(dataKey, label(column), Buffer.from(plain, 'utf8')).toString('base64');
  const open = (column: string, stored: string) =>
    openSealedBytes(dataKey, label(column), Buffer.from(stored.slice(FIELD_PREFIX.length), 'base64')).toString('utf8');
  return {
    userId,
    // The plaintext is tagged: "s" and a string (text columns), or "j" and JSON (jsonb columns).
    seal: ((column: string, value: unknown) =>
      value == null ? null : seal(column, typeof value === 'string' ? 's' + value : 'j' + JSON.stringify(value))) as FieldCipher['seal'],
    open: ((column: string, stored: unknown) => {
      if (!isSealedField(stored)) return stored ?? null;
      const plain = open(column, stored);
      return plain.startsWith('j') ? JSON.parse(plain.slice(1)) : plain.slice(1);
    }) as FieldCipher['open'],
  };
}
