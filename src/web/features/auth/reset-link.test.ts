import { describe, expect, it } from 'vitest';
import { isWellFormedResetLink, parseResetLink } from './reset-link';

describe('parseResetLink', () => {
  it('reads the parameters from the query string', () => {
    const link = parseResetLink('?type=recovery&access_token=abc123&refresh_token=r1', '');
    expect(link).toEqual({ type: 'recovery', accessToken: 'abc123', refreshToken: 'r1' });
    expect(isWellFormedResetLink(link)).toBe(true);
  });

  it('reads the parameters from the hash fragment', () => {
    const link = parseResetLink('', '#access_token=tok%2Fen&type=recovery');
    expect(link).toEqual({ type: 'recovery', accessToken: 'tok/en', refreshToken: null });
    expect(isWellFormedResetLink(link)).toBe(true);
  });

  it('prefers the query and fills gaps from the hash', () => {
    expect(parseResetLink('?access_token=fromQuery', '#access_token=fromHash&type=recovery')).toEqual({
      type: 'recovery',
      accessToken: 'fromQuery',
      refreshToken: null,
    });
  });

  it('rejects links without type=recovery or without an access token', () => {
    expect(isWellFormedResetLink(parseResetLink('?type=signup&access_token=abc', ''))).toBe(false);
    expect(isWellFormedResetLink(parseResetLink('?type=recovery', ''))).toBe(false);
    expect(isWellFormedResetLink(parseResetLink('?type=recovery&access_token=', ''))).toBe(false);
    expect(isWellFormedResetLink(parseResetLink('', ''))).toBe(false);
  });
});
