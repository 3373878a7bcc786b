import { describe, expect, it } from 'vitest';
import { parseMerged } from './index';
import { docFrom, type LineSpec } from '../common/test-doc';

/** A 3-bureau page as a saved web page gives it (decision 231): a bureau's column headed "· not reported",
 * a history whose months print their year as a word of their own, inquiries and records as cards. */
/** A line of a label and three bureau cells, each starting at its column (5 pt a character). */
const row = (label: string, tu: string, ex: string, eq: string): LineSpec => `${label.padEnd(24)}${tu.padEnd(20)}${ex.padEnd(20)}${eq}`;
const months = ['Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];
const years = ["'23", "'23", "'23", "'24", "'24", "'24"];
const monthRow: LineSpec = months.flatMap((m, i): [string, number][] => [
  [m, 100 + i * 50],
  [years[i]!, 120 + i * 50],
]);
const codes = (bureau: string, list: string[]): LineSpec => [[bureau, 0], ...list.map((c, i): [string, number] => [c, 105 + i * 50])];

const PAGE: LineSpec[] = [
  [['Accounts', 0]],
  [['MAPLE CARD SERVICES', 0]],
  row('', 'TransUnion', 'Experian', 'Equifax · not reported'),
  row('Account #', '4417****', '4417****', '—'),
  row('Account type', 'Credit Card', 'Credit Card', '—'),
  row('Balance', '$1,200', '$1,250', '—'),
  row('Credit limit', '$5,000', '$5,000', '—'),
  row('Date opened', '01/02/2019', '01/02/2019', '—'),
  [['Two-year payment history', 0]],
  monthRow,
  codes('TransUnion', ['OK', 'OK', '30', 'OK', 'OK', 'OK']),
  codes('Experian', ['OK', 'OK', 'OK', 'OK', '60', 'OK']),
  [['Hard inquiries', 0]],
  [['NORTHFIELD AUTO', 0]],
  [['03/01/2024', 0]],
  [['TransUnion', 0]],
  [['BLUEJAY BANK', 0]],
  [['Experian, Equifax', 0]],
  [['11/20/2023', 0]],
  [['Public records', 0]],
  [['Bankruptcy Chapter 7', 0]],
  [['Experian', 0]],
  [['Date filed: 03/07/2017', 0]],
  [['Court: US BANKRUPTCY COURT', 0]],
  [['Status: Discharged', 0]],
];

describe('a saved 3-bureau page read by the merged parser (decision 231)', () => {
  const reports = parseMerged(docFrom([PAGE]));
  const report = (bureau: string) => reports.find((r) => r.bureau === bureau)!;
  const [tu, ex, eq] = [report('transunion'), report('experian'), report('equifax')];

  it('takes a bureau head with a note that it reports nothing as that bureau\u2019s column', () => {
    expect(ex.accounts[0]).toMatchObject({ accountNumber: '4417****', balance: 1250, creditLimit: 5000, type: 'Credit Card' });
    expect(eq.accounts).toEqual([]);
  });

  it('reads months whose year is a word of its own ("Dec \u201923")', () => {
    expect(tu.accounts[0]!.paymentHistory).toEqual({ '2023-10': 'OK', '2023-11': 'OK', '2023-12': '30', '2024-01': 'OK', '2024-02': 'OK', '2024-03': 'OK' });
    expect(ex.accounts[0]!.paymentHistory['2024-02']).toBe('60');
  });

  it('reads inquiry cards (a name, its date, the bureaus that show it) and record cards of label: value lines', () => {
    expect(tu.inquiries).toEqual([{ creditor: 'NORTHFIELD AUTO', date: '2024-03-01', kind: 'hard' }]);
    expect(ex.inquiries).toEqual([{ creditor: 'BLUEJAY BANK', date: '2023-11-20', kind: 'hard' }]);
    expect(eq.inquiries).toEqual([{ creditor: 'BLUEJAY BANK', date: '2023-11-20', kind: 'hard' }]);
    expect(ex.publicRecords).toEqual([
      { type: 'Bankruptcy Chapter 7', date: '2017-03-07', status: 'Discharged', court: 'US BANKRUPTCY COURT', reference: null, amount: null, chapter: 7 },
    ]);
    expect(tu.publicRecords).toEqual([]);
  });
});
