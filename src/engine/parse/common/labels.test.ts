import { describe, expect, it } from 'vitest';
import { labelAt, labelKey } from './labels';

describe('label synonyms', () => {
  it.each([
    ['Date Opened', 'dateOpened'],
    ['Credit Limit/Original Amount:', 'creditLimit'],
    ['Credit Limit / Original Balance', 'creditLimit'],
    ['Company Sold To:', 'companySold'],
    ['Account Balance', 'balance'],
    ['Date of Status:', 'statusUpdated'],
    ['Last Reported:', 'dateReported'],
    ['Status Details:', 'remarks'],
    ['Open date:', 'dateOpened'],
    ['Opened On', 'dateOpened'],
    ['Balance', 'balance'],
    ['Current Balance', 'balance'],
    ['Recent balance:', 'balance'],
    ['Credit Limit', 'creditLimit'],
    ['Credit line', 'creditLimit'],
    ['High Credit', 'highBalance'],
    ['Highest balance', 'highBalance'],
    ['Original amount', 'originalAmount'],
    ['Date of First Delinquency', 'dofd'],
    ['Date of 1st Delinquency', 'dofd'],
    ['First Delinquency', 'dofd'],
    ['Original Creditor', 'originalCreditor'],
    ['Orig. Creditor:', 'originalCreditor'],
    ['Responsibility', 'responsibility'],
    ['Account Ownership', 'responsibility'],
    ['Individual/Joint', 'responsibility'],
    ['Pay Status', 'status'],
    ['Rating History', 'paymentHistory'],
    ['Requested On', 'inquiryDate'],
    ['Ba1ance', 'balance'],
    ['Date 0pened', 'dateOpened'],
  ])('%s → %s', (label, key) => expect(labelKey(label)).toBe(key));

  it('only takes a whole word as a label', () => {
    expect(labelAt('Balanced budget')).toBeNull();
    expect(labelKey('Individual')).toBeNull();
  });

  it('marks ordinary words that may be values', () => {
    expect(labelAt('Closed')?.weak).toBe(true);
    expect(labelAt('Closed:')?.weak).toBe(false);
    expect(labelAt('Date Closed')?.weak).toBe(false);
  });
});
