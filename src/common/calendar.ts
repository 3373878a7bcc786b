/**
 * Calendar events (spec document 2 §3 "Calendar event", §5 Calendar screen, §9 constants): the shapes both sides
 * use, the texts, and the validation of the events a person adds (docs/decisions/115–119).
 */
import { z } from 'zod';
import type { Bureau } from './analysis';
import { EVENT_COLORS, ITEM_TYPES, type ItemType, type Priority } from './disputes/items';

export { EVENT_COLORS };

/** Where an event comes from: a dispute item's dates, the review rhythm, or the person. */
export const EVENT_KINDS = ['letter_due', 'delivery', 'response_deadline', 'follow_up', 'review', 'custom'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export type EventStatus = 'scheduled' | 'done';

/** Spec §3 Calendar event (id, title, description, date, type, bureaus, status, priority, color) plus what we add. */
export interface CalendarEventDto {
  /** A custom event's uuid; a derived one's `{kind}-{item id}` or `review-{n}`. Stable while its source exists. */
  id: string;
  /** The iCalendar UID: stable for the life of the event, whatever its date. */
  uid: string;
  title: string;
  description: string;
  /** Whole day, 'YYYY-MM-DD'. */
  date: string;
  type: ItemType;
  kind: EventKind;
  bureaus: Bureau[];
  status: EventStatus;
  priority: Priority;
  /** EVENT_COLORS[type] (spec §9). */
  color: string;
  /** Bumped each time the event's date moves (iCalendar SEQUENCE). */
  sequence: number;
  /** The dispute item a derived event comes from. */
  item_id: string | null;
  /** Only the person's own events can be edited or deleted. */
  editable: boolean;
}

/** Spec §9: the Upcoming Events card lists 3 events. */
export const UPCOMING_EVENTS = 3;
/** Spec document 2 §9 strategy text: a review of the reports every 4 months. */
export const REVIEW_EVERY_MONTHS = 4;
/** How many future reviews the calendar shows (a year ahead). */
export const REVIEWS_AHEAD = 3;

/** Spec §9 file names. */
export const CALENDAR_FILE_NAME = 'credit_repair_calendar.ics';
export const eventFileName = (event: Pick<CalendarEventDto, 'type' | 'id'>) => `credit_repair_${event.type}_${event.id}.ics`;

export const CUSTOM_TITLE_MAX = 120;
export const CUSTOM_NOTE_MAX = 1000;
/** How far back and ahead a person's own event may be dated. */
export const CUSTOM_YEARS_RANGE = 5;

export const CALENDAR_MESSAGES = {
  title: `Enter a title of 1 to ${CUSTOM_TITLE_MAX} characters.`,
  date: 'Enter a real date as YYYY-MM-DD.',
  dateRange: `Choose a date within ${CUSTOM_YEARS_RANGE} years of today.`,
  type: `Choose a type: ${ITEM_TYPES.join(', ')}.`,
  note: `Use at most ${CUSTOM_NOTE_MAX} characters for the note.`,
  notFound: 'Calendar event not found',
  notEditable: 'Events from your disputes change with the dispute; only events you added can be edited.',
  tooManyWrites: 'You have made many calendar changes in the last hour. Please wait a while and try again.',
  feedNotFound: 'Calendar feed not found',
} as const;

/** Screen texts: the spec's (§5 Calendar screen, §3 Repair Plan) and ours for what the spec leaves out. */
export const CALENDAR_TEXT = {
  heading: 'Calendar',
  addEvent: 'Add Event',
  upcoming: 'Upcoming Events',
  noEvents: 'No events for this date',
  download: 'Download Calendar',
  month: 'Month',
  week: 'Week',
  day: 'Day',
  loadError: 'Error loading calendar events',
  subscriptionTitle: 'The calendar is part of the plan', // ours
  noUpcoming: 'Nothing scheduled yet. Dates from your dispute letters appear here as they are set.',
  saved: 'Event saved',
  saveError: 'The event could not be saved. Please try again.',
  downloadError: 'The calendar file could not be downloaded. Please try again.',
  deleted: 'Event deleted',
  feedTitle: 'Subscribe in your phone calendar',
  feedHelp:
    'Add this private address to Google, Apple or Outlook calendar as a subscription; it stays in step with your disputes. Anyone with the address can read these dates: reset it if it was shared.',
  feedCopied: 'Calendar address copied',
  feedReset: 'A new calendar address was made; the old one no longer works.',
  highPriority: 'High priority',
} as const;

export const EVENT_TYPE_LABELS: Record<ItemType, string> = {
  dispute_letter: 'Dispute letter',
  follow_up: 'Follow-up',
  escalation: 'Escalation',
  review: 'Review',
  credit_building: 'Credit building',
  education: 'Education',
  legal_action: 'Legal action',
  task: 'Task',
};

/** Tailwind classes per spec colour name: a 500 fill for dots (no text on it), 50/800 for chips with text. */
export const COLOR_CLASSES: Record<string, { dot: string; chip: string }> = {
  red: { dot: 'bg-red-500', chip: 'bg-red-50 text-red-800 border-red-200' },
  orange: { dot: 'bg-orange-500', chip: 'bg-orange-50 text-orange-800 border-orange-200' },
  blue: { dot: 'bg-blue-500', chip: 'bg-blue-50 text-blue-800 border-blue-200' },
  green: { dot: 'bg-green-500', chip: 'bg-green-50 text-green-800 border-green-200' },
  teal: { dot: 'bg-teal-500', chip: 'bg-teal-50 text-teal-800 border-teal-200' },
  purple: { dot: 'bg-purple-500', chip: 'bg-purple-50 text-purple-800 border-purple-200' },
  gray: { dot: 'bg-slate-500', chip: 'bg-slate-50 text-slate-800 border-slate-200' },
};

const realDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};

/** A 'YYYY-MM-DD' plus or minus whole years (UTC calendar days). */
export function addYears(day: string, years: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

const customFields = {
  title: z.string({ message: CALENDAR_MESSAGES.title }).trim().min(1, CALENDAR_MESSAGES.title).max(CUSTOM_TITLE_MAX, CALENDAR_MESSAGES.title),
  date: z
    .string({ message: CALENDAR_MESSAGES.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, CALENDAR_MESSAGES.date)
    .refine(realDate, CALENDAR_MESSAGES.date),
  type: z.enum(ITEM_TYPES, { message: CALENDAR_MESSAGES.type }),
  note: z.string({ message: CALENDAR_MESSAGES.note }).trim().max(CUSTOM_NOTE_MAX, CALENDAR_MESSAGES.note),
};

/** POST /api/calendar/events. */
export const customEventSchema = z.strictObject({ ...customFields, note: customFields.note.optional() });
export type CustomEventRequest = z.infer<typeof customEventSchema>;

/** PATCH /api/calendar/events/:id: any of the fields. */
export const customEventPatchSchema = z.strictObject({
  title: customFields.title.optional(),
  date: customFields.date.optional(),
  type: customFields.type.optional(),
  note: customFields.note.optional(),
});
export type CustomEventPatch = z.infer<typeof customEventPatchSchema>;

export interface CalendarEventsResponse {
  events: CalendarEventDto[];
}

export interface CalendarFeedResponse {
  /** The private subscription address (https:// or http:// as APP_URL; calendar apps take webcal:// too). */
  url: string;
}
