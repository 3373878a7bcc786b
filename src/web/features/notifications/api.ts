/**
 * The notifications API for the bell, the account menu and /notifications (docs/api.md "Notifications"): query
 * keys, fetchers and mutations. The unread count is also fed by the realtime stream (realtime.ts).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { POPOVER_NOTIFICATIONS_LIMIT } from './constants';
import type { Notification as NotificationDto } from '../../../common/notifications';

export type { Notification as NotificationDto } from '../../../common/notifications';

export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  /** `limit` undefined: all of them. */
  list: (limit?: number) => [...notificationKeys.lists(), limit ?? 'all'] as const,
};

async function fetchNotifications(limit?: number): Promise<NotificationDto[]> {
  const query = limit === undefined ? '' : `?limit=${limit}`;
  return (await api.get<{ notifications: NotificationDto[] }>(`/api/notifications${query}`)).notifications;
}

async function fetchUnreadCount(): Promise<number> {
  return (await api.get<{ count: number }>('/api/notifications/unread-count')).count;
}

/** The unread count; the realtime stream keeps it current, so it is never stale by time. Idle without a user. */
export function useUnreadCount(enabled = true) {
  return useQuery({ queryKey: notificationKeys.unreadCount(), queryFn: fetchUnreadCount, enabled, staleTime: Infinity });
}

/** The bell's latest 5, loaded afresh each time the popover opens (the component mounts with it). */
export function useLatestNotifications() {
  return useQuery({
    queryKey: notificationKeys.list(POPOVER_NOTIFICATIONS_LIMIT),
    queryFn: () => fetchNotifications(POPOVER_NOTIFICATIONS_LIMIT),
    staleTime: 0,
  });
}

/** Every notification, newest first (/notifications). */
export function useNotifications() {
  return useQuery({ queryKey: notificationKeys.list(), queryFn: () => fetchNotifications() });
}

/** Marks the given notifications read in every cached list (all when `ids` is undefined). */
function markReadInLists(queryClient: QueryClient, ids?: readonly string[]) {
  const chosen = ids ? new Set(ids) : null;
  queryClient.setQueriesData<NotificationDto[]>({ queryKey: notificationKeys.lists() }, (rows) =>
    rows?.map((row) => (!row.read && (chosen === null || chosen.has(row.id)) ? { ...row, read: true } : row)),
  );
}

/** POST /api/notifications/mark-read; the lists change at once, the count is read again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => api.post<{ updated: number }>('/api/notifications/mark-read', { ids }),
    onSuccess: (_result, ids) => {
      markReadInLists(queryClient, ids);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
    },
  });
}

/** POST /api/notifications/mark-all-read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ updated: number }>('/api/notifications/mark-all-read'),
    onSuccess: () => {
      markReadInLists(queryClient);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
    },
  });
}
