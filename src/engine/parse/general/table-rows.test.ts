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

describe('a table under heads in two levels, the creditor over its number (decision 241)', () => {
  // "Dates" over Opened / Reported, "Amounts" over Balance / High: the group heads span their columns, the other
  // heads both lines; the first cell prints the name with the number under it; the history a line under each row
  const TOP: [string, number][] = [
    ['Account', 0],
    ['Type', 100],
    ['Status', 160],
    ['Dates', 220],
    ['Amounts', 340],
    ['Remarks', 460],
  ];
  const SUB: [string, number][] = [
    ['Opened', 220],
    ['Reported', 280],
    ['Balance', 340],
    ['High', 400],
  ];
  const rows: [string, number][][] = [
    [
      ['NORTHWIND', 0],
      ['Installment', 100],
      ['Closed', 160],
      ['03/12/2018', 220],
      ['08/20/2023', 280],
      ['$0', 340],
      ['$8,593', 400],
      ['Charged off account', 460],
    ],
    [
      ['BANK NA', 0],
      ['Account', 100],
    ],
    [['836375XXXXXX', 0]],
    [
      ['Payment history: 2023 Jan 60 Feb 90 Mar CO', 0],
      ['2022 Nov OK Dec 30', 260],
    ],
    [
      ['KINGFISHER RECOVERY', 0],
      ['Collection', 100],
      ['Open', 160],
      ['01/05/2022', 220],
      ['09/01/2024', 280],
      ['$237', 340],
      ['$591', 400],
      ['Orig. creditor: GAMMA TELECOM. Settled for less than full balance', 460],
    ],
    [
      ['5566XXXX', 0],
      ['Account', 100],
    ],
  ];
  const read = (lines: [string, number][][]) => readTableRows(documentLines(docFrom([lines])));

  it("takes a group's columns from the labels under its head and splits the name from the number under it", () => {
    const blocks = read([TOP, SUB, ...rows])!;
    expect(blocks[0]!.fields.slice(0, 9).map((f) => f.key)).toEqual([
      'creditor',
      'accountNumber',
      'accountType',
      'status',
      'dateOpened',
      'dateReported',
      'balance',
      'highBalance',
      'remarks',
    ]);
    const keys: FieldKey[] = [
      'creditor',
      'accountNumber',
      'accountType',
      'dateOpened',
      'dateReported',
      'balance',
      'highBalance',
      'originalCreditor',
      'remarks',
    ];
    expect(blocks.map((b) => keys.map((k) => fieldText(b, k)))).toEqual([
      ['NORTHWIND BANK NA', '836375XXXXXX', 'Installment Account', '03/12/2018', '08/20/2023', '$0', '$8,593', null, 'Charged off account'],
      [
        'KINGFISHER RECOVERY',
        '5566XXXX',
        'Collection Account',
        '01/05/2022',
        '09/01/2024',
        '$237',
        '$591',
        'GAMMA TELECOM',
        'Settled for less than full balance',
      ],
    ]);
  });

  it('reads the history line under a row, every year of it', () => {
    const doc = docFrom([['Experian credit report', 'Accounts', TOP, SUB, ...rows]]);
    const [first] = readGeneral(doc, null).reports[0]!.accounts;
    expect(first!.paymentHistory).toEqual({ '2023-01': '60', '2023-02': '90', '2023-03': 'CO', '2022-11': 'OK', '2022-12': '30' });
  });

  it('is no group where a head stands over one label only, nor a title over a header of one line', () => {
    const lone = SUB.filter(([t]) => t !== 'Reported');
    expect(read([TOP, lone, ...rows])).toBeNull();
    const title: [string, number][] = [
      ['Credit', 0],
      ['Account information', 220],
    ];
    const oneLine: [string, number][] = [
      ['Creditor', 0],
      ['Type', 100],
      ['Status', 160],
      ['Opened', 220],
      ['Reported', 280],
      ['Balance', 340],
    ];
    expect(
      read([title, oneLine, ...rows])![0]!
        .fields.slice(0, 6)
        .map((f) => f.label),
    ).toEqual(['Creditor', 'Type', 'Status', 'Opened', 'Reported', 'Balance']);
  });

  it('keeps a name whose last line holds no digit whole, and a remark that opens with no label', () => {
    const row = rows[0]!.map(([t, x]): [string, number] => [t === 'Charged off account' ? 'Settled: less than full balance' : t, x]);
    const blocks = read([TOP, SUB, row, [['BANK NA', 0]]])!;
    expect([fieldText(blocks[0]!, 'creditor'), fieldText(blocks[0]!, 'accountNumber'), fieldText(blocks[0]!, 'originalCreditor')]).toEqual([
      'NORTHWIND BANK NA',
      null,
      null,
    ]);
    expect(fieldText(blocks[0]!, 'remarks')).toBe('Settled: less than full balance');
  });
});
