/**
 * Settings → Notifications and the reminder emails (docs/decisions/120–124), shared by server and web. The spec
 * (document 1, Settings) only shows 'Coming soon'; these texts are ours.
 */
import { z } from 'zod';

/** The non-essential emails a person can turn off, one switch each. */
export const EMAIL_PREFERENCE_KINDS = ['deadline_reminders', 'dispute_updates', 'report_reminders'] as const;
export type EmailPreferenceKind = (typeof EMAIL_PREFERENCE_KINDS)[number];

export const EMAIL_PREFERENCE_TEXT: Record<EmailPreferenceKind, { label: string; description: string }> = {
  deadline_reminders: {
    label: 'Deadline reminders',
    description: '3 days before a bureau must answer a dispute, on the day it is due, when it is overdue, and when a follow-up letter is due.',
  },
  dispute_updates: {
    label: 'Dispute updates',
    description: 'When a certified letter is mailed, delivered or returned.',
  },
  report_reminders: {
    label: 'Monthly report reminder',
    description: 'Once a month, a reminder to get your free credit reports from AnnualCreditReport.com and upload them.',
  },
};

/** Account emails that always go: the law or the account's safety needs them. Listed, never switchable. */
export const ALWAYS_SENT_EMAILS = [
  'Email address confirmation and password resets',
  'Your contract, its cancellation notice and the statement of your rights',
  'Receipts, payment problems and the end of your free month',
] as const;

export const NOTIFICATION_SETTINGS_TEXT = {
  title: 'Notification Preferences',
  description: 'Choose how we keep you informed',
  emailHeading: 'Email',
  alwaysHeading: 'Always sent',
  alwaysNote: 'These emails are part of your account and cannot be turned off.',
  inAppNote: 'Reminders and updates also appear under the bell in the app, whatever you choose here.',
  smsHeading: 'Text (SMS) reminders',
  smsUnavailable: 'Text reminders are not available: this service has no text message provider set up. We will remind you by email and in the app.',
  saved: 'Notification preferences saved',
  saveFailed: 'Failed to save notification preferences',
  loadFailed: 'Failed to load notification preferences',
} as const;

export type EmailPreferences = Record<EmailPreferenceKind, boolean>;

/** GET/PUT /api/settings/notifications answer. */
export interface NotificationSettingsDto {
  email: EmailPreferences;
  /** False while no SMS provider is configured (none is in this project). */
  sms_available: boolean;
}

export const updateNotificationSettingsSchema = z.strictObject({
  email: z
    .strictObject({
      deadline_reminders: z.boolean({ message: 'deadline_reminders must be true or false.' }).optional(),
      dispute_updates: z.boolean({ message: 'dispute_updates must be true or false.' }).optional(),
      report_reminders: z.boolean({ message: 'report_reminders must be true or false.' }).optional(),
    })
    .refine((value) => Object.keys(value).length > 0, { message: 'Name at least one email preference.' }),
});
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>;

/** The unsubscribe page (GET/POST /api/unsubscribe?token=…), shown without signing in. */
export const UNSUBSCRIBE_TEXT = {
  title: 'Unsubscribe',
  confirm: (label: string) => `Stop "${label}" emails? You can turn them on again in Settings → Notifications.`,
  button: 'Unsubscribe',
  done: (label: string) => `You are unsubscribed from "${label}" emails. You can turn them on again in Settings → Notifications.`,
  invalid: 'This unsubscribe link is not valid. Nothing was changed. Sign in and use Settings → Notifications to choose your emails.',
  footer: 'Emails about your account, contract and payments are still sent.',
} as const;
