/**
 * The one holiday calendar of the app (issue 24): business days for the CROA cancellation window and for the FCRA
 * clock. Two calendars, because the law each counts by differs:
 * - 'federal': the legal public holidays of 5 U.S.C. 6103, a Saturday holiday observed the Friday before and a
 *   Sunday one the Monday after (the CROA window, docs/decisions/062).
 * - 'federal_reserve': the Federal Reserve's holiday schedule (the bureaus' and furnishers' banking days, used by
 *   the FCRA clock's "5 business days"): the same holidays, a Sunday one observed the Monday after, but a Saturday
 *   one not observed at all (the Reserve Banks are open the Friday before). Kept as data for the years the Board
 *   has published; the rule below gives other years and the tests check that the two agree.
 * Dates are 'YYYY-MM-DD' calendar days; a Date is read as its UTC calendar day.
 */

export type HolidayCalendar = 'federal' | 'federal_reserve';

/** federalreserve.gov "Holidays Observed by the Federal Reserve System" (a Saturday holiday is not observed). */
export const FEDERAL_RESERVE_HOLIDAYS: Readonly<Record<number, readonly string[]>> = {
  2024: [
    '2024-01-01',
    '2024-01-15',
    '2024-02-19',
    '2024-05-27',
    '2024-06-19',
    '2024-07-04',
    '2024-09-02',
    '2024-10-14',
    '2024-11-11',
    '2024-11-28',
    '2024-12-25',
  ],
  2025: [
    '2025-01-01',
    '2025-01-20',
    '2025-02-17',
    '2025-05-26',
    '2025-06-19',
    '2025-07-04',
    '2025-09-01',
    '2025-10-13',
    '2025-11-11',
    '2025-11-27',
    '2025-12-25',
  ],
  2026: ['2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25'],
  2027: ['2027-01-01', '2027-01-18', '2027-02-15', '2027-05-31', '2027-07-05', '2027-09-06', '2027-10-11', '2027-11-11', '2027-11-25'],
  2028: ['2028-01-17', '2028-02-21', '2028-05-29', '2028-06-19', '2028-07-04', '2028-09-04', '2028-10-09', '2028-11-23', '2028-12-25'],
  2029: [
    '2029-01-01',
    '2029-01-15',
    '2029-02-19',
    '2029-05-28',
    '2029-06-19',
    '2029-07-04',
    '2029-09-03',
    '2029-10-08',
    '2029-11-12',
    '2029-11-22',
    '2029-12-25',
  ],
  2030: [
    '2030-01-01',
    '2030-01-21',
    '2030-02-18',
    '2030-05-27',
    '2030-06-19',
    '2030-07-04',
    '2030-09-02',
    '2030-10-14',
    '2030-11-11',
    '2030-11-28',
    '2030-12-25',
  ],
};

const DAY_MS = 86_400_000;

function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day));
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The n-th (1-based) given weekday of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = utcDate(year, month, 1);
    const offset = (weekday - first.getUTCDay() + 7) % 7;
    return utcDate(year, month, 1 + offset + (n - 1) * 7);
  }
  const last = utcDate(year, month + 1, 0);
  const back = (last.getUTCDay() - weekday + 7) % 7;
  return utcDate(year, month, last.getUTCDate() - back);
}

/** The eleven legal public holidays of 5 U.S.C. 6103 of a year, on their own dates (not yet moved off weekends). */
function legalHolidays(year: number): { date: Date; fixed: boolean }[] {
  return [
    { date: utcDate(year, 0, 1), fixed: true }, // New Year's Day
    { date: nthWeekday(year, 0, 1, 3), fixed: false }, // Birthday of Martin Luther King, Jr.
    { date: nthWeekday(year, 1, 1, 3), fixed: false }, // Washington's Birthday
    { date: nthWeekday(year, 4, 1, -1), fixed: false }, // Memorial Day
    { date: utcDate(year, 5, 19), fixed: true }, // Juneteenth National Independence Day
    { date: utcDate(year, 6, 4), fixed: true }, // Independence Day
    { date: nthWeekday(year, 8, 1, 1), fixed: false }, // Labor Day
    { date: nthWeekday(year, 9, 1, 2), fixed: false }, // Columbus Day
    { date: utcDate(year, 10, 11), fixed: true }, // Veterans Day
    { date: nthWeekday(year, 10, 4, 4), fixed: false }, // Thanksgiving Day
    { date: utcDate(year, 11, 25), fixed: true }, // Christmas Day
  ];
}

/** The observed federal holidays (5 U.S.C. 6103) of a year, as 'YYYY-MM-DD'. */
export function federalHolidays(year: number): Set<string> {
  const observed = (d: Date) => (d.getUTCDay() === 6 ? new Date(d.getTime() - DAY_MS) : d.getUTCDay() === 0 ? new Date(d.getTime() + DAY_MS) : d);
  const days = legalHolidays(year).map((h) => observed(h.date));
  // New Year's Day of next year observed on Friday, December 31, of this one.
  const nextNewYear = observed(utcDate(year + 1, 0, 1));
  if (nextNewYear.getUTCFullYear() === year) days.push(nextNewYear);
  return new Set(days.map(isoDay));
}

/** The Federal Reserve's holidays of a year by its rule (Sunday → Monday; a Saturday holiday is not observed). */
export function federalReserveHolidaysByRule(year: number): Set<string> {
  return new Set(
    legalHolidays(year)
      .map((h) => (h.date.getUTCDay() === 0 ? new Date(h.date.getTime() + DAY_MS) : h.date))
      .filter((d) => d.getUTCDay() !== 6)
      .map(isoDay),
  );
}

export function federalReserveHolidays(year: number): Set<string> {
  const published = FEDERAL_RESERVE_HOLIDAYS[year];
  return published ? new Set(published) : federalReserveHolidaysByRule(year);
}

export function holidaysOf(year: number, calendar: HolidayCalendar): Set<string> {
  return calendar === 'federal' ? federalHolidays(year) : federalReserveHolidays(year);
}

export function isBusinessDay(date: Date, calendar: HolidayCalendar = 'federal'): boolean {
  const day = date.getUTCDay();
  if (day === 0 || day === 6) return false;
  return !holidaysOf(date.getUTCFullYear(), calendar).has(isoDay(date));
}

/** The n-th business day after a 'YYYY-MM-DD' day. */
export function addBusinessDays(day: string, days: number, calendar: HolidayCalendar): string {
  let date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  let counted = 0;
  while (counted < days) {
    date = new Date(date.getTime() + DAY_MS);
    if (isBusinessDay(date, calendar)) counted += 1;
  }
  return isoDay(date);
}
