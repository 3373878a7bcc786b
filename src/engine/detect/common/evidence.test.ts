import { describe, expect, it } from 'vitest';
import { account } from '../testing/factory';
import { accountEvidence, readAs, VALUES } from './evidence';

const lines = (...evidence: string[]) => account({ evidence });

describe('accountEvidence', () => {
  it('takes the whole printed line holding the label and its value', () => {
    const a = lines('NORTHWIND BANK 412345678901****', 'Balance                                  $412', 'Pay Status                  >Collection Account<');
    expect(accountEvidence(a, [{ field: 'status' }])).toBe('Pay Status >Collection Account<');
    expect(accountEvidence(a, [{ field: 'balance' }])).toBe('Balance $412');
  });
  it('reads a label at the start of an indented line, even one that is also an ordinary word', () => {
    expect(accountEvidence(lines('   Closed        07/01/2024'), [{ field: 'dateClosed' }])).toBe('Closed 07/01/2024');
  });
  it('knows a field by any of its label synonyms', () => {
    expect(accountEvidence(lines('Delinquent Since: 03/2019'), [{ field: 'dofd' }])).toBe('Delinquent Since: 03/2019');
    expect(accountEvidence(lines('Date of 1st Delinquency 03/01/2019'), [{ field: 'dofd' }])).toBe('Date of 1st Delinquency 03/01/2019');
    expect(accountEvidence(lines('On Record Until Apr 2026'), [{ field: 'removalDate' }])).toBe('On Record Until Apr 2026');
  });
  it('lists the lines in printed order whatever order the rule asks for them', () => {
    const a = lines('Balance: $1,200', 'Status: Charged off', 'Date of First Delinquency: Aug 2018');
    expect(accountEvidence(a, [{ field: 'dofd' }, { field: 'balance' }])).toBe('Balance: $1,200\nDate of First Delinquency: Aug 2018');
  });
  it('keeps a label printed alone together with the value line below it', () => {
    const a = lines('NORTHBRIDGE BANK', 'Balance', '$1,200', 'Date of first delinquency', 'Aug 2018');
    expect(accountEvidence(a, [{ field: 'dofd' }, { field: 'balance' }])).toBe('Balance\n$1,200\nDate of first delinquency\nAug 2018');
  });
  it('never takes a label alone as shown when the next line is another label ("Collection" / "Responsibility")', () => {
    const a = lines('Collection', 'Responsibility', 'Individual');
    expect(
      accountEvidence(a, [
        { field: ['status', 'accountType'], value: VALUES.collectionOrChargeOff, otherwise: 'The status reads "Collection".' },
        { field: 'dofd', otherwise: 'No date of first delinquency is printed.' },
      ]),
    ).toBe('The status reads "Collection".\nNo date of first delinquency is printed.');
  });
  it('leaves out a label the print left without its value ("Credit Limit Pay Status >Collection Account<")', () => {
    expect(accountEvidence(lines('Credit Limit Pay Status >Collection Account<'), [{ field: 'status' }])).toBe('Pay Status >Collection Account<');
    expect(accountEvidence(lines('High Balance $240 Credit Limit'), [{ field: 'highBalance' }])).toBe('High Balance $240');
  });
  it('keeps lines printing two fields side by side whole', () => {
    expect(accountEvidence(lines('Account Number 773206**** Balance >$240<'), [{ field: 'balance' }])).toBe('Account Number 773206**** Balance >$240<');
  });
  it('does not split a value at a word that is also a label ("charged off, balance written off")', () => {
    const a = lines('Status: Charged off, balance written off', 'Balance: $900');
    expect(accountEvidence(a, [{ field: 'status' }])).toBe('Status: Charged off, balance written off');
    expect(accountEvidence(a, [{ field: 'balance' }])).toBe('Balance: $900');
  });
  it('takes the first line whose value says what the rule looks for', () => {
    const a = lines('Account Status: Derogatory', 'Payment Status: Collection/Chargeoff');
    expect(accountEvidence(a, [{ field: 'status', value: VALUES.collectionOrChargeOff }])).toBe('Payment Status: Collection/Chargeoff');
  });
  it('brings the start of a value wrapped above its label, when the value read says it belongs', () => {
    const a = lines('Balance $0', 'CAPITAL ONE FINANCIAL', 'Original Creditor', 'GROUP');
    expect(accountEvidence(a, [{ field: 'originalCreditor', read: 'CAPITAL ONE FINANCIAL GROUP' }])).toBe('CAPITAL ONE FINANCIAL\nOriginal Creditor\nGROUP');
    // Lookalike: the line above is another value, not part of this one.
    const b = lines('ACME MEDICAL GROUP', 'Original Creditor', 'GROUP');
    expect(accountEvidence(b, [{ field: 'originalCreditor', read: 'GROUP' }])).toBe('Original Creditor\nGROUP');
  });
  it('says a fact not printed as a plain sentence after the printed lines', () => {
    const a = lines('Pay Status: Charged off');
    expect(accountEvidence(a, [{ field: 'dofd', otherwise: 'No date of first delinquency is printed.' }, { field: 'status' }])).toBe(
      'Pay Status: Charged off\nNo date of first delinquency is printed.',
    );
    expect(accountEvidence(lines(), [{ field: 'balance', otherwise: readAs('balance', '$1,200') }])).toBe('The balance reads $1,200.');
  });
  it('redacts what it prints', () => {
    const text = accountEvidence(lines('Balance: $10 acct 4111222233334444 SSN 123-45-6789'), [{ field: 'balance' }]);
    expect(text).toContain('XXXXXXXXXXXX4444');
    expect(text).not.toMatch(/4111|123-45-6789/);
  });
});

describe('accountEvidence: fields in order of preference', () => {
  it('takes the first field of the list that is printed, wherever the others are', () => {
    const a = lines('Balance: $396', 'High Balance: $450');
    expect(accountEvidence(a, [{ field: ['highBalance', 'balance'] }])).toBe('High Balance: $450');
    expect(accountEvidence(lines('Balance: $396'), [{ field: ['highBalance', 'balance'] }])).toBe('Balance: $396');
  });
});
