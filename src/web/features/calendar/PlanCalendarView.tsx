import { Download } from 'lucide-react';
import { CALENDAR_TEXT } from '../../../common/calendar';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage, toastError } from '../../lib/errors';
import { downloadCalendar, useCalendarEvents } from './api';
import { EventItem } from './EventItem';
import { groupByDate, longDate } from './model';

/**
 * The Repair Plan's 'Calendar View' tab (spec §3): the person's events grouped by date, 'Download Calendar' for all
 * of them and a download per event. No props: the plan screen renders `<PlanCalendarView />`.
 */
export function PlanCalendarView() {
  const query = useCalendarEvents();
  if (query.isPending) return <Skeleton className="h-48" />;
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(query.error, CALENDAR_TEXT.loadError)}</AlertDescription>
      </Alert>
    );
  }
  const groups = groupByDate(query.data);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{CALENDAR_TEXT.heading}</h2>
        <Button
          variant="outline"
          onClick={() => downloadCalendar().catch((error: unknown) => toastError(CALENDAR_TEXT.download, error, CALENDAR_TEXT.downloadError))}
        >
          <Download aria-hidden="true" /> {CALENDAR_TEXT.download}
        </Button>
      </div>
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{CALENDAR_TEXT.noUpcoming}</p>
      ) : (
        groups.map((group) => (
          <section key={group.date} aria-labelledby={`plan-day-${group.date}`} className="flex flex-col gap-2">
            <h3 id={`plan-day-${group.date}`} className="font-semibold">
              {longDate(group.date)}
            </h3>
            <ul className="flex flex-col gap-2">
              {group.events.map((e) => (
                <EventItem key={e.id} event={e} showDate={false} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
export default PlanCalendarView;
