import { describe, expect, it } from 'vitest';
import { findAllDates, findDate, parseDate } from './dates';

describe('parseDate keeps the precision printed', () => {
  it.each([
    ['08/2023', '2023-08'],
    ['8/2023', '2023-08'],
    ['08/15/2023', '2023-08-15'],
    ['8/5/2023', '2023-08-05'],
    ['Aug 2023', '2023-08'],
    ['August 2023', '2023-08'],
    ['Sept. 2021', '2021-09'],
    ['August 15, 2023', '2023-08-15'],
    ['Aug 15 2023', '2023-08-15'],
    ['15 Aug 2023', '2023-08-15'],
    ['2023-08', '2023-08'],
    ['2023-08-15', '2023-08-15'],
    ['2023/08/15', '2023-08-15'],
    ['2023/08', '2023-08'],
    ['>08/2023<', '2023-08'],
    ['O8/2O23', '2023-08'],
    ['08 / 2023', '2023-08'],
    ['08/15/23', '2023-08-15'],
    ['12/99', '1999-12'],
    ['7th March 2018', '2018-03-07'],
    ['21st May 2024', '2024-05-21'],
    ['2nd June 2020', '2020-06-02'],
    ['3rd February 2019', '2019-02-03'],
  ])('%s → %s', (raw, value) => expect(parseDate(raw)).toBe(value));

  it.each(['-', 'N/A', '', '13/2023', '$1,234', 'Credit card', '30 days past due', '00/2023', '7th March'])('%s → null', (raw) =>
    expect(parseDate(raw)).toBeNull(),
  );

  it('finds dates inside prose', () => {
    expect(findDate('30 days past due as of Aug 2023')).toBe('2023-08');
    expect(findDate('Prepared for JOHN DOE on August 15, 2023')).toBe('2023-08-15');
    expect(findAllDates('06/02/2024, 03/2024 and Jan 2023')).toEqual(['2024-06-02', '2024-03', '2023-01']);
  });
});

describe('year-first dates with slashes', () => {
  it('are read year, month, day, never as a month-first date', () => {
    expect(findDate('Opened 2019/11/03 by the lender')).toBe('2019-11-03');
    expect(findAllDates('2019/11/03   2024/02')).toEqual(['2019-11-03', '2024-02']);
    expect(parseDate('2019/13/03')).toBeNull();
  });
});
