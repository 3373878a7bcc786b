import { BellOff } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useLatestNotifications, useMarkNotificationsRead, type NotificationDto } from './api';
import { NOTIFICATIONS_TEXT, POPOVER_NOTIFICATIONS_LIMIT, unreadSummary } from './constants';
import { formatRecentDate } from '../../lib/dates';
import { NotificationIcon } from './NotificationIcon';
import { toastNotificationError } from './notify-errors';

const NOTIFICATIONS_PATH = '/notifications';

/**
 * The bell's popover body (spec 000 §2 "Notification bell"). Radix mounts it on open, so each opening loads the
 * latest 5 afresh. `onClose` closes the popover before any navigation.
 */
export function BellPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
  const latest = useLatestNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();

  const open = (notification: NotificationDto) => {
    if (!notification.read) {
      // mutateAsync: the panel unmounts on navigation, and a failure must still be told.
      markRead.mutateAsync([notification.id]).catch((error: unknown) => toastNotificationError(NOTIFICATIONS_TEXT.updateOneFailed, error));
    }
    onClose();
    void navigate(NOTIFICATIONS_PATH);
  };

  return (
    <div className="flex max-h-[min(32rem,calc(100dvh-6rem))] flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
        <h2 className="text-sm font-semibold">{NOTIFICATIONS_TEXT.title}</h2>
        {unread > 0 ? (
          <div className="flex items-center gap-2 text-xs">
            <span className="text-muted-foreground">{unreadSummary(unread)}</span>
            <Button variant="link" size="sm" className="h-auto p-0 text-xs" asChild>
              <Link to={NOTIFICATIONS_PATH} onClick={onClose}>
                {NOTIFICATIONS_TEXT.viewAll}
              </Link>
            </Button>
          </div>
        ) : null}
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto">
        {latest.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3 p-4">
            <span role="status" className="sr-only">
              {NOTIFICATIONS_TEXT.loading}
            </span>
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex gap-3">
                <Skeleton className="size-9 rounded-full" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-full" />
                </div>
              </div>
            ))}
          </div>
        ) : latest.isError ? (
          <div className="flex flex-col items-center gap-3 px-4 py-8 text-center text-sm">
            <p role="alert" className="text-destructive">
              {NOTIFICATIONS_TEXT.loadFailed}
            </p>
            <Button variant="outline" size="sm" onClick={() => void latest.refetch()}>
              {NOTIFICATIONS_TEXT.retry}
            </Button>
          </div>
        ) : latest.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground">
            <BellOff className="size-6" aria-hidden="true" />
            <p>{NOTIFICATIONS_TEXT.empty}</p>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {latest.data.slice(0, POPOVER_NOTIFICATIONS_LIMIT).map((notification) => (
              <li key={notification.id}>
                <BellItem notification={notification} onOpen={() => open(notification)} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="border-t border-border p-2">
        <Button variant="ghost" className="w-full" asChild>
          <Link to={NOTIFICATIONS_PATH} onClick={onClose}>
            {NOTIFICATIONS_TEXT.viewAllNotifications}
          </Link>
        </Button>
      </div>
    </div>
  );
}

function BellItem({ notification, onOpen }: { notification: NotificationDto; onOpen: () => void }) {
  const { type, title, message, read, created_at: createdAt } = notification;
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        'flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:-outline-offset-2',
        !read && 'bg-primary-soft hover:bg-secondary',
      )}
    >
      <NotificationIcon type={type} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm', read ? 'font-medium text-foreground' : 'font-semibold text-foreground')}>
            {!read ? <span className="sr-only">{NOTIFICATIONS_TEXT.unreadLabel}: </span> : null}
            {title}
          </span>
          <time dateTime={createdAt} className="shrink-0 text-xs text-muted-foreground">
            {formatRecentDate(createdAt)}
          </time>
        </span>
        <span className="line-clamp-2 text-xs text-muted-foreground">{message}</span>
      </span>
      {!read ? <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" /> : null}
    </button>
  );
}
