import type { Bureau, FindingCode, IssueType, ReportDate } from '../model';
import { dayRange } from '../detect/common/dates';
import { formatMoney } from '../detect/common/finding';

/** Words the plan's texts share: bureau names, dates and issue labels as a user reads them. */

export const BUREAU_NAMES: Readonly<Record<Bureau, string>> = {
  experian: 'Experian',
  transunion: 'TransUnion',
  equifax: 'Equifax',
};

const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

const DAY_MS = 86_400_000;

/** A day number (days since 1970-01-01 UTC) as "March 5, 2029". */
export function formatDay(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** A day number as "March 2029". */
export function formatMonth(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** A printed date as the user reads it, at the precision printed ("2023-08" → "August 2023"). */
export function formatReportDate(date: ReportDate | null | undefined): string | null {
  const range = dayRange(date);
  if (!range) return null;
  return range.precision === 'day' ? formatDay(range.first) : formatMonth(range.first);
}

export { formatMoney };

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
  paid_collection_balance: 'it is reported as paid or settled but still shows a balance',
  missing_dofd: 'no date of first delinquency is reported',
  medical_collection_under_500: 'it is a medical collection under $500, which the three bureaus no longer report',
  inquiry_without_account: 'it is a hard inquiry with no account opened from it',
  cross_bureau_mismatch: 'its balance, status or opening date differs between bureaus',
};

/** "a, b and c". */
export function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
