/**
 * Values that cannot all be true of one account (issue 25, decision 245): a date later than the report that prints
 * it, an account closed or paid before it was opened, more past due than is owed. A reading that gives them took a
 * value from the wrong place (another field, another bureau's column, a footnote's digit), whatever the layout.
 */
import { certainlyAfter } from '../../detect/common/dates';
import type { Account, ReportDate } from '../../model';

export type ImpossibleCode =
  /** A date of the account later than the report's printed date. */
  | 'date_after_report'
  /** Closed, or last paid, before it was opened. */
  | 'date_before_opened'
  /** More past due than the balance owed. */
  | 'past_due_over_balance';

const DATES = ['dateOpened', 'dateClosed', 'lastPaymentDate', 'dateOfFirstDelinquency', 'dateReported'] as const;

/** The relations between an account's values that its reading breaks; `reportDate` only when the report prints it. */
export function impossibleValues(a: Account, reportDate: ReportDate | null): ImpossibleCode[] {
  const out: ImpossibleCode[] = [];
  if (reportDate && DATES.some((f) => certainlyAfter(a[f], reportDate))) out.push('date_after_report');
  const opened = a.dateOpened;
  if (opened && [a.dateClosed, a.lastPaymentDate].some((d) => certainlyAfter(opened, d))) out.push('date_before_opened');
  if (a.balance != null && a.pastDue != null && a.pastDue > a.balance) out.push('past_due_over_balance');
  return out;
}
