import { describe, expect, it } from 'vitest';
import { fixedWrapWidth, joinFixedWidth, joinWrapped } from './wrap';

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

describe('fixed-width wraps', () => {
  it('finds the cut width shared by the wrapped values of a document', () => {
    expect(
      fixedWrapWidth([
        ['TRANSFERRED TO ANOT', 'HER LENDER'],
        ['>Collection Accoun', 't<'],
        ['Paid or paying as ag', 'reed'],
      ]),
    ).toBeNull();
    expect(
      fixedWrapWidth([
        ['TRANSFERRED TO ANOTH', 'ER LENDER'],
        ['>Charged off as bad d', 'ebt<'],
        ['CONVENTIONAL REAL', 'ESTATE'],
      ]),
    ).toBe(20);
    expect(fixedWrapWidth([['one line only']])).toBeNull();
  });

  it('continues a word after a full-width fragment and keeps the space after a short one', () => {
    expect(joinFixedWidth(['TRANSFERRED TO ANOTH', 'ER LENDER'], 20)).toBe('TRANSFERRED TO ANOTHER LENDER');
    expect(joinFixedWidth(['CONVENTIONAL REAL', 'ESTATE'], 20)).toBe('CONVENTIONAL REAL ESTATE');
    expect(joinFixedWidth(['Paid, Closed; was 60', 'days late'], 20)).toBe('Paid, Closed; was 60 days late');
    expect(joinFixedWidth(['TANGERINE POWER AND', 'LIGHT'], 19)).toBe('TANGERINE POWER AND LIGHT');
  });
});
