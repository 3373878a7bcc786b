/** Texts, limits and delays of the notification bell, the /notifications screen and the realtime count (spec 000 §2, §8, §9). */

export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  panelLabel: 'Notifications panel',
  empty: 'No notifications yet',
  viewAll: 'View all',
  viewAllNotifications: 'View all notifications',
  markAllRead: 'Mark all as read',
  loading: 'Loading notifications...',
  retry: 'Try Again', // as the spec's other retry buttons
  unreadLabel: 'Unread',
  unreadWord: 'unread',
  loadFailed: 'Failed to load notifications',
  updateOneFailed: 'Failed to update notification',
  updateAllFailed: 'Failed to update notifications',
  pageDescription: 'Updates about your credit report analyses, disputes and tasks',
} as const;

/** "Notifications" or "Notifications, 3 unread": the bell's accessible name. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `${NOTIFICATIONS_TEXT.title}, ${unreadSummary(unread)}` : NOTIFICATIONS_TEXT.title;
}

/** "3 unread" beside the popover's heading. */
export function unreadSummary(unread: number): string {
  return `${unread} ${NOTIFICATIONS_TEXT.unreadWord}`;
}

/** The bell's popover shows this many of the latest notifications. */
export const POPOVER_NOTIFICATIONS_LIMIT = 5;

/** Realtime: the server's heartbeat period and how long past it the client waits before calling the stream dead. */
const REALTIME_HEARTBEAT_MS = 30_000;
const REALTIME_TIMEOUT_MS = 10_000;
/** No byte (event or heartbeat) for this long means the stream is dead: 30 s heartbeat + 10 s timeout. */
export const REALTIME_SILENCE_LIMIT_MS = REALTIME_HEARTBEAT_MS + REALTIME_TIMEOUT_MS;
export { REALTIME_RECONNECT_DELAYS_MS } from '../../../common/notifications';

export const NOTIFICATIONS_STREAM_PATH = '/api/notifications/stream';
export const UNREAD_COUNT_EVENT = 'unread-count';
