import { describe, expect, it } from 'vitest';
import { looksLikeEquifax, parseEquifax } from './index';
import { docFrom } from '../common/test-doc';

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
    expect(nw.remarks).toContain('Charged off account');
    expect(nw.remarks).toContain('Account closed by credit grantor');
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

describe('parseEquifax, pairs separated by wide gaps (one text item per pair)', () => {
  const doc = docFrom([
    [
      [['Equifax', 50]],
      [['Credit Report', 50]],
      [
        ['Report Date: Nov 3, 2025', 50],
        ['Confirmation #: 4412345678', 300],
      ],
      [['VantageScore 3.0: 688', 50]],
      [['Collection Accounts', 50]],
      [['None reported', 50]],
      [['Other Accounts', 50]],
      [['HARBOR MEDICAL GROUP', 50]],
      [
        ['Account Number: *5521', 50],
        ['Account Type: Open', 200],
        ['Loan Type: Medical debt', 350],
      ],
      [
        ['Date Opened: Aug 2019', 50],
        ['Date Closed:Date of First Delinquency: Mar 2021', 200],
      ],
      [
        ['Balance: $0', 50],
        ['Account Status: Paid collection', 200],
      ],
      [['Narrative Code(s): PC - Paid collection; MD - Medical', 50]],
      [['Installment Accounts', 50]],
      [['RIVERBEND CREDIT UNION', 50]],
      [
        ['Account Number: XXXXXXXXXXXX7310', 50],
        ['Owner: Individual', 250],
      ],
      [
        ['Loan Type: Auto loan', 50],
        ['Date Opened: Jan 2022', 250],
        ['Account Status: Repossession', 400],
      ],
      [
        ['Balance: $6,210', 50],
        ['High Credit: $18,000', 250],
        ['Amount Past Due: $1,900', 400],
      ],
      [['24-Month Payment History', 50]],
      [
        ['Jan', 100],
        ['Feb', 130],
        ['Mar', 160],
        ['Apr', 190],
        ['May', 220],
        ['Jun', 250],
        ['Jul', 280],
        ['Aug', 310],
        ['Sep', 340],
        ['Oct', 370],
        ['Nov', 400],
        ['Dec', 430],
      ],
      [
        ['2025', 50],
        ['60', 100],
        ['90', 130],
        ['R', 160],
      ],
      [
        ['2024', 50],
        ['OK', 250],
        ['OK', 280],
        ['OK', 310],
        ['OK', 340],
        ['OK', 370],
        ['30', 400],
        ['30', 430],
      ],
      [['RIVERBEND CREDIT UNION', 50]],
      [
        ['Account Number: XXXXXXXXXXXX7311', 50],
        ['Owner: Joint', 250],
      ],
      [
        ['Loan Type: Personal loan', 50],
        ['Account Status: Pays as agreed', 250],
      ],
      [['Public Records', 50]],
      [['COUNTY COURT OF LAKE COUNTY', 50]],
      [
        ['Type: Civil judgment', 50],
        ['Date Filed: Feb 2020', 250],
        ['Case Number: XXXX4411', 400],
      ],
      [
        ['Status: Satisfied', 50],
        ['Amount: $2,400', 250],
      ],
      [['Hard Inquiries', 50]],
      [
        ['LAKESIDE AUTO CREDIT', 50],
        ['03/15/2025', 400],
      ],
      [['Soft Inquiries', 50]],
      [['None reported', 50]],
    ],
  ]);
  const report = parseEquifax(doc);

  it('reads the header date and the printed score', () => {
    expect(report.reportDate).toBe('2025-11-03');
    expect(report.score).toBe(688);
  });

  it('reads an empty value glued to the next label and leaves empty sections empty', () => {
    expect(report.accounts.map((a) => a.creditor)).toEqual(['HARBOR MEDICAL GROUP', 'RIVERBEND CREDIT UNION', 'RIVERBEND CREDIT UNION']);
    const med = report.accounts[0]!;
    expect(med).toMatchObject({
      accountNumber: '*5521',
      type: 'Medical debt',
      dateClosed: null,
      dateOfFirstDelinquency: '2021-03',
      balance: 0,
      status: 'Paid collection',
    });
    expect(med.remarks).toEqual(['Paid collection', 'Medical']);
    expect(med.category).toBe('other');
    expect(med.negative).toBe(true);
  });

  it('reads grids with months missing at either end and the loan type as the type', () => {
    const auto = report.accounts[1]!;
    expect(auto).toMatchObject({
      type: 'Auto loan',
      status: 'Repossession',
      balance: 6210,
      highBalance: 18000,
      pastDue: 1900,
      category: 'installment',
      negative: true,
    });
    expect(auto.paymentHistory).toEqual({
      '2025-01': '60',
      '2025-02': '90',
      '2025-03': 'RPO',
      '2024-06': 'OK',
      '2024-07': 'OK',
      '2024-08': 'OK',
      '2024-09': 'OK',
      '2024-10': 'OK',
      '2024-11': '30',
      '2024-12': '30',
    });
    expect(report.accounts[2]).toMatchObject({ accountNumber: 'XXXXXXXXXXXX7311', responsibility: 'Joint', negative: false, paymentHistory: {} });
  });

  it('takes the court from the record heading and inquiries from a date column', () => {
    expect(report.publicRecords).toEqual([
      {
        type: 'Civil judgment',
        date: '2020-02',
        status: 'Satisfied',
        court: 'COUNTY COURT OF LAKE COUNTY',
        reference: 'XXXX4411',
        amount: 2400,
        chapter: null,
      },
    ]);
    expect(report.inquiries).toEqual([{ creditor: 'LAKESIDE AUTO CREDIT', date: '2025-03-15', kind: 'hard' }]);
  });
});

describe('parseEquifax, other spacing, case and separators', () => {
  const doc = docFrom([
    [
      'EQUIFAX CREDIT FILE DISCLOSURE',
      'Date of This Report: 02/01/2026',
      'Revolving Accounts (2)',
      'ORCHID BANK USA',
      'ACCOUNT NUMBER : XXXX5510|OWNER : Individual|STATUS : 30 Days Past Due',
      'Opened:01/2019 Closed: Balance:$310',
      'Amount Past Due:$45|Date of First Delinquency :12/2025',
      'Comments: Account closed by consumer',
      'MERIDIAN CARD',
      'account number: ****0042 | account status: Closed | balance: $0',
      'date opened: 2018-04 | date reported: 2026-01-15',
      'Inquiries That May Impact Your Score',
      'ORCHID BANK USA',
      'Inquiry Date: 01/05/2026',
    ],
  ]);
  const report = parseEquifax(doc);

  it('reads labels in any case with spaces before the colon and no space after', () => {
    expect(report.reportDate).toBe('2026-02-01');
    expect(report.accounts).toHaveLength(2);
    expect(report.accounts[0]).toMatchObject({
      creditor: 'ORCHID BANK USA',
      accountNumber: 'XXXX5510',
      responsibility: 'Individual',
      status: '30 Days Past Due',
      dateOpened: '2019-01',
      dateClosed: null,
      balance: 310,
      pastDue: 45,
      dateOfFirstDelinquency: '2025-12',
      remarks: ['Account closed by consumer'],
      negative: true,
    });
    expect(report.accounts[1]).toMatchObject({
      creditor: 'MERIDIAN CARD',
      accountNumber: '****0042',
      status: 'Closed',
      balance: 0,
      dateOpened: '2018-04',
      dateReported: '2026-01-15',
      negative: false,
    });
    expect(report.inquiries).toEqual([{ creditor: 'ORCHID BANK USA', date: '2026-01-05', kind: 'hard' }]);
  });
});
