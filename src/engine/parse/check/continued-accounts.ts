/**
 * An account cut by a page break (issue 25, decision 245): a print carries it over to the next page under its name
 * again, often marked "(continued)", and a reader that starts an account at every name returns two accounts — the
 * first with half its fields, the second with the other half and no account number. Rejoined here: a reading whose
 * name is another's plus "(continued)", or that follows a reading of the same name, has no account number and holds
 * none of the fields the first holds. The joined account keeps the first's values; a value both print differently is
 * flagged. A "(continued)" reading with no start before it keeps its bare name and is flagged.
 */
import { isNegativeAccount } from '../../detect/negative';
import type { Account } from '../../model';
import { last4 } from './account-checks';
import { CONTINUED_MARK } from '../common/continued';

export type ContinuedCode =
  /** Two readings of one account cut by a page break, rejoined. */
  | 'account_continued'
  /** A reading of an account's continuation whose start was not read. */
  | 'continued_without_start'
  /** A continued account whose two parts print a value differently. */
  | 'continued_fields_differ'
  /** A value holding an account's "NAME (continued)" heading, read into it from the next page (cut when NAME is its own). */
  | 'value_holds_continued';

const CONTINUED = new RegExp(String.raw`\s*${CONTINUED_MARK}\s*$`, 'i');
const HOLDS_CONTINUED = new RegExp(CONTINUED_MARK, 'i');
const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The fields a continuation may carry, compared and filled one by one. */
const FIELDS = [
  'originalCreditor',
  'accountNumber',
  'type',
  'status',
  'balance',
  'creditLimit',
  'dateOpened',
  'dateOfFirstDelinquency',
  'responsibility',
  'highBalance',
  'pastDue',
  'monthlyPayment',
  'dateClosed',
  'dateReported',
  'lastPaymentDate',
  'removalDate',
] as const;

/** Whether two readings hold no field in common: the two halves of one account, not two accounts. */
function disjoint(a: Account, b: Account): boolean {
  return FIELDS.every((f) => a[f] == null || b[f] == null);
}

function joined(first: Account, rest: Account): { account: Account; differ: boolean } {
  let account: Account = { ...first };
  let differ = false;
  for (const f of FIELDS) {
    if (rest[f] == null) continue;
    if (first[f] == null) account = { ...account, [f]: rest[f] };
    else if (first[f] !== rest[f]) differ = true;
  }
  if (first.dofdSource == null && first.dateOfFirstDelinquency == null) account.dofdSource = rest.dofdSource;
  account.paymentHistory = { ...rest.paymentHistory, ...first.paymentHistory };
  account.remarks = [...new Set([...first.remarks, ...rest.remarks])];
  account.evidence = [...first.evidence, ...rest.evidence];
  return { account: { ...account, negative: isNegativeAccount(account) }, differ };
}

const TEXT_FIELDS = ['status', 'type', 'originalCreditor', 'responsibility'] as const;

/**
 * The account with its own "NAME (continued)" heading cut off the end of a text value it was read into; whether a
 * value still holds such a heading (another account's, or in the middle of the value).
 */
function withoutContinuedHeading(a: Account): { account: Account; cut: boolean; holds: boolean } {
  let account = a;
  let cut = false;
  const own = norm(a.creditor);
  const cutOwn = (value: string): string | null => {
    const m = CONTINUED.exec(value);
    if (!m) return null;
    const before = value.slice(0, m.index);
    for (let at = before.length - 1; at >= 0; at--) {
      if (at > 0 && /\S/.test(before[at - 1]!)) continue;
      if (norm(before.slice(at)) === own) return before.slice(0, at).trim();
      if (norm(before.slice(at)).length > own.length) break;
    }
    return null;
  };
  for (const f of TEXT_FIELDS) {
    const value = account[f];
    const kept = value ? cutOwn(value) : null;
    if (kept != null) {
      account = { ...account, [f]: kept === '' ? null : kept };
      cut = true;
    }
  }
  const remarks = account.remarks.map((r) => cutOwn(r) ?? r).filter((r) => r !== '');
  if (remarks.some((r, i) => r !== account.remarks[i]) || remarks.length !== account.remarks.length) {
    account = { ...account, remarks };
    cut = true;
  }
  const holds = [...TEXT_FIELDS.map((f) => account[f]), ...account.remarks].some((v) => v != null && HOLDS_CONTINUED.test(v));
  return { account: cut ? { ...account, negative: isNegativeAccount(account) } : account, cut, holds };
}

export interface ContinuedResult {
  accounts: Account[];
  /** Codes per account of the result, by index. */
  codes: Map<number, { repaired: ContinuedCode[]; failed: ContinuedCode[] }>;
}

/** The report's accounts with each continuation joined to the account it continues. */
export function rejoinContinued(accounts: Account[]): ContinuedResult {
  const out: Account[] = [];
  const codes: ContinuedResult['codes'] = new Map();
  const note = (i: number, kind: 'repaired' | 'failed', code: ContinuedCode) => {
    const c = codes.get(i) ?? { repaired: [], failed: [] };
    c[kind].push(code);
    codes.set(i, c);
  };
  for (const read of accounts) {
    const heading = withoutContinuedHeading(read);
    const a = heading.account;
    const marked = CONTINUED.exec(a.creditor);
    const name = marked ? a.creditor.slice(0, marked.index).trim() : a.creditor;
    const prev = out.length - 1;
    let start = -1;
    if (marked) {
      for (let j = prev; j >= 0 && start < 0; j--) {
        const b = out[j]!;
        if (norm(b.creditor) === norm(name) && (!a.accountNumber || !b.accountNumber || last4(a.accountNumber) === last4(b.accountNumber))) start = j;
      }
    } else if (prev >= 0 && norm(out[prev]!.creditor) === norm(a.creditor) && !a.accountNumber && out[prev]!.accountNumber && disjoint(out[prev]!, a)) {
      start = prev;
    }
    if (start >= 0) {
      const { account, differ } = joined(out[start]!, a);
      out[start] = account;
      note(start, 'repaired', 'account_continued');
      if (differ) note(start, 'failed', 'continued_fields_differ');
      continue;
    }
    out.push(marked ? { ...a, creditor: name } : a);
    if (marked) note(out.length - 1, 'failed', 'continued_without_start');
    if (heading.cut) note(out.length - 1, 'repaired', 'value_holds_continued');
    if (heading.holds) note(out.length - 1, 'failed', 'value_holds_continued');
  }
  return { accounts: out, codes };
}
