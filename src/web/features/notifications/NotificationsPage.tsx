import { BellOff, CheckCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/page-title';
import { useMarkAllNotificationsRead, useMarkNotificationsRead, useNotifications, type NotificationDto } from './api';
import { NOTIFICATIONS_TEXT } from './constants';
import { formatDateTime } from '../../lib/dates';
import { NotificationIcon } from './NotificationIcon';
import { toastNotificationError } from './notify-errors';

/** /notifications (spec 000 §2): every notification, newest first; a click marks one read, the button all of them. */
export function NotificationsPage() {
  usePageTitle(NOTIFICATIONS_TEXT.title);
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.filter((notification) => !notification.read).length ?? 0;

  const markAllRead = async () => {
    // Spec 000 §4: with nothing unread, mark all read does nothing.
    if (unread === 0 || markAll.isPending) return;
    try {
      await markAll.mutateAsync();
    } catch (error) {
      toastNotificationError(NOTIFICATIONS_TEXT.updateAllFailed, error);
    }
  };

  const markOneRead = async (notification: NotificationDto) => {
    if (notification.read) return;
    try {
      await markRead.mutateAsync([notification.id]);
    } catch (error) {
      toastNotificationError(NOTIFICATIONS_TEXT.updateOneFailed, error);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={NOTIFICATIONS_TEXT.title}
        subtitle={NOTIFICATIONS_TEXT.pageDescription}
        actions={
          <Button variant="outline" className="self-start sm:self-auto" disabled={unread === 0 || markAll.isPending} onClick={() => void markAllRead()}>
            <CheckCheck aria-hidden="true" />
            {NOTIFICATIONS_TEXT.markAllRead}
          </Button>
        }
      />

      {list.isPending ? (
        <Card aria-busy="true" className="divide-y divide-border">
          <span role="status" className="sr-only">
            {NOTIFICATIONS_TEXT.loading}
          </span>
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="flex gap-4 p-4 sm:p-5">
              <Skeleton className="size-10 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-full" />
                <Skeleton className="h-3 w-24" />
              </div>
            </div>
          ))}
        </Card>
      ) : list.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{NOTIFICATIONS_TEXT.loadFailed}</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void list.refetch()}>
              {NOTIFICATIONS_TEXT.retry}
            </Button>
          </AlertDescription>
        </Alert>
      ) : list.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center text-muted-foreground">
          <BellOff className="size-10" aria-hidden="true" />
          <p className="text-base">{NOTIFICATIONS_TEXT.empty}</p>
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-border">
            {list.data.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                busy={markRead.isPending && markRead.variables.includes(notification.id)}
                onMarkRead={() => void markOneRead(notification)}
              />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

function NotificationRow({ notification, busy, onMarkRead }: { notification: NotificationDto; busy: boolean; onMarkRead: () => void }) {
  const { type, title, message, read, created_at: createdAt } = notification;
  return (
    <li className={cn('relative flex gap-4 p-4 sm:p-5', read ? 'bg-card' : 'bg-primary-soft hover:bg-secondary')}>
      {!read ? <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-primary" /> : null}
      <NotificationIcon type={type} className="size-10" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 className={cn('text-base', read ? 'font-medium text-foreground' : 'font-semibold text-foreground')}>
            {read ? (
              title
            ) : (
              // The button covers the whole row (after:inset-0): a click anywhere on an unread item marks it read.
              <button
                type="button"
                onClick={onMarkRead}
                disabled={busy}
                className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring cursor-pointer"
              >
                <span className="sr-only">{NOTIFICATIONS_TEXT.unreadLabel}: </span>
                {title}
              </button>
            )}
          </h2>
          <time dateTime={createdAt} className="shrink-0 text-xs text-muted-foreground">
            {formatDateTime(createdAt)}
          </time>
        </div>
        <p className="break-words text-sm text-muted-foreground">{message}</p>
      </div>
    </li>
  );
}
