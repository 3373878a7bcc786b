import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRecentDate } from './dates';

// Local-time dates, so the expectations hold in any time zone.
const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

describe('dates', () => {
  it('gives short month, day and year, and an unreadable date as given', () => {
    expect(formatDate(local(2026, 11, 2))).toBe('Nov 2, 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('gives month and day in the current year, and adds the year otherwise', () => {
    const now = new Date(2026, 10, 22, 8);
    expect(formatRecentDate(local(2026, 11, 22), now)).toBe('Nov 22');
    expect(formatRecentDate(local(2026, 1, 3), now)).toBe('Jan 3');
    expect(formatRecentDate(local(2025, 12, 30), now)).toBe('Dec 30, 2025');
  });

  it('gives date and time for the list', () => {
    expect(formatDateTime(local(2026, 11, 22, 9, 5))).toBe('Nov 22, 2026, 9:05 AM');
    expect(formatDateTime(local(2026, 3, 1, 17, 30))).toBe('Mar 1, 2026, 5:30 PM');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatRecentDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
