import { describe, expect, it } from 'vitest';
import { fieldText } from '../common/blocks';
import type { FieldKey } from '../common/labels';
import { documentLines } from '../common/lines';
import { docFrom, textLine } from '../common/test-doc';
import { readGeneral } from './read';
import { readTableRows } from './table-rows';

/** A wide table one account a row: cells wrap independently over lines, a header cell names two fields. */
const HEADER: [string, number][] = [
  ['Creditor', 0],
  ['Account #', 80],
  ['Type / owner', 160],
  ['Opened', 260],
  ['Balance', 320],
  ['Pay status', 380],
  ['Remarks', 460],
];
const ROWS: [string, number][][] = [
  [
    ['NORTHWIND', 0],
    ['412345XXXXXX', 80],
    ['CREDIT CARD /', 160],
    ['03/2018', 260],
    ['$412', 320],
    ['Charged Off', 380],
    ['UNPAID BALANCE', 460],
  ],
  [
    ['BANK NA', 0],
    ['Individual', 160],
    ['REPORTED AS A LOSS;', 460],
  ],
  // a wrapped remark whose last line is a label's word
  [['PURCHASED BY ANOTHER', 460]],
  [['LENDER', 460]],
  [
    ['KINGFISHER', 0],
    ['5566XXXX', 80],
    ['COLLECTION', 160],
    ['01/2020', 260],
    ['$640', 320],
    ['Collection', 380],
  ],
  [
    ['PORTFOLIO', 0],
    ['AGENCY/ATTORNEY /', 160],
    ['account', 380],
  ],
  [
    ['LLC', 0],
    ['Individual', 160],
  ],
];
const NEXT_PAGE: [string, number][][] = [
  [
    ['LUMEN CARD', 0],
    ['6732XXXX', 80],
    ['CREDIT CARD / Joint', 160],
    ['06/2016', 260],
    ['$0', 320],
    ['Current', 380],
  ],
];

describe('a wide table, one account a row', () => {
  const read = (pages: [string, number][][][]) =>
    readTableRows(documentLines(docFrom(pages)))!.map((b) =>
      ['creditor', 'accountNumber', 'accountType', 'responsibility', 'status', 'remarks'].map((k) => fieldText(b, k as FieldKey)),
    );
  const expected = [
    ['NORTHWIND BANK NA', '412345XXXXXX', 'CREDIT CARD', 'Individual', 'Charged Off', 'UNPAID BALANCE REPORTED AS A LOSS; PURCHASED BY ANOTHER LENDER'],
    ['KINGFISHER PORTFOLIO LLC', '5566XXXX', 'COLLECTION AGENCY/ATTORNEY', 'Individual', 'Collection account', null],
    ['LUMEN CARD', '6732XXXX', 'CREDIT CARD', 'Joint', 'Current', null],
  ];

  it('places each wrapped word in its column and splits a two-field cell at its " / "', () => {
    expect(read([[HEADER, ...ROWS], NEXT_PAGE])).toEqual(expected);
  });

  it('reads the rows of a later page the same with the header repeated there', () => {
    expect(
      read([
        [HEADER, ...ROWS],
        [HEADER, ...NEXT_PAGE],
      ]),
    ).toEqual(expected);
  });

  it('is no table when a header cell is two words that are not both labels', () => {
    const header = HEADER.map(([t, x]): [string, number] => [t === 'Type / owner' ? 'Type / notes here' : t, x]);
    expect(readTableRows(documentLines(docFrom([[header, ...ROWS]])))).toBeNull();
  });
});

describe('a wide report of tables: accounts a row, a history table, inquiries with a type, records under labels', () => {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const doc = docFrom([
    [
      'TransUnion Credit File',
      'Accounts (3)',
      HEADER,
      ...ROWS,
      ...NEXT_PAGE,
      'Payment history',
      [['Creditor', 0], ['Account #', 140], ['Year', 240], ...months.map((m, k): [string, number] => [m, 300 + k * 30])],
    ],
    [
      [
        ['NORTHWIND BANK NA', 0],
        ['412345XXXXXX', 140],
        ['2022', 240],
        ['OK', 480],
        ['30', 510],
        ['60', 540],
      ],
      [
        ['LUMEN CARD', 0],
        ['6732XXXX', 140],
        ['2025', 240],
        ['OK', 300],
        ['OK', 330],
      ],
      'Inquiries',
      [
        ['Company', 0],
        ['Date', 300],
        ['Type', 420],
      ],
      [
        ['QUICKFERN LENDING', 0],
        ['01/22/2024', 300],
        ['Hard', 420],
      ],
      [
        ['VELDT HOME FURNISHINGS', 0],
        ['06/04/2025', 300],
        ['Soft', 420],
      ],
      'Public records',
      [
        ['Type', 0],
        ['Filed', 160],
        ['Court', 260],
        ['Status', 460],
      ],
      [
        ['Bankruptcy Chapter 13', 0],
        ['10/17/2021', 160],
        ['US BANKRUPTCY COURT', 260],
        ['Filed', 460],
      ],
    ],
  ]);
  const report = readGeneral(doc, null).reports[0]!;

  it('reads each row, a remark whole though it ends in a label word, and the year rows of history', () => {
    expect(report.accounts.map((a) => [a.creditor, a.remarks, a.paymentHistory])).toEqual([
      ['NORTHWIND BANK NA', ['UNPAID BALANCE REPORTED AS A LOSS', 'PURCHASED BY ANOTHER LENDER'], { '2022-07': 'OK', '2022-08': '30', '2022-09': '60' }],
      ['KINGFISHER PORTFOLIO LLC', [], {}],
      ['LUMEN CARD', [], { '2025-01': 'OK', '2025-02': 'OK' }],
    ]);
  });

  it('reads the soft inquiry as soft and the record under its labels', () => {
    expect(report.inquiries.map((q) => [q.creditor, q.kind])).toEqual([
      ['QUICKFERN LENDING', 'hard'],
      ['VELDT HOME FURNISHINGS', 'soft'],
    ]);
    expect(report.publicRecords.map((r) => [r.type, r.date, r.court, r.status, r.chapter])).toEqual([
      ['Bankruptcy Chapter 13', '2021-10-17', 'US BANKRUPTCY COURT', 'Filed', 13],
    ]);
  });
});

describe('a table of public records whose cells wrap', () => {
  it('joins a wrapped line to its row (closer than rows are apart) and starts a record at each row', () => {
    const header: [string, number][] = [
      ['Type', 0],
      ['Filed', 160],
      ['Court', 260],
      ['Status', 460],
    ];
    const doc = docFrom([['TransUnion Credit File', 'Public records'], []]);
    // rows 15 points apart, a court wrapped 11 points under its row (size 10)
    doc.pages[1]!.lines = [
      textLine(header, 40),
      textLine(
        [
          ['Bankruptcy Chapter 13', 0],
          ['10/17/2021', 160],
          ['US BANKRUPTCY COURT', 260],
          ['Filed', 460],
        ],
        55,
      ),
      textLine([['NORTHERN DIST', 260]], 66),
      textLine(
        [
          ['Civil judgment', 0],
          ['03/02/2020', 160],
          ['KESTREL COUNTY COURT', 260],
          ['Satisfied', 460],
        ],
        81,
      ),
    ];
    expect(readGeneral(doc, null).reports[0]!.publicRecords.map((r) => [r.type, r.court, r.status])).toEqual([
      ['Bankruptcy Chapter 13', 'US BANKRUPTCY COURT NORTHERN DIST', 'Filed'],
      ['Civil judgment', 'KESTREL COUNTY COURT', 'Satisfied'],
    ]);
  });
});
