import { Download, Plus } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { toast } from 'sonner';
import { CALENDAR_TEXT, type CalendarEventDto } from '../../../common/calendar';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { SubscriptionRequired } from '../../components/SubscriptionRequired';
import { errorMessage, isSubscriptionRequired, toastError } from '../../lib/errors';
import { useServiceAccess } from '../subscription/service-access';
import { usePageTitle } from '../../lib/page-title';
import { downloadCalendar, useCalendarEvents, useDeleteEvent } from './api';
import { CalendarViews } from './CalendarViews';
import { EventDot, EventItem, PriorityIcon } from './EventItem';
import { EventForm } from './EventForm';
import { FeedCard } from './FeedCard';
import { dayKey, dayOf, eventsOn, longDate, shortDate, upcomingEvents } from './model';

/** /calendar (spec document 2 §5) with the person's real events (docs/decisions/115–119). */
export function CalendarPage() {
  usePageTitle(CALENDAR_TEXT.heading);
  const today = dayKey(new Date());
  const [selected, setSelected] = useState(today);
  const [form, setForm] = useState<{ open: boolean; event: CalendarEventDto | null }>({ open: false, event: null });
  const access = useServiceAccess({ title: CALENDAR_TEXT.subscriptionTitle });
  const query = useCalendarEvents(access.open);
  const remove = useDeleteEvent();
  const events = query.data ?? [];
  const dayEvents = eventsOn(events, selected);
  const openAdd = () => setForm({ open: true, event: null });
  const onEdit = (event: CalendarEventDto) => setForm({ open: true, event });
  const onDelete = (event: CalendarEventDto) =>
    remove.mutate(event.id, {
      onSuccess: () => toast.success(CALENDAR_TEXT.deleted),
      onError: (error) => toastError(CALENDAR_TEXT.heading, error, CALENDAR_TEXT.loadError),
    });

  const header = (
    <PageHeader
      title={CALENDAR_TEXT.heading}
      subtitle="Your dispute deadlines, mail deliveries, follow-ups and report reviews, with the reminders you add."
      actions={
        query.isSuccess ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => downloadCalendar().catch((error: unknown) => toastError(CALENDAR_TEXT.download, error, CALENDAR_TEXT.downloadError))}
            >
              <Download aria-hidden="true" /> {CALENDAR_TEXT.download}
            </Button>
            <Button onClick={openAdd}>
              <Plus aria-hidden="true" /> {CALENDAR_TEXT.addEvent}
            </Button>
          </div>
        ) : null
      }
    />
  );

  // Before services are open nothing below may load (FeedCard asks for the feed address): the gate, or nothing yet.
  if (!access.open) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        {access.gate}
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        {isSubscriptionRequired(query.error) ? (
          <SubscriptionRequired title={CALENDAR_TEXT.subscriptionTitle} />
        ) : (
          <Alert variant="destructive">
            <AlertTitle>{CALENDAR_TEXT.loadError}</AlertTitle>
            <AlertDescription>{errorMessage(query.error, CALENDAR_TEXT.loadError)}</AlertDescription>
          </Alert>
        )}
      </div>
    );
  }

  const upcoming = upcomingEvents(events, today);
  return (
    <div className="flex flex-col gap-6">
      {header}
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4">
          <Card>
            <CardContent className="flex justify-center p-4">
              <DayPicker
                mode="single"
                required
                selected={dayOf(selected)}
                onSelect={(d) => d && setSelected(dayKey(d))}
                month={dayOf(selected)}
                onMonthChange={(m) => setSelected(dayKey(m))}
                modifiers={{ hasEvents: events.map((e) => dayOf(e.date)) }}
                modifiersClassNames={{ hasEvents: 'calendar-has-events' }}
                style={{ '--rdp-accent-color': 'var(--color-primary)', '--rdp-accent-background-color': 'var(--color-primary-soft)' } as CSSProperties}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">{CALENDAR_TEXT.upcoming}</CardTitle>
            </CardHeader>
            <CardContent>
              {query.isPending ? (
                <Skeleton className="h-16" />
              ) : upcoming.length === 0 ? (
                <p className="text-sm text-muted-foreground">{CALENDAR_TEXT.noUpcoming}</p>
              ) : (
                <ul className="flex flex-col gap-3" aria-label={CALENDAR_TEXT.upcoming}>
                  {upcoming.map((e) => (
                    <li key={e.id}>
                      <button
                        type="button"
                        className="flex w-full items-start gap-2 rounded-md p-1 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                        onClick={() => setSelected(e.date)}
                      >
                        <EventDot event={e} className="mt-1.5" />
                        <span className="flex min-w-0 flex-1 flex-col">
                          <span className="flex items-center gap-1 text-sm font-medium">
                            {e.title} <PriorityIcon event={e} />
                          </span>
                          <span className="text-xs text-muted-foreground">{shortDate(e.date)}</span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
        <div className="flex flex-col gap-4 lg:col-span-2 lg:row-span-2">
          <Card>
            <CardContent className="p-4 sm:p-6">
              {query.isPending ? <Skeleton className="h-72" /> : <CalendarViews events={events} selected={selected} today={today} onSelect={setSelected} />}
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle className="text-lg">{longDate(selected)}</CardTitle>
              <Button variant="outline" size="sm" onClick={openAdd}>
                <Plus aria-hidden="true" /> {CALENDAR_TEXT.addEvent}
              </Button>
            </CardHeader>
            <CardContent>
              {dayEvents.length === 0 ? (
                <p className="text-sm text-muted-foreground">{CALENDAR_TEXT.noEvents}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {dayEvents.map((e) => (
                    <EventItem key={e.id} event={e} showDate={false} onEdit={onEdit} onDelete={onDelete} />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
        {/* After the views on phones; under the upcoming list on wide screens. */}
        <div className="self-start">
          <FeedCard />
        </div>
      </div>
      <EventForm open={form.open} onOpenChange={(open) => setForm((f) => ({ ...f, open }))} event={form.event} defaultDate={selected} />
    </div>
  );
}
