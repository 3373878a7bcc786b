/**
 * Rate shopping (issue 25, docs/decisions/187): hard inquiries from several lenders within 14 days are one search for
 * one loan (a car dealer sends one application to many lenders). The scoring models count such a burst as one
 * inquiry, and it is normal when the person applied; it is a possible error only when the person says they did not.
 */
import type { Account, Inquiry, InquiryBurst } from '../../model';
import { dayRange } from './dates';
import { maybeSameCreditor } from './names';

/** The window every scoring model treats as one search (VantageScore and older FICO: 14 days; newer FICO: 45). */
export const SHOPPING_WINDOW_DAYS = 14;
/** How long after the burst the loan it was for may have been opened (as for a single inquiry). */
export const OPENED_WITHIN_DAYS = 60;

interface Dated {
  inquiry: Inquiry;
  day: number;
}

const isoDay = (n: number): string => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** Hard inquiries printed to the day, grouped: each group starts at its first inquiry and spans 14 days. */
function clusters(inquiries: Inquiry[]): Dated[][] {
  const dated = inquiries
    .filter((q) => q.kind === 'hard')
    .flatMap((q) => {
      const range = dayRange(q.date);
      return range && range.precision === 'day' ? [{ inquiry: q, day: range.first }] : [];
    })
    .sort((a, b) => a.day - b.day);
  const out: Dated[][] = [];
  for (const d of dated) {
    const current = out[out.length - 1];
    if (current && d.day - current[0]!.day <= SHOPPING_WINDOW_DAYS) current.push(d);
    else out.push([d]);
  }
  return out;
}

/** The loans rate shopping is for (the scoring models de-duplicate auto, mortgage and student loan inquiries). */
const SHOPPED_LOAN = /auto|vehicle|motor|car\b|mortgage|home\s+(?:loan|equity)|real\s+estate|student|education/i;

function isShoppedLoan(a: Account): boolean {
  return a.category === 'mortgage' || (a.category === 'installment' && SHOPPED_LOAN.test(`${a.type ?? ''} ${a.creditor}`));
}

/** The loan a burst was for: an auto, mortgage or student loan opened during it or in the 60 days after. */
function openedAfter(group: Dated[], accounts: Account[]): Account | null {
  const first = group[0]!.day;
  const last = group[group.length - 1]!.day;
  const loans = accounts.filter((a) => {
    const opened = dayRange(a.dateOpened);
    return opened !== null && opened.last >= first && opened.first <= last + OPENED_WITHIN_DAYS && isShoppedLoan(a);
  });
  // the loan from one of the lenders asked, if there is one
  return loans.find((a) => group.some((d) => maybeSameCreditor(a.creditor, d.inquiry.creditor))) ?? loans[0] ?? null;
}

function sentence(burst: Omit<InquiryBurst, 'text'>): string {
  const when = burst.first === burst.last ? `on ${burst.first}` : `from ${burst.first} to ${burst.last}`;
  const head = `${burst.inquiries.length} lenders checked your credit ${when}. That may be shopping for one loan (a car dealer or a mortgage broker sends one application to several lenders); the scoring models count auto, mortgage and student loan inquiries within 14 days as one.`;
  const opened = burst.accountOpened ? ` ${burst.accountOpened.creditor} opened an account on ${burst.accountOpened.dateOpened}.` : '';
  return `${head}${opened} This is normal when you applied. Only if you did not apply could these inquiries be an error: tell us, and they become items to dispute.`;
}

/** The report's shopping bursts: two or more lenders within 14 days. */
export function inquiryBursts(inquiries: Inquiry[], accounts: Account[]): InquiryBurst[] {
  return clusters(inquiries)
    .filter((group) => new Set(group.map((d) => d.inquiry.creditor.toUpperCase())).size >= 2)
    .map((group) => {
      const opened = openedAfter(group, accounts);
      const burst = {
        first: isoDay(group[0]!.day),
        last: isoDay(group[group.length - 1]!.day),
        inquiries: group.map((d) => ({ creditor: d.inquiry.creditor, date: d.inquiry.date })),
        accountOpened: opened ? { creditor: opened.creditor, dateOpened: opened.dateOpened ?? '' } : null,
      };
      return { ...burst, text: sentence(burst) };
    });
}

/** The burst an inquiry belongs to, if any. */
export function burstOf(bursts: InquiryBurst[], inquiry: Inquiry): InquiryBurst | null {
  return bursts.find((b) => b.inquiries.some((q) => q.creditor === inquiry.creditor && q.date === inquiry.date)) ?? null;
}
