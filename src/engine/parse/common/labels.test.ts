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

  // decision 238: the clipped labels of compact prints
  it.each([
    ['Acct #', 'accountNumber'],
    ['Typ', 'accountType'],
    ['Resp', 'responsibility'],
    ['Pay Stat', 'status'],
    ['Bal', 'balance'],
    ['Cr Lim', 'creditLimit'],
    ['Hi Cr', 'highBalance'],
    ['Pst Due', 'pastDue'],
    ['Mo Pmt', 'monthlyPayment'],
    ['Opnd', 'dateOpened'],
    ['Clsd', 'dateClosed'],
    ['Rptd', 'dateReported'],
    ['Lst Pmt', 'lastPaymentDate'],
    ['Orig Cr', 'originalCreditor'],
    ['Rmks', 'remarks'],
    ['Fld', 'dateFiled'],
    ['Crt', 'court'],
    ['Stat', 'status'],
    ['Amt', 'amount'],
    ['Rpt Dt', 'reportDate'],
    ['Dt', 'inquiryDate'],
  ])('abbreviated %s → %s', (label, key) => expect(labelKey(label)).toBe(key));

  it('takes no ordinary word or name for an abbreviated label', () => {
    // the clipped labels are whole words only: names and words that begin with them are no labels
    for (const text of [
      'Balboa Bank',
      'BALDWIN FINANCE',
      'Typical',
      'Respond by mail',
      'Statewide Bank',
      'Stately Homes',
      'Amtrak Guest Rewards',
      'Crtv Credit',
      'Fldr',
    ])
      expect(labelAt(text), text).toBeNull();
    // the full words still read as their own labels, not clipped
    expect(labelAt('Balance:')?.label).toBe('Balance');
    expect(labelKey('Opened')).toBe('dateOpened');
    expect(labelKey('Responsibility')).toBe('responsibility');
  });
});
