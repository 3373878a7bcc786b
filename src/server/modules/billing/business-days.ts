/**
 * The CROA cancellation window (15 U.S.C. 1679d(b)(4), 1679e): until midnight of the 3rd business day after the
 * day of signing. Business days skip Saturdays, Sundays and the federal legal public holidays of 5 U.S.C. 6103
 * (a holiday on a Saturday is observed the Friday before, on a Sunday the Monday after). We do not know where the
 * person is, so both ends are taken in their favour: the day of signing is the date at UTC−4 (Atlantic time, never
 * earlier than the date anywhere in the 50 states, D.C. or Puerto Rico), and the window closes at midnight in Hawaii
 * (UTC−10, the last of the 50 states to reach midnight). docs/decisions/062-cancellation-window.md.
 */
import { isBusinessDay } from '../../../common/business-days';

/** Hours from UTC of the clock that dates the signature, and of the clock whose midnight closes the window. */
const SIGNING_DAY_OFFSET_HOURS = -4;
const CLOSING_MIDNIGHT_OFFSET_HOURS = -10;
export const CANCELLATION_BUSINESS_DAYS = 3;

const DAY_MS = 86_400_000;

/** The holiday calendar lives in one place (src/common/business-days.ts); the CROA window counts by 5 U.S.C. 6103. */
export { federalHolidays, isBusinessDay } from '../../../common/business-days';

function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day));
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar day (UTC midnight) of the signature. */
function signingDay(moment: Date): Date {
  const shifted = new Date(moment.getTime() + SIGNING_DAY_OFFSET_HOURS * 3_600_000);
  return utcDate(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
}

export interface CancellationWindow {
  /** The last day to cancel (its calendar date, 'YYYY-MM-DD'). */
  lastDay: string;
  /** The moment the window closes: midnight at the end of the last day, in Hawaii. */
  closesAt: Date;
}

/** The window that starts with a contract signed at `signedAt`. */
export function cancellationWindow(signedAt: Date): CancellationWindow {
  let day = signingDay(signedAt);
  let counted = 0;
  while (counted < CANCELLATION_BUSINESS_DAYS) {
    day = new Date(day.getTime() + DAY_MS);
    if (isBusinessDay(day, 'federal')) counted += 1;
  }
  const closesAt = new Date(day.getTime() + DAY_MS - CLOSING_MIDNIGHT_OFFSET_HOURS * 3_600_000);
  return { lastDay: isoDay(day), closesAt };
}

/** "December 1, 2026" for a 'YYYY-MM-DD' day. */
export function longDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
