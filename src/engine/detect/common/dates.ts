import type { ReportDate } from '../../model';

/**
 * Date arithmetic on the dates as printed ("YYYY-MM-DD" or "YYYY-MM").
 *
 * A printed date is read as the range of days it may stand for: one day for "YYYY-MM-DD", the whole
 * month for "YYYY-MM". Rules compare ranges so that the reading which does not raise a finding wins
 * (docs/decisions/001): precision lost in printing never creates a finding.
 */

export interface DayRange {
  /** Days since 1970-01-01 (UTC) of the earliest day the date may stand for. */
  first: number;
  /** Days since 1970-01-01 (UTC) of the latest day the date may stand for. */
  last: number;
  precision: 'day' | 'month';
}

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

function dayNumber(year: number, monthIndex: number, day: number): number {
  return Math.floor(Date.UTC(year, monthIndex, day) / DAY_MS);
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** The range of days a printed date stands for, or null when it is missing or not a date. */
export function dayRange(date: ReportDate | null | undefined): DayRange | null {
  if (!date) return null;
  const m = DATE_RE.exec(date);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]) - 1;
  if (month < 0 || month > 11) return null;
  if (m[3] !== undefined) {
    const day = Number(m[3]);
    if (day < 1 || day > daysInMonth(year, month)) return null;
    const n = dayNumber(year, month, day);
    return { first: n, last: n, precision: 'day' };
  }
  return { first: dayNumber(year, month, 1), last: dayNumber(year, month, daysInMonth(year, month)), precision: 'month' };
}

/** Months since year 0 ("2023-08" → 2023*12+7), for month-level comparisons; null when not a date. */
export function monthIndex(date: ReportDate | null | undefined): number | null {
  if (!date) return null;
  const m = DATE_RE.exec(date);
  if (!m) return null;
  const month = Number(m[2]) - 1;
  if (month < 0 || month > 11) return null;
  return Number(m[1]) * 12 + month;
}

/** "YYYY-MM" of a month index. */
export function monthKey(index: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The day number `years` calendar years after `day` (29 February falls back to 28 February). */
export function addYears(day: number, years: number): number {
  const d = new Date(day * DAY_MS);
  const year = d.getUTCFullYear() + years;
  const month = d.getUTCMonth();
  const dom = Math.min(d.getUTCDate(), daysInMonth(year, month));
  return dayNumber(year, month, dom);
}

/** The day number `months` calendar months after `day`, clamped to the end of the month. */
export function addMonths(day: number, months: number): number {
  const d = new Date(day * DAY_MS);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const dom = Math.min(d.getUTCDate(), daysInMonth(year, month));
  return dayNumber(year, month, dom);
}

/**
 * True when every day `date` may stand for, moved on by `years` and `extraDays`, is still before
 * every day the report date may stand for: "date + period is before the report date" with no doubt.
 */
export function periodEndsBefore(date: ReportDate | null | undefined, years: number, extraDays: number, reportDate: ReportDate | null | undefined): boolean {
  const d = dayRange(date);
  const r = dayRange(reportDate);
  if (!d || !r) return false;
  return addYears(d.last, years) + extraDays < r.first;
}

/**
 * True when every day `date` may stand for is after every day `start` may stand for moved on by `years` and
 * `extraDays`: "date is later than start + period" with no doubt (the reading that raises nothing wins).
 */
export function certainlyAfterPeriod(date: ReportDate | null | undefined, start: ReportDate | null | undefined, years: number, extraDays: number): boolean {
  const d = dayRange(date);
  const s = dayRange(start);
  if (!d || !s) return false;
  return d.first > addYears(s.last, years) + extraDays;
}

/** A printed date moved by whole calendar years, kept at the precision printed (29 February falls back to the 28th); null when not a date. */
export function shiftYears(date: ReportDate | null | undefined, years: number): ReportDate | null {
  const range = dayRange(date);
  if (!range) return null;
  const iso = new Date(addYears(range.first, years) * DAY_MS).toISOString();
  return range.precision === 'day' ? iso.slice(0, 10) : iso.slice(0, 7);
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A day number (days since 1970-01-01 UTC) as "March 5, 2029". */
export function formatDay(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** A day number as "March 2029". */
export function formatMonth(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** A printed date as a person reads it, at the precision printed ("2023-08" → "August 2023"); null when not a date. */
export function formatReportDate(date: ReportDate | null | undefined): string | null {
  const range = dayRange(date);
  if (!range) return null;
  return range.precision === 'day' ? formatDay(range.first) : formatMonth(range.first);
}

/**
 * True when the date may fall within `months` calendar months before the report date (or after it):
 * at least one day it stands for is on or after report date minus `months`.
 */
export function mayBeWithinMonths(date: ReportDate | null | undefined, months: number, reportDate: ReportDate | null | undefined): boolean {
  const d = dayRange(date);
  const r = dayRange(reportDate);
  if (!d || !r) return false;
  return d.last >= addMonths(r.first, -months);
}

/** True when two printed dates may be the same day (their ranges overlap). */
export function mayBeSameDay(a: ReportDate, b: ReportDate): boolean {
  const x = dayRange(a);
  const y = dayRange(b);
  if (!x || !y) return false;
  return x.first <= y.last && y.first <= x.last;
}

/** True when `a` is certainly later than `b` (every reading of a is after every reading of b). */
export function certainlyAfter(a: ReportDate | null | undefined, b: ReportDate | null | undefined): boolean {
  const x = dayRange(a);
  const y = dayRange(b);
  if (!x || !y) return false;
  return x.first > y.last;
}

/** Whole years (fractional) from `from` to `to`, using the first day of each range. */
export function yearsBetween(from: ReportDate | null | undefined, to: ReportDate | null | undefined): number | null {
  const a = dayRange(from);
  const b = dayRange(to);
  if (!a || !b) return null;
  return (b.first - a.first) / 365.2425;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/**
 * A date as it may be printed inside a status sentence ("30 days past due as of Aug 2023",
 * "as of 08/2023", "as of 08/15/2023"), at the precision printed; null when none is found.
 */
export function dateInText(text: string): ReportDate | null {
  const named = /\b(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s+(?:(\d{1,2}),?\s+)?(\d{4})\b/i.exec(text);
  if (named) {
    const month = MONTHS[named[1]!.toLowerCase()];
    if (month) {
      const mm = String(month).padStart(2, '0');
      return named[2] ? `${named[3]}-${mm}-${named[2].padStart(2, '0')}` : `${named[3]}-${mm}`;
    }
  }
  const numeric = /\b(\d{1,2})\/(?:(\d{1,2})\/)?(\d{4})\b/.exec(text);
  if (numeric) {
    const mm = numeric[1]!.padStart(2, '0');
    if (Number(mm) >= 1 && Number(mm) <= 12) {
      return numeric[2] ? `${numeric[3]}-${mm}-${numeric[2].padStart(2, '0')}` : `${numeric[3]}-${mm}`;
    }
  }
  const iso = /\b(\d{4})-(\d{2})(?:-(\d{2}))?\b/.exec(text);
  if (iso) return iso[3] ? `${iso[1]}-${iso[2]}-${iso[3]}` : `${iso[1]}-${iso[2]}`;
  return null;
}
