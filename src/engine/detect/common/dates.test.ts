import { describe, expect, it } from 'vitest';
import {
  addYears,
  certainlyAfter,
  certainlyAfterPeriod,
  dateInText,
  dayRange,
  formatReportDate,
  mayBeWithinMonths,
  monthIndex,
  monthKey,
  periodEndsBefore,
  shiftYears,
} from './dates';

describe('dates', () => {
  it('reads a month as all its days and a day as one', () => {
    const m = dayRange('2024-02')!;
    expect(m.last - m.first).toBe(28);
    expect(dayRange('2024-02-29')).toMatchObject({ precision: 'day' });
    expect(dayRange('2023-02-29')).toBeNull();
    expect(dayRange('2023-13')).toBeNull();
    expect(dayRange('Aug 2023')).toBeNull();
  });
  it('adds years with 29 February falling back to the 28th', () => {
    expect(addYears(dayRange('2016-02-29')!.first, 7)).toBe(dayRange('2023-02-28')!.first);
  });
  it('month keys round-trip', () => {
    expect(monthKey(monthIndex('2023-08-15')!)).toBe('2023-08');
  });
  it('raises a period only when every reading has ended', () => {
    expect(periodEndsBefore('2016-05', 7, 0, '2023-05-31')).toBe(false);
    expect(periodEndsBefore('2016-05', 7, 0, '2023-06')).toBe(true);
    expect(periodEndsBefore('2016-05-31', 7, 0, '2023-06')).toBe(true);
    expect(periodEndsBefore(null, 7, 0, '2023-06')).toBe(false);
  });
  it('is within N months when any day may be', () => {
    expect(mayBeWithinMonths('2022-06', 24, '2024-06-15')).toBe(true);
    expect(mayBeWithinMonths('2022-05', 24, '2024-06-15')).toBe(false);
  });
  it('is certainly after only without overlap', () => {
    expect(certainlyAfter('2020-03', '2020-03-15')).toBe(false);
    expect(certainlyAfter('2020-04', '2020-03-31')).toBe(true);
  });
  it('reads dates inside status sentences at the precision printed', () => {
    expect(dateInText('30 days past due as of Aug 2023')).toBe('2023-08');
    expect(dateInText('was 60 days late as of 08/2023')).toBe('2023-08');
    expect(dateInText('as of 08/15/2023')).toBe('2023-08-15');
    expect(dateInText('as of August 5, 2023')).toBe('2023-08-05');
    expect(dateInText('Current')).toBeNull();
  });
  it('says a date is later than a period only when every reading of both is', () => {
    // DOFD 2016-01 may be 2016-01-31: + 7 years + 180 days = 2023-07-30.
    expect(certainlyAfterPeriod('2023-07', '2016-01', 7, 180)).toBe(false);
    expect(certainlyAfterPeriod('2023-07-31', '2016-01', 7, 180)).toBe(true);
    expect(certainlyAfterPeriod('2023-08', '2016-01', 7, 180)).toBe(true);
    expect(certainlyAfterPeriod('2023-07-30', '2016-01', 7, 180)).toBe(false);
    expect(certainlyAfterPeriod(null, '2016-01', 7, 180)).toBe(false);
  });
  it('moves a date by years at its printed precision', () => {
    expect(shiftYears('2022-04', -7)).toBe('2015-04');
    expect(shiftYears('2022-04-30', -7)).toBe('2015-04-30');
    expect(shiftYears('2020-02-29', 1)).toBe('2021-02-28');
    expect(shiftYears('04/2022', -7)).toBeNull();
  });
  it('formats a date as printed for people', () => {
    expect(formatReportDate('2022-04')).toBe('April 2022');
    expect(formatReportDate('2022-04-05')).toBe('April 5, 2022');
    expect(formatReportDate(null)).toBeNull();
  });
});
