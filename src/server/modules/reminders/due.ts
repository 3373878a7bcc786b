/**
 * Which reminders are due for a set of dispute items on a given day (docs/decisions/121). Pure: the sweep gives it
 * rows and the clock. Days are calendar days in UTC, the same days the due dates are stored on.
 */
import type { DisputeItemMetadata, DisputeStatus } from '../../../common/disputes/items';
import { DEADLINE_REMINDER_DAYS_BEFORE } from '../../../common/reminders';
import type { ReminderKind } from '../../db/schema';

/** Statuses of a letter that is out and awaiting the bureau's answer: only these have a running deadline. */
export const AWAITING_RESPONSE_STATUSES = ['sent', 'submitted'] as const satisfies readonly DisputeStatus[];

export interface ReminderItem {
  id: string;
  userId: string;
  status: DisputeStatus;
  dueDate: Date | null;
  metadata: DisputeItemMetadata;
}

export interface DueReminder {
  userId: string;
  kind: ReminderKind;
  /** The unique key with user and kind: '<item id>:<date>' or 'YYYY-MM'. */
  subject: string;
  itemId: string | null;
  /** The date the reminder is about ('YYYY-MM-DD'). */
  date: string;
  /** Days from today to that date (negative when past). */
  days: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const dayNumber = (isoDay: string) => Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);

/** The one deadline reminder an item's due date calls for today, if any: soon (3..1 days), today, or overdue. */
export function deadlineKind(days: number): ReminderKind | null {
  if (days < 0) return 'overdue';
  if (days === 0) return 'deadline_today';
  if (days <= DEADLINE_REMINDER_DAYS_BEFORE) return 'deadline_soon';
  return null;
}

function awaitingResponse(item: ReminderItem): boolean {
  return (AWAITING_RESPONSE_STATUSES as readonly string[]).includes(item.status) && !item.metadata.outcome;
}

/**
 * The deadline and follow-up reminders due today. A sweep that missed days sends only the kind that fits today
 * (no "due in 3 days" once the day has come). Closed items, items with an answer logged and letters not yet
 * mailed get none.
 */
export function dueItemReminders(items: readonly ReminderItem[], now: Date): DueReminder[] {
  const today = dayNumber(utcDay(now));
  const due: DueReminder[] = [];
  for (const item of items) {
    if (!awaitingResponse(item)) continue;
    if (item.dueDate) {
      const date = utcDay(item.dueDate);
      const days = dayNumber(date) - today;
      const kind = deadlineKind(days);
      if (kind) due.push({ userId: item.userId, kind, subject: `${item.id}:${date}`, itemId: item.id, date, days });
    }
    const followUp = item.metadata.certified_mail?.follow_up_date;
    if (followUp && /^\d{4}-\d{2}-\d{2}$/.test(followUp) && dayNumber(followUp) <= today) {
      due.push({
        userId: item.userId,
        kind: 'follow_up',
        subject: `${item.id}:${followUp}`,
        itemId: item.id,
        date: followUp,
        days: dayNumber(followUp) - today,
      });
    }
  }
  return due;
}

/** The monthly report reminder: once per calendar month (UTC), not in the month the account was opened. */
export function dueMonthlyReminder(userId: string, accountCreatedAt: Date, now: Date): DueReminder | null {
  const month = utcDay(now).slice(0, 7);
  if (utcDay(accountCreatedAt).slice(0, 7) >= month) return null;
  return { userId, kind: 'monthly_reports', subject: month, itemId: null, date: utcDay(now), days: 0 };
}

/** The sweep reads items due within this many days (a day more than the reminder window, for time zones of timestamps). */
export const DEADLINE_REMINDER_WINDOW_DAYS = DEADLINE_REMINDER_DAYS_BEFORE + 1;
