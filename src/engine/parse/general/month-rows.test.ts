import { describe, expect, it } from 'vitest';
import { documentLines } from '../common/lines';
import { docFrom } from '../common/test-doc';
import { bureauCodeRow, codesAtMonths, codesOnly, initialsRow, monthsOverYears } from './month-rows';

const lines = (...text: string[]) => documentLines(docFrom([text]));

describe('a history header of months over years', () => {
  it('pairs months and years in order, apostrophes or not', () => {
    const [months, years] = lines('Nov Dec Jan Feb', "23 '23 '24 2024");
    expect(monthsOverYears(months!, years)).toEqual(['2023-11', '2023-12', '2024-01', '2024-02']);
  });

  it('is no header when the counts differ or a word is no month', () => {
    expect(monthsOverYears(...(lines('Nov Dec Jan', "'23 '23") as [never, never]))).toBeNull();
    expect(monthsOverYears(...(lines('Nov Decor Jan', "'23 '23 '24") as [never, never]))).toBeNull();
  });

  it('reads a bureau row of codes, one a month', () => {
    const [row] = lines('Experian OK 30 CO');
    expect(bureauCodeRow(row!, ['2024-01', '2024-02', '2024-03'])).toEqual({
      bureau: 'experian',
      history: { '2024-01': 'OK', '2024-02': '30', '2024-03': 'CO' },
    });
    expect(bureauCodeRow(row!, ['2024-01', '2024-02'])).toBeNull();
  });

  it('leaves a month printed "--" without a code, and takes no row holding another word', () => {
    const [row, worded] = lines('TransUnion OK -- 60', 'Equifax OK None 60');
    expect(bureauCodeRow(row!, ['2024-01', '2024-02', '2024-03'])).toEqual({ bureau: 'transunion', history: { '2024-01': 'OK', '2024-03': '60' } });
    expect(bureauCodeRow(worded!, ['2024-01', '2024-02', '2024-03'])).toBeNull();
  });
});

describe('a year of month initials with its codes', () => {
  const initials = (year: string) => [[year, 36] as [string, number], ...'JFMAMJJASOND'.split('').map((m, k): [string, number] => [m, 65 + k * 16])];

  it('reads the year and each month initial', () => {
    const [row] = documentLines(docFrom([[initials('2023')]]));
    expect(initialsRow(row!)?.map((m) => m.key)).toEqual([
      '2023-01',
      '2023-02',
      '2023-03',
      '2023-04',
      '2023-05',
      '2023-06',
      '2023-07',
      '2023-08',
      '2023-09',
      '2023-10',
      '2023-11',
      '2023-12',
    ]);
    const [short] = documentLines(docFrom([[initials('2023').slice(0, 12)]]));
    expect(initialsRow(short!)).toBeNull();
  });

  it('places a run of codes from the month it starts at', () => {
    const [codes, row] = documentLines(
      docFrom([
        [
          [
            ['✓', 97],
            ['90 120 CO', 129],
          ],
          initials('2023'),
        ],
      ]),
    );
    expect(codesOnly(codes)).not.toBeNull();
    expect(codesAtMonths(codes!, initialsRow(row!)!)).toEqual({ '2023-03': 'OK', '2023-05': '90', '2023-06': '120', '2023-07': 'CO' });
  });
});
