import { describe, expect, it } from 'vitest';
import { docFromText } from '../common/testing';
import { documentLines } from '../common/lines';
import { parseDocument } from '../index';
import { countAccountHeadings, endsInMaskedNumber } from './acr';
import { parseTransUnion } from './index';

const HEADER = '1/2/25, 3:45 PM                         TransUnion Credit Disclosure';
const footer = (n: number) => `https://annualcreditreport.transunion.com/dss/disclosure.page                        ${n}/81`;

// Rows are separated by a blank line (the table's padding); a wrapped value is centred on its label.
const PAGE7 = `${HEADER}
RVR: Returned voluntarily/redeemed
SET: Settled-less than full balance
TRL: Transferred to another lender
For account information other than payment history, we may show brackets > < to indicate
information that may negatively affect your credit health.

Accounts with Adverse Information
Adverse information typically remains on your credit file for up to 7 years from the date of the
delinquency. To help you understand what is generally considered adverse, we have added >brackets<
to those items.
Account Name
NORTHWIND BANK 412345678901****

Account Information

  Address                                              PO Box 1234 Springfield, IL 62701

  Phone                                                                   (800) 555-0100

  Monthly Payment                                                                    $35

  Date Opened                                                                 03/14/2021

  Responsibility                                                      Individual Account

  Account Type                                                         Revolving Account

  Loan Type                                                                  CREDIT CARD

  Balance                                                                         $1.262

  Date Updated                                                                05/20/2025

  Credit Limit                                                                    $1,500

  Pay Status                                                             Current Account
                                        Account previously in dispute-now resolved, reported
  Remarks
                                            by credit grantor; CLOSED BY CREDIT GRANTOR
Payment History
   January 2024      February 2024      March 2024   April2024     May2024     June2024
      Rating            Rating            Rating       Rating       Rating      Rating
        OK                OK                >30<         >60<         OK          X
${footer(7)}`;

const PAGE8 = `${HEADER}
FABRIKAM RECOVERY AB123****

Account Information

  Address                                                  PO BOX 99 Dover, DE 19901

  Balance                                                                       >$10.262<

  Date Updated                                                                04/30/2025

  Pay Status                                                        >Collection Account<

  Original Creditor                                                     CONTOSO MEDICAL

  Estimated month and year this item will be removed                            04/2028
${footer(8)}`;

const PAGE9 = `${HEADER}
Satisfactory Accounts
The following accounts are reported with no adverse information.
CONTOSO CARD 98765432****

Account I n f ormation

  Date Opened                                                                 01/05/2019

  Account Type                                                         Revolving Account

  Balance                                                                           $0

  Date Updated                                                                03/31/2025

  Pay Status                                                Paid, Closed; was Paid as agreed
                                        Account previously in dispute-now resolved, reported
  Remarks                                   by credit grantor; C LOSED
                                                            Account closed at consumer's request
Payment History
   October 2024      November 2024      December 2024   January2025   February 2025   March 2025
      Rating            Rating            Rating          Rating        Rating          Rating
        OK                X                 OK              OK            OK              OK
Regular Inquiries
FABRIKAM AUTO
  Requested On                                                                02/11/2025
Account Review Inquiries
NORTHWIND BANK
  Requested On                                                                03/02/2025
${footer(9)}`;

describe('TransUnion annualcreditreport disclosure printed from the browser (F1)', () => {
  const doc = docFromText(PAGE7, PAGE8, PAGE9);
  const report = parseTransUnion(doc);
  const byName = (name: string) => report.accounts.find((a) => a.creditor === name)!;

  it('is detected as TransUnion', () => {
    expect(parseDocument(doc).layout).toBe('transunion');
  });

  it('reads one account per creditor line, never a month row, a PO BOX line, a footer or a legend', () => {
    expect(report.accounts.map((a) => [a.creditor, a.accountNumber])).toEqual([
      ['NORTHWIND BANK', '412345678901****'],
      ['FABRIKAM RECOVERY', 'AB123****'],
      ['CONTOSO CARD', '98765432****'],
    ]);
    expect(report.publicRecords).toEqual([]);
  });

  it('counts the "Account Information" headings, OCR-spaced ones included, as the printed account count', () => {
    expect(report.coverage).toMatchObject({ accountsRead: 3, accountsListed: 3 });
    expect(countAccountHeadings(documentLines(doc))).toBe(3);
  });

  it('binds a wrapped value that starts above its label to that label, not to the row before', () => {
    const bank = byName('NORTHWIND BANK');
    expect(bank.status).toBe('Current Account');
    expect(bank.remarks).toEqual(['Account previously in dispute-now resolved, reported by credit grantor', 'CLOSED BY CREDIT GRANTOR']);
    expect(bank).toMatchObject({
      balance: 1262,
      creditLimit: 1500,
      monthlyPayment: 35,
      dateOpened: '2021-03-14',
      dateReported: '2025-05-20',
      responsibility: 'Individual Account',
      type: 'CREDIT CARD',
    });
  });

  it('reads the grid cell by cell ("April2024" as OCR glues it); X is no data, and the lates make a "Current Account" negative', () => {
    const bank = byName('NORTHWIND BANK');
    expect(bank.paymentHistory).toEqual({ '2024-01': 'OK', '2024-02': 'OK', '2024-03': '30', '2024-04': '60', '2024-05': 'OK', '2024-06': 'ND' });
    expect(bank.negative).toBe(true);
  });

  it('reads the removal date at month precision and OCR amounts with a dot for a comma', () => {
    const collection = byName('FABRIKAM RECOVERY');
    expect(collection).toMatchObject({
      removalDate: '2028-04',
      balance: 10262,
      status: 'Collection Account',
      originalCreditor: 'CONTOSO MEDICAL',
      category: 'collection',
      negative: true,
    });
  });

  it('keeps a satisfactory account with a dispute remark and X months clean', () => {
    const card = byName('CONTOSO CARD');
    expect(card.status).toBe('Paid, Closed; was Paid as agreed');
    expect(card.remarks).toContain("CLOSED Account closed at consumer's request");
    expect(card.negative).toBe(false);
    expect(card.paymentHistory['2024-11']).toBe('ND');
    expect(card.paymentHistory['2025-01']).toBe('OK');
  });

  it('takes the report date from the print header and never glues furniture onto a name', () => {
    expect(report.reportDate).toBe('2025-01-02');
    expect(report.reportDateSource).toBe('print_header');
    for (const account of report.accounts) expect(account.evidence.join('\n')).not.toMatch(/disclosure\.page|3:45 PM/);
  });

  it('reads regular inquiries as hard and account reviews as soft', () => {
    expect(report.inquiries).toEqual([
      { creditor: 'FABRIKAM AUTO', date: '2025-02-11', kind: 'hard' },
      { creditor: 'NORTHWIND BANK', date: '2025-03-02', kind: 'soft' },
    ]);
  });
});

describe('F1 creditor lines', () => {
  it('end in a masked number; month rows, PO boxes and amounts do not', () => {
    expect(endsInMaskedNumber('NORTHWIND BANK 412345678901****')).toBe(true);
    expect(endsInMaskedNumber('CONTOSO CARD AB123****')).toBe(true);
    expect(endsInMaskedNumber('January 2024  February 2024  March 2024')).toBe(false);
    expect(endsInMaskedNumber('PO BOX 1234 SPRINGFIELD IL 62701')).toBe(false);
    expect(endsInMaskedNumber('Balance  $412')).toBe(false);
  });
});
