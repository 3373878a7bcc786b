import type { FindingCode, IssueType } from '../model';
import { formatDay, formatMonth, formatReportDate } from '../detect/common/dates';
import { BUREAU_NAMES, formatMoney, joinWords } from '../detect/common/finding';

/** Words the plan's texts share: bureau names, dates and issue labels as a user reads them. */

export { BUREAU_NAMES, formatDay, formatMonth, formatMoney, formatReportDate, joinWords };

export const ISSUE_LABELS: Readonly<Record<IssueType, string>> = {
  late_payment: 'late payment',
  charge_off: 'charge-off',
  collection: 'collection',
  repossession: 'repossession',
  foreclosure: 'foreclosure',
  bankruptcy: 'bankruptcy',
  public_record: 'public record',
  hard_inquiry: 'hard inquiry',
  other: 'settled account',
};

/** What each finding says is wrong, as a clause of a dispute reason. */
export const FINDING_REASONS: Readonly<Record<FindingCode, string>> = {
  obsolete_item: 'it is reported past the period the FCRA allows',
  duplicate_account: 'the same debt is reported twice with a balance',
  balance_after_transfer: 'it still shows a balance after the account was sold or transferred',
  reaged_debt: 'its date of first delinquency is later than the payment history shows (re-aged)',
  removal_date_beyond_limit: "the bureau's own removal date is later than 7 years and 180 days after the date of first delinquency it prints (re-aged)",
  paid_collection_balance: 'it is reported as paid or settled but still shows a balance',
  missing_dofd: 'no date of first delinquency is reported',
  medical_collection_under_500: 'it is a medical collection under $500, which the three bureaus no longer report',
  inquiry_without_account: 'it is a hard inquiry with no account opened from it',
  cross_bureau_mismatch: 'its balance, status or opening date differs between bureaus',
};

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
