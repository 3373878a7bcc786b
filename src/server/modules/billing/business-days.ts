/**
 * The CROA cancellation window (15 U.S.C. 1679d(b)(4), 1679e): until midnight of the 3rd business day after the
 * day of signing. Business days skip Saturdays, Sundays and the federal legal public holidays of 5 U.S.C. 6103
 * (a holiday on a Saturday is observed the Friday before, on a Sunday the Monday after). We do not know where the
 * person is, so both ends are taken in their favour: the day of signing is the date at UTC−4 (Atlantic time, never
 * earlier than the date anywhere in the 50 states, D.C. or Puerto Rico), and the window closes at midnight in Hawaii
 * (UTC−10, the last of the 50 states to reach midnight). docs/decisions/062-cancellation-window.md.
 */
import { isBusinessDay as isBusinessDayOn } from '../../../common/business-days';
import { CROA_CANCELLATION_BUSINESS_DAYS as CANCELLATION_BUSINESS_DAYS } from '../../../common/state-credit-services';

/** The holiday calendar lives in one place (src/common/business-days.ts); the CROA window counts by 5 U.S.C. 6103. */
export { federalHolidays } from '../../../common/business-days';
export const isBusinessDay = (date: Date): boolean => isBusinessDayOn(date, 'federal');

const DAY_MS = 86_400_000;

function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day));
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
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
