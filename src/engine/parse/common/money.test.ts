import { describe, expect, it } from 'vitest';
import { findMoney, parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['$1,234', 1234],
    ['1234', 1234],
    ['$0', 0],
    ['>$1,234<', 1234],
    ['$1, 234', 1234],
    ['S1,234', 1234],
    ['$1,234.56', 1234.56],
    ['$l,2O4', 1204],
    ['$12.50', 12.5],
    ['$1.234', 1234],
    ['($50)', -50],
    ['$ 980', 980],
    ['S2,400', 2400],
  ])('%s → %s', (raw, value) => expect(parseMoney(raw)).toBe(value));

  it.each(['-', 'N/A', '', '  ', 'none', '30 days past due', 'Credit card', 'XXXX1234', '08/2023'])('%s → null', (raw) => expect(parseMoney(raw)).toBeNull());

  it('finds an amount inside prose', () => {
    expect(findMoney('Account charged off. $2,345 written off in Mar 2022')).toBe(2345);
    expect(findMoney('Open/Never late.')).toBeNull();
  });
});
