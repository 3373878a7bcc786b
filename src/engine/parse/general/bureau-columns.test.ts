import { describe, expect, it } from 'vitest';
import { isBureauHeaderText } from '../common/bureau-names';
import { documentLines } from '../common/lines';
import { docFrom } from '../common/test-doc';
import { bureauScores } from './bureau-rows';
import { bureauColumns, columnValues } from './geometry';
import { parseDocument } from '../index';
import { readGeneral } from './read';

// Columns 0, 30 and 60 characters in (x 0, 150, 300); the labels close each line at column 100 (x 500).
const HEADER = 'TU                            EXP                           EQF';

const lineOf = (text: string) => documentLines(docFrom([[text]]))[0]!;

describe('bureau columns headed by abbreviations', () => {
  it('reads TU / EXP / EQF (and the other usual abbreviations) as column heads, in cells or in one run', () => {
    expect(bureauColumns(lineOf(HEADER))!.map((c) => c.bureau)).toEqual(['transunion', 'experian', 'equifax']);
    expect(bureauColumns(lineOf('TUC          XPN          EFX'))!.map((c) => c.bureau)).toEqual(['transunion', 'experian', 'equifax']);
    expect(bureauColumns(lineOf('EX          EQ'))!.map((c) => c.bureau)).toEqual(['experian', 'equifax']);
    const run = bureauColumns(lineOf('TU EXP EQF'))!;
    expect(run.map((c) => c.bureau)).toEqual(['transunion', 'experian', 'equifax']);
    expect(run[0]!.center).toBeLessThan(run[1]!.center);
    expect(run[1]!.center).toBeLessThan(run[2]!.center);
  });

  it('never reads an abbreviation among other words, or one bureau twice, as a header', () => {
    expect(bureauColumns(lineOf('EX  partner  EQ'))).toBeNull();
    expect(bureauColumns(lineOf('TU          TUC'))).toBeNull();
    expect(bureauColumns(lineOf('EXP'))).toBeNull();
    expect(isBureauHeaderText(['Ex', 'Libris'])).toBe(false);
    expect(isBureauHeaderText(['TransUnion', 'Experian', 'Equifax'])).toBe(true);
  });

  it('reads a label at either end of a line of bureau values', () => {
    const columns = bureauColumns(lineOf(HEADER))!;
    const right = columnValues(lineOf('$476                          --                            $480                                    Balance'), columns)!;
    expect([right.key, [...right.values]]).toEqual([
      'balance',
      [
        ['transunion', '$476'],
        ['experian', '--'],
        ['equifax', '$480'],
      ],
    ]);
    // a value in the last column is no label, however it reads
    expect(columnValues(lineOf('Closed                        Closed                        Closed'), columns)).toBeNull();
    const left = bureauColumns(lineOf('                    TransUnion          Experian            Equifax'))!;
    expect(columnValues(lineOf('Balance             $476                $477                $480'), left)!.values.get('equifax')).toBe('$480');
  });
});

describe('a 3-bureau print with abbreviated columns and the labels on the right', () => {
  const doc = docFrom([
    [
      'TriView Credit · 3-Bureau Report',
      HEADER,
      '626                           --                            702                                     VantageScore 3.0',
      'Accounts',
      'EXAMPLE TRAIL BANK',
      HEADER,
      '1234****                      --                            ****5678                                Account #',
      'Credit Card                   --                            Credit Card                             Type',
      'Current                       --                            Late 30 Days                            Status',
      '$75                           --                            $80                                     Balance',
      '$500                          --                            $500                                    Limit',
      '04/23/2019                    --                            04/23/2019                              Opened',
      '24-month history',
      "Jan '24 Feb '24 Mar '24",
      'OK      30      OK        TU',
      'OK      OK      30        EQF',
      'SAMPLE AUTO LENDER',
      HEADER,
      '--                            9876****                      --                                      Account #',
      '--                            Auto Loan                     --                                      Type',
      '--                            Current                       --                                      Status',
      '--                            $9,100                        --                                      Balance',
      'Inquiries',
      'Inquirer                      Date      TU EXP EQF',
      [
        // the name, the date and the first mark printed as one run of text; the other marks apart
        ['WINDMERE RIDGE FINANCIAL 01/29/2025 ✓', 0],
        ['✓', 220],
        ['✓', 239],
      ],
      [
        ['TALLGRASS BANK', 0],
        ['05/01/2023', 150],
        ['✓', 203],
        ['✓', 220],
      ],
      'Public records',
      'Bankruptcy Chapter 7',
      HEADER,
      '01/10/2017                    --                            --                                      Filed',
      'Discharged                    --                            --                                      Status',
    ],
  ]);

  it('reads each bureau its accounts, history, scores, inquiries and records', () => {
    const { reports, multiBureau } = readGeneral(doc, null);
    expect(multiBureau).toBe(true);
    const [tu, ex, eq] = reports;
    expect(reports.map((r) => [r.bureau, r.score, r.accounts.map((a) => [a.creditor, a.accountNumber, a.balance, a.status])])).toEqual([
      ['transunion', 626, [['EXAMPLE TRAIL BANK', '1234****', 75, 'Current']]],
      ['experian', null, [['SAMPLE AUTO LENDER', '9876****', 9100, 'Current']]],
      ['equifax', 702, [['EXAMPLE TRAIL BANK', '****5678', 80, 'Late 30 Days']]],
    ]);
    expect(tu!.accounts[0]!.paymentHistory).toEqual({ '2024-01': 'OK', '2024-02': '30', '2024-03': 'OK' });
    expect(eq!.accounts[0]!.paymentHistory).toEqual({ '2024-01': 'OK', '2024-02': 'OK', '2024-03': '30' });
    expect(ex!.accounts[0]!.paymentHistory).toEqual({});
    expect(reports.map((r) => r.inquiries.map((q) => `${q.creditor} ${q.date}`))).toEqual([
      ['WINDMERE RIDGE FINANCIAL 2025-01-29', 'TALLGRASS BANK 2023-05-01'],
      ['WINDMERE RIDGE FINANCIAL 2025-01-29', 'TALLGRASS BANK 2023-05-01'],
      ['WINDMERE RIDGE FINANCIAL 2025-01-29'],
    ]);
    expect(reports.map((r) => r.publicRecords.map((p) => [p.type, p.date, p.status]))).toEqual([
      [['Bankruptcy Chapter 7', '2017-01-10', 'Discharged']],
      [],
      [],
    ]);
  });

  it('is taken as a 3-bureau credit report, though it never names a bureau in full', () => {
    const parsed = parseDocument(doc);
    expect([parsed.merged, parsed.reports.map((r) => [r.bureau, r.accounts.length, r.coverage.reader?.kind])]).toEqual([
      true,
      [
        ['transunion', 1, 'general'],
        ['experian', 1, 'general'],
        ['equifax', 1, 'general'],
      ],
    ]);
  });

  it('keeps the columns header that opens every page, so the scores under it are read', () => {
    const page = (first: string) => [HEADER, first, 'Accounts', 'EXAMPLE TRAIL BANK', HEADER, '1234****          --          --          Account #'];
    const lines = documentLines(
      docFrom([
        page('626                           --                            702                                     VantageScore 3.0'),
        page('x'),
        page('y'),
      ]),
    );
    expect(lines.filter((l) => l.text.startsWith('TU')).length).toBe(6);
    expect([...bureauScores(lines.slice(0, 2))]).toEqual([
      ['transunion', 626],
      ['equifax', 702],
    ]);
  });
});
