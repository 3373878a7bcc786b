/** Pure helpers of the calendar screens: which events show where (dates are whole days, 'YYYY-MM-DD'). */
import { addDays, endOfMonth, endOfWeek, format, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import { UPCOMING_EVENTS, type CalendarEventDto } from '../../../common/calendar';

export const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');
export const dayOf = (key: string) => parseISO(key);

/** Spec: the first 3 events; we take them from today on, and leave out those of closed disputes. */
export function upcomingEvents(events: readonly CalendarEventDto[], today: string): CalendarEventDto[] {
  return events.filter((e) => e.date >= today && e.status !== 'done').slice(0, UPCOMING_EVENTS);
}

export function eventsOn(events: readonly CalendarEventDto[], day: string): CalendarEventDto[] {
  return events.filter((e) => e.date === day);
}

/** Events grouped by date, dates in order (the plan's Calendar View). */
export function groupByDate(events: readonly CalendarEventDto[]): { date: string; events: CalendarEventDto[] }[] {
  const groups = new Map<string, CalendarEventDto[]>();
  for (const e of [...events].sort((a, b) => a.date.localeCompare(b.date))) groups.set(e.date, [...(groups.get(e.date) ?? []), e]);
  return [...groups.entries()].map(([date, list]) => ({ date, events: list }));
}

/** The weeks (Sunday first) that show a month, as day keys. */
export function monthWeeks(anyDayOfMonth: string): string[][] {
  const start = startOfWeek(startOfMonth(dayOf(anyDayOfMonth)));
  const end = endOfWeek(endOfMonth(dayOf(anyDayOfMonth)));
  const weeks: string[][] = [];
  for (let d = start; d <= end; d = addDays(d, 7)) weeks.push(Array.from({ length: 7 }, (_, i) => dayKey(addDays(d, i))));
  return weeks;
}

/** The 7 days (Sunday first) of the week that holds the day. */
export function weekDays(day: string): string[] {
  const start = startOfWeek(dayOf(day));
  return Array.from({ length: 7 }, (_, i) => dayKey(addDays(start, i)));
}

export const longDate = (day: string) => format(dayOf(day), 'EEEE, MMMM d, yyyy');
export const shortDate = (day: string) => format(dayOf(day), 'MMM d, yyyy');
