import { format } from 'date-fns';
import { CALENDAR_TEXT, type CalendarEventDto } from '../../../common/calendar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { EventChip, EventDot, EventItem } from './EventItem';
import { dayOf, eventsOn, longDate, monthWeeks, weekDays } from './model';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const CHIPS_PER_DAY = 2;

interface ViewProps {
  events: CalendarEventDto[];
  selected: string;
  today: string;
  onSelect: (day: string) => void;
}

function dayLabel(day: string, count: number) {
  return `${longDate(day)}: ${count === 0 ? 'no events' : `${count} ${count === 1 ? 'event' : 'events'}`}`;
}

function MonthView({ events, selected, today, onSelect }: ViewProps) {
  const month = dayOf(selected).getMonth();
  return (
    <div>
      <h3 className="mb-2 font-semibold">{format(dayOf(selected), 'MMMM yyyy')}</h3>
      <div
        role="grid"
        aria-label={`Month of ${format(dayOf(selected), 'MMMM yyyy')}`}
        className="grid grid-cols-7 overflow-hidden rounded-md border border-border text-xs"
      >
        <div role="row" className="contents">
          {WEEKDAYS.map((d) => (
            <div role="columnheader" key={d} className="bg-muted px-1 py-1 text-center font-medium text-muted-foreground">
              {d}
            </div>
          ))}
        </div>
        {monthWeeks(selected).map((week) => (
          <div role="row" key={week[0]} className="contents">
            {week.map((day) => {
              const list = eventsOn(events, day);
              return (
                <div
                  role="gridcell"
                  key={day}
                  aria-selected={day === selected}
                  className={cn('min-h-16 border-t border-l border-border first:border-l-0 sm:min-h-24', dayOf(day).getMonth() !== month && 'bg-muted/50')}
                >
                  <button
                    type="button"
                    onClick={() => onSelect(day)}
                    aria-label={dayLabel(day, list.length)}
                    className={cn(
                      'flex h-full w-full flex-col items-stretch gap-1 p-1 text-left hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring',
                      day === selected && 'bg-primary-soft',
                    )}
                  >
                    <span className={cn('tabular-nums', day === today && 'font-bold text-primary', dayOf(day).getMonth() !== month && 'text-muted-foreground')}>
                      {dayOf(day).getDate()}
                    </span>
                    <span className="flex flex-wrap gap-1 sm:hidden">
                      {list.map((e) => (
                        <EventDot key={e.id} event={e} />
                      ))}
                    </span>
                    <span className="hidden flex-col gap-1 sm:flex">
                      {list.slice(0, CHIPS_PER_DAY).map((e) => (
                        <EventChip key={e.id} event={e} />
                      ))}
                      {list.length > CHIPS_PER_DAY ? <span className="text-muted-foreground">+{list.length - CHIPS_PER_DAY} more</span> : null}
                    </span>
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

function WeekView({ events, selected, today, onSelect }: ViewProps) {
  const days = weekDays(selected);
  return (
    <div>
      <h3 className="mb-2 font-semibold">
        Week of {format(dayOf(days[0]!), 'MMMM d')} to {format(dayOf(days[6]!), 'MMMM d, yyyy')}
      </h3>
      <ol className="grid gap-2 sm:grid-cols-7">
        {days.map((day) => {
          const list = eventsOn(events, day);
          return (
            <li
              key={day}
              className={cn('flex flex-col gap-1 rounded-md border border-border p-2 sm:min-h-20', day === selected && 'border-primary bg-primary-soft')}
            >
              <button
                type="button"
                onClick={() => onSelect(day)}
                aria-label={dayLabel(day, list.length)}
                className="text-left text-xs font-medium focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className={cn(day === today && 'font-bold text-primary')}>{format(dayOf(day), 'EEE d')}</span>
              </button>
              {list.map((e) => (
                <EventChip key={e.id} event={e} />
              ))}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function DayView({ events, selected }: ViewProps) {
  const list = eventsOn(events, selected);
  return (
    <div>
      <h3 className="mb-2 font-semibold">{longDate(selected)}</h3>
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{CALENDAR_TEXT.noEvents}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((e) => (
            <EventItem key={e.id} event={e} showDate={false} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The Month, Week and Day tabs (spec §5), each showing the events around the selected day. */
export function CalendarViews(props: ViewProps) {
  return (
    <Tabs defaultValue="month">
      <TabsList>
        <TabsTrigger value="month">{CALENDAR_TEXT.month}</TabsTrigger>
        <TabsTrigger value="week">{CALENDAR_TEXT.week}</TabsTrigger>
        <TabsTrigger value="day">{CALENDAR_TEXT.day}</TabsTrigger>
      </TabsList>
      <TabsContent value="month">
        <MonthView {...props} />
      </TabsContent>
      <TabsContent value="week">
        <WeekView {...props} />
      </TabsContent>
      <TabsContent value="day">
        <DayView {...props} />
      </TabsContent>
    </Tabs>
  );
}
