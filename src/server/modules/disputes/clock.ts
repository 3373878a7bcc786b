/**
 * The FCRA clock of a mailed dispute (docs/decisions/101-fcra-clock.md, 171). Pure: dates in, dates out, as
 * 'YYYY-MM-DD' calendar days (UTC), never the wall clock.
 *
 * - Everything counts from the day the recipient RECEIVED the dispute: the delivery date when confirmed, else a
 *   documented assumption the person sees and can correct (a self-mailed letter: mailed + 5 business days, the
 *   longest USPS First-Class delivery standard). A letter not yet mailed has no deadline at all.
 * - A bureau must finish its reinvestigation within 30 days (15 U.S.C. 1681i(a)(1)(A)); 45 when the person sends
 *   more relevant information within those 30 days (1681i(a)(1)(B)) or the dispute follows the free annual file
 *   disclosure (1681j(a)(3)); then it has 5 business days to send the results (1681i(a)(6)(A)). Only after that
 *   is anything late, or a follow-up says the results were due.
 * - A furnisher disputed directly completes its investigation and reports the results within the bureaus' period
 *   of 1681i(a)(1), the 15-day extension included (Reg V 12 CFR 1022.43(e)(3)).
 * - Business days skip weekends and the Federal Reserve holidays (src/common/business-days.ts).
 */
import { addBusinessDays as addCalendarBusinessDays } from '../../../common/business-days';

export const BUREAU_RESPONSE_DAYS = 30;
export const EXTENDED_RESPONSE_DAYS = 45;
/** Spec document 2 §9: follow-up date 35 days after the expected delivery date. */
export const FOLLOW_UP_DAYS = 35;
/** 1681i(a)(5)(B)(ii) and 1681i(a)(6)(A). */
export const NOTICE_BUSINESS_DAYS = 5;
/** The assumed receipt of a self-mailed letter: USPS First-Class Mail is delivered within 1–5 business days. */
export const ASSUMED_TRANSIT_BUSINESS_DAYS = 5;

const DAY_MS = 86_400_000;

function parse(day: string): Date {
  return new Date(`${day.slice(0, 10)}T00:00:00Z`);
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return format(new Date(parse(day).getTime() + days * DAY_MS));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parse(to).getTime() - parse(from).getTime()) / DAY_MS);
}

/** The n-th business day after `day` (weekends and Federal Reserve holidays skipped). */
export function addBusinessDays(day: string, days: number): string {
  return addCalendarBusinessDays(day, days, 'federal_reserve');
}

export interface ClockInput {
  recipient: 'bureau' | 'furnisher';
  /** More information sent within the period, or the dispute follows a free annual report (bureaus only). */
  extended: boolean;
}

/** The days to finish: 30, or 45 with the extension of 611(a)(1)(B) / 612(a)(3) (a furnisher the same, 1022.43(e)(3)). */
export function responseDays({ extended }: ClockInput): number {
  return extended ? EXTENDED_RESPONSE_DAYS : BUREAU_RESPONSE_DAYS;
}

/**
 * The last day of the recipient's time: receipt + 30 (or 45) days, and for a bureau 5 more business days to send
 * the results. The results are late only after this day.
 */
export function responseDueDate(receivedOn: string, input: ClockInput): string {
  const finished = addDays(receivedOn, responseDays(input));
  return input.recipient === 'bureau' ? addBusinessDays(finished, NOTICE_BUSINESS_DAYS) : finished;
}

/** The receipt assumed for a letter mailed by the person, until they enter the real date. */
export function assumedReceipt(mailedOn: string): string {
  return addCalendarBusinessDays(mailedOn, ASSUMED_TRANSIT_BUSINESS_DAYS, 'federal');
}

export function followUpDate(expectedDelivery: string): string {
  return addDays(expectedDelivery, FOLLOW_UP_DAYS);
}

/** The deadline of a reinsertion notice (or of the results) after the day the bureau acted. */
export function noticeDeadline(actedOn: string): string {
  return addBusinessDays(actedOn, NOTICE_BUSINESS_DAYS);
}

export interface Delivery {
  date: string | null;
  /** True when no delivery was reported and the spec's rule assumed it (expected date passed → today). */
  assumed: boolean;
}

/**
 * Spec document 2 §4: with no actual delivery date, once the estimated date has passed the mail is taken as
 * delivered today. Before then there is no delivery date yet.
 */
export function deliveryOf(actual: string | null, expected: string | null, today: string): Delivery {
  if (actual) return { date: actual, assumed: false };
  if (expected && expected < today) return { date: today, assumed: true };
  return { date: null, assumed: false };
}

export interface Clock {
  delivery: Delivery;
  dueDate: string | null;
  daysUntilResponse: number | null;
  followUpDate: string | null;
}

export function clockOf(input: ClockInput & { actualDelivery: string | null; expectedDelivery: string | null; today: string }): Clock {
  const delivery = deliveryOf(input.actualDelivery, input.expectedDelivery, input.today);
  const dueDate = delivery.date ? responseDueDate(delivery.date, input) : null;
  return {
    delivery,
    dueDate,
    daysUntilResponse: dueDate ? daysBetween(input.today, dueDate) : null,
    followUpDate: input.expectedDelivery ? followUpDate(input.expectedDelivery) : null,
  };
}
