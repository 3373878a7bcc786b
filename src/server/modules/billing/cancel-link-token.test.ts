import { describe, expect, it } from 'vitest';
import { cancelLinkUrl, verifyCancelToken } from './cancel-link-token';

const secret = 'a-test-session-secret-of-some-length';
const contractId = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

describe('the signed cancel link token', () => {
  const token = tokenOf(cancelLinkUrl({ settings: { appUrl: 'http://localhost:3000', sessionSecret: secret } }, contractId));

  it('names its contract', () => {
    expect(verifyCancelToken(secret, token)).toBe(contractId);
  });

  it('refuses every other last character, including those that decode to the same bytes', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const ch of alphabet) {
      if (ch === token.at(-1)) continue;
      expect(verifyCancelToken(secret, token.slice(0, -1) + ch)).toBeNull();
    }
  });

  it('refuses another secret, another contract and malformed tokens', () => {
    expect(verifyCancelToken('another-secret', token)).toBeNull();
    expect(verifyCancelToken(secret, token.replace(contractId, '1f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a'))).toBeNull();
    expect(verifyCancelToken(secret, `${contractId}.x`)).toBeNull();
    expect(verifyCancelToken(secret, `${token}.more`)).toBeNull();
    expect(verifyCancelToken(secret, undefined)).toBeNull();
  });
});
