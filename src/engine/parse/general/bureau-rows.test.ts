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
