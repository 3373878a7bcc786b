import { describe, expect, it } from 'vitest';
import type { DisputeItemMetadata } from '../../../common/disputes/items';
import { deadlineKind, dueItemReminders, dueMonthlyReminder, type ReminderItem } from './due';

const NOW = new Date('2026-03-10T15:00:00Z');
const meta = (extra: Partial<DisputeItemMetadata> = {}): DisputeItemMetadata => ({
  item_type: 'dispute_letter',
  dispute_letter: null,
  letter_generated_at: null,
  laws: [],
  priority: 'high',
  ...extra,
});
const item = (over: Partial<ReminderItem> = {}): ReminderItem => ({
  id: 'item-1',
  userId: 'user-1',
  status: 'sent',
  dueDate: new Date('2026-03-13T00:00:00Z'),
  metadata: meta(),
  ...over,
});
const mail = (follow_up_date: string | null) => ({
  tracking_id: null,
  tracking_number: null,
  estimated_delivery_date: null,
  actual_delivery_date: null,
  tracking_url: null,
  status: 'delivered',
  follow_up_date,
});

describe('deadlineKind', () => {
  it('3, 2 and 1 days before: soon; the day: today; after: overdue; earlier: nothing', () => {
    expect([5, 4, 3, 2, 1, 0, -1, -40].map(deadlineKind)).toEqual([
      null,
      null,
      'deadline_soon',
      'deadline_soon',
      'deadline_soon',
      'deadline_today',
      'overdue',
      'overdue',
    ]);
  });
});

describe('dueItemReminders with a fixed clock (2026-03-10)', () => {
  it('due on the 13th: the 3-days-before reminder, keyed by item and date', () => {
    expect(dueItemReminders([item()], NOW)).toEqual([
      { userId: 'user-1', kind: 'deadline_soon', subject: 'item-1:2026-03-13', itemId: 'item-1', date: '2026-03-13', days: 3 },
    ]);
  });

  it('due on the 14th: nothing yet', () => {
    expect(dueItemReminders([item({ dueDate: new Date('2026-03-14T00:00:00Z') })], NOW)).toEqual([]);
  });

  it('due today (any hour of the day) and overdue', () => {
    expect(dueItemReminders([item({ dueDate: new Date('2026-03-10T23:30:00Z') })], NOW).map((r) => r.kind)).toEqual(['deadline_today']);
    expect(dueItemReminders([item({ dueDate: new Date('2026-03-09T00:00:00Z') })], NOW).map((r) => [r.kind, r.days])).toEqual([['overdue', -1]]);
  });

  it('the follow-up date reached or passed; not before', () => {
    const on = item({ dueDate: null, metadata: meta({ certified_mail: mail('2026-03-10') }) });
    const before = item({ dueDate: null, metadata: meta({ certified_mail: mail('2026-03-11') }) });
    expect(dueItemReminders([on, before], NOW)).toEqual([
      { userId: 'user-1', kind: 'follow_up', subject: 'item-1:2026-03-10', itemId: 'item-1', date: '2026-03-10', days: 0 },
    ]);
  });

  it('submitted (certified mail) counts as awaiting; closed, answered, unmailed and responded items get nothing', () => {
    expect(dueItemReminders([item({ status: 'submitted' })], NOW)).toHaveLength(1);
    for (const status of ['completed', 'denied', 'pending', 'ready', 'responded'] as const) {
      expect(dueItemReminders([item({ status, metadata: meta({ certified_mail: mail('2026-03-01') }) })], NOW), status).toEqual([]);
    }
    const answered = item({ metadata: meta({ outcome: { result: 'verified', decided_at: '2026-03-05T00:00:00Z', source: 'person', round: 1 } }) });
    expect(dueItemReminders([answered], NOW)).toEqual([]);
  });

  it('each reminder names its own item and user', () => {
    const reminders = dueItemReminders([item(), item({ id: 'item-2', userId: 'user-2' })], NOW);
    expect(reminders.map((r) => [r.userId, r.itemId])).toEqual([
      ['user-1', 'item-1'],
      ['user-2', 'item-2'],
    ]);
  });

  it('a malformed follow-up date is ignored', () => {
    expect(dueItemReminders([item({ dueDate: null, metadata: meta({ certified_mail: mail('soon') }) })], NOW)).toEqual([]);
  });
});

describe('dueMonthlyReminder', () => {
  it('once per month, keyed by the month; not in the month the account was opened', () => {
    expect(dueMonthlyReminder('u', new Date('2026-01-20T00:00:00Z'), NOW)).toMatchObject({ kind: 'monthly_reports', subject: '2026-03', itemId: null });
    expect(dueMonthlyReminder('u', new Date('2026-03-01T00:00:00Z'), NOW)).toBeNull();
  });
});
