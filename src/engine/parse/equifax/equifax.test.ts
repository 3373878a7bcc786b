import { describe, expect, it } from 'vitest';
import { looksLikeEquifax, parseEquifax } from './index';
import { docFrom } from './test-doc';

const PAGE1 = [
  'Equifax Credit Report',
  'Report Date: 08/15/2024 | Confirmation #: 4123456789',
  'Personal Information',
  'Name: JORDAN Q SAMPLE',
  'Current Address: 41 ELM ROW',
  'FAIRVIEW, OH 44101',
  'Previous Address: 9 BIRCH CT, LAKETON, OH 44102',
  'Revolving Accounts',
  'NORTHWIND BANK',
  'Account Number: XXXXXXXX4821 | Owner: Individual | Account Type: Credit Card',
  'Account Status: CLOSED | Payment Status: 60 Days Past Due',
  'Date Opened: 03/2017 | Date Closed:Balance: $1,240 | Credit Limit: $2,000',
  'High Credit: $2,100 | Amount Past Due: $180 | Date Reported: 07/2024',
  'Date of 1st Delinquency: 02/2024 | Date Major Delinquency First Reported: 04/2024',
  'Narrative Code(s): CO - Charged off account; FR - Account closed by',
  'credit grantor',
  'Payment History',
  '       Jan  Feb  Mar  Apr  May  Jun  Jul  Aug  Sep  Oct  Nov  Dec',
  '2024   *    30   60        *    *    *',
  '2023   *    *    *    *    *    *    *    *    *    *    *    *',
  'BLUE HARBOR CARD',
  'Account Number: 5178XXXXXXXX9012 | Owner: Joint | Account Type: Credit Card',
  'Account Status: PAYS_AS_AGREED | Date Opened: 01/2020 | Date Closed: | Balance: $0',
  'Credit Limit: $5,000 | Date Reported: 07/2024',
];
const PAGE2 = [
  'Page 1 of 2',
  'Mortgage Accounts',
  'No accounts reported',
  'Installment Accounts',
  'CEDAR AUTO FINANCE',
  'Account Number: 77001234 | Owner: Individual | Account Type: Auto Loan | Account Status: Open',
  'Date Opened: 06/12/2021 | Balance: $8,400 | Scheduled Payment Amount: $312',
  'Collection Accounts',
  'SUMMIT RECOVERY LLC',
  'Account Number: XXXX3344 | Original Creditor: RIVERSIDE MEDICAL CENTER | Date Assigned: 05/2022',
  'Original Amount Owed: $420 | Balance: $420 | Status: Unpaid | Creditor Classification: Medical',
  'Date of First Delinquency: 11/2021',
  'Public Records',
  'Bankruptcy',
  'Date Filed: 03/2016 | Chapter: 7 | Court: US BANKRUPTCY COURT OH | Reference Number: 16-40022',
  'Status: Discharged',
  'Hard Inquiries',
  'Company Name                 Date of Inquiry',
  'NORTHWIND BANK               02/11/2024',
  'ACME MOTORS                  11/03/2023',
  'Soft Inquiries',
  'Company: PROMO LENDING | Inquiry Date: 06/01/2024',
  'Page 2 of 2',
];

describe('parseEquifax', () => {
  const doc = docFrom([PAGE1, PAGE2]);
  const report = parseEquifax(doc);

  it('recognises the layout', () => {
    expect(looksLikeEquifax(doc)).toBe(true);
  });

  it('reads the header and consumer', () => {
    expect(report.bureau).toBe('equifax');
    expect(report.reportDate).toBe('2024-08-15');
    expect(report.score).toBeNull();
    expect(report.consumer.name).toBe('JORDAN Q SAMPLE');
    expect(report.consumer.addresses).toEqual(['41 ELM ROW, FAIRVIEW, OH 44101', '9 BIRCH CT, LAKETON, OH 44102']);
  });

  it('reads several pairs per line and empty values followed by the next label', () => {
    expect(report.accounts.map((a) => a.creditor)).toEqual(['NORTHWIND BANK', 'BLUE HARBOR CARD', 'CEDAR AUTO FINANCE', 'SUMMIT RECOVERY LLC']);
    const nw = report.accounts[0]!;
    expect(nw).toMatchObject({
      accountNumber: 'XXXXXXXX4821',
      responsibility: 'Individual',
      type: 'Credit Card',
      status: '60 Days Past Due',
      dateOpened: '2017-03',
      dateClosed: null,
      balance: 1240,
      creditLimit: 2000,
      highBalance: 2100,
      pastDue: 180,
      dateReported: '2024-07',
      dateOfFirstDelinquency: '2024-02',
      category: 'revolving',
      negative: true,
    });
    expect(nw.remarks).toContain('CO - Charged off account');
    expect(nw.remarks).toContain('FR - Account closed by credit grantor');
    const blue = report.accounts[1]!;
    expect(blue).toMatchObject({ status: 'PAYS AS AGREED', dateClosed: null, balance: 0, creditLimit: 5000, negative: false });
  });

  it('reads the payment grid by column, leaving a blank month out', () => {
    const h = report.accounts[0]!.paymentHistory;
    expect(h['2024-01']).toBe('OK');
    expect(h['2024-02']).toBe('30');
    expect(h['2024-03']).toBe('60');
    expect(h['2024-04']).toBeUndefined();
    expect(h['2024-05']).toBe('OK');
    expect(h['2024-07']).toBe('OK');
    expect(Object.keys(h).filter((k) => k.startsWith('2023'))).toHaveLength(12);
  });

  it('masks unmasked account numbers and keeps full precision dates', () => {
    const auto = report.accounts[2]!;
    expect(auto.accountNumber).toBe('77001234'.replace(/^\d{4}/, 'XXXX'));
    expect(auto.dateOpened).toBe('2021-06-12');
    expect(auto.monthlyPayment).toBe(312);
    expect(auto.category).toBe('installment');
    expect(auto.negative).toBe(false);
  });

  it('reads collections with the collector and original creditor', () => {
    const col = report.accounts[3]!;
    expect(col).toMatchObject({
      creditor: 'SUMMIT RECOVERY LLC',
      originalCreditor: 'RIVERSIDE MEDICAL CENTER',
      accountNumber: 'XXXX3344',
      balance: 420,
      highBalance: 420,
      dateOpened: '2022-05',
      dateOfFirstDelinquency: '2021-11',
      category: 'collection',
      negative: true,
    });
    expect(col.remarks.join(' ')).toMatch(/medical/i);
  });

  it('reads public records and inquiries', () => {
    expect(report.publicRecords).toEqual([
      { type: 'Bankruptcy', date: '2016-03', status: 'Discharged', court: 'US BANKRUPTCY COURT OH', reference: '16-40022', amount: null, chapter: 7 },
    ]);
    expect(report.inquiries).toEqual([
      { creditor: 'NORTHWIND BANK', date: '2024-02-11', kind: 'hard' },
      { creditor: 'ACME MOTORS', date: '2023-11-03', kind: 'hard' },
      { creditor: 'PROMO LENDING', date: '2024-06-01', kind: 'soft' },
    ]);
  });

  it('never puts an unmasked long number into evidence', () => {
    const evidence = report.accounts.flatMap((a) => a.evidence).join('\n');
    expect(evidence).not.toMatch(/\d{8,}/);
    expect(report.accounts[0]!.evidence.some((l) => l.includes('Past Due'))).toBe(true);
  });
});
