import { describe, expect, it } from 'vitest';
import { joinWrapped } from './wrap';

describe('joinWrapped', () => {
  it('keeps the space between whole words', () => {
    expect(joinWrapped('Transferred to', 'another lender')).toBe('Transferred to another lender');
    expect(joinWrapped('Account charged off. $2,345 written off in', 'Mar 2022.')).toBe('Account charged off. $2,345 written off in Mar 2022.');
    expect(joinWrapped('JOHN', 'SMITH')).toBe('JOHN SMITH');
  });

  it('rejoins words and numbers split mid-way', () => {
    expect(joinWrapped('>Account 30 Days Past Du', 'e Date<')).toBe('>Account 30 Days Past Due Date<');
    expect(joinWrapped('MIDLAND CREDIT MANAGEM', 'ENT')).toBe('MIDLAND CREDIT MANAGEMENT');
    expect(joinWrapped('Charg', 'ed off')).toBe('Charged off');
    expect(joinWrapped('$1,2', '34')).toBe('$1,234');
    expect(joinWrapped('PORTFOLIO RECOV', 'ERY')).toBe('PORTFOLIO RECOVERY');
  });
});
