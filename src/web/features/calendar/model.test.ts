import { describe, expect, it } from 'vitest';
import type { CalendarEventDto } from '../../../common/calendar';
import { eventsOn, groupByDate, monthWeeks, upcomingEvents, weekDays } from './model';

const ev = (id: string, date: string, status: CalendarEventDto['status'] = 'scheduled') =>
  ({ id, date, status, title: id, type: 'task', priority: 'medium' }) as CalendarEventDto;

describe('calendar model', () => {
  const events = [
    ev('a', '2026-11-20'),
    ev('b', '2026-11-25', 'done'),
    ev('c', '2026-11-25'),
    ev('d', '2026-12-01'),
    ev('e', '2026-12-02'),
    ev('f', '2026-12-03'),
  ];

  it('lists the first 3 events from today, without those of closed disputes', () => {
    expect(upcomingEvents(events, '2026-11-25').map((e) => e.id)).toEqual(['c', 'd', 'e']);
  });

  it("finds a day's events and groups by date in order", () => {
    expect(eventsOn(events, '2026-11-25').map((e) => e.id)).toEqual(['b', 'c']);
    expect(groupByDate([events[3]!, events[0]!, events[2]!]).map((g) => [g.date, g.events.length])).toEqual([
      ['2026-11-20', 1],
      ['2026-11-25', 1],
      ['2026-12-01', 1],
    ]);
  });

  it('lays out a month in Sunday-first weeks and a week around a day', () => {
    const weeks = monthWeeks('2026-11-25');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks.at(-1)!.at(-1)).toBe('2026-12-05');
    expect(weekDays('2026-11-25')).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
  });
});
