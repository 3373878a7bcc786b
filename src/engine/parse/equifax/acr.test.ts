import { describe, expect, it } from 'vitest';
import { docFromText } from '../common/testing';
import { parseDocument } from '../index';
import { parseEquifax } from './index';
import { isPaymentLegend } from './furniture';

const HEADER = `Prepared for: JORDAN A SAMPLE
Date: 05/12/2025                                         Confirmation # 5123456789`;
const footer = (n: number) => `                                  Page ${n} of 3`;

const PAGE1 = `${HEADER}
EFX-ACR-0425
An overview of your credit report
Summary
Credit Accounts: 3                         Open Accounts: 1
Inquiries: 2                               Public Records: 0
Personal Information
Address: 88 LINDEN CT, FAIRBORO, OH 45324
Credit Accounts
NORTHWIND BANK
Date Reported: 04/30/2025                 Balance: $412
Account Number: *****6789                 Owner: Individual Account
Credit Limit: $1,500                      High Credit: $1,250
Loan/Account Type: Credit Card            Status: Pays As Agreed
Date Opened: 03/14/2021                   Date of 1st Delinquency:
Terms Frequency: Monthly                  Date of Last Activity: 03/2025
Date Major Delinquency 1st Reported:      Months Reviewed: 49
Scheduled Payment Amount: $35             Amount Past Due: $0
Actual Payment Amount: $35                Charge Off Amount:
Date of Last Payment: 03/2025             Date Closed:
Narrative Code(s):                        Comments:
24-Month History
Month       Balance    Scheduled Payment    Actual Payment    Past Due    Credit Limit
Mar 2025    $412       $35                  $35               $0          $1,500
Feb 2025    $380       $35                  $35               $0          $1,500
Paid on time  30 30-59 days past due  60 60-89 days past due  90 90-119 days past due
V Voluntary Surrender  F Foreclosure  CO Charge Off  B Included in Bankruptcy  R Repossession
${footer(1)}`;

const PAGE2 = `${HEADER}
CONTOSO CARD - Closed
Date Reported: 04/30/2025                 Balance: $2,310
Account Number: *****4321                 Owner: Individual Account
Credit Limit:                             High Credit: $2,500
Loan/Account Type: Credit Card            Status: Charge Off
Date Opened: 06/01/2018                   Date of 1st Delinquency: 02/2021
Date Major Delinquency 1st Reported: 08/2021   Months Reviewed: 60
Charge Off Amount: $2,310                 Date Closed: 08/2021
Narrative Code(s): 233 - Amount in High Credit Column is Credit Limit
Collections
FABRIKAM RECOVERY
Date Reported: 04/2025                    Balance: $642
Account Number: *****1234                 Owner: Individual Account
Original Creditor Name: CONTOSO MEDICAL   Status: Collection Account
Loan/Account Type: Debt Buyer Account     Date of 1st Delinquency:
Date Major Delinquency 1st Reported: 12/2022   Amount Past Due: $642
${footer(2)}`;

const PAGE3 = `${HEADER}
Inquiries
Company Name                 Inquiry Date        Inquiry Type
FABRIKAM AUTO                02/11/2025          Hard Inquiry
CONTOSO INSURANCE            01/05/2025          Soft Inquiry
A Summary of Your Rights Under the Fair Credit Reporting Act
The federal Fair Credit Reporting Act (FCRA) promotes the accuracy of information.
Date Reported: 01/01/2020     Balance: $9,999
WOODGROVE LENDING
Account Number: *****0000     Status: Collection Account
${footer(3)}`;

describe('Equifax credit report PDF (F5)', () => {
  const doc = docFromText(PAGE1, PAGE2, PAGE3);
  const report = parseEquifax(doc);
  const byName = (name: string) => report.accounts.find((a) => a.creditor === name)!;

  it('is detected as Equifax', () => {
    expect(parseDocument(doc).layout).toBe('equifax');
  });

  it('takes the report date from the page header and treats the header and footer as furniture', () => {
    expect(report.reportDate).toBe('2025-05-12');
    expect(report.reportDateSource).toBe('printed');
    expect(report.consumer.name).toBe('JORDAN A SAMPLE');
    for (const account of report.accounts) expect(account.evidence.join('\n')).not.toMatch(/Prepared for|Confirmation|Page \d of/);
  });

  it('reads every account up to the summary of rights, and none after it', () => {
    expect(report.accounts.map((a) => a.creditor)).toEqual(['NORTHWIND BANK', 'CONTOSO CARD', 'FABRIKAM RECOVERY']);
    expect(report.inquiries).toEqual([
      { creditor: 'FABRIKAM AUTO', date: '2025-02-11', kind: 'hard' },
      { creditor: 'CONTOSO INSURANCE', date: '2025-01-05', kind: 'soft' },
    ]);
    expect(report.coverage).toEqual({ accountsRead: 3, accountsListed: 3, inquiriesRead: 2, inquiriesListed: 2 });
  });

  it('never takes the payment-code legend, wrapped or not, as a remark (its "Included in Bankruptcy" is no bankruptcy)', () => {
    expect(byName('NORTHWIND BANK').remarks).toEqual([]);
    expect(byName('NORTHWIND BANK').negative).toBe(false);
  });

  it('reads two pairs a line with empty values, never taking the next label as a value', () => {
    const bank = byName('NORTHWIND BANK');
    expect(bank.remarks).toEqual([]);
    expect(bank).toMatchObject({
      balance: 412,
      creditLimit: 1500,
      highBalance: 1250,
      type: 'Credit Card',
      status: 'Pays As Agreed',
      dateOfFirstDelinquency: null,
      dateClosed: null,
      accountNumber: '*****6789',
      monthlyPayment: 35,
      negative: false,
    });
  });

  it('reads "Date of 1st Delinquency" as the DOFD and never "Date Major Delinquency 1st Reported"', () => {
    expect(byName('CONTOSO CARD').dateOfFirstDelinquency).toBe('2021-02');
    expect(byName('FABRIKAM RECOVERY').dateOfFirstDelinquency).toBeNull();
  });

  it('takes High Credit as the limit under narrative code 233, and reads a charge-off', () => {
    const card = byName('CONTOSO CARD');
    expect(card).toMatchObject({ creditLimit: 2500, status: 'Charge Off', dateClosed: '2021-08', negative: true });
  });

  it('keeps High Credit as the high balance without code 233', () => {
    const doc = docFromText(`Equifax Credit Report
Revolving Accounts
FABRIKAM CARD
Date Reported: 04/30/2025                 Balance: $90
Account Number: *****2233                 Owner: Individual Account
Credit Limit:                             High Credit: $800
Narrative Code(s): 2330 - Other
Loan/Account Type: Credit Card            Status: Pays As Agreed`);
    expect(parseEquifax(doc).accounts[0]).toMatchObject({ creditLimit: null, highBalance: 800 });
  });

  it('reads a debt buyer collection', () => {
    expect(byName('FABRIKAM RECOVERY')).toMatchObject({
      originalCreditor: 'CONTOSO MEDICAL',
      type: 'Debt Buyer Account',
      category: 'collection',
      status: 'Collection Account',
      negative: true,
    });
  });
});

describe('isPaymentLegend', () => {
  it('knows the legend line by line, however it wraps', () => {
    expect(isPaymentLegend('Paid on time  30 30-59 days past due  60 60-89 days past due')).toBe(true);
    expect(isPaymentLegend('V Voluntary Surrender  F Foreclosure  CO Charge Off  B Included in Bankruptcy')).toBe(true);
  });

  it('never takes a field or a single status phrase for it', () => {
    expect(isPaymentLegend('Status: Charge Off   Charge Off Amount: $2,310')).toBe(false);
    expect(isPaymentLegend('Account included in bankruptcy')).toBe(false);
  });
});
