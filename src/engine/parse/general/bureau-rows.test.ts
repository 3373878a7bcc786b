import { describe, expect, it } from 'vitest';
import { documentLines } from '../common/lines';
import { docFrom } from '../common/test-doc';
import { bureauRowsAt, bureauScores } from './bureau-rows';
import { readGeneral } from './read';

const ROWS = [
  'EXAMPLE TRAIL BANK',
  'Bureau        Account #     Balance     Limit      Pay status',
  'TransUnion    XXXX1234      $75         $500       Current',
  'Experian      Not reported',
  'Equifax       XXXX1234      $80         --         Current',
  'Payment history',
];

describe('a table a bureau a row', () => {
  it('reads each row by the header above it; "--" and "Not reported" are no value', () => {
    const lines = documentLines(docFrom([ROWS]));
    const rows = bureauRowsAt(lines, 1)!;
    expect(rows.used).toBe(4);
    expect([...rows.fields.keys()]).toEqual(['transunion', 'equifax']);
    expect(rows.fields.get('equifax')!.map((f) => [f.key, f.raw])).toEqual([
      ['accountNumber', 'XXXX1234'],
      ['balance', '$80'],
      ['status', 'Current'],
    ]);
    // the name line and a header of unknown words start no table
    expect(bureauRowsAt(lines, 0)).toBeNull();
    expect(bureauRowsAt(documentLines(docFrom([['Bureau    Favourite colour    Pet', 'Equifax   Blue    Cat']])), 0)).toBeNull();
  });

  it('is read into one report a bureau, with the history printed months over years and the inquiries bureau last', () => {
    const doc = docFrom([
      [
        'Accounts',
        ...ROWS,
        'Jan Feb Mar',
        "24 '24 '24",
        'TransUnion OK 30 OK',
        'Equifax OK OK OK',
        'Inquiries',
        'Creditor              Date          Bureau',
        'SAMPLE AUTO LENDER    06/25/2022    Experian',
      ],
    ]);
    const { reports, multiBureau } = readGeneral(doc, null);
    expect(multiBureau).toBe(true);
    expect(
      reports.map((r) => [r.bureau, r.accounts.map((a) => [a.creditor, a.balance, a.creditLimit, a.paymentHistory]), r.inquiries.map((q) => q.creditor)]),
    ).toEqual([
      ['transunion', [['EXAMPLE TRAIL BANK', 75, 500, { '2024-01': 'OK', '2024-02': '30', '2024-03': 'OK' }]], []],
      ['experian', [], ['SAMPLE AUTO LENDER']],
      ['equifax', [['EXAMPLE TRAIL BANK', 80, null, { '2024-01': 'OK', '2024-02': 'OK', '2024-03': 'OK' }]], []],
    ]);
  });

  it('reads a score table a bureau a row', () => {
    const lines = documentLines(docFrom([['Bureau      VantageScore 3.0', 'Equifax     787', 'TransUnion  12', 'Accounts']]));
    expect([...bureauScores(lines)]).toEqual([['equifax', 787]]);
  });
});

describe("a merged report's repository rows under one header over all the accounts (decision 237)", () => {
  const MERGED = [
    'PAY PATTERN (NEWEST MONTH FIRST): C = CURRENT  1 = 30  2 = 60  L = CHARGE-OFF  . = NOT REPORTED',
    'TRADELINES',
    '     REP  ECOA  ACCOUNT NUMBER    OPENED    REPORTED  HIGH CR   BALANCE   PAST DUE  MOP  30/60/90',
    'EXAMPLE TRAIL BANK',
    '     XP   I     4111********      01/05/19  03/02/21  $2,500    $75       $0        R1   01/00/00',
    '          STATUS Current   TYPE Credit Card   LIMIT $3,000   PMT $25',
    '          PAY PATTERN 03/21-12/20  CC1C',
    '     EF   I     4111****1234      01/05/19  03/02/21  $2,500    $80       $0        R1   00/00/00',
    '          STATUS Current   TYPE Credit Card   LIMIT $3,000',
    '          PAY PATTERN 03/21-12/20  CCCC',
    'SAMPLE FINANCE',
    '     TU   J     9999********      06/10/18  02/20/21  $900      $900      $900      I9   00/00/00',
    '          STATUS Collection/Chargeoff   TYPE Unsecured Loan   ORIG CRED SAMPLE STORE',
  ];

  it('reads each repository row by the header printed once, and the lines indented under it as that bureau’s', () => {
    const { reports, multiBureau } = readGeneral(docFrom([MERGED]), null);
    expect(multiBureau).toBe(true);
    const read = reports.map((r) => [
      r.bureau,
      r.accounts.map((a) => [
        a.creditor,
        a.accountNumber,
        a.dateOpened,
        a.highBalance,
        a.balance,
        a.creditLimit,
        a.monthlyPayment,
        a.status,
        a.originalCreditor,
      ]),
    ]);
    expect(read).toEqual([
      ['transunion', [['SAMPLE FINANCE', '9999********', '2018-06-10', 900, 900, null, null, 'Collection/Chargeoff', 'SAMPLE STORE']]],
      ['experian', [['EXAMPLE TRAIL BANK', '4111********', '2019-01-05', 2500, 75, 3000, 25, 'Current', null]]],
      ['equifax', [['EXAMPLE TRAIL BANK', '4111****1234', '2019-01-05', 2500, 80, 3000, null, 'Current', null]]],
    ]);
    expect(reports[1]!.accounts[0]!.paymentHistory).toEqual({ '2021-03': 'OK', '2021-02': 'OK', '2021-01': '30', '2020-12': 'OK' });
  });

  it('reads no row away from its header: a bureau-headed line after other lines, or under a header of unknown words', () => {
    const apart = readGeneral(
      docFrom([[...MERGED.slice(0, 6), 'Payment history', '     TU   I     5555********      01/05/19  03/02/21  $2,500    $75']]),
      null,
    );
    expect(apart.reports.map((r) => r.bureau)).toEqual(['experian']);
    const unknown = readGeneral(docFrom([['TRADELINES', '     REP  COLOUR  PET', 'EXAMPLE TRAIL BANK', '     XP   Blue    Cat']]), null);
    expect(unknown.reports.flatMap((r) => r.accounts)).toEqual([]);
  });
});
