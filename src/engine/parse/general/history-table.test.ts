import { describe, expect, it } from 'vitest';
import { blankAccount } from '../common/blank-account';
import { documentLines } from '../common/lines';
import { docFrom, textLine } from '../common/test-doc';
import { readHistoryTable, withTableHistory, type HistoryTableRow } from './history-table';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Month columns 30 points apart from x = 300. */
const monthX = (k: number) => 300 + k * 30;
const HEADER: [string, number][] = [['Creditor', 0], ['Account #', 140], ['Year', 240], ...MONTHS.map((m, k): [string, number] => [m, monthX(k)])];
/** A row: name, number, year, then codes at the months given (0 = January). */
const row = (name: string, number: string, year: string, codes: Array<[number, string]>): [string, number][] => [
  [name, 0],
  [number, 140],
  [year, 240],
  ...codes.map(([k, code]): [string, number] => [code, monthX(k)]),
];

describe('a payment history table, an account and a year a row', () => {
  it("places each code under its month, joins an account's years, and keeps its header across a page break", () => {
    const doc = docFrom([
      [
        'Payment history',
        HEADER,
        row('NORTHWIND BANK', '4123XXXX', '2025', [
          [9, 'OK'],
          [10, '30'],
          [11, '60'],
        ]),
      ],
      [
        row('NORTHWIND BANK', '4123XXXX', '2026', [
          [0, 'OK'],
          [1, 'OK'],
        ]),
        row('KINGFISHER LLC', '5566XXXX', '2025', [[11, 'COL']]),
        'Inquiries',
      ],
    ]);
    expect(readHistoryTable(documentLines(doc))).toEqual([
      {
        creditor: 'NORTHWIND BANK',
        accountNumber: '4123XXXX',
        history: { '2025-10': 'OK', '2025-11': '30', '2025-12': '60', '2026-01': 'OK', '2026-02': 'OK' },
      },
      { creditor: 'KINGFISHER LLC', accountNumber: '5566XXXX', history: { '2025-12': 'COL' } },
    ]);
  });

  it('reads a header left alone at the bottom of a page, and a name wrapped under its row', () => {
    const doc = docFrom([['Payment history', HEADER], []]);
    // rows 15 points apart, a cell's wrapped line 11 points under its first (size 10)
    doc.pages[1]!.lines = [
      textLine(
        row('ELMSTONE ASSET', '5424XXXX', '2024', [
          [3, 'COL'],
          [4, 'COL'],
        ]),
        40,
      ),
      textLine([['ACQUISITION', 0]], 51),
      textLine(row('GARNET', '2980XXXX', '2024', [[4, 'OK']]), 66),
      textLine([['Public records', 0]], 81),
    ];
    expect(readHistoryTable(documentLines(doc))).toEqual([
      { creditor: 'ELMSTONE ASSET ACQUISITION', accountNumber: '5424XXXX', history: { '2024-04': 'COL', '2024-05': 'COL' } },
      { creditor: 'GARNET', accountNumber: '2980XXXX', history: { '2024-05': 'OK' } },
    ]);
  });

  it('reads no row where a word right of the year is not a code, and no table without a name or number column', () => {
    const doc = docFrom([
      [
        HEADER,
        row('NORTHWIND BANK', '4123XXXX', '2025', [
          [0, 'OK'],
          [1, 'see'],
        ]),
      ],
    ]);
    expect(readHistoryTable(documentLines(doc))).toEqual([]);
    const noName: [string, number][] = HEADER.map(([t, x]) => [t === 'Creditor' ? 'Notes' : t === 'Account #' ? 'Comments' : t, x]);
    expect(readHistoryTable(documentLines(docFrom([[noName, row('NORTHWIND BANK', '4123XXXX', '2025', [[0, 'OK']])]])))).toEqual([]);
  });
});

describe('an account takes its own row of the table', () => {
  const account = (creditor: string, accountNumber: string | null) => ({ ...blankAccount(creditor), accountNumber, status: 'Open' });
  const rows: HistoryTableRow[] = [
    { creditor: 'NORTHWIND BANK', accountNumber: '4123XXXX', history: { '2025-11': '30' } },
    { creditor: 'ACME', accountNumber: '1111XXXX', history: { '2025-01': 'OK' } },
    { creditor: 'ACME', accountNumber: '2222XXXX', history: { '2025-01': 'OK' } },
  ];

  it('matched by number and name, the late month making it negative', () => {
    const read = withTableHistory(account('Northwind Bank', '4123XXXX'), rows);
    expect(read.paymentHistory).toEqual({ '2025-11': '30' });
    expect(read.negative).toBe(true);
  });

  it('none when the number differs, or when the name alone fits two rows', () => {
    expect(withTableHistory(account('NORTHWIND BANK', '9999XXXX'), rows).paymentHistory).toEqual({});
    expect(withTableHistory(account('ACME', null), rows).paymentHistory).toEqual({});
    expect(withTableHistory(account('ACME', '2222XXXX'), rows).paymentHistory).toEqual({ '2025-01': 'OK' });
  });
});
