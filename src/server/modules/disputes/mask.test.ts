import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from './mask';

describe('maskAccountNumber', () => {
  it('keeps at most the last 4 digits visible', () => {
    expect(maskAccountNumber('4111111111111111')).toBe('XXXXXXXXXXXX1111');
    expect(maskAccountNumber('4111-1111-1111-2222')).toBe('XXXX-XXXX-XXXX-2222');
    expect(maskAccountNumber('XXXX1234')).toBe('XXXX1234');
    expect(maskAccountNumber('412345****')).toBe('XX2345****');
    expect(maskAccountNumber('')).toBeNull();
    expect(maskAccountNumber(null)).toBeNull();
  });
});
