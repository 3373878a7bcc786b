/** The Repair Plan's 'Calendar View' tab. A placeholder the calendar work replaces at this path (issue 11). */
import { Spinner } from '../../components/ui/spinner';

export function PlanCalendarView() {
  return (
    <div className="flex items-center py-8 text-muted-foreground">
      <Spinner label="The calendar view is loading..." />
    </div>
  );
}
