import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  FEDERAL_RESERVE_HOLIDAYS,
  federalHolidays,
  federalReserveHolidays,
  federalReserveHolidaysByRule,
  isBusinessDay,
} from './business-days';

describe('the holiday calendar', () => {
  it('keeps the Federal Reserve’s published holidays as data, and the rule agrees with every year of it', () => {
    for (const [year, days] of Object.entries(FEDERAL_RESERVE_HOLIDAYS)) {
      expect([...federalReserveHolidaysByRule(Number(year))].sort(), year).toEqual([...days].sort());
    }
    expect(federalReserveHolidays(2040)).toEqual(federalReserveHolidaysByRule(2040));
  });

  it('differs from 5 U.S.C. 6103 only for a Saturday holiday: the Reserve Banks stay open the Friday before', () => {
    expect(federalHolidays(2026).has('2026-07-03')).toBe(true);
    expect(federalReserveHolidays(2026).has('2026-07-03')).toBe(false);
    expect(isBusinessDay(new Date('2026-07-03T00:00:00Z'), 'federal')).toBe(false);
    expect(isBusinessDay(new Date('2026-07-03T00:00:00Z'), 'federal_reserve')).toBe(true);
    // A Sunday holiday moves to Monday in both (Christmas 2033 is a Sunday).
    expect(federalHolidays(2033).has('2033-12-26')).toBe(true);
    expect(federalReserveHolidays(2033).has('2033-12-26')).toBe(true);
  });

  it('counts business days past weekends and holidays', () => {
    expect(addBusinessDays('2026-12-24', 1, 'federal_reserve')).toBe('2026-12-28');
    expect(addBusinessDays('2026-12-31', 1, 'federal_reserve')).toBe('2027-01-04');
    expect(addBusinessDays('2027-12-23', 2, 'federal')).toBe('2027-12-28'); // Fri 24 is 6103's Christmas
    expect(addBusinessDays('2027-12-23', 2, 'federal_reserve')).toBe('2027-12-27'); // the Fed is open Fri 24
  });
});
