import { describe, expect, it } from 'vitest';
import { documentLines } from '../common/lines';
import { docFrom } from '../common/test-doc';
import { readGeneral } from './read';
import { recordRuns } from './record-runs';

const runs = (lines: string[]) => recordRuns(documentLines(docFrom([lines]))).records.map(({ bureau, record }) => ({ bureau, ...record }));

describe('public records printed as runs of their fields', () => {
  it('reads the type and bureau before the run, and a bureau opening the run with the type as a field', () => {
    const read = runs([
      'Bankruptcy Chapter 7 (TransUnion): Date filed: 2016-01-23; Court: ELMWOOD COUNTY DISTRICT COURT; Status: Discharged.',
      'Equifax: Type: Tax lien; Date filed: 2019-03-02; Amount: 1,250 USD; Status: Released.',
      'Civil judgment — Experian: Date filed: 2020-07-14; Court: EXAMPLE COUNTY COURT; Amount: 3,400 USD.',
    ]);
    expect(read).toEqual([
      {
        bureau: 'transunion',
        type: 'Bankruptcy Chapter 7',
        date: '2016-01-23',
        status: 'Discharged',
        court: 'ELMWOOD COUNTY DISTRICT COURT',
        reference: null,
        amount: null,
        chapter: 7,
      },
      { bureau: 'equifax', type: 'Tax lien', date: '2019-03-02', status: 'Released', court: null, reference: null, amount: 1250, chapter: null },
      {
        bureau: 'experian',
        type: 'Civil judgment',
        date: '2020-07-14',
        status: null,
        court: 'EXAMPLE COUNTY COURT',
        reference: null,
        amount: 3400,
        chapter: null,
      },
    ]);
  });

  it('joins a paragraph wrapped over lines up to its closing period', () => {
    const read = runs([
      'Bankruptcy Chapter 13 (Experian): Date filed: 2019-02-07; Court: US BANKRUPTCY COURT',
      'NORTHERN DIST; Status: Discharged.',
      'Bankruptcy Chapter 13 (Equifax): Date filed: 2019-02-07; Court: US BANKRUPTCY COURT NORTHERN DIST;',
      'Status: Discharged.',
    ]);
    expect(read.map((r) => [r.bureau, r.type, r.court, r.status])).toEqual([
      ['experian', 'Bankruptcy Chapter 13', 'US BANKRUPTCY COURT NORTHERN DIST', 'Discharged'],
      ['equifax', 'Bankruptcy Chapter 13', 'US BANKRUPTCY COURT NORTHERN DIST', 'Discharged'],
    ]);
  });

  it('reads no run without a lead, without a record field, or with prose before it', () => {
    expect(runs(['Date filed: 2016-01-23; Court: ELMWOOD COUNTY DISTRICT COURT.'])).toEqual([]);
    expect(runs(['TransUnion: Balance: 120 USD; Status: Current.'])).toEqual([]);
    expect(runs(['None reported.', 'Records stay up to ten years, see Court: rules.'])).toEqual([]);
  });

  it('gives each bureau of a three-bureau reading its records', () => {
    const doc = docFrom([
      [
        'Accounts',
        'EXAMPLE BANK',
        'TransUnion: Account number: 1234****; Type: Credit card; Balance: 120 USD; Status: Current.',
        'Experian: Account number: 1234****; Type: Credit card; Balance: 120 USD; Status: Current.',
        'Equifax: not reported.',
        'Public records',
        'Bankruptcy Chapter 7 (TransUnion): Date filed: 2016-01-23; Court: ELMWOOD COUNTY DISTRICT COURT; Status: Discharged.',
        'Bankruptcy Chapter 7 (Equifax): Date filed: 2016-01-23; Court: ELMWOOD COUNTY DISTRICT COURT; Status: Discharged.',
      ],
    ]);
    expect(readGeneral(doc, null).reports.map((r) => [r.bureau, r.accounts.length, r.publicRecords.map((p) => [p.type, p.date, p.chapter])])).toEqual([
      ['transunion', 1, [['Bankruptcy Chapter 7', '2016-01-23', 7]]],
      ['experian', 1, []],
      ['equifax', 0, [['Bankruptcy Chapter 7', '2016-01-23', 7]]],
    ]);
  });
});
