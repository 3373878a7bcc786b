import { describe, expect, it } from 'vitest';
import { fieldMisfits } from './field-fit';

const fits = (over: { creditor?: string; accountNumber?: string | null; status?: string | null }) =>
  fieldMisfits({ creditor: 'EXAMPLE TRAIL BANK', accountNumber: 'XXXX1234', status: 'Pays as agreed', ...over });

describe('values that fit their field', () => {
  it('flags an account number that is a date, an amount or words', () => {
    expect(fits({ accountNumber: 'Jul30,2023' })).toEqual(['number_is_date']);
    expect(fits({ accountNumber: 'Oct 15, 2020' })).toEqual(['number_is_date']);
    expect(fits({ accountNumber: '07/30/2023' })).toEqual(['number_is_date']);
    expect(fits({ accountNumber: '$1,602' })).toEqual(['number_is_amount']);
    expect(fits({ accountNumber: 'TWINE PERSONAL CREDIT' })).toEqual(['number_without_digits']);
  });

  it("flags an account number that holds several accounts' numbers, glued, side by side or parted by bars", () => {
    expect(fits({ accountNumber: '889148XXXXXX293205XXXXXXEH1621XXXXXXXXXX' })).toEqual(['number_holds_several']);
    expect(fits({ accountNumber: 'XXXX1234XXXX5678' })).toEqual(['number_holds_several']);
    expect(fits({ accountNumber: '889148XXXXXX 293205XXXXXX' })).toEqual(['number_holds_several']);
    // one cell of every bureau's number read as one bureau's (no key said whose is where)
    expect(fits({ accountNumber: '401234****|401234****|4012345678****90' })).toEqual(['number_holds_several']);
    expect(fits({ accountNumber: '401234**** | 401234****' })).toEqual(['number_holds_several']);
  });

  it('leaves the account numbers the bureaus print alone, masked whole or in part', () => {
    for (const n of [
      '517805XXXXXX',
      'XXXX1234',
      '****9139',
      '250766007580****',
      'XXXXXXXX',
      '********',
      '12-34567-89',
      '1234',
      '4000123412341234',
      'M12345678',
      'XXXX-XXXX-XXXX-1234',
      '517805XXXXXX1234',
      'EH1621XXXXXXXXXX',
      'XXXXXXXXXXXX',
    ])
      expect(fits({ accountNumber: n })).toEqual([]);
  });

  it('flags a status that is an amount, a date or another field (a creditor name)', () => {
    expect(fits({ status: '$1,602' })).toEqual(['status_is_amount']);
    expect(fits({ status: 'Jun 29, 2026' })).toEqual(['status_is_date']);
    expect(fits({ status: 'TWINE PERSONAL CREDIT' })).toEqual(['status_without_status_words']);
    expect(fits({ status: 'NIMBUS GYM CLUBS' })).toEqual(['status_without_status_words']);
  });

  it('flags a status holding several amounts: the rows of a list of accounts read as one status (decision 230)', () => {
    expect(fits({ status: 'Balance (USD) Charge Off 5,560.00 Charge Off 0.00 Collection Account 6,401.00' })).toEqual(['status_holds_amounts']);
    expect(fits({ status: 'Charge Off $5,560 Pays As Agreed $770' })).toEqual(['status_holds_amounts']);
  });

  it('leaves the statuses the formats print alone, amounts and dates inside them included', () => {
    const printed = [
      'Pays as agreed',
      'Current',
      'Collection/Chargeoff',
      'Placed for collection',
      'Open/Never late.',
      'Open. Current; paid as agreed.',
      'Charge-off',
      'Charged off as bad debt. $3,100 written off.',
      'Settled - less than full balance',
      'Transferred to another lender.',
      'Late 30 Days',
      '60 - 89 Days Past Due',
      'Vehicle repossessed',
      'Foreclosure completed',
      'Included in Bankruptcy',
      'Account legally paid in full for less than the full balance.',
      'Collection account. $2,512 past due as of Jul 2024.',
      'Account charged off. $950 written off. $950 past due as of Jun 2016.',
      'Paid, Closed. Was 60 days past due Dec 2022.',
      'Past due 60 days as of Feb 2026',
      'Voluntarily surrendered. Repossession.',
      'Too new to rate',
      'Unrated',
      'R1',
      'I9',
      '30',
      'CO',
    ];
    for (const status of printed) expect(fits({ status }), status).toEqual([]);
  });

  it('flags a creditor that starts with a masked account number, not one that starts with digits of its name', () => {
    expect(fits({ creditor: '723023876622**** Charged Off' })).toEqual(['creditor_is_account_number']);
    expect(fits({ creditor: '****4421 EXAMPLE BANK' })).toEqual(['creditor_is_account_number']);
    for (const creditor of ['1ST FINANCIAL BANK', '21ST MORTGAGE CORP', '360 AUTO LENDING', '5/3 BANK']) expect(fits({ creditor })).toEqual([]);
  });

  it('flags a creditor that is a payment history line, a status running into one, and the report title (decision 236)', () => {
    expect(fits({ creditor: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec' })).toEqual(['creditor_is_history']);
    expect(fits({ creditor: '2025 COL COL COL COL COL COL COL COL' })).toEqual(['creditor_is_history']);
    expect(fits({ status: 'Charged Off Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec' })).toEqual(['status_holds_history']);
    expect(fits({ status: 'Collection Account 2024 OK OK OK OK OK' })).toEqual(['status_holds_history']);
    expect(fits({ creditor: 'Personal Credit Report' })).toEqual(['creditor_is_title']);
  });

  it('leaves names and statuses with a code or a late figure alone (decision 236)', () => {
    expect(fits({ creditor: 'CURRENT COLLECTION CA' })).toEqual([]);
    expect(fits({ creditor: 'MAY DEPARTMENT STORES' })).toEqual([]);
    expect(fits({ status: 'Was 30 60 90 days past due' })).toEqual([]);
    expect(fits({ status: 'Paid, was a charge-off (CO) in 2024' })).toEqual([]);
    expect(fits({ status: 'Current Collection OK' })).toEqual([]);
  });
});
