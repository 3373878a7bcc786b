/** Notifications as the API sends them (docs/api.md "Notifications"), shared by server and web. */

/** The types the spec names; any other text is allowed and shown with a default icon. */
export const NOTIFICATION_TYPES = ['CREDIT_ANALYSIS_COMPLETE', 'DISPUTE_STATUS_UPDATE', 'UPCOMING_TASK_REMINDER', 'SUBSCRIPTION_ACTIVATED'] as const;
export type KnownNotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NewNotification {
  type: KnownNotificationType | (string & {});
  title: string;
  message: string;
}

/** As the server sends it; `created_at` is ISO 8601. */
export interface Notification {
  id: string;
  type: string;
  title: string;
  message: string;
  read: boolean;
  created_at: string;
}

/** Realtime reconnect delays (spec 000 §9: 1, 2, 5 and 10 s); the last one repeats. */
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
