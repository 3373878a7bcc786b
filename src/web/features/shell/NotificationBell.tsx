import { Bell } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Button } from '../../components/ui/button';
import { useImportWhen } from '../../lib/use-import-when';
import { useAuthSession } from '../auth/session';
import { useUnreadCount } from '../notifications/api';
import { BellPanel } from '../notifications/BellPanel';
import { bellLabel, NOTIFICATIONS_TEXT } from '../notifications/constants';

/**
 * The top bar's bell (spec 000 §2): a red dot while unread notifications exist (the count is kept current by the
 * realtime stream, use-notifications-realtime.ts), and a popover with the latest 5.
 */
export function NotificationBell() {
  const { user } = useAuthSession();
  const unread = useUnreadCount(user !== null).data ?? 0;
  const [open, setOpen] = useState(false);
  // The popover's code loads on the first open; until then the same button opens it.
  const popover = useImportWhen(open, () => import('../../components/ui/popover'));

  const trigger = (props: ComponentProps<typeof Button>) => (
    <Button variant="ghost" size="icon" className="relative" aria-label={bellLabel(unread)} {...props}>
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 ? (
        <span data-testid="unread-dot" aria-hidden="true" className="absolute right-2 top-2 size-2.5 rounded-full bg-destructive-fill ring-2 ring-card" />
      ) : null}
    </Button>
  );
  if (!popover) return trigger({ 'aria-haspopup': 'dialog', 'aria-expanded': false, onClick: () => setOpen(true) });

  const { Popover, PopoverContent, PopoverTrigger } = popover;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger({})}</PopoverTrigger>
      {/* Above the toasts (sonner's 999999999): a toast never covers the bell's panel (issue 27, decision 204). */}
      <PopoverContent aria-label={NOTIFICATIONS_TEXT.panelLabel} className="z-[1000000000] w-[22rem] max-w-[calc(100vw-1rem)] p-0">
        {user !== null ? <BellPanel unread={unread} onClose={() => setOpen(false)} /> : null}
      </PopoverContent>
    </Popover>
  );
}
