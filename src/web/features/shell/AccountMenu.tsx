import { Bell, ChevronDown, CreditCard, LogOut, Settings, UserRound } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useImportWhen } from '../../lib/use-import-when';
import { useUnreadCount } from '../notifications/api';
import { useSubscription } from '../subscription/api';
import { planLabel } from '../subscription/plan-label';
import { NOTIFICATIONS_TEXT } from '../notifications/constants';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]?.[0], parts[parts.length - 1]?.[0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase() || 'U';
}

export function AccountMenu({ displayName, onLogout }: { displayName: string; onLogout: () => void }) {
  const navigate = useNavigate();
  const unread = useUnreadCount().data ?? 0;
  const subscription = useSubscription().data;
  const [open, setOpen] = useState(false);
  // The menu's code loads on the first open; until then the same button opens it.
  const menu = useImportWhen(open, () => import('../../components/ui/dropdown-menu'));

  const trigger = (props: ComponentProps<typeof Button>) => (
    <Button variant="ghost" className="gap-2 px-2" aria-label="Account menu" {...props}>
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
        {initials(displayName)}
      </span>
      <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{displayName}</span>
      <ChevronDown aria-hidden="true" className="text-muted-foreground" />
    </Button>
  );
  if (!menu) return trigger({ 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: () => setOpen(true) });

  const { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } = menu;
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>{trigger({})}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="max-w-56 truncate">{displayName}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/settings')}>
          <UserRound aria-hidden="true" />
          My Account
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/settings')}>
          <Settings aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/subscription')}>
          <CreditCard aria-hidden="true" />
          Subscription
          {subscription ? (
            <span
              className={`ml-auto rounded-full px-2 py-0.5 text-xs font-medium ${subscription.subscribed ? 'bg-success-soft text-success' : 'bg-muted text-muted-foreground'}`}
            >
              {planLabel(subscription)}
            </span>
          ) : null}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/notifications')}>
          <Bell aria-hidden="true" />
          Notifications
          {unread > 0 ? (
            <span className="ml-auto rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground">
              {unread}
              <span className="sr-only"> {NOTIFICATIONS_TEXT.unreadWord}</span>
            </span>
          ) : null}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
