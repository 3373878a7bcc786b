import { describe, expect, it } from 'vitest';
import { docFromText } from '../common/testing';
import { parseDocument } from '../index';
import { parseTransUnion } from './index';

const HEADER = `TransUnion                                                  Consumer Credit Disclosure
File Number: 312345678901                                   Date Created: 04/02/2025`;

// Values cut every 20 characters, mid-word, continuing at the value column; a page footer and the
// next page's header fall inside the second account.
const PAGE1 = `${HEADER}
Personal Information
Name                  MARISOL T VANTERPOOL
Current Address       88 LINDEN CT, FAIRBORO, OH 45324
Adverse Accounts
The following accounts contain information that some creditors may consider to be adverse.
NORTHWIND COLLECTIONS                                                      611234****
Account Number        611234****                  Balance           >$642<
Past Due              >$642<                      Date Opened       02/11/2023
Account Type          Open Account                Loan Type         COLLECTION AGENCY/AT
                                                                    TORNEY
Original Creditor     LAKESIDE EMERGENCY P
                      HYSICIANS
Pay Status            >Collection Accoun
                      t<
Date of First Delinquency   >09/2022<
PRAIRIE STATE BANK                                                         4417****
Balance               >$3,210<                    High Balance      $3,400
Credit Limit                                      Responsibility    Individual Account
                                        1 / 2`;

const PAGE2 = `${HEADER}
Pay Status            >Account 60 Days Pas
                      t Due Date<
Rating History
                      Mar   Feb   Jan   Dec   Nov
                      25    25    25    24    24
                      >60<  >30<  OK    X     OK
Satisfactory Accounts
GLENWOOD AUTO CREDIT                                                       7734****
Balance               $8,120                      Date Opened       06/14/2021
Pay Status            Paid or paying as agre
                      ed
Account Type          Installment Account         Loan Type         AUTOMOBILE
Public Records
FRANKLIN COUNTY COURT
Type                  >Civil Judgment<
Date Filed            05/03/2019                  Docket Number     19CV00123
Regular Inquiries
BRIGHTWAY LENDING
Requested On          01/15/2025, 11/02/2024
Promotional Inquiries
SUNCOAST CARD SERVICES
Inquiry Date          12/01/2024
Account Review Inquiries
PRAIRIE STATE BANK
Requested On          02/20/2025
                                        2 / 2`;

describe('TransUnion disclosure', () => {
  const report = parseTransUnion(docFromText(PAGE1, PAGE2));

  it('reads the header from the first page even though it repeats as page furniture', () => {
    expect(report.bureau).toBe('transunion');
    expect(report.reportDate).toBe('2025-04-02');
    expect(report.score).toBeNull();
    expect(report.consumer).toEqual({ name: 'MARISOL T VANTERPOOL', addresses: ['88 LINDEN CT, FAIRBORO, OH 45324'] });
  });

  it('strips >brackets<, rejoins mid-word wraps, and ignores footers inside a block', () => {
    expect(report.accounts.map((a) => a.creditor)).toEqual(['NORTHWIND COLLECTIONS', 'PRAIRIE STATE BANK', 'GLENWOOD AUTO CREDIT']);
    const [collection, bank, auto] = report.accounts;
    expect(collection).toMatchObject({
      accountNumber: '611234****',
      balance: 642,
      pastDue: 642,
      type: 'COLLECTION AGENCY/ATTORNEY',
      originalCreditor: 'LAKESIDE EMERGENCY PHYSICIANS',
      status: 'Collection Account',
      dateOfFirstDelinquency: '2022-09',
      dateOpened: '2023-02-11',
      category: 'collection',
      negative: true,
    });
    expect(bank).toMatchObject({
      accountNumber: '4417****',
      balance: 3210,
      highBalance: 3400,
      creditLimit: null,
      responsibility: 'Individual Account',
      status: 'Account 60 Days Past Due Date',
      negative: true,
    });
    expect(bank!.paymentHistory).toEqual({ '2025-03': '60', '2025-02': '30', '2025-01': 'OK', '2024-12': 'ND', '2024-11': 'OK' });
    expect(auto).toMatchObject({ status: 'Paid or paying as agreed', type: 'AUTOMOBILE', category: 'installment', negative: false });
  });

  it('reads public records and the three kinds of inquiries', () => {
    expect(report.publicRecords).toEqual([
      expect.objectContaining({ type: 'Civil Judgment', date: '2019-05-03', court: 'FRANKLIN COUNTY COURT', reference: '19CV00123' }),
    ]);
    expect(report.inquiries).toEqual([
      { creditor: 'BRIGHTWAY LENDING', date: '2025-01-15', kind: 'hard' },
      { creditor: 'BRIGHTWAY LENDING', date: '2024-11-02', kind: 'hard' },
      { creditor: 'SUNCOAST CARD SERVICES', date: '2024-12-01', kind: 'soft' },
      { creditor: 'PRAIRIE STATE BANK', date: '2025-02-20', kind: 'soft' },
    ]);
  });

  it('never puts the file number or other long digit runs into evidence', () => {
    for (const account of report.accounts) for (const line of account.evidence) expect(line).not.toMatch(/\d{8,}/);
  });

  it('is detected as TransUnion', () => {
    expect(parseDocument(docFromText(PAGE1, PAGE2)).layout).toBe('transunion');
  });
});

describe('TransUnion read by OCR', () => {
  it('tolerates digit/letter swaps, stray marks and broken masks', () => {
    const report = parseTransUnion(
      docFromText(`
TransUnion                                        Personal Credit Report
File Number: 4455667788                           Date Created: O4/O2/2025
Adverse Accounts
GARNET COLLECTIONS LLC                                          838055*+*
Ba1ance              >S283<              Credit Limit. .
Account Number       8380554             Date 0pened       O8/30/2023
Pay Status           >Paid Collection<
Rating History
                     Jun    May    Apr    Mar
                     25     25     25     25
                     >C<    -OK    OK.    "OK
`),
    );
    expect(report.reportDate).toBe('2025-04-02');
    expect(report.accounts).toHaveLength(1);
    expect(report.accounts[0]).toMatchObject({
      creditor: 'GARNET COLLECTIONS LLC',
      accountNumber: '838055***',
      balance: 283,
      creditLimit: null,
      dateOpened: '2023-08-30',
      status: 'Paid Collection',
      negative: true,
    });
    expect(report.accounts[0]!.paymentHistory).toEqual({ '2025-06': 'COL', '2025-05': 'OK', '2025-04': 'OK', '2025-03': 'OK' });
  });
});
