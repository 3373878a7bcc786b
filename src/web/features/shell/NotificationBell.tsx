import { Bell, BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';

/**
 * The top bar's bell. The notifications issue wires real data (latest 5, unread dot, realtime); until then it
 * honestly shows the empty state.
 */
export function NotificationBell() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notifications">
          <Bell className="size-5" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications panel" className="p-0">
        <div className="border-b border-border px-4 py-3">
          <h2 className="text-sm font-semibold">Notifications</h2>
        </div>
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground">
          <BellOff className="size-6" aria-hidden="true" />
          <p>No notifications yet</p>
        </div>
        <div className="border-t border-border p-2">
          <Button variant="ghost" className="w-full" asChild>
            <Link to="/notifications">View all notifications</Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
