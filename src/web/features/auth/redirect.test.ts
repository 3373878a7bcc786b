import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget } from './redirect';

describe('login redirect', () => {
  it('keeps the full original location in the redirect parameter', () => {
    const path = loginPathFor({ pathname: '/credit-report', search: '?tab=upload', hash: '#top' });
    expect(path).toBe('/login?redirect=%2Fcredit-report%3Ftab%3Dupload%23top');
    expect(safeRedirectTarget(new URLSearchParams(path.split('?')[1]).get('redirect'))).toBe('/credit-report?tab=upload#top');
  });

  it('follows only paths inside the app', () => {
    expect(safeRedirectTarget('https://evil.example/phish')).toBeNull();
    expect(safeRedirectTarget('//evil.example')).toBeNull();
    expect(safeRedirectTarget('/\\evil.example')).toBeNull();
    expect(safeRedirectTarget('/login?redirect=/x')).toBeNull();
    expect(safeRedirectTarget('')).toBeNull();
    expect(safeRedirectTarget(null)).toBeNull();
    expect(safeRedirectTarget('/settings')).toBe('/settings');
  });
});
