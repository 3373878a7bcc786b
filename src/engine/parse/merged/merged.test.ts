import { describe, expect, it } from 'vitest';
import { looksLikeMerged, parseMerged } from './index';
import { docFrom, type LineSpec } from '../common/test-doc';

const X = { label: 30, tu: 200, ex: 330, eq: 460 };
const HEADER: LineSpec = [
  ['TransUnion', X.tu],
  ['Experian', X.ex],
  ['Equifax', X.eq],
];

/** A table row: label and three cells; null leaves the cell out entirely (nothing printed there). */
function row(label: string, tu: string | null, ex: string | null, eq: string | null): LineSpec {
  const cells: [string, number][] = [];
  if (label) cells.push([label, X.label]);
  if (tu !== null) cells.push([tu, X.tu]);
  if (ex !== null) cells.push([ex, X.ex]);
  if (eq !== null) cells.push([eq, X.eq]);
  return cells;
}

const MONTHS = ['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const YEARS = ['23', '23', '23', '23', '24', '24', '24', '24', '24', '24', '24', '24'];
function gridRow(label: string, cells: (string | null)[]): LineSpec {
  const out: [string, number][] = [[label, X.label]];
  cells.forEach((c, i) => {
    if (c !== null) out.push([c, 200 + i * 30]);
  });
  return out;
}

const PAGE1: LineSpec[] = [
  [['Three Bureau Credit Report', 200]],
  [['Report Date: 08/15/2024', 30]],
  [['Credit Score', 30]],
  HEADER,
  row('Credit Score:', '702', '688', '-'),
  [['Personal Information', 30]],
  HEADER,
  row('Name:', 'DANA R EXAMPLE', 'DANA EXAMPLE', 'DANA R EXAMPLE'),
  row('Current Address(es):', '12 OAK LN', '12 OAK LANE', '12 OAK LN'),
  row('', 'MAPLETON, TX 75001', 'MAPLETON, TX 75001', 'MAPLETON, TX 75001'),
  [['Account History', 30]],
  [['NORTHWIND BANK', 30]],
  HEADER,
  row('Account #:', '517805******', '517805XXXXXX', '517805******'),
  row('Account Type:', 'Revolving', 'Revolving', 'Revolving'),
  row('Account Type - Detail:', 'Credit Card', 'Credit Card', 'Credit Card'),
  row('Bureau Code:', 'Individual', 'Individual', 'Individual'),
  row('Account Status:', 'Open', 'Open', 'Open'),
  // the Experian cell is missing entirely: Equifax's value must not move left
  row('Balance:', '$1,250', null, '$1,310'),
  row('Credit Limit:', '$3,000', '$3,000', '$3,000'),
  row('Payment Status:', 'Late 30 Days', 'Current', 'Late 30 Days'),
  row('Date Opened:', '03/14/2019', '03/2019', '03/14/2019'),
  row('Last Reported:', '07/31/2024', '07/31/2024', '07/31/2024'),
  row('Comments:', 'Account closed by', '-', '-'),
  row('', 'consumer request', null, null),
  [['Two-Year payment history', 30]],
  gridRow('Month', MONTHS),
  gridRow('Year', YEARS),
  gridRow('TransUnion', ['OK', 'OK', 'OK', 'OK', 'OK', '30', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK']),
  gridRow('Experian', ['OK', 'OK', null, 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK']),
  gridRow('Equifax', ['OK', 'OK', 'OK', 'OK', 'OK', '30', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK']),
  [['Days Late - 7 Year History', 30]],
  row('TransUnion', '30:1 60:0 90:0', null, null),
];

const PAGE2: LineSpec[] = [
  [['Page 2 of 3', 280]],
  [['SUMMIT RECOVERY LLC (Original Creditor: RIVERSIDE MEDICAL)', 30]],
  HEADER,
  row('Account #:', '-', '88123344', '-'),
  row('Account Type:', '-', 'Collection', '-'),
  row('Account Status:', '-', 'Collection', '-'),
  row('Balance:', '-', '$420', '-'),
  row('High Credit:', '-', '$420', '-'),
  row('Payment Status:', '-', 'Collection/Chargeoff', '-'),
  [['CEDAR AUTO FINANCE', 30]],
  HEADER,
  row('Account #:', 'XXXX7788', 'XXXX7788', null),
  row('Account Type:', 'Installment', 'Installment', null),
  row('Account Type - Detail:', 'Auto Loan', 'Auto Loan', null),
];

const PAGE3: LineSpec[] = [
  [['Page 3 of 3', 280]],
  // the table continues on a new page after the bureau header is printed again
  HEADER,
  row('Balance:', '$8,400', '$8,400', null),
  row('Payment Status:', 'Current', 'Current', null),
  row('Date Opened:', '06/2021', '06/2021', null),
  [['Inquiries', 30]],
  [
    ['Creditor Name', 30],
    ['Type of Business', 200],
    ['Date of Inquiry', 330],
    ['Credit Bureau', 460],
  ],
  [
    ['NORTHWIND BANK', 30],
    ['Banks', 200],
    ['02/11/2024', 330],
    ['Experian', 460],
  ],
  [
    ['ACME MOTORS', 30],
    ['Auto Dealers', 200],
    ['11/03/2023', 330],
    ['TransUnion', 460],
  ],
  [['Public Information', 30]],
  [['BANKRUPTCY', 30]],
  HEADER,
  row('Type:', 'Chapter 7', '-', 'Chapter 7'),
  row('Status:', 'Discharged', '-', 'Discharged'),
  row('Date Filed/Reported:', '03/2016', '-', '03/01/2016'),
  row('Court:', 'US BANKRUPTCY COURT', '-', 'US BANKRUPTCY COURT'),
];

describe('parseMerged', () => {
  const doc = docFrom([PAGE1, PAGE2, PAGE3]);
  const reports = parseMerged(doc);
  const [tu, ex, eq] = (['transunion', 'experian', 'equifax'] as const).map((b) => reports.find((r) => r.bureau === b));

  it('recognises the layout and returns one report per bureau', () => {
    expect(looksLikeMerged(doc)).toBe(true);
    expect(reports.map((r) => r.bureau).sort()).toEqual(['equifax', 'experian', 'transunion']);
  });

  it('reads scores only where printed, names, addresses and the shared report date', () => {
    expect([tu?.score, ex?.score, eq?.score]).toEqual([702, 688, null]);
    expect(tu?.consumer.name).toBe('DANA R EXAMPLE');
    expect(ex?.consumer.addresses).toEqual(['12 OAK LANE MAPLETON, TX 75001']);
    expect(eq?.reportDate).toBe('2024-08-15');
  });

  it('keeps a missing middle cell from shifting values to another bureau', () => {
    const [a, b, c] = [tu!, ex!, eq!].map((r) => r.accounts.find((x) => x.creditor === 'NORTHWIND BANK'));
    expect(a?.balance).toBe(1250);
    expect(b?.balance).toBeNull();
    expect(c?.balance).toBe(1310);
    expect(a?.status).toBe('Late 30 Days');
    expect(b?.status).toBe('Current');
    expect(a?.dateOpened).toBe('2019-03-14');
    expect(b?.dateOpened).toBe('2019-03');
    expect(a?.type).toBe('Credit Card');
    expect(a?.category).toBe('revolving');
    expect(a?.accountNumber).toBe('517805******');
  });

  it('keeps a wrapped value in its own column', () => {
    const a = tu!.accounts.find((x) => x.creditor === 'NORTHWIND BANK');
    const b = ex!.accounts.find((x) => x.creditor === 'NORTHWIND BANK');
    expect(a?.remarks.sort()).toEqual(['7-year history: 1 time 30 days late', 'Account closed by consumer request', 'Account status: Open']);
    expect(b?.remarks).toEqual(['Account status: Open']);
  });

  it('reads each bureau’s payment history row by month column', () => {
    const a = tu!.accounts[0]!;
    const b = ex!.accounts[0]!;
    expect(a.paymentHistory['2024-02']).toBe('30');
    expect(a.paymentHistory['2023-09']).toBe('OK');
    expect(Object.keys(a.paymentHistory)).toHaveLength(12);
    expect(b.paymentHistory['2023-11']).toBeUndefined();
    expect(b.paymentHistory['2023-12']).toBe('OK');
    expect(a.negative).toBe(true);
    expect(b.negative).toBe(false);
  });

  it('puts an account only in the reports of the bureaus that report it', () => {
    expect(tu!.accounts.map((a) => a.creditor)).toEqual(['NORTHWIND BANK', 'CEDAR AUTO FINANCE']);
    expect(ex!.accounts.map((a) => a.creditor)).toEqual(['NORTHWIND BANK', 'SUMMIT RECOVERY LLC', 'CEDAR AUTO FINANCE']);
    expect(eq!.accounts.map((a) => a.creditor)).toEqual(['NORTHWIND BANK']);
    const col = ex!.accounts[1]!;
    expect(col).toMatchObject({ originalCreditor: 'RIVERSIDE MEDICAL', accountNumber: 'XXXX3344', balance: 420, category: 'collection', negative: true });
  });

  it('continues a table across a page break', () => {
    const auto = tu!.accounts.find((a) => a.creditor === 'CEDAR AUTO FINANCE');
    expect(auto).toMatchObject({
      accountNumber: 'XXXX7788',
      balance: 8400,
      dateOpened: '2021-06',
      status: 'Current',
      category: 'installment',
      negative: false,
    });
  });

  it('reads inquiries per bureau and public records per bureau', () => {
    expect(ex!.inquiries).toEqual([{ creditor: 'NORTHWIND BANK', date: '2024-02-11', kind: 'hard' }]);
    expect(tu!.inquiries).toEqual([{ creditor: 'ACME MOTORS', date: '2023-11-03', kind: 'hard' }]);
    expect(eq!.inquiries).toEqual([]);
    expect(tu!.publicRecords).toEqual([
      { type: 'Chapter 7', date: '2016-03', status: 'Discharged', court: 'US BANKRUPTCY COURT', reference: null, amount: null, chapter: 7 },
    ]);
    expect(ex!.publicRecords).toEqual([]);
    expect(eq!.publicRecords[0]?.date).toBe('2016-03-01');
  });

  it('keeps full account numbers out of evidence', () => {
    const evidence = ex!.accounts.flatMap((a) => a.evidence).join('\n');
    expect(evidence).not.toMatch(/\d{8,}/);
    expect(evidence).toContain('Balance: $420');
  });
});

describe('parseMerged without a bureau header above every table', () => {
  // Bureaus in another order, one header for the whole section, titles centred over the columns, a note before the first table.
  const C = { label: 40, ex: 180, eq: 320, tu: 460 };
  const r = (label: string, ex: string, eq: string, tu: string): LineSpec => [
    [label, C.label],
    [ex, C.ex],
    [eq, C.eq],
    [tu, C.tu],
  ];
  const doc = docFrom([
    [
      [['Tri-Merge Credit Report', 200]],
      [['Date of Report: 03/02/2025', 40]],
      [['Account History', 40]],
      [
        ['Experian', C.ex],
        ['Equifax', C.eq],
        ['TransUnion', C.tu],
      ],
      [['A dash means the bureau does not report the item.', 40]],
      [['LAKESHORE FINANCIAL SERVICES', 250]],
      r('Account #:', '4412XXXXXXXX', '-', 'XXXX9921'),
      r('Balance:', '$640', '-', '$655'),
      r('Pay Status:', 'Collection/Chargeoff', '-', 'Collection/Chargeoff'),
      r('Date of First Delinquency:', '01/2023', '-', '01/2023'),
      [['PINEWOOD AUTO', 250]],
      r('Account #:', '7781XXXXXXXX', '7781XXXXXXXX', '7781XXXXXXXX'),
      r('Balance:', '$0', '$0', '$0'),
      r('Pay Status:', 'Current', 'Current', '30 Days Late'),
    ],
  ]);
  const reports = parseMerged(doc);
  const by = (b: string) => reports.find((x) => x.bureau === b)!;

  it('splits tables at a repeated label and takes the centred title as the creditor', () => {
    expect(by('experian').accounts.map((a) => a.creditor)).toEqual(['LAKESHORE FINANCIAL SERVICES', 'PINEWOOD AUTO']);
    expect(by('equifax').accounts.map((a) => a.creditor)).toEqual(['PINEWOOD AUTO']);
    expect(by('transunion').accounts[0]).toMatchObject({
      accountNumber: 'XXXX9921',
      balance: 655,
      status: 'Collection/Chargeoff',
      dateOfFirstDelinquency: '2023-01',
      negative: true,
    });
    expect(by('experian').accounts[1]).toMatchObject({ balance: 0, status: 'Current', negative: false });
    expect(by('transunion').accounts[1]).toMatchObject({ status: '30 Days Late', negative: true });
    expect(by('equifax').reportDate).toBe('2025-03-02');
  });
});

describe('parseMerged inquiries printed under the bureau columns', () => {
  const doc = docFrom([
    [
      [['Inquiries', 30]],
      HEADER,
      row('NORTHWIND BANK', '02/11/2024', '-', '02/11/2024'),
      row('ACME MOTORS', '-', '11/03/2023', '-'),
      [['Account History', 30]],
      [['NORTHWIND BANK', 30]],
      HEADER,
      row('Account #:', 'XXXX1111', 'XXXX1111', 'XXXX1111'),
      row('Balance:', '$10', '$10', '$10'),
    ],
  ]);
  const reports = parseMerged(doc);
  const by = (b: string) => reports.find((x) => x.bureau === b)!;

  it('reads one inquiry per bureau that shows a date', () => {
    expect(by('transunion').inquiries).toEqual([{ creditor: 'NORTHWIND BANK', date: '2024-02-11', kind: 'hard' }]);
    expect(by('experian').inquiries).toEqual([{ creditor: 'ACME MOTORS', date: '2023-11-03', kind: 'hard' }]);
    expect(by('equifax').inquiries).toEqual([{ creditor: 'NORTHWIND BANK', date: '2024-02-11', kind: 'hard' }]);
    expect(by('experian').accounts).toHaveLength(1);
  });
});

describe('a scanned grid and late counters (OCR)', () => {
  const SCAN: LineSpec[] = [
    [['Report Date: 08/15/2024', 30]],
    [['Account History', 30]],
    [['FOXGLOVE BANK', 30]],
    HEADER,
    row('Account #:', '964307****', '964307******', 'XXXX4978'),
    row('Balance Owed:', '$6,732', '$6,732', '$6,732'),
    row('Payment Status:', 'Current', 'Current', 'Late 30 Days'),
    [['Two-Year Payment History', 30]],
    gridRow('Month', MONTHS),
    // the year row as OCR garbled it: no month can be dated
    gridRow('Year', ['D8', 'Toa', 'DAE', 'od', 'TE', 'oaE', 'og', 'oe', 'pd', 'lod', 'iol', 'io']),
    gridRow('TransUnion', Array(12).fill('OK')),
    gridRow('Experian', Array(12).fill('OK')),
    gridRow('Equifax', [...Array(11).fill('OK'), '30']),
    [['Days Late - 7 Year History', 30]],
    // OCR dropped the spaces after the counts ("30: 0 60: 0 90: 0", "30: 1 60: 0 90: 0")
    row('', '30: 060: 090: 0', '30: 060: 090: 0', '30: 160: 090: 0'),
  ];
  const reports = parseMerged(docFrom([SCAN]));
  const account = (b: string) => reports.find((r) => r.bureau === b)?.accounts[0];

  it('reads no month of a grid whose years cannot be read, and keeps its year row out of the account', () => {
    for (const b of ['transunion', 'experian', 'equifax']) {
      expect(account(b)?.paymentHistory).toEqual({});
      expect(account(b)?.evidence.some((e) => /^Year\b/.test(e))).toBe(false);
    }
  });

  it('reads run-together late counters as printed: no late payment where every count is 0', () => {
    expect(account('transunion')?.remarks.some((r) => r.includes('days late'))).toBe(false);
    expect(account('transunion')?.negative).toBe(false);
    expect(account('transunion')?.evidence).toContain('Days Late - 7 Year History: 30: 0 60: 0 90: 0');
    expect(account('equifax')?.remarks).toContain('7-year history: 1 time 30 days late');
  });
});
