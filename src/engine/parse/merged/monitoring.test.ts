/**
 * 3-bureau monitoring-site prints (IdentityIQ / MyScoreIQ, MyFreeScoreNow / SmartCredit) as consumers
 * save them from the browser, and single tradelines and single-bureau pages of those sites. Each
 * pitfall of ../../../../../shared report formats (F6, F7) with a lookalike that must not be flagged.
 * Invented data only.
 */
import { describe, expect, it } from 'vitest';
import type { Account, Bureau, CreditReport } from '../../model';
import { accountIssueType } from '../../detect/negative';
import { docFromText } from '../common/testing';
import { detectLayout } from '../detect-layout';
import { parseDocument } from '../index';
import { looksLikeMerged, parseMerged } from './index';

/** Fixed-width row: label at column 0, then TransUnion at 26, Experian at 50, Equifax at 74. */
function r(label: string, tu = '', ex = '', eq = ''): string {
  return `${label.padEnd(26)}${tu.padEnd(24)}${ex.padEnd(24)}${eq}`.trimEnd();
}
const HEADER = r('', 'TransUnion', 'Experian', 'Equifax');
const MONTHS = 'Jan  Feb  Mar  Apr  May  Jun  Jul  Aug  Sep  Oct  Nov  Dec';
/** A grid row: label, then 12 cells 5 columns apart from column 26 ("" leaves a cell blank). */
function g(label: string, cells: string[]): string {
  return (
    label.padEnd(26) +
    cells
      .map((c) => c.padEnd(5))
      .join('')
      .trimEnd()
  );
}

const IDIQ = `
11/24/25, 3:45 PM                IdentityIQ - Credit Report
Credit Report
Credit Report Date: 05/02/2025
FAQ  Contact Us
Summary
${HEADER}
${r('Total Accounts:', '3', '2', '2')}
${r('Open Accounts:', '1', '1', '1')}
${r('Public Records:', '0', '0', '0')}
${r('Inquiries(2 years):', '1', '1', '0')}
Account History
Revolving Accounts
NORTHWIND BANK
${HEADER}
${r('Account #:', '412345******', '412345******', '41234567890123****11')}
${r('Account Type:', 'Revolving', 'Revolving', 'Revolving')}
${r('Account Type - Detail:', 'Credit Card', 'Credit Card', 'Credit Card')}
${r('Bureau Code:', 'Individual', 'Individual', 'Individual')}
${r('Account Status:', 'Derogatory', 'Derogatory', 'Derogatory')}
${r('Date Opened:', '06/12/2018', '06/01/2018', '06/01/2018')}
${r('Balance:', '$1,480.00', '$1,480.00', '$1,480.00')}
${r('High Credit:', '$2,000.00', '$2,000.00', '$2,000.00')}
${r('Payment Status:', 'Collection/Chargeoff', 'Collection/Chargeoff', 'Late 120 Days')}
${r('Comments:', 'Charged off account,', '-', 'Charge Amount in H/C')}
${r('', 'unpaid balance', '', 'column is credit limit')}
${r('Date of Last Payment:', '12/20/2023', '12/20/2023', '12/20/2023')}
Two-Year payment history
${g('Month', MONTHS.split(/\s+/))}
${g('Year', Array(12).fill("'24"))}
${g('TransUnion', ['OK', 'OK', '30', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'C/O'])}
${g('Experian', ['OK', 'OK', 'OK', '', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'CO'])}
${g('Equifax', ['OK', 'OK', '30', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK'])}
Days Late - 7 Year History
${HEADER}
${r('', '30: 1 60: 0 90: 0', '30: 0 60: 0 90: 0', '30: 1 60: 0 90: 0')}
https://member.identityiq.com/CreditReport.aspx                                     1/2
`;

const IDIQ_2 = `
11/24/25, 3:45 PM                IdentityIQ - Credit Report
CONTOSO COLLECTIONS (Original Creditor:
FABRIKAM MEDICAL)
${HEADER}
${r('Account #:', '-', '9981****', '-')}
${r('Account Type:', '-', 'Open', '-')}
${r('Account Type - Detail:', '-', 'Collection', '-')}
${r('Account Status:', '-', 'Open', '-')}
${r('Balance:', '-', '$310.00', '-')}
${r('Date Opened:', '-', '03/01/2023', '-')}
${r('Payment Status:', '-', 'Collection/Chargeoff', '-')}
Installment Accounts
FABRIKAM AUTO
${HEADER}
${r('Account #:', '7781****', '-', '7781****')}
${r('Account Type:', 'Installment', '-', 'Installment')}
${r('Account Status:', 'Derogatory', '-', 'Open')}
${r('Balance:', '$8,400.00', '-', '$8,400.00')}
${r('Payment Status:', 'Current', '-', 'Current')}
${r('Date of Last Payment:', '04/02/2025', '-', '04/02/2025')}
Days Late - 7 Year History
${HEADER}
${r('', '30: 0 60: 1 90: 0', '', '30: 0 60: 0 90: 0')}
Inquiries
Creditor Name             Type of Business        Date of Inquiry         Credit Bureau
FABRIKAM AUTO             Automotive              02/11/2025              TransUnion
FABRIKAM AUTO             Automotive              02/11/2025              Experian
Public Information
None Reported
Creditor Contacts
Creditor Name             Address                 Phone Number
NORTHWIND BANK            PO BOX 1234             (800) 555-0100
CONTOSO COLLECTIONS       PO BOX 99               (800) 555-0199
IMPORTANT DISCLAIMER: This report is provided for information only.
https://member.identityiq.com/CreditReport.aspx                                     2/2
`;

function by(reports: CreditReport[], bureau: Bureau): CreditReport {
  return reports.find((x) => x.bureau === bureau) as CreditReport;
}
function account(report: CreditReport, creditor: string): Account | undefined {
  return report.accounts.find((a) => a.creditor === creditor);
}

describe('IdentityIQ / MyScoreIQ browser print', () => {
  const doc = docFromText(IDIQ, IDIQ_2);
  const parsed = parseDocument(doc);
  const tu = by(parsed.reports, 'transunion');
  const ex = by(parsed.reports, 'experian');
  const eq = by(parsed.reports, 'equifax');

  it('is recognised as a merged report, not refused', () => {
    expect(detectLayout(doc)).toBe('merged');
    expect(parsed.merged).toBe(true);
  });

  it('takes the printed Credit Report Date, not the browser stamp, as the report date', () => {
    expect(tu.reportDate).toBe('2025-05-02');
    expect(tu.reportDateSource).toBe('printed');
  });

  it('names accounts after the line above their table: never a section heading, furniture or chrome', () => {
    expect(tu.accounts.map((a) => a.creditor)).toEqual(['NORTHWIND BANK', 'FABRIKAM AUTO']);
    expect(ex.accounts.map((a) => a.creditor)).toEqual(['NORTHWIND BANK', 'CONTOSO COLLECTIONS']);
    expect(eq.accounts.map((a) => a.creditor)).toEqual(['NORTHWIND BANK', 'FABRIKAM AUTO']);
  });

  it('splits a heading "(Original Creditor: …)" wrapped over two lines into creditor and original creditor', () => {
    expect(account(ex, 'CONTOSO COLLECTIONS')).toMatchObject({
      originalCreditor: 'FABRIKAM MEDICAL',
      accountNumber: '9981****',
      balance: 310,
      category: 'collection',
    });
  });

  it('keeps account numbers as each bureau prints them', () => {
    expect(account(tu, 'NORTHWIND BANK')?.accountNumber).toBe('412345******');
    expect(account(eq, 'NORTHWIND BANK')?.accountNumber).toBe('41234567890123****11');
  });

  it('reads Collection/Chargeoff on a revolving account as a charge-off, and on a collection account as a collection', () => {
    const card = account(tu, 'NORTHWIND BANK') as Account;
    expect(accountIssueType(card)).toBe('charge_off');
    expect(card.evidence).toContain('Payment Status: Collection/Chargeoff');
    expect(accountIssueType(account(ex, 'CONTOSO COLLECTIONS') as Account)).toBe('collection');
  });

  it('does not take "Account Status: Derogatory" alone for a negative mark', () => {
    const auto = account(tu, 'FABRIKAM AUTO') as Account;
    // TransUnion's counters show a 60-day late; Equifax prints zero counters and Current
    expect(accountIssueType(auto)).toBe('late_payment');
    expect(auto.evidence).toContain('Days Late - 7 Year History: 30: 0 60: 1 90: 0');
    const clean = account(eq, 'FABRIKAM AUTO') as Account;
    expect(clean.negative).toBe(false);
    expect(accountIssueType({ ...clean, status: 'Derogatory' })).toBeNull();
  });

  it('keeps the 7-year counters out of the row above them', () => {
    const card = account(tu, 'NORTHWIND BANK') as Account;
    expect(card.evidence).toContain('Date of Last Payment: 12/20/2023');
    expect(card.evidence.join('\n')).not.toMatch(/12\/20\/2023 30:/);
  });

  it('reads counters stacked one a line in their cells', () => {
    const doc = docFromText(`
CONTOSO CARD
${HEADER}
${r('Account #:', '5512****', '5512****', '5512****')}
${r('Account Type:', 'Revolving', 'Revolving', 'Revolving')}
${r('Payment Status:', 'Current', 'Current', 'Current')}
Days Late - 7 Year History
${HEADER}
${r('', '30: 0', '30: 0', '30: 0')}
${r('', '60: 1', '60: 0', '60: 0')}
${r('', '90: 0', '90: 0', '90: 0')}
`);
    const reports = parseMerged(doc);
    const t = by(reports, 'transunion');
    const x = by(reports, 'experian');
    expect(t?.accounts[0]?.evidence).toContain('Days Late - 7 Year History: 30: 0 60: 1 90: 0');
    expect(t?.accounts.map((a) => accountIssueType(a))).toEqual(['late_payment']);
    expect(x?.accounts.map((a) => accountIssueType(a))).toEqual([null]);
    expect(x?.accounts[0]?.evidence.join('\n')).not.toMatch(/Current 60/);
  });

  it('joins a value wrapped inside its column to that column only', () => {
    expect(account(tu, 'NORTHWIND BANK')?.remarks).toContain('Charged off account, unpaid balance');
    expect(account(eq, 'NORTHWIND BANK')?.remarks).toContain('Charge Amount in H/C column is credit limit');
    expect(account(ex, 'NORTHWIND BANK')?.remarks.join(' ')).not.toMatch(/Charge/);
  });

  it('reads the two-year grid by x: OK, 30, CO and C/O; a blank cell is no data', () => {
    const history = account(tu, 'NORTHWIND BANK')?.paymentHistory;
    expect(history?.['2024-03']).toBe('30');
    expect(history?.['2024-12']).toBe('CO');
    const exHistory = account(ex, 'NORTHWIND BANK')?.paymentHistory ?? {};
    expect(exHistory['2024-04']).toBeUndefined();
    expect(exHistory['2024-12']).toBe('CO');
    expect(Object.keys(exHistory)).toHaveLength(11);
  });

  it('reads the inquiries, one per bureau row, and stops where the creditor contacts begin', () => {
    expect(tu.inquiries).toEqual([{ creditor: 'FABRIKAM AUTO', date: '2025-02-11', kind: 'hard' }]);
    expect(ex.inquiries).toHaveLength(1);
    expect(eq.inquiries).toEqual([]);
    for (const report of parsed.reports) expect(report.publicRecords).toEqual([]);
  });

  it('compares what was read with the Summary counts of each bureau', () => {
    expect(tu.coverage).toMatchObject({ accountsRead: 2, accountsListed: 3, inquiriesRead: 1, inquiriesListed: 1 });
    expect(ex.coverage).toMatchObject({ accountsRead: 2, accountsListed: 2, inquiriesRead: 1, inquiriesListed: 1 });
    expect(tu.coverage.reader).toMatchObject({ kind: 'layout', name: 'merged' });
    expect(tu.warnings).toEqual(['We read 2 of the 3 accounts this report lists.']);
    expect(ex.warnings).toEqual([]);
  });
});

describe('MyFreeScoreNow / SmartCredit browser print', () => {
  const F7 = (label: string, tu = '', ex = '', eq = '') => r(label, tu, ex, eq);
  const header = `${' '.repeat(37)}®${' '.repeat(21)}®${' '.repeat(20)}®\n${r('', 'Transunion', 'Experian', 'Equifax')}`;
  const doc = docFromText(`
Credit Report Date
04/30/2025
Revolving Accounts
NORTHWIND BK
${header}
${F7('Account #', '430016********', '--', '--')}
${F7('High Balance:', '$2,500.00', '--', '--')}
${F7('Date Opened:', '06/12/2018', '--', '--')}
${F7('Balance Owed:', '$0.00', '--', '--')}
${F7('Account Type:', 'Revolving', '--', '--')}
${F7('Payment Status:', 'Current', '--', '--')}
NORTHWIND BANK
${header}
${F7('Account #', '--', '****', '430016********')}
${F7('High Balance:', '--', '$2,500.00', '$2,501.00')}
${F7('Date Opened:', '--', '06/01/2018', '06/01/2018')}
${F7('Balance Owed:', '--', '$0.00', '$0.00')}
${F7('Account Type:', '--', 'Revolving', 'Revolving')}
${F7('Payment Status:', '--', 'Current', 'Current')}
${F7('Creditor Remarks:', '--', 'Account previously in', '--')}
${F7('', '', 'dispute - now resolved', '')}
${F7('Last Veried:', '--', '04/01/2025', '--')}
${F7('Account Description:', '--', 'Authorized User', 'Individual')}
${F7('Dispute Status:', '--', 'Account not disputed', 'Account not disputed')}
Inquiries
Creditor Name             Date of Inquiry                                 Credit Bureau
CONTOSO CARD              01/05/2025                                      Equifax
Creditor Contacts
CONTOSO CARD
PO BOX 99 SEATTLE WA 98101
`);
  const reports = parseDocument(doc).reports;

  it('reads the header with its registered marks printed apart, and never names an account after them', () => {
    expect(looksLikeMerged(doc)).toBe(true);
    expect(by(reports, 'transunion').accounts.map((a) => a.creditor)).toEqual(['NORTHWIND BK']);
    expect(by(reports, 'experian').accounts.map((a) => a.creditor)).toEqual(['NORTHWIND BANK']);
  });

  it('reads a tradeline split over two blocks as one account per bureau, "--" meaning not reported', () => {
    for (const b of ['transunion', 'experian', 'equifax'] as const) expect(by(reports, b).accounts).toHaveLength(1);
    expect(by(reports, 'experian').accounts[0]).toMatchObject({
      accountNumber: '****',
      highBalance: 2500,
      dateOpened: '2018-06-01',
      balance: 0,
      negative: false,
    });
    expect(by(reports, 'equifax').accounts[0]?.accountNumber).toBe('430016********');
    expect(by(reports, 'experian').accounts[0]?.responsibility).toBe('Authorized User');
  });

  it('takes the date under "Credit Report Date" as the report date', () => {
    expect(by(reports, 'equifax').reportDate).toBe('2025-04-30');
  });

  it('does not read a dispute remark as negative, nor contacts as inquiries', () => {
    expect(by(reports, 'experian').accounts[0]?.remarks).toEqual(['Account previously in dispute - now resolved']);
    expect(by(reports, 'equifax').inquiries).toEqual([{ creditor: 'CONTOSO CARD', date: '2025-01-05', kind: 'hard' }]);
    expect(by(reports, 'transunion').inquiries).toEqual([]);
  });
});

describe('single tradelines and single-bureau pages', () => {
  it('reads one account table printed alone, and takes no section heading for its creditor', () => {
    const doc = docFromText(`
Collection Accounts
${HEADER}
${r('Account #:', '-', '5501****', '-')}
${r('Account Type:', '-', 'Collection', '-')}
${r('Balance:', '-', '$95.00', '-')}
${r('Payment Status:', '-', 'Collection/Chargeoff', '-')}
`);
    expect(detectLayout(doc)).toBe('merged');
    const ex = by(parseDocument(doc).reports, 'experian');
    expect(ex.accounts).toHaveLength(1);
    expect(ex.accounts[0]?.creditor).not.toMatch(/collection accounts/i);
  });

  it('takes a heading printed with its count for a heading, not for the next creditor', () => {
    const doc = docFromText(`
Revolving Accounts     (1)
${HEADER}
${r('Account #:', '5512****', '5512****', '-')}
${r('Balance:', '$20.00', '$20.00', '-')}
`);
    const creditors = parseMerged(doc).flatMap((x) => x.accounts.map((a) => a.creditor));
    expect(creditors).toHaveLength(2);
    for (const c of creditors) expect(c).not.toMatch(/revolving/i);
  });

  it('reads a single-bureau page: one bureau column right of the labels', () => {
    const doc = docFromText(`
Experian Credit Report
Credit Report Date: 03/01/2025
CONTOSO CARD
${' '.repeat(50)}Experian
${'Account #:'.padEnd(50)}430016********
${'Account Type - Detail:'.padEnd(50)}Credit Card
${'Bureau Code:'.padEnd(50)}Individual
${'Balance:'.padEnd(50)}$250.00
${'Payment Status:'.padEnd(50)}Late 30 Days
${'Date Opened:'.padEnd(50)}02/14/2020
`);
    expect(detectLayout(doc)).toBe('merged');
    const reports = parseDocument(doc).reports;
    const ex = by(reports, 'experian');
    expect(ex.accounts).toHaveLength(1);
    expect(ex.accounts[0]).toMatchObject({ creditor: 'CONTOSO CARD', balance: 250, accountNumber: '430016********' });
    expect(accountIssueType(ex.accounts[0] as Account)).toBe('late_payment');
    expect(by(reports, 'transunion').accounts).toEqual([]);
  });

  it('does not take a bureau name at the margin (a section heading) for a single-bureau column', () => {
    const doc = docFromText(`
Experian
Account #:      430016********
Balance:        $250.00
`);
    expect(looksLikeMerged(doc)).toBe(false);
  });

  it('uses the browser stamp as the report date only when none is printed', () => {
    const doc = docFromText(`
1/2/25, 3:45 PM    MyScoreIQ
NORTHWIND BANK
${HEADER}
${r('Account #:', '412345******', '412345******', '412345******')}
${r('Balance:', '$10.00', '$10.00', '$10.00')}
about:blank    1/1
`);
    const [report] = parseMerged(doc);
    expect(report).toMatchObject({ reportDate: '2025-01-02', reportDateSource: 'print_header' });
    expect(report?.accounts[0]?.creditor).toBe('NORTHWIND BANK');
  });

  it('keeps Collection/Chargeoff as printed; it is a collection only with a sign of a collector (an original creditor)', () => {
    const doc = docFromText(`
LAKESHORE FINANCIAL
${HEADER}
${r('Account #:', '4412****', '4412****', '4412****')}
${r('Balance:', '$640.00', '$640.00', '$640.00')}
${r('Payment Status:', 'Collection/Chargeoff', 'Collection/Chargeoff', 'Collection/Chargeoff')}
FABRIKAM HOME STORE
${HEADER}
${r('Account #:', '6612****', '6612****', '6612****')}
${r('Account Type:', 'Charge Account', 'Charge Account', 'Charge Account')}
${r('Payment Status:', 'Collection/Chargeoff', 'Collection/Chargeoff', 'Collection/Chargeoff')}
NORTHWIND BANK (Original Creditor: CONTOSO CARD)
${HEADER}
${r('Account #:', '5512****', '5512****', '5512****')}
${r('Account Type:', 'Revolving', 'Revolving', 'Revolving')}
${r('Payment Status:', 'Collection/Chargeoff', 'Collection/Chargeoff', 'Collection/Chargeoff')}
`);
    const [tu] = parseMerged(doc);
    expect(tu?.accounts.map((a) => a.status)).toEqual(['Collection/Chargeoff', 'Collection/Chargeoff', 'Collection/Chargeoff']);
    expect(tu?.accounts.map((a) => accountIssueType(a))).toEqual(['charge_off', 'charge_off', 'collection']);
  });
});
