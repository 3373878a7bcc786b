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
