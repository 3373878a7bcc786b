import { describe, expect, it } from 'vitest';
import { UNREADABLE_NUMBER } from '../extract/types';
import { docFromText } from './common/testing';
import { parseAccountNumber } from './common/field-values';
import { parseDocument } from './index';

const report = (number: string, heading: string) => `
TransUnion Credit Report
Report Date: 01/05/2025
Accounts
${heading}
Account Number      ${number}
Balance             $412
Account Type        Revolving Account
Pay Status          Paid or paying as agreed

ACME CARD
Account Number      5350****
Balance             $90
Account Type        Revolving Account
`;

const read = (number: string, heading: string) => parseDocument(docFromText(report(number, heading)), { bureau: 'transunion' }).reports[0];

describe('account numbers OCR could not read surely', () => {
  it('leave the account without a number and the report says which', () => {
    const r = read(UNREADABLE_NUMBER, 'NORTHWIND BANK');
    expect(r?.accounts.map((a) => [a.creditor, a.accountNumber])).toEqual([
      ['NORTHWIND BANK', null],
      ['ACME CARD', '5350****'],
    ]);
    expect(r?.warnings).toEqual(['We could not read the account number of NORTHWIND BANK clearly; check it against your report.']);
  });

  it('give way to the number printed in the heading', () => {
    const r = read(UNREADABLE_NUMBER, 'NORTHWIND BANK   4496****');
    expect(r?.accounts[0]?.accountNumber).toBe('4496****');
    expect(r?.warnings).toEqual([]);
  });

  it('lookalike: a number read surely is kept without a warning', () => {
    const r = read('7750****', 'NORTHWIND BANK');
    expect(r?.accounts[0]?.accountNumber).toBe('7750****');
    expect(r?.warnings).toEqual([]);
  });

  it('pass through the merged and Equifax readers', () => {
    expect(parseAccountNumber(UNREADABLE_NUMBER)).toBe(UNREADABLE_NUMBER);
    // lookalikes: a word that is no number, and "nothing printed"
    expect(parseAccountNumber('unknown')).toBeNull();
    expect(parseAccountNumber('-')).toBeNull();
  });
});
