/**
 * iCalendar files of calendar events (spec §9: whole-day events; docs/decisions/116–117): one generator on the
 * server for the downloads and the subscription feed. Stable UIDs; SEQUENCE from the event's stored sequence.
 */
import { createEvents, type EventAttributes } from 'ics';
import { PRODUCT_NAME } from '../../../common/brand';
import { EVENT_TYPE_LABELS, type CalendarEventDto } from '../../../common/calendar';
import { addDays } from './derive-events';

const dateArray = (day: string) => day.split('-').map(Number) as [number, number, number];

function toAttributes(event: CalendarEventDto): EventAttributes {
  return {
    uid: event.uid,
    start: dateArray(event.date),
    startInputType: 'local',
    startOutputType: 'local',
    end: dateArray(addDays(event.date, 1)),
    endInputType: 'local',
    endOutputType: 'local',
    title: event.priority === 'high' ? `${event.title} (high priority)` : event.title,
    description: event.description,
    categories: [EVENT_TYPE_LABELS[event.type]],
    sequence: event.sequence,
    status: 'CONFIRMED',
    transp: 'TRANSPARENT',
  };
}

/** An .ics calendar of the events (an empty calendar when there are none). */
export function icsOf(events: CalendarEventDto[]): string {
  const header = { productId: `-//${PRODUCT_NAME}//Calendar//EN`, method: 'PUBLISH', calName: `${PRODUCT_NAME} credit repair` };
  if (events.length === 0) {
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      `PRODID:${header.productId}`,
      `METHOD:${header.method}`,
      `X-WR-CALNAME:${header.calName}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  const { error, value } = createEvents(events.map(toAttributes), header);
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}
