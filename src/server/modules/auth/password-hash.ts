/**
 * Password hashes: scrypt with OWASP's parameters (N=2^17, r=8, p=1; 128 MiB per hash) on the libuv thread pool,
 * compared in constant time. Stored as `scrypt$N$r$p$salt$key` (hex): each hash verifies with its own parameters,
 * so they can change again later.
 * Hashes written by better-auth's default (`salt:key`, N=2^14, r=16) still verify; see decision 092.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

interface Params {
  N: number;
  r: number;
  p: number;
}

export const PASSWORD_HASH_PARAMS: Params = { N: 2 ** 17, r: 8, p: 1 };
const LEGACY_PARAMS: Params = { N: 16384, r: 16, p: 1 };
const KEY_BYTES = 64;
const PREFIX = 'scrypt';

function derive(password: string, salt: string, params: Params): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...params, maxmem: 128 * params.N * params.r * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A new hash; `N` is PASSWORD_HASH_N (131072 unless the tests lower it). */
export async function hashPassword(password: string, N = PASSWORD_HASH_PARAMS.N): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  const params = { ...PASSWORD_HASH_PARAMS, N };
  const key = await derive(password, salt, params);
  return [PREFIX, params.N, params.r, params.p, salt, key.toString('hex')].join('$');
}

/** The parameters, salt and key of a stored hash, or null when it is not one of ours. */
function parse(hash: string): { params: Params; salt: string; key: Buffer } | null {
  const parts = hash.split('$');
  if (parts.length === 6 && parts[0] === PREFIX) {
    const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
    if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 4) return null;
    return { params: { N, r, p }, salt: parts[4]!, key: Buffer.from(parts[5]!, 'hex') };
  }
  const [salt, key] = hash.split(':');
  if (salt && key && !hash.includes('$')) return { params: LEGACY_PARAMS, salt, key: Buffer.from(key, 'hex') };
  return null;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const stored = parse(hash);
  if (!stored || stored.key.length !== KEY_BYTES) return false;
  const key = await derive(password, stored.salt, stored.params);
  return timingSafeEqual(key, stored.key);
}
