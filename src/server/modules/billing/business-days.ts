/**
 * The CROA cancellation window (15 U.S.C. 1679d(b)(4), 1679e): until midnight of the 3rd business day after the
 * day of signing. Business days skip Saturdays, Sundays and the federal legal public holidays of 5 U.S.C. 6103
 * (a holiday on a Saturday is observed the Friday before, on a Sunday the Monday after). We do not know where the
 * person is, so both ends are taken in their favour: the day of signing is the date at UTC−4 (Atlantic time, never
 * earlier than the date anywhere in the 50 states, D.C. or Puerto Rico), and the window closes at midnight in Hawaii
 * (UTC−10, the last of the 50 states to reach midnight). docs/decisions/062-cancellation-window.md.
 */

export const CANCELLATION_BUSINESS_DAYS = 3;

const DAY_MS = 86_400_000;

/** A calendar date as UTC midnight of that date. */
function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day));
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

function observed(date: Date): Date {
  const day = date.getUTCDay();
  if (day === 6) return new Date(date.getTime() - DAY_MS);
  if (day === 0) return new Date(date.getTime() + DAY_MS);
  return date;
}

/** The observed federal holidays of a year, as 'YYYY-MM-DD'. */
export function federalHolidays(year: number): Set<string> {
  const days = [
    observed(utcDate(year, 0, 1)), // New Year's Day
    nthWeekday(year, 0, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 1, 1, 3), // Washington's Birthday
    nthWeekday(year, 4, 1, -1), // Memorial Day
    observed(utcDate(year, 5, 19)), // Juneteenth National Independence Day
    observed(utcDate(year, 6, 4)), // Independence Day
    nthWeekday(year, 8, 1, 1), // Labor Day
    nthWeekday(year, 9, 1, 2), // Columbus Day
    observed(utcDate(year, 10, 11)), // Veterans Day
    nthWeekday(year, 10, 4, 4), // Thanksgiving Day
    observed(utcDate(year, 11, 25)), // Christmas Day
  ];
  // New Year's Day of next year observed on Friday, December 31, of this one.
  const nextNewYear = observed(utcDate(year + 1, 0, 1));
  if (nextNewYear.getUTCFullYear() === year) days.push(nextNewYear);
  return new Set(days.map(isoDay));
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isBusinessDay(date: Date): boolean {
  const day = date.getUTCDay();
  if (day === 0 || day === 6) return false;
  return !federalHolidays(date.getUTCFullYear()).has(isoDay(date));
}

/** Wall-clock minus UTC, in ms, of a zone at an instant. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar day (UTC midnight of that date) an instant falls on in a zone. */
function dayIn(moment: Date, timeZone: string): Date {
  const local = new Date(moment.getTime() + zoneOffsetMs(moment, timeZone));
  return utcDate(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
}

/** The instant a calendar day (UTC midnight of that date) begins in a zone. */
function midnightIn(day: Date, timeZone: string): Date {
  const guess = new Date(day.getTime() - zoneOffsetMs(day, timeZone));
  return new Date(day.getTime() - zoneOffsetMs(guess, timeZone));
}

/**
 * Without the person's zone (no mailing address yet): the signing day is the date at UTC−4 and the window closes
 * at midnight in Hawaii — both ends in the person's favour wherever they are.
 */
export const FALLBACK_SIGNING_ZONE = 'Etc/GMT+4';
export const FALLBACK_CLOSING_ZONE = 'Pacific/Honolulu';

export interface CancellationWindow {
  /** The last day to cancel (its calendar date, 'YYYY-MM-DD'). */
  lastDay: string;
  /** The moment the window closes: midnight at the end of the last day, in `timeZone`. */
  closesAt: Date;
  /** The moment contracted services may start: the beginning of the first business day after the last day. */
  servicesOpenAt: Date;
  /** The zone the deadline is stated in (the person's, or Hawaii's when unknown). */
  timeZone: string;
}

/**
 * The one deadline computation (contract, notice, emails, Settings, the waiting screens and the route guard all read
 * its result): the period that starts with a contract signed at `signedAt` by a person in `timeZone` (null: unknown),
 * lasting `businessDays` (3 under CROA; longer where a state's act says so).
 */
export function cancellationWindow(signedAt: Date, timeZone: string | null = null, businessDays: number = CANCELLATION_BUSINESS_DAYS): CancellationWindow {
  const closingZone = timeZone ?? FALLBACK_CLOSING_ZONE;
  let day = dayIn(signedAt, timeZone ?? FALLBACK_SIGNING_ZONE);
  let counted = 0;
  while (counted < businessDays) {
    day = new Date(day.getTime() + DAY_MS);
    if (isBusinessDay(day)) counted += 1;
  }
  const lastDay = day;
  const closesAt = midnightIn(new Date(lastDay.getTime() + DAY_MS), closingZone);
  let opening = new Date(lastDay.getTime() + DAY_MS);
  while (!isBusinessDay(opening)) opening = new Date(opening.getTime() + DAY_MS);
  return { lastDay: isoDay(lastDay), closesAt, servicesOpenAt: midnightIn(opening, closingZone), timeZone: closingZone };
}

/** "December 1, 2026" for a 'YYYY-MM-DD' day. */
export function longDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
