import { describe, expect, it } from 'vitest';
import { docFrom } from '../common/test-doc';
import { readGeneral } from './read';

/** A 3-bureau print that keeps every bureau's value of a field in one cell, in the order its key states. */
const PRINT = [
  'Three-Bureau Overview',
  'Figures below read Equifax | TransUnion | Experian; a dash where that bureau shows nothing.',
  'Scores: 655 | — | 702',
  'Accounts',
  'EXAMPLE TRAIL BANK',
  'Account #        4111**** | 4111**** | 4111****1234',
  'Status           Late 30 Days | Current | Current',
  'Balance          $75 | $80 | $80',
  'Opened           01/05/2019 | 01/05/2019 | 02/05/2019',
  'Remarks          Settled for less than full balance; Disputed by consumer | — | Settled for less than full balance; Disputed',
  '                 by consumer',
  'Feb 2024: 30 | OK | OK     Jan 2024: OK | OK | —',
  'SAMPLE FINANCE',
  'Account #        — | 9999**** | 9999****',
  'Balance          — | $900 | $900',
  'Status           — | Collection/Chargeoff | Collection/Chargeoff',
  'Hard Inquiries',
  'Creditor                   Date (Equifax | TransUnion | Experian)',
  'SAMPLE AUTO LENDER         06/25/2023 | — | 06/25/2023',
  'Public Records',
  'TransUnion: Tax lien · 03/02/2019 · CARVER COUNTY COURT · Released · $2,100',
];

describe('cells holding every bureau’s value, in the order the report’s key states', () => {
  const { reports, multiBureau } = readGeneral(docFrom([PRINT]), null);
  const of = (bureau: string) => reports.find((r) => r.bureau === bureau)!;

  it('gives each bureau its value of each field; a dash is an account the bureau does not report', () => {
    expect(multiBureau).toBe(true);
    expect(reports.map((r) => [r.bureau, r.accounts.map((a) => [a.creditor, a.balance, a.status, a.dateOpened])])).toEqual([
      [
        'transunion',
        [
          ['EXAMPLE TRAIL BANK', 80, 'Current', '2019-01-05'],
          ['SAMPLE FINANCE', 900, 'Collection/Chargeoff', null],
        ],
      ],
      [
        'experian',
        [
          ['EXAMPLE TRAIL BANK', 80, 'Current', '2019-02-05'],
          ['SAMPLE FINANCE', 900, 'Collection/Chargeoff', null],
        ],
      ],
      ['equifax', [['EXAMPLE TRAIL BANK', 75, 'Late 30 Days', '2019-01-05']]],
    ]);
  });

  it('joins a value wrapped in its cell to the last bureau’s, and reads each month’s codes a bureau each', () => {
    expect(of('experian').accounts[0]!.remarks).toEqual(['Settled for less than full balance', 'Disputed by consumer']);
    expect(of('transunion').accounts[0]!.remarks).toEqual([]);
    expect(of('equifax').accounts[0]!.paymentHistory).toEqual({ '2024-02': '30', '2024-01': 'OK' });
    expect(of('experian').accounts[0]!.paymentHistory).toEqual({ '2024-02': 'OK' });
    // each bureau's account is read from its own values: the lines it keeps as evidence print no other bureau's
    expect(of('equifax').accounts[0]!.evidence).toContain('Balance  $75');
    expect(of('equifax').accounts[0]!.evidence.some((l) => l.includes(' | '))).toBe(false);
  });

  it('reads the scores, the inquiry dates and a record row of unlabelled cells', () => {
    expect(reports.map((r) => [r.bureau, r.score])).toEqual([
      ['transunion', null],
      ['experian', 702],
      ['equifax', 655],
    ]);
    expect(reports.map((r) => [r.bureau, r.inquiries.map((q) => [q.creditor, q.date])])).toEqual([
      ['transunion', []],
      ['experian', [['SAMPLE AUTO LENDER', '2023-06-25']]],
      ['equifax', [['SAMPLE AUTO LENDER', '2023-06-25']]],
    ]);
    expect(of('transunion').publicRecords.map((p) => [p.type, p.date, p.court, p.status, p.amount])).toEqual([
      ['Tax lien', '2019-03-02', 'CARVER COUNTY COURT', 'Released', 2100],
    ]);
  });

  it('reads no cell so without a key: the joined value stays one bureau’s, as printed', () => {
    const { multiBureau: multi } = readGeneral(docFrom([PRINT.filter((l) => !l.startsWith('Figures') && !l.startsWith('Creditor'))]), null);
    expect(multi).toBe(false);
  });
});
