import { describe, expect, it } from 'vitest';
import { accountNumberValue, moneyValue, splitHeading } from './account';

describe('account helpers', () => {
  it('splits a heading into creditor and masked number', () => {
    expect(splitHeading('CAPITAL ONE  517805****')).toEqual({ name: 'CAPITAL ONE', number: '517805****' });
    expect(splitHeading('ACME BANK #XXXX1234')).toEqual({ name: 'ACME BANK', number: 'XXXX1234' });
    expect(splitHeading('HARBORLIGHT CARD 287679*+**')).toEqual({ name: 'HARBORLIGHT CARD', number: '287679****' });
    expect(splitHeading('SILVERBIRCH BANK USA 4496%***')).toEqual({ name: 'SILVERBIRCH BANK USA', number: '4496****' });
    expect(splitHeading('SILVERBIRCH BANK USA 4496+')).toEqual({ name: 'SILVERBIRCH BANK USA', number: '4496*' });
    expect(splitHeading('1ST FINANCIAL BANK USA')).toEqual({ name: '1ST FINANCIAL BANK USA', number: null });
    expect(splitHeading('WILLOWMERE FINANCE 7')).toEqual({ name: 'WILLOWMERE FINANCE 7', number: null });
  });

  it('never returns a full account number', () => {
    expect(accountNumberValue('4123456789012345')).toBe('XXXXXXXXXXXX2345');
    expect(accountNumberValue('XXXX1234')).toBe('XXXX1234');
    expect(accountNumberValue('-')).toBeNull();
  });

  it('reads money that starts a longer value', () => {
    expect(moneyValue('$0 as of Aug 2023')).toBe(0);
    expect(moneyValue('$1,250 per month')).toBe(1250);
    expect(moneyValue('Closed')).toBeNull();
  });
});
