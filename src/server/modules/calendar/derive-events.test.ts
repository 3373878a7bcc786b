import { describe, expect, it } from 'vitest';
import type { DisputeItemMetadata } from '../../../common/disputes/items';
import { addMonths, deriveEvents, type ItemSource } from './derive-events';

const meta = (extra: Partial<DisputeItemMetadata> = {}): DisputeItemMetadata => ({
  item_type: 'dispute_letter',
  dispute_letter: null,
  letter_generated_at: null,
  laws: [],
  priority: 'high',
  ...extra,
});
const item = (id: string, extra: Partial<ItemSource> = {}): ItemSource => ({
  id,
  bureau: 'experian',
  accountName: `BANK ${id}`,
  status: 'ready',
  dueDate: '2026-03-03',
  letterId: 'L1',
  metadata: meta(),
  ...extra,
});
const mail = {
  tracking_id: 'ltr_1',
  tracking_number: '9407',
  estimated_delivery_date: '2026-02-06',
  actual_delivery_date: null,
  tracking_url: null,
  status: 'in_transit',
  follow_up_date: '2026-03-13',
};

describe('deriveEvents', () => {
  it('gives one due-date event per letter, typed, coloured and prioritised from its items', () => {
    const events = deriveEvents({ items: [item('a'), item('b', { metadata: meta({ priority: 'low' }) })], customs: [], latestReportDate: null });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      id: 'due-L1',
      kind: 'letter_due',
      date: '2026-03-03',
      type: 'dispute_letter',
      color: 'red',
      priority: 'high',
      bureaus: ['experian'],
      status: 'scheduled',
      editable: false,
    });
    expect(events[0]!.description).toContain('2 accounts');
  });

  it('adds the expected delivery and the follow-up of certified mail', () => {
    const events = deriveEvents({ items: [item('a', { metadata: meta({ certified_mail: mail }) })], customs: [], latestReportDate: null });
    expect(events.map((e) => [e.kind, e.date, e.color])).toEqual([
      ['delivery', '2026-02-06', 'gray'],
      ['letter_due', '2026-03-03', 'red'],
      ['follow_up', '2026-03-13', 'orange'],
    ]);
  });

  it('shows the response deadline the clock set from the delivery (30 days + 5 business days), in place of the assumed one', () => {
    const delivered = { ...mail, actual_delivery_date: '2026-02-09', status: 'delivered' };
    // The mail clock wrote the item's due date: 2026-02-09 + 30 days = 03-11, + 5 business days = 03-18.
    const events = deriveEvents({
      items: [item('a', { dueDate: '2026-03-18', metadata: meta({ certified_mail: delivered }) })],
      customs: [],
      latestReportDate: null,
    });
    expect(events.map((e) => [e.kind, e.date])).toEqual(
      [
        ['follow_up', '2026-03-13'],
        ['response_deadline', '2026-03-18'],
      ].sort((a, b) => a[1]!.localeCompare(b[1]!)),
    );
    expect(events.find((e) => e.kind === 'response_deadline')).toMatchObject({ priority: 'high', type: 'dispute_letter' });
  });

  it('marks the events of a closed dispute done, and skips items without dates', () => {
    const events = deriveEvents({
      items: [item('a', { status: 'completed', letterId: null }), item('b', { dueDate: null, letterId: null })],
      customs: [],
      latestReportDate: null,
    });
    expect(events).toEqual([expect.objectContaining({ id: 'due-a', status: 'done' })]);
  });

  it('uses "all three bureaus" for an item sent to every bureau', () => {
    const [e] = deriveEvents({ items: [item('a', { bureau: 'all' })], customs: [], latestReportDate: null });
    expect(e!.bureaus).toEqual(['experian', 'transunion', 'equifax']);
    expect(e!.title).toContain('all three bureaus');
  });

  it('schedules a review every 4 months after the latest report, with stable ids', () => {
    const events = deriveEvents({ items: [], customs: [], latestReportDate: '2026-01-31' });
    expect(events.map((e) => [e.id, e.date, e.type, e.color])).toEqual([
      ['review-1', '2026-05-31', 'review', 'blue'],
      ['review-2', '2026-09-30', 'review', 'blue'],
      ['review-3', '2027-01-31', 'review', 'blue'],
    ]);
  });

  it("includes the person's own events, editable, sorted by date then priority", () => {
    const events = deriveEvents({
      items: [item('a', { dueDate: '2026-04-01' })],
      customs: [{ id: 'c1', title: 'Call the bank', date: '2026-04-01', type: 'credit_building', note: 'Ask about goodwill' }],
      latestReportDate: null,
    });
    expect(events.map((e) => e.id)).toEqual(['due-L1', 'c1']);
    expect(events[1]).toMatchObject({ kind: 'custom', color: 'green', description: 'Ask about goodwill', editable: true });
  });
});

describe('addMonths', () => {
  it("keeps the day or takes the month's last day", () => {
    expect(addMonths('2026-01-15', 4)).toBe('2026-05-15');
    expect(addMonths('2026-10-31', 4)).toBe('2027-02-28');
    expect(addMonths('2027-10-31', 4)).toBe('2028-02-29');
  });
});
