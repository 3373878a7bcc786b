/**
 * What differs between the bureau's previous report and this one (issue 27: "why did my score change?"), as facts
 * the assistant can cite: new negative items, new late payments, balances up or down, new hard inquiries, accounts
 * closed or opened. Never how many points each is worth: no one outside the scoring model knows that.
 */
import type { Account, CreditReport } from '../../../engine/model';
import { lastFourDigits, normalizeCreditor } from '../../../engine/detect/common/names';

export type ReportChangeKind = 'new_negative' | 'gone_negative' | 'new_late' | 'balance_up' | 'balance_down' | 'new_inquiry' | 'closed' | 'opened';

export interface ReportChange {
  kind: ReportChangeKind;
  creditor: string;
  /** The account on this report (for its [[account:…]] citation), or null (an inquiry, an account no longer listed). */
  accountIndex: number | null;
  /** Before → after, for balances ('$1,200 → $2,900'); dates for inquiries. */
  detail: string | null;
}

export interface PreviousReport {
  reportDate: string | null;
  score: number | null;
}

const key = (a: { creditor: string; accountNumber: string | null }) => `${normalizeCreditor(a.creditor)}|${lastFourDigits(a.accountNumber) ?? ''}`;
const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const lateCount = (a: Account) => Object.values(a.paymentHistory).filter((c) => /^\d+$/.test(c) && Number(c) >= 30).length;
const isClosed = (a: Account) => a.dateClosed !== null || /closed/i.test(a.status ?? '');

/** Balance changes smaller than this are noise between two monthly statements (ours). */
const BALANCE_CHANGE_MIN = 100;

export function reportChanges(previous: CreditReport, current: CreditReport): ReportChange[] {
  const before = new Map(previous.accounts.map((a) => [key(a), a]));
  const changes: ReportChange[] = [];
  current.accounts.forEach((a, index) => {
    const old = before.get(key(a));
    if (!old) {
      changes.push({ kind: a.negative ? 'new_negative' : 'opened', creditor: a.creditor, accountIndex: index, detail: null });
      return;
    }
    if (a.negative && !old.negative) changes.push({ kind: 'new_negative', creditor: a.creditor, accountIndex: index, detail: a.status });
    if (!a.negative && old.negative) changes.push({ kind: 'gone_negative', creditor: a.creditor, accountIndex: index, detail: a.status });
    if (lateCount(a) > lateCount(old)) changes.push({ kind: 'new_late', creditor: a.creditor, accountIndex: index, detail: null });
    if (a.balance !== null && old.balance !== null && Math.abs(a.balance - old.balance) >= BALANCE_CHANGE_MIN) {
      changes.push({
        kind: a.balance > old.balance ? 'balance_up' : 'balance_down',
        creditor: a.creditor,
        accountIndex: index,
        detail: `${money(old.balance)} → ${money(a.balance)}`,
      });
    }
    if (isClosed(a) && !isClosed(old)) changes.push({ kind: 'closed', creditor: a.creditor, accountIndex: index, detail: null });
  });
  const seen = new Set(previous.inquiries.filter((q) => q.kind === 'hard').map((q) => `${normalizeCreditor(q.creditor)}|${q.date ?? ''}`));
  for (const q of current.inquiries) {
    if (q.kind === 'hard' && !seen.has(`${normalizeCreditor(q.creditor)}|${q.date ?? ''}`)) {
      changes.push({ kind: 'new_inquiry', creditor: q.creditor, accountIndex: null, detail: q.date });
    }
  }
  return changes;
}
