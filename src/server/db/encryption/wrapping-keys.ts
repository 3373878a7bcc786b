/**
 * The keys that wrap the people's data keys (docs/decisions/195), derived from ENCRYPTION_KEY and, during a key
 * rotation, from ENCRYPTION_KEY_PREVIOUS. Set once per process at start (setWrappingKeys); a data key wrapped by
 * either can be read, new and re-wrapped keys use the current one. The id (a hash of a separately derived value,
 * never of the key itself) is stored beside each wrapped key so a reader knows which key wrapped it.
 */
import { createHash } from 'node:crypto';
import { deriveKey, openSealedBytes, sealBytes } from '../../providers/storage/encryption';

const WRAP_PURPOSE = 'credit-repair/data-key-wrap/aes-256-gcm/v1';
const ID_PURPOSE = 'credit-repair/data-key-wrap/key-id/v1';

export interface WrappingKey {
  id: string;
  key: Buffer;
}

export function wrappingKeyOf(secret: Uint8Array): WrappingKey {
  const id = createHash('sha256').update(deriveKey(secret, ID_PURPOSE)).digest('hex').slice(0, 16);
  return { id, key: deriveKey(secret, WRAP_PURPOSE) };
}

let current: WrappingKey | undefined;
const known = new Map<string, WrappingKey>();

/**
 * Makes the keys known to this process. Every key set stays readable (several test servers share a process, each
 * with its own ENCRYPTION_KEY); the last current one wraps new keys.
 */
export function setWrappingKeys(secret: Uint8Array, previous?: Uint8Array): WrappingKey {
  const key = wrappingKeyOf(secret);
  known.set(key.id, key);
  if (previous) {
    const old = wrappingKeyOf(previous);
    known.set(old.id, old);
  }
  current = key;
  return key;
}

export function currentWrappingKey(): WrappingKey {
  if (!current) throw new Error('The data-key wrapping key is not set (setWrappingKeys at start)');
  return current;
}

/** The wrapping key of an id, or undefined when this process does not hold it. */
export function wrappingKeyById(id: string): WrappingKey | undefined {
  return known.get(id);
}

/** The authenticated data ties a wrapped key to its user: a wrapped key copied to another user's row fails. */
const wrapLabel = (userId: string) => `data-key/${userId}`;

export function wrapDataKey(wrapping: WrappingKey, userId: string, dataKey: Buffer): string {
  return sealBytes(wrapping.key, wrapLabel(userId), dataKey).toString('base64');
}

export function unwrapDataKey(wrapping: WrappingKey, userId: string, wrapped: string): Buffer {
  return openSealedBytes(wrapping.key, wrapLabel(userId), Buffer.from(wrapped, 'base64'));
}
