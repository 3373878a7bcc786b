import type { Account, Inquiry, ReportDate } from '../model';
import { isCollection } from '../detect/common/accounts';
import { isNegativeAccount, isRecentHardInquiry } from '../detect/negative';
import { isHighInquiryCount } from './bands';
import { BALANCE_SPLIT, type AccountSummaryType } from './constants';

/** The dashboard's account summary (spec document 2 §3: type, count, totalBalance, negativeCount). */
export interface AccountSummaryRow {
  type: AccountSummaryType;
  count: number;
  totalBalance: number;
  negativeCount: number;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Which summary row an account belongs to; null for accounts that are none of the three (e.g. "other"). */
export function summaryType(account: Account): AccountSummaryType | null {
  if (isCollection(account)) return 'Collections';
  if (account.category === 'revolving') return 'Credit Cards';
  if (account.category === 'installment' || account.category === 'mortgage') return 'Installment Loans';
  return null;
}

/** Total balance split 35% cards, 55% loans, 10% collections, for records whose per-account balances are missing. */
export function splitTotalBalance(total: number): Record<AccountSummaryType, number> {
  return {
    'Credit Cards': round2(total * BALANCE_SPLIT.creditCards),
    'Installment Loans': round2(total * BALANCE_SPLIT.loans),
    Collections: round2(total * BALANCE_SPLIT.collections),
  };
}

/**
 * Credit cards, installment loans (mortgages included) and collections: count, total balance and
 * negative accounts. When no account prints a balance and `totalBalance` is known, balances come from
 * the 35/55/10 split.
 */
export function accountSummary(accounts: Account[], opts: { totalBalance?: number | null } = {}): AccountSummaryRow[] {
  const rows: Record<AccountSummaryType, AccountSummaryRow> = {
    'Credit Cards': { type: 'Credit Cards', count: 0, totalBalance: 0, negativeCount: 0 },
    'Installment Loans': { type: 'Installment Loans', count: 0, totalBalance: 0, negativeCount: 0 },
    Collections: { type: 'Collections', count: 0, totalBalance: 0, negativeCount: 0 },
  };
  for (const account of accounts) {
    const type = summaryType(account);
    if (!type) continue;
    const row = rows[type];
    row.count++;
    row.totalBalance = round2(row.totalBalance + Math.max(0, account.balance ?? 0));
    if (isNegativeAccount(account)) row.negativeCount++;
  }
  const balancesMissing = accounts.every((a) => a.balance === null);
  if (balancesMissing && opts.totalBalance != null && opts.totalBalance > 0) {
    const split = splitTotalBalance(opts.totalBalance);
    for (const row of Object.values(rows)) row.totalBalance = split[row.type];
  }
  return Object.values(rows);
}

/** Sum of the printed balances of every account. */
export function totalBalances(accounts: Account[]): number {
  return round2(accounts.reduce((sum, a) => sum + Math.max(0, a.balance ?? 0), 0));
}

export interface InquirySummary {
  count: number;
  /** More than 5 hard inquiries is flagged high. */
  high: boolean;
}

/** Hard inquiries dated within 24 months of the report date (the ones that count), and whether that is high. */
export function inquirySummary(inquiries: Inquiry[], reportDate: ReportDate | null): InquirySummary {
  const count = inquiries.filter((q) => isRecentHardInquiry(q, reportDate)).length;
  return { count, high: isHighInquiryCount(count) };
}
