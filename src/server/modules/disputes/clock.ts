/**
 * The FCRA clock of a mailed dispute (docs/decisions/101-fcra-clock.md). Pure: dates in, dates out, as 'YYYY-MM-DD'
 * calendar days (UTC), never the wall clock.
 *
 * - A bureau must finish its reinvestigation within 30 days of receiving the dispute (15 U.S.C. 1681i(a)(1)(A));
 *   45 days when the person sends more relevant information within those 30 days (1681i(a)(1)(B)) or the dispute
 *   follows the free annual file disclosure of 1681j(a) (1681j(a)(3)).
 * - A furnisher disputed directly has the same 30 days (1681s-2(a)(8)(E)(iii) and Reg V 12 CFR 1022.43(e)).
 * - Follow-up: 35 days after the expected delivery date (spec document 2 §9).
 * - Business days where the law counts them: a reinserted item's notice within 5 business days (1681i(a)(5)(B)(ii)),
 *   the results within 5 business days of completion (1681i(a)(6)(A)).
 */
import { isBusinessDay } from '../billing/business-days';

export const BUREAU_RESPONSE_DAYS = 30;
export const EXTENDED_RESPONSE_DAYS = 45;
export const FURNISHER_RESPONSE_DAYS = 30;
/** Spec document 2 §9: follow-up date 35 days after the expected delivery date. */
export const FOLLOW_UP_DAYS = 35;
/** 1681i(a)(5)(B)(ii) and 1681i(a)(6)(A). */
export const NOTICE_BUSINESS_DAYS = 5;

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

/** The n-th business day after `day` (weekends and federal holidays skipped). */
export function addBusinessDays(day: string, days: number): string {
  let date = parse(day);
  let counted = 0;
  while (counted < days) {
    date = new Date(date.getTime() + DAY_MS);
    if (isBusinessDay(date)) counted += 1;
  }
  return format(date);
}

export interface ClockInput {
  recipient: 'bureau' | 'furnisher';
  /** More information sent within the period, or the dispute follows a free annual report (bureaus only). */
  extended: boolean;
}

export function responseDays({ recipient, extended }: ClockInput): number {
  if (recipient === 'furnisher') return FURNISHER_RESPONSE_DAYS;
  return extended ? EXTENDED_RESPONSE_DAYS : BUREAU_RESPONSE_DAYS;
}

/** The day the response is due: the recipient's receipt (delivery) date plus the period. */
export function responseDueDate(receivedOn: string, input: ClockInput): string {
  return addDays(receivedOn, responseDays(input));
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
