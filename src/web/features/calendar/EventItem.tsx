import { AlertTriangle, Download, Pencil, Trash2 } from 'lucide-react';
import { CALENDAR_TEXT, COLOR_CLASSES, EVENT_TYPE_LABELS, type CalendarEventDto } from '../../../common/calendar';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { toastError } from '../../lib/errors';
import { downloadEvent } from './api';
import { shortDate } from './model';

const colors = (color: string) => COLOR_CLASSES[color] ?? COLOR_CLASSES.gray!;

/** The dot of an event's type colour (spec §9); decorative, the type is also written out. */
export function EventDot({ event, className }: { event: Pick<CalendarEventDto, 'color'>; className?: string }) {
  return <span aria-hidden="true" className={cn('inline-block size-2.5 shrink-0 rounded-full', colors(event.color).dot, className)} />;
}

/** Spec: high-priority events show a warning icon (with its words for screen readers). */
export function PriorityIcon({ event }: { event: Pick<CalendarEventDto, 'priority'> }) {
  if (event.priority !== 'high') return null;
  return (
    <span className="inline-flex text-warning" title={CALENDAR_TEXT.highPriority}>
      <AlertTriangle className="size-4" aria-hidden="true" />
      <span className="sr-only">{CALENDAR_TEXT.highPriority}</span>
    </span>
  );
}

/** A small chip for the Month and Week grids. */
export function EventChip({ event }: { event: CalendarEventDto }) {
  return (
    <span
      className={cn(
        'flex min-w-0 items-start gap-1 rounded-md border px-1.5 py-0.5 text-xs leading-tight',
        colors(event.color).chip,
        event.status === 'done' && 'opacity-60 line-through',
      )}
    >
      {event.priority === 'high' ? <AlertTriangle className="size-3 shrink-0" aria-label={CALENDAR_TEXT.highPriority} /> : null}
      <span className="line-clamp-2 break-words">{event.title}</span>
    </span>
  );
}

/** One event with its details, its own download, and edit/delete for the person's own events. */
export function EventItem({
  event,
  showDate = true,
  onEdit,
  onDelete,
}: {
  event: CalendarEventDto;
  showDate?: boolean;
  onEdit?: (e: CalendarEventDto) => void;
  onDelete?: (e: CalendarEventDto) => void;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-4" data-testid="calendar-event">
      <div className="flex items-start gap-2">
        <EventDot event={event} className="mt-1.5" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-center gap-2">
            <h3 className={cn('font-semibold', event.status === 'done' && 'text-muted-foreground line-through')}>{event.title}</h3>
            <PriorityIcon event={event} />
          </div>
          <p className="text-xs text-muted-foreground">
            {showDate ? `${shortDate(event.date)} · ` : ''}
            {EVENT_TYPE_LABELS[event.type]}
            {event.status === 'done' ? ' · Closed' : ''}
          </p>
          {event.description ? <p className="text-sm">{event.description}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => downloadEvent(event).catch((error: unknown) => toastError(CALENDAR_TEXT.download, error, CALENDAR_TEXT.downloadError))}
          aria-label={`Download "${event.title}" (.ics)`}
        >
          <Download aria-hidden="true" /> .ics
        </Button>
        {event.editable && onEdit ? (
          <Button variant="ghost" size="sm" onClick={() => onEdit(event)} aria-label={`Edit "${event.title}"`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        ) : null}
        {event.editable && onDelete ? (
          <Button variant="ghost" size="sm" onClick={() => onDelete(event)} aria-label={`Delete "${event.title}"`}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        ) : null}
      </div>
    </li>
  );
}
