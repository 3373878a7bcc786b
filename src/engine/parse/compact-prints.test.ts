/**
 * Decision 238: a compact 3-bureau print — a section a bureau headed by its name, code and score, every label clipped
 * ("Bal", "Hi Cr", "Opnd"), four pairs a row, MM-DD-YYYY dates, the history a year a row under the months' initials,
 * and the hard inquiries of all bureaus one table at the end with a Bureau column of codes. Hand-made lines.
 */
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../extract/types';
import { docFrom, type LineSpec } from './common/test-doc';
import { parseDocument } from './index';

const account = (name: string, number: string): LineSpec[] => [
  name,
  `Acct #      ${number}        Typ       Credit Card      Resp      Individual      Pay Stat     Current`,
  'Bal         $1,200          Cr Lim    $5,000           Hi Cr     $2,300          Pst Due      $0',
  'Mo Pmt      $40             Opnd      04-13-2021       Rptd      04-02-2025      Lst Pmt      03-28-2025',
  'Rmks        Account closed by grantor',
  'Yr    J    F    M    A    M    J    J    A    S    O    N    D',
  '2025  OK   OK   OK   OK',
  '2024  OK   OK   OK   OK   OK   OK   OK   OK   OK   OK   30   OK',
];

const section = (heading: string, accounts: LineSpec[][]): LineSpec[] => [
  heading,
  ...accounts.flat(),
  'Pub Rec',
  'Bankruptcy Chapter 7',
  'Fld      06-08-2016      Crt      GREYHAVEN COUNTY CLERK      Stat      Discharged',
];

function compactPrint(): LineSpec[][] {
  return [
    [
      'Example Credit Watch · 3-Bureau Report (compact)',
      'SAMPLE PERSON · Rpt Dt 05-27-2025',
      ...section('TRANSUNION (TUC) · Scr 778', [account('MERIDIAN PEAK BANK', '21826895****'), account('STARLING CARD', '61286799****')]),
    ],
    [
      ...section('EXPERIAN (EXP) · Scr 753', [account('MERIDIAN PEAK BANK', '218268********'), account('STARLING CARD', '612867********')]),
      ...section('EQUIFAX (EFX) · Scr 524', [account('MERIDIAN PEAK BANK', '****8455'), account('STARLING CARD', '****3658')]),
      'Hard Inq (all bureaus)',
      'Dt            Creditor                   Bureau',
      '09-20-2024    WESTLAKE COMMONS BANK      TUC',
      '09-20-2024    WESTLAKE COMMONS BANK      EFX',
      '09-25-2022    ZEPHYR CAPITAL             EXP',
    ],
  ];
}

/** The print's type sizes: the title and the bureaus' headings larger than the body. */
function printed(): ExtractedDocument {
  const doc = docFrom(compactPrint());
  for (const line of doc.pages.flatMap((p) => p.lines)) {
    if (/Report \(compact\)/.test(line.text)) line.size = 15;
    if (/\((?:TUC|EXP|EFX)\)|^Hard Inq|^Pub Rec/.test(line.text)) line.size = 12;
  }
  return doc;
}

describe('a compact print of a section a bureau with clipped labels', () => {
  const parsed = parseDocument(printed());
  const report = (b: string) => parsed.reports.find((r) => r.bureau === b)!;

  it("reads each bureau's section as its report, its score from the heading", () => {
    expect(parsed.reports.map((r) => [r.bureau, r.score, r.reportDate, r.accounts.length])).toEqual([
      ['transunion', 778, '2025-05-27', 2],
      ['experian', 753, '2025-05-27', 2],
      ['equifax', 524, '2025-05-27', 2],
    ]);
  });

  it('reads the clipped labels, names each account by its own line (not the title, the consumer or the heading)', () => {
    const a = report('transunion').accounts[0]!;
    expect(a).toMatchObject({
      creditor: 'MERIDIAN PEAK BANK',
      accountNumber: '21826895****',
      status: 'Current',
      balance: 1200,
      creditLimit: 5000,
      highBalance: 2300,
      pastDue: 0,
      monthlyPayment: 40,
      dateOpened: '2021-04-13',
      dateReported: '2025-04-02',
      lastPaymentDate: '2025-03-28',
      responsibility: 'Individual',
    });
    expect(parsed.reports.flatMap((r) => r.accounts.map((x) => x.creditor))).not.toContain('SAMPLE PERSON · Rpt Dt 05-27-2025');
  });

  it("reads the history a year a row under the months' initials", () => {
    const h = report('experian').accounts[1]!.paymentHistory;
    expect(Object.keys(h)).toHaveLength(16);
    expect(h['2024-11']).toBe('30');
    expect(h['2025-04']).toBe('OK');
    expect(h['2025-05']).toBeUndefined();
  });

  it('gives every bureau the inquiries its code names in the closing table, and its public record', () => {
    expect(report('transunion').inquiries.map((q) => [q.creditor, q.date])).toEqual([['WESTLAKE COMMONS BANK', '2024-09-20']]);
    expect(report('experian').inquiries.map((q) => [q.creditor, q.date])).toEqual([['ZEPHYR CAPITAL', '2022-09-25']]);
    expect(report('equifax').inquiries.map((q) => [q.creditor, q.date])).toEqual([['WESTLAKE COMMONS BANK', '2024-09-20']]);
    expect(report('equifax').publicRecords.map((p) => [p.type, p.date, p.court, p.status])).toEqual([
      ['Bankruptcy Chapter 7', '2016-06-08', 'GREYHAVEN COUNTY CLERK', 'Discharged'],
    ]);
  });
});
