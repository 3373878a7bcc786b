import type { Account, PaymentCode } from '../../model';

const DEROGATORY_CODES = new Set<PaymentCode>(['30', '60', '90', '120', '150', '180', 'CO', 'COL', 'RPO', 'FC', 'BK']);

/** Status and remark wording that makes an account negative (docs/decisions/001). */
const NEGATIVE_WORDING = [
  /\b(?:30|60|90|120|150|180)\+?\s*days?\s*(?:or\s+more\s+)?(?:past\s*due|late|delinquent)/i,
  /\bpast\s*due\s+(?:30|60|90|120|150|180)\s*days?/i,
  /charge[ds]?[\s-]*off|written\s+off|\bprofit\s+and\s+loss\b|\bbad\s+debt\b/i,
  /\bcollection(?:s)?\b(?!\s+(?:not|never))/i,
  /repossess|voluntary\s+surrender|\brepo\b/i,
  /foreclos/i,
  /bankruptcy|chapter\s+(?:7|11|13)\b|wage\s+earner\s+plan/i,
  /settled\s+(?:for\s+)?less\s+than|settlement\s+accepted|paid\s+(?:in\s+)?settlement|settled\s*-?\s*less|partial\s+payment\s+accepted/i,
  /\bderogatory\b|\bdelinquent\b/i,
];

/** Phrases that mention delinquency only to say there was none. */
const NEGATED = /never\s+(?:late|delinquent)|no\s+(?:late\s+payments|delinquency)|not\s+(?:past\s+due|delinquent)|\b0\s+days\s+past\s+due/gi;

export function wordingIsNegative(text: string | null | undefined): boolean {
  if (!text) return false;
  const t = text.replace(NEGATED, ' ');
  return NEGATIVE_WORDING.some((re) => re.test(t));
}

export function historyIsNegative(history: Record<string, PaymentCode>): boolean {
  return Object.values(history).some((c) => DEROGATORY_CODES.has(c));
}

/**
 * Whether an account is negative per docs/decisions/001: a delinquency in its history or status,
 * a past-due amount above zero, or a collection account. `adverse` is the bureau's own mark (e.g.
 * TransUnion's >brackets< around the status or past-due amount).
 */
export function isNegativeAccount(account: Pick<Account, 'status' | 'paymentHistory' | 'pastDue' | 'category' | 'remarks' | 'type'>, adverse = false): boolean {
  if (account.category === 'collection') return true;
  if (historyIsNegative(account.paymentHistory)) return true;
  if (wordingIsNegative(account.status)) return true;
  if (account.pastDue != null && account.pastDue > 0) return true;
  if (account.remarks.some((r) => /charge[ds]?[\s-]*off|collection|repossess|foreclos|bankruptcy|settled\s+(?:for\s+)?less/i.test(r.replace(NEGATED, ' ')))) return true;
  return adverse;
}
