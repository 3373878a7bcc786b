import { describe, expect, it } from 'vitest';
import { accountIssueType } from '../../detect/negative';
import { docFromText } from '../common/testing';
import { parseDocument } from '../index';
import { isMonitorLayout, parseMonitor } from './monitor';
import { documentLines } from '../common/lines';

const FIRST = 14;
const STEP = 5;
const INITIALS = 'JFMAMJJASOND';

function place(line: string, col: number, text: string): string {
  return line.padEnd(col).slice(0, col) + text + line.slice(col + text.length);
}

/** A 24-month grid from `from` (YYYY-MM), oldest first, laid out as the monitoring print lays it: years centred, initials, a code row. */
function grid(from: string, codes: Array<string | null>): string {
  const [y0, m0] = from.split('-').map(Number) as [number, number];
  let years = '';
  let months = '';
  let row = 'Experian';
  const spans = new Map<number, number[]>();
  for (let i = 0; i < 24; i++) {
    const month = ((m0 - 1 + i) % 12) + 1;
    const year = y0 + Math.floor((m0 - 1 + i) / 12);
    const col = FIRST + i * STEP;
    spans.set(year, [...(spans.get(year) ?? []), col]);
    months = place(months, col, INITIALS[month - 1]!);
    const code = codes[i];
    if (code) row = place(row, col, code);
  }
  for (const [year, cols] of spans) years = place(years, Math.round((cols[0]! + cols[cols.length - 1]!) / 2) - 1, String(year));
  return [
    '           The table below represents 24 months of account repayment history',
    '                                  PAST 24 MONTHS',
    years,
    months,
    row,
    ' OK Current    30 30 Days Late    60 60 Days Late    90 90 Days Late    120 120 Days Late',
    ' 180 180 Days Late   PP Payment Plan   RF Repossession   CO Collection Charge   NG Negative   NA Not Available',
    '                                       Foreclosure       Off',
  ].join('\n');
}

const HEADER = '                                                              Experian';

function account(n: number, rows: Array<[string, string]>, history: string): string {
  return [HEADER, `Account ${n}`, ...rows.map(([l, v]) => `${l.padEnd(37)}${v}`), history].join('\n');
}

const NORTHWIND: Array<[string, string]> = [
  ['Account', 'NORTHWIND BANK'],
  ['Account Number', '412345XXXXXX'],
  ['Account Type', 'Revolving Account'],
  ['Account Condition', 'Closed'],
  ['Date Opened', '7th March 2018'],
  ['High Balance', '$1250'],
  ['Monthly Payment', '$35'],
  ['Account Balance', '$412'],
  ['Last Reported', '21st May 2024'],
  ['Amount Past Due', '-'],
  ['Limit', '$1500'],
  ['Remarks', 'Account closed at credit grantor’s request'],
  ['Responsibility', 'Individual'],
  ['Past Due - 30 DAYS', '1'],
  ['Past Due - 60 DAYS', '1'],
  ['Past Due - 90+ DAYS', '1'],
];

const CONTOSO: Array<[string, string]> = [
  ['Account', 'CONTOSO CARD'],
  ['Account Number', 'AB1000XXXXXXXXXX'],
  ['Account Type', 'Revolving Account'],
  ['Account Condition', 'Open'],
  ['Date Opened', '2nd January 2024'],
  ['High Balance', '$10167'],
  ['Account Balance', '$900'],
  ['Limit', '$12000'],
  ['Amount Past Due', '-'],
  ['Responsibility', 'Authorized'],
  ['Past Due - 30 DAYS', '0'],
  ['Past Due - 60 DAYS', '0'],
  ['Past Due - 90+ DAYS', '0'],
];

const FABRIKAM: Array<[string, string]> = [
  ['Account', 'FABRIKAM AUTO'],
  ['Account Number', 'CR123XXX'],
  ['Account Type', 'Installment Account'],
  ['Account Condition', 'Open'],
  ['Date Opened', '3rd February 2019'],
  ['High Balance', '$18400'],
  ['Account Balance', '$6200'],
  ['Amount Past Due', '-'],
  ['Past Due - 30 DAYS', '1'],
  ['Past Due - 60 DAYS', '1'],
  ['Past Due - 90+ DAYS', '3'],
];

const TAILSPIN: Array<[string, string]> = [
  ['Account', 'TAILSPIN RECOVERY'],
  ['Account Number', '7788XXXX'],
  ['Account Type', 'Collection'],
  ['Account Condition', 'Open'],
  ['Date Opened', '1st June 2023'],
  ['Account Balance', '$640'],
  ['Amount Past Due', '$640'],
];

const summaryGroup = (name: string, count: number) =>
  [
    name,
    HEADER,
    `Count${' '.repeat(32)}${count}`,
    `Balance${' '.repeat(30)}$0`,
    `Open${' '.repeat(33)}${count}`,
    `Closed${' '.repeat(31)}0`,
    `Deferred/Unknown${' '.repeat(21)}0`,
  ].join('\n');

const NA24 = Array<string>(24).fill('NA');
const NORTHWIND_GRID = [
  'OK',
  'OK',
  'OK',
  'OK',
  'OK',
  'OK',
  '30',
  'OK',
  'OK',
  'OK',
  'OK',
  'OK',
  'OK',
  'OK',
  'OK',
  '60',
  '90',
  'OK',
  'OK',
  'OK',
  'OK',
  'OK',
  'OK',
  'OK',
];
const CONTOSO_GRID = [...Array<null>(21).fill(null), 'OK', null, 'OK'];

function report(counts: { revolving: number } = { revolving: 2 }): string {
  return [
    'Credit Report',
    'Summary',
    summaryGroup('Revolving Credit Accounts', counts.revolving),
    summaryGroup('Line of Credit Accounts', 0),
    summaryGroup('Real Estate Credit Accounts', 0),
    summaryGroup('Installment Credit Accounts', 1),
    summaryGroup('Open Accounts', 2),
    summaryGroup('Collection Accounts', 1),
    summaryGroup('Other Accounts', 0),
    'Personal Information',
    HEADER,
    `Name${' '.repeat(33)}DANA R WHITFIELD`,
    `Date of Birth${' '.repeat(24)}1985`,
    `Address${' '.repeat(30)}42 ORCHARD WAY, BELMONT, NH 03220`,
    `Date Address Reported${' '.repeat(16)}2024-02-01`,
    'Consumer Statements',
    'No Consumer Statements',
    'Credit Inquiries',
    HEADER,
    'Inquiry 1',
    `Inquiry Date${' '.repeat(25)}2024-03-08`,
    `Creditor Name${' '.repeat(24)}CONTOSO CARD`,
    `Creditor Address${' '.repeat(21)}PO BOX 1000 SPRINGFIELD IL 62701`,
    `Creditor Phone${' '.repeat(23)}BYMAILONLY`,
    HEADER,
    'Inquiry 2',
    `Inquiry Date${' '.repeat(25)}2023-11-20`,
    `Creditor Name${' '.repeat(24)}WOODGROVE LENDING`,
    `Creditor Phone${' '.repeat(23)}8005550100`,
    'Revolving Credit Accounts',
    account(1, NORTHWIND, grid('2022-07', NORTHWIND_GRID)),
    account(2, CONTOSO, grid('2022-07', CONTOSO_GRID)),
    'Line of Credit Accounts',
    'No account information available.',
    'Real Estate Credit Accounts',
    'No account information available.',
    'Installment Credit Accounts',
    account(1, FABRIKAM, grid('2022-07', NA24)),
    'Open Accounts',
    account(1, CONTOSO, grid('2022-07', CONTOSO_GRID)),
    account(2, FABRIKAM, grid('2022-07', NA24)),
    'Collection Accounts',
    account(1, TAILSPIN, grid('2022-07', [])),
    'Other Accounts',
    'No account information available.',
    'Derogatory Information',
    HEADER,
    'Derogatory Information 1',
    `Account${' '.repeat(30)}7788XXXX`,
    `Date Reported${' '.repeat(24)}2024-04-30`,
    `Creditor Name${' '.repeat(24)}TAILSPIN RECOVERY`,
    `Status${' '.repeat(31)}Collection account`,
    HEADER,
    'Derogatory Information 2',
    `Account${' '.repeat(30)}5566XXXX`,
    `Date Reported${' '.repeat(24)}2024-04-30`,
    `Creditor Name${' '.repeat(24)}LITWARE FINANCE`,
    `Status${' '.repeat(31)}Charge-off`,
    'Public Records',
    'No Public Records Available.',
    'Creditor Contact Information',
    ...['NORTHWIND BANK', 'FABRIKAM AUTO', 'TAILSPIN RECOVERY'].flatMap((name, i) => [
      HEADER,
      `Contact ${i + 1}`,
      `Creditor Name${' '.repeat(24)}${name}`,
      `Creditor Address${' '.repeat(21)}PO BOX ${100 + i} DALLAS TX 75201`,
      `Creditor Phone${' '.repeat(23)}800555010${i}`,
    ]),
  ].join('\n');
}

/** Splits a long text into pages of 60 lines, as a print would. */
function pages(text: string): string[] {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 60) out.push(lines.slice(i, i + 60).join('\n'));
  return out;
}

describe('monitoring print with Experian data (F2)', () => {
  const doc = docFromText(...pages(report()));
  const parsed = parseMonitor(doc, 'experian');
  const byName = (name: string) => parsed.accounts.find((a) => a.creditor === name);

  it('is recognised by its numbered blocks and dispatched as Experian', () => {
    expect(isMonitorLayout(documentLines(doc))).toBe(true);
    const result = parseDocument(doc);
    expect(result.layout).toBe('experian');
    expect(result.reports[0]!.accounts).toHaveLength(4);
  });

  it('reads every account once: "Account" is the creditor, "Open Accounts" repeats are merged', () => {
    expect(parsed.accounts.map((a) => a.creditor)).toEqual(['NORTHWIND BANK', 'CONTOSO CARD', 'FABRIKAM AUTO', 'TAILSPIN RECOVERY']);
    expect(byName('NORTHWIND BANK')).toMatchObject({
      accountNumber: '412345XXXXXX',
      type: 'Revolving Account',
      status: 'Closed',
      dateOpened: '2018-03-07',
      dateReported: '2024-05-21',
      highBalance: 1250,
      balance: 412,
      creditLimit: 1500,
      pastDue: null,
      responsibility: 'Individual',
      category: 'revolving',
    });
    expect(byName('CONTOSO CARD')).toMatchObject({ accountNumber: 'AB1000XXXXXXXXXX', highBalance: 10167, creditLimit: 12000, dateOpened: '2024-01-02' });
    expect(byName('FABRIKAM AUTO')).toMatchObject({ accountNumber: 'CR123XXX', category: 'installment' });
    expect(byName('TAILSPIN RECOVERY')).toMatchObject({ category: 'collection', pastDue: 640 });
  });

  it('reads the grid by x-position: blank cells do not shift codes, NA is no data', () => {
    const northwind = byName('NORTHWIND BANK')!.paymentHistory;
    expect(Object.keys(northwind)).toHaveLength(24);
    expect(northwind).toMatchObject({ '2022-07': 'OK', '2023-01': '30', '2023-10': '60', '2023-11': '90', '2024-06': 'OK' });
    expect(byName('CONTOSO CARD')!.paymentHistory).toEqual({ '2024-04': 'OK', '2024-06': 'OK' });
    expect(Object.values(byName('FABRIKAM AUTO')!.paymentHistory).every((c) => c === 'ND')).toBe(true);
  });

  it('takes late counters as evidence of lateness; zero counters and a dispute-free remark are not', () => {
    expect(accountIssueType(byName('FABRIKAM AUTO')!)).toBe('late_payment');
    expect(byName('FABRIKAM AUTO')!.negative).toBe(true);
    expect(byName('CONTOSO CARD')!.negative).toBe(false);
    expect(byName('CONTOSO CARD')!.remarks).toEqual([]);
  });

  it('merges derogatory cross-references into listed accounts and never adds one', () => {
    expect(byName('TAILSPIN RECOVERY')!.remarks).toContain('Collection account');
    expect(parsed.accounts.some((a) => /LITWARE/.test(a.creditor))).toBe(false);
  });

  it('reads inquiries with ISO dates; creditor contacts and "No Public Records Available." are not records', () => {
    expect(parsed.inquiries).toEqual([
      { creditor: 'CONTOSO CARD', date: '2024-03-08', kind: 'hard' },
      { creditor: 'WOODGROVE LENDING', date: '2023-11-20', kind: 'hard' },
    ]);
    expect(parsed.publicRecords).toEqual([]);
    expect(parsed.consumer.name).toBe('DANA R WHITFIELD');
  });

  it('never takes the bureau column header, a legend or a section heading for a creditor', () => {
    for (const a of parsed.accounts) expect(a.creditor).not.toMatch(/experian|accounts|current|late/i);
  });

  it('compares what it read with the summary counts (Open Accounts not added)', () => {
    expect(parsed.coverage).toEqual({ accountsRead: 4, accountsListed: 4, inquiriesRead: 2, inquiriesListed: 2 });
    const short = parseDocument(docFromText(...pages(report({ revolving: 3 })))).reports[0]!;
    expect(short.coverage.accountsListed).toBe(5);
    expect(short.warnings).toContain('We read 4 of the 5 accounts this report lists.');
  });

  it('takes the latest Last Reported as the report date when none is printed', () => {
    expect(parsed).toMatchObject({ reportDate: '2024-05-21', reportDateSource: 'last_reported' });
  });

  it('reads a report date printed with an ordinal day ("Report Date 17th April 2025")', () => {
    const dated = parseMonitor(docFromText(...pages(`Credit Report\nReport Date 17th April 2025\n${report()}`)), 'experian');
    expect(dated).toMatchObject({ reportDate: '2025-04-17', reportDateSource: 'printed' });
  });
});
