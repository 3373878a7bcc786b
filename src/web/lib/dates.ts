/** Dates shown to the user, in the user's time zone, US English wording (spec: short month, day, year). */

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 22, 2026"; an unreadable date is shown as given. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? DATE_FORMAT.format(time) : iso;
}

/** The bell's short date: "Nov 22", with the year when it is not the current one ("Dec 30, 2025"). */
export function formatRecentDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString('en-US', sameYear ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The list's date: "Nov 22, 2026, 9:05 AM". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

const MONTH_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A date from a report at the precision printed: "2019-06" → "Jun 2019", "2019-06-03" → "Jun 3, 2019". */
export function formatReportDate(value: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!m) return value;
  const date = Date.UTC(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 1);
  return (m[3] ? DAY_FORMAT : MONTH_FORMAT).format(date);
}
