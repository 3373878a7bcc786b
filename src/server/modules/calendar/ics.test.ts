import { describe, expect, it } from 'vitest';
import type { CalendarEventDto } from '../../../common/calendar';
import { icsOf } from './ics';

const event = (extra: Partial<CalendarEventDto> = {}): CalendarEventDto => ({
  id: 'due-L1',
  uid: 'due-L1.0123456789abcdef@creditfix-calendar',
  title: 'Dispute response due: Experian',
  description: 'The 30 days end today.',
  date: '2026-12-31',
  type: 'dispute_letter',
  kind: 'letter_due',
  bureaus: ['experian'],
  status: 'scheduled',
  priority: 'medium',
  color: 'red',
  sequence: 0,
  item_id: 'a',
  editable: false,
  ...extra,
});

/** A small RFC 5545 reader: unfolds lines, splits VEVENTs into name → value (parameters kept in the name). */
function parse(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return events;
}

describe('icsOf', () => {
  it('writes whole-day events with their UID, SEQUENCE, title and description', () => {
    const text = icsOf([
      event(),
      event({ id: 'review-1', uid: 'review-1.x@creditfix-calendar', date: '2027-01-05', sequence: 2, priority: 'high', title: 'Review' }),
    ]);
    const [a, b] = parse(text);
    expect(a).toMatchObject({
      UID: 'due-L1.0123456789abcdef@creditfix-calendar',
      'DTSTART;VALUE=DATE': '20261231',
      'DTEND;VALUE=DATE': '20270101',
      SEQUENCE: '0',
      SUMMARY: 'Dispute response due: Experian',
    });
    expect(a!.DESCRIPTION).toBe('The 30 days end today.');
    expect(b).toMatchObject({
      UID: 'review-1.x@creditfix-calendar',
      'DTSTART;VALUE=DATE': '20270105',
      'DTEND;VALUE=DATE': '20270106',
      SEQUENCE: '2',
      SUMMARY: 'Review (high priority)',
    });
    expect(text).toContain('PRODID:-//CreditFix AI//Calendar//EN');
    expect(text).not.toMatch(/DTSTART:\d{8}T/);
  });

  it('writes a valid empty calendar', () => {
    const text = icsOf([]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(parse(text)).toEqual([]);
  });
});
