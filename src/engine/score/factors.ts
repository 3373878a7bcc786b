import type { Account, CreditReport, PaymentCode } from '../model';
import { historyMonths, isClosed, isCollection, isDelinquentCode } from '../detect/common/accounts';
import { yearsBetween } from '../detect/common/dates';
import {
  AGE_POINTS_PER_YEAR,
  FACTOR_SCORE_MAX,
  MIX_POINTS_PER_TYPE,
  PAYMENT_HISTORY_WORD_SCORES,
  PAYMENT_HISTORY_WORD_THRESHOLDS,
  type PaymentHistoryWord,
} from './constants';

/**
 * The four score factors of spec document 2 §9, each a 0–100 value computed from the report's own data
 * (choices in docs/decisions/004-engine-score-figures.md).
 */

const round1 = (n: number): number => Math.round(n * 10) / 10;
const clamp = (n: number): number => Math.min(FACTOR_SCORE_MAX, Math.max(0, n));

export interface PaymentCounts {
  onTime: number;
  late: number;
}

/** Codes an account keeps printing every month once reached; no payment falls due after them. */
const TERMINAL_CODES: ReadonlySet<PaymentCode> = new Set(['CO', 'COL', 'RPO', 'FC', 'BK']);

/**
 * Months paid on time ("OK") and months delinquent in every account's payment history. "No data" is not
 * counted, and a charge-off, collection, repossession, foreclosure or bankruptcy repeated month after
 * month counts once: it is one event, not a missed payment every month.
 */
export function paymentCounts(accounts: Account[]): PaymentCounts {
  let onTime = 0;
  let late = 0;
  for (const account of accounts) {
    let previous: { month: number; code: PaymentCode } | null = null;
    for (const entry of historyMonths(account)) {
      const repeated = previous !== null && previous.code === entry.code && previous.month === entry.month - 1 && TERMINAL_CODES.has(entry.code);
      if (entry.code === 'OK') onTime++;
      else if (isDelinquentCode(entry.code) && !repeated) late++;
      previous = entry;
    }
  }
  return { onTime, late };
}

/** Share of on-time payments in percent (one decimal), or null when no payment is printed. */
export function onTimePercent(counts: PaymentCounts): number | null {
  const total = counts.onTime + counts.late;
  return total === 0 ? null : round1((counts.onTime / total) * 100);
}

/** The payment history word for a share of on-time payments (percent). */
export function paymentHistoryWord(onTime: number): PaymentHistoryWord {
  return PAYMENT_HISTORY_WORD_THRESHOLDS.find((t) => onTime >= t.min)?.word ?? 'Poor';
}

export function paymentHistoryScore(word: PaymentHistoryWord): number {
  return PAYMENT_HISTORY_WORD_SCORES[word];
}

/** Revolving accounts that count for utilization: open, with a credit limit above zero and a printed balance. */
function utilizationAccounts(accounts: Account[]): Account[] {
  return accounts.filter(
    (a) => a.category === 'revolving' && !isCollection(a) && !isClosed(a) && a.creditLimit !== null && a.creditLimit > 0 && a.balance !== null,
  );
}

/** Revolving balances / revolving limits of open accounts, in percent (one decimal); null without any limit. */
export function creditUtilization(accounts: Account[]): number | null {
  const counted = utilizationAccounts(accounts);
  if (counted.length === 0) return null;
  const balance = counted.reduce((sum, a) => sum + Math.max(0, a.balance!), 0);
  const limit = counted.reduce((sum, a) => sum + a.creditLimit!, 0);
  return round1((balance / limit) * 100);
}

/** Utilization score = 100 − utilization percent, kept within 0–100. */
export function utilizationScore(utilization: number): number {
  return round1(clamp(100 - utilization));
}

/**
 * Average age in years (one decimal) of the open accounts at the report date; all accounts when none is
 * open; null when no opening date or no report date is printed. Collections are not credit the consumer opened.
 */
export function creditAgeYears(report: Pick<CreditReport, 'accounts' | 'reportDate'>): number | null {
  const credit = report.accounts.filter((a) => !isCollection(a) && a.dateOpened);
  const open = credit.filter((a) => !isClosed(a));
  const counted = open.length > 0 ? open : credit;
  const ages = counted
    .map((a) => yearsBetween(a.dateOpened, report.reportDate))
    .filter((y): y is number => y !== null)
    .map((y) => Math.max(0, y));
  if (ages.length === 0) return null;
  return round1(ages.reduce((s, y) => s + y, 0) / ages.length);
}

/** Age score = years × 10, capped at 100. */
export function creditAgeScore(years: number): number {
  return Math.round(clamp(years * AGE_POINTS_PER_YEAR));
}

export interface AccountMix {
  revolving: number;
  installment: number;
  mortgage: number;
  other: number;
}

/** Accounts by credit type; collections are debts being collected, not a type of credit, and are left out. */
export function accountMix(accounts: Account[]): AccountMix {
  const mix: AccountMix = { revolving: 0, installment: 0, mortgage: 0, other: 0 };
  for (const a of accounts) {
    if (isCollection(a) || a.category === 'collection') continue;
    mix[a.category]++;
  }
  return mix;
}

/** Mix score = 25 per credit type present. */
export function creditMixScore(mix: AccountMix): number {
  const present = Object.values(mix).filter((n) => n > 0).length;
  return clamp(present * MIX_POINTS_PER_TYPE);
}
