import type { Account, Bureau } from '../model';
import { historyMonths, isDelinquentCode } from '../detect/common/accounts';

/**
 * Which accounts the Payment History factor could count (decision 083): an account counts when its payment
 * history prints at least one month that is on time or delinquent ("no data" and blank months say nothing).
 * A 3-in-1 report is read into one report per bureau column, so this is per column.
 */
export interface PaymentHistoryCoverage {
  /** Accounts listed (in this bureau's column for a 3-in-1 report). */
  accounts: number;
  /** Of those, the accounts whose history prints at least one on-time or late month. */
  with_history: number;
}

/** How a report was read: one bureau's own report, or one bureau column of a 3-in-1 (merged) report. */
export interface ReportSource {
  merged: boolean;
}

const BUREAU_NAMES: Record<Bureau, string> = { experian: 'Experian', transunion: 'TransUnion', equifax: 'Equifax' };

function hasCountedMonth(account: Account): boolean {
  return historyMonths(account).some((m) => m.code === 'OK' || isDelinquentCode(m.code));
}

export function paymentHistoryCoverage(accounts: Account[]): PaymentHistoryCoverage {
  return { accounts: accounts.length, with_history: accounts.filter(hasCountedMonth).length };
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "this report" or "the Experian column of this 3-in-1 report". */
function where(bureau: Bureau, source: ReportSource): string {
  return source.merged ? `the ${BUREAU_NAMES[bureau]} column of this 3-in-1 report` : 'this report';
}

/**
 * Why Payment History cannot be rated, or null when it can: no account listed, or no account whose history
 * prints a month that is on time or late.
 */
export function paymentHistoryUnratedReason(coverage: PaymentHistoryCoverage, bureau: Bureau, source: ReportSource): string | null {
  if (coverage.with_history > 0) return null;
  const place = where(bureau, source);
  if (coverage.accounts === 0) return `Not rated: ${place} lists no accounts, so there are no payments to count.`;
  return (
    `Not rated: ${place} prints no month-by-month payment history for its ${plural(coverage.accounts, 'account', 'accounts')} ` +
    '(every month is blank or "no data"), so there is nothing to count on-time payments from.'
  );
}

/** The sentence added to the factor's description when only some accounts print a history; null when all do. */
export function paymentHistoryCoverageNote(coverage: PaymentHistoryCoverage, bureau: Bureau, source: ReportSource): string | null {
  if (coverage.with_history === 0 || coverage.with_history === coverage.accounts) return null;
  const missing = coverage.accounts - coverage.with_history;
  const place = source.merged ? `The ${BUREAU_NAMES[bureau]} column prints` : 'This report prints';
  return `${place} a payment history for ${coverage.with_history} of ${plural(coverage.accounts, 'account', 'accounts')}; the other ${missing === 1 ? 'one is' : `${missing} are`} not counted.`;
}
