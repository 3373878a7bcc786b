import { describe, expect, it } from 'vitest';
import { addYears, certainlyAfter, dateInText, dayRange, mayBeWithinMonths, monthIndex, monthKey, periodEndsBefore } from './dates';

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
});
