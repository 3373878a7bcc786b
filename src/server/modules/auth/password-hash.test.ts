import { hashPassword as betterAuthHash } from '@better-auth/utils/password';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashes', () => {
  it('uses scrypt N=2^17, r=8, p=1 and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: 'correct horse' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'correct horsf' })).toBe(false);
  });

  it('still verifies hashes written by better-auth before the change', async () => {
    const legacy = await betterAuthHash('an older password');
    expect(legacy).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: legacy, password: 'an older password' })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: 'an older passwore' })).toBe(false);
  });

  it('refuses malformed or tampered hashes without throwing', async () => {
    const hash = await hashPassword('x');
    for (const bad of ['', 'abc', 'scrypt$1$1$1$aa$bb', hash.slice(0, -2), hash.replace('$131072$', '$4194304$')]) {
      expect(await verifyPassword({ hash: bad, password: 'x' })).toBe(false);
    }
  });
});
