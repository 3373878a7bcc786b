/**
 * Calendar events from the person's real data (spec document 2 §3 "Calendar event", docs/decisions/115): pure, so
 * the rules are tested with fixed dates. Dispute dates are grouped per letter, so a letter about four accounts is
 * one delivery, one deadline and one follow-up, not four of each.
 */
import { BUREAUS, BUREAU_LABELS, type Bureau } from '../../../common/analysis';
import { EVENT_COLORS, REVIEW_EVERY_MONTHS, REVIEWS_AHEAD, type CalendarEventDto, type EventKind } from '../../../common/calendar';
import {
  CLOSED_STATUSES,
  type DisputeItemBureau,
  type DisputeItemMetadata,
  type DisputeStatus,
  type ItemType,
  type Priority,
  RESPONSE_DEADLINE_DAYS,
} from '../../../common/disputes/items';

export interface ItemSource {
  id: string;
  bureau: DisputeItemBureau;
  accountName: string;
  status: DisputeStatus;
  /** 'YYYY-MM-DD' (the UTC day of dispute_items.due_date), or null. */
  dueDate: string | null;
  letterId: string | null;
  metadata: DisputeItemMetadata;
}

export interface CustomSource {
  id: string;
  title: string;
  date: string;
  type: ItemType;
  note: string;
}

export interface DeriveInput {
  items: ItemSource[];
  customs: CustomSource[];
  /** The report date of the latest completed analysis ('YYYY-MM-DD'), or null without one. */
  latestReportDate: string | null;
}

/** An event before its SEQUENCE and UID are known. */
export type DerivedEvent = Omit<CalendarEventDto, 'sequence' | 'uid'>;

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole months later; the day is kept, or the month's last day when it has fewer (Jan 31 + 1 → Feb 28). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

export function compareEvents(a: Pick<DerivedEvent, 'date' | 'priority' | 'title'>, b: Pick<DerivedEvent, 'date' | 'priority' | 'title'>): number {
  return a.date.localeCompare(b.date) || PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || a.title.localeCompare(b.title);
}

const bureausOf = (bureau: DisputeItemBureau): Bureau[] => (bureau === 'all' ? [...BUREAUS] : [bureau]);
const bureauText = (bureaus: Bureau[]) => (bureaus.length === BUREAUS.length ? 'all three bureaus' : bureaus.map((b) => BUREAU_LABELS[b]).join(', '));
const accountsText = (items: ItemSource[]) => {
  const names = [...new Set(items.map((i) => i.accountName))];
  return names.length === 1 ? names[0]! : `${names.length} accounts`;
};
const highest = (items: ItemSource[]): Priority => items.map((i) => i.metadata.priority).sort((a, b) => PRIORITY_ORDER[a] - PRIORITY_ORDER[b])[0] ?? 'medium';

function event(kind: EventKind, id: string, fields: Omit<DerivedEvent, 'id' | 'kind' | 'color' | 'editable'>): DerivedEvent {
  return { id, kind, ...fields, color: EVENT_COLORS[fields.type] ?? EVENT_COLORS.task, editable: false };
}

/** The dates of one letter's items (or of one item without a letter). */
function letterEvents(key: string, items: ItemSource[]): DerivedEvent[] {
  const first = items[0]!;
  const bureaus = [...new Set(items.flatMap((i) => bureausOf(i.bureau)))];
  const to = bureauText(bureaus);
  const accounts = accountsText(items);
  const closed = items.every((i) => (CLOSED_STATUSES as readonly string[]).includes(i.status));
  const status = closed ? 'done' : 'scheduled';
  const common = { bureaus, status, item_id: first.id } as const;
  const mail = items.map((i) => i.metadata.certified_mail).find((m) => m != null);
  const out: DerivedEvent[] = [];

  if (mail?.estimated_delivery_date && !mail.actual_delivery_date) {
    out.push(
      event('delivery', `delivery-${key}`, {
        ...common,
        title: `Expected delivery: letter to ${to}`,
        description: `Your certified letter about ${accounts} should reach ${to} today${mail.tracking_number ? ` (tracking ${mail.tracking_number})` : ''}.`,
        date: mail.estimated_delivery_date,
        type: 'task',
        priority: 'low',
      }),
    );
  }
  if (mail?.actual_delivery_date) {
    // FCRA 611(a)(1): the 30 days run from the bureau's receipt; this replaces the deadline counted from the letter date.
    out.push(
      event('response_deadline', `response-${key}`, {
        ...common,
        title: `Response deadline: ${to}`,
        description: `${to} received your letter about ${accounts} on ${mail.actual_delivery_date}; it has ${RESPONSE_DEADLINE_DAYS} days to investigate and 5 business days more to send you the results (FCRA 611(a)(1), (a)(6)).`,
        date: items.map((i) => i.dueDate).find((d) => d !== null) ?? addDays(mail.actual_delivery_date, RESPONSE_DEADLINE_DAYS),
        type: 'dispute_letter',
        priority: 'high',
      }),
    );
  } else if (items.some((i) => i.dueDate)) {
    const meta = first.metadata.calendar_event;
    out.push(
      event('letter_due', `due-${key}`, {
        ...common,
        title: meta?.title ?? `Dispute response due: ${to}`,
        description:
          meta?.description ??
          `The time for ${to} to answer your dispute about ${accounts} ends today: ${RESPONSE_DEADLINE_DAYS} days from its assumed receipt of your letter, plus 5 business days to send the results (FCRA 611). Enter the delivery date from your USPS receipt to correct it.`,
        date: items.map((i) => i.dueDate).find((d) => d !== null)!,
        type: first.metadata.item_type,
        priority: highest(items),
      }),
    );
  }
  if (mail?.follow_up_date) {
    out.push(
      event('follow_up', `follow-up-${key}`, {
        ...common,
        title: `Follow up: ${to}`,
        description: `If ${to} has not answered about ${accounts}, send a follow-up letter or complain to the CFPB.`,
        date: mail.follow_up_date,
        type: 'follow_up',
        priority: 'medium',
      }),
    );
  }
  return out;
}

function reviewEvents(latestReportDate: string): DerivedEvent[] {
  return Array.from({ length: REVIEWS_AHEAD }, (_, i) =>
    event('review', `review-${i + 1}`, {
      title: 'Review your credit reports',
      description: `Get new reports from Experian, TransUnion and Equifax and upload them to see what changed: a review every ${REVIEW_EVERY_MONTHS} months after your latest report (${latestReportDate}).`,
      date: addMonths(latestReportDate, REVIEW_EVERY_MONTHS * (i + 1)),
      type: 'review',
      bureaus: [...BUREAUS],
      status: 'scheduled',
      priority: 'low',
      item_id: null,
    }),
  );
}

export function deriveEvents(input: DeriveInput): DerivedEvent[] {
  const byLetter = new Map<string, ItemSource[]>();
  for (const item of input.items) {
    const key = item.letterId ?? item.id;
    byLetter.set(key, [...(byLetter.get(key) ?? []), item]);
  }
  const events = [...byLetter.entries()].flatMap(([key, items]) => letterEvents(key, items));
  if (input.latestReportDate) events.push(...reviewEvents(input.latestReportDate));
  for (const c of input.customs) {
    events.push({
      id: c.id,
      kind: 'custom',
      title: c.title,
      description: c.note,
      date: c.date,
      type: c.type,
      bureaus: [],
      status: 'scheduled',
      priority: 'medium',
      color: EVENT_COLORS[c.type],
      item_id: null,
      editable: true,
    });
  }
  return events.sort(compareEvents);
}
