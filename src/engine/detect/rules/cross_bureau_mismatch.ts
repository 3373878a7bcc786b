import type { Account, Bureau, Finding } from '../../model';
import { statusMeaning } from '../common/accounts';
import { accountFinding, formatMoney, type Rule } from '../common/finding';
import { sameCreditor } from '../common/names';
import { redact } from '../../redact';

/**
 * cross_bureau_mismatch (merged reports only): an account reported by two or more bureaus whose balance
 * (by more than $1), status (after normalising wording) or date opened differs between them; one finding
 * for each bureau reporting it. A bureau that does not report the account ("-") is not compared, and
 * a field one bureau leaves blank is not a difference. docs/decisions/001.
 */

const LAW = ['FCRA 611', 'FCRA 623(a)(2)'];
const BALANCE_TOLERANCE = 1;

const BUREAU_NAMES: Record<Bureau, string> = { transunion: 'TransUnion', experian: 'Experian', equifax: 'Equifax' };

interface Reported {
  bureau: Bureau;
  account: Account;
}

/**
 * Account numbers are masked differently per bureau ("517805******", "XXXXXXXXXXXX1234"): the digits shown
 * at the start are compared with the other's start, those at the end with its end. 'same' when some
 * shown digits agree, 'different' when any disagree, 'unknown' when nothing can be compared.
 */
export function compareAccountNumbers(a: string | null, b: string | null): 'same' | 'different' | 'unknown' {
  if (!a || !b) return 'unknown';
  const x = a.replace(/\s+/g, '');
  const y = b.replace(/\s+/g, '');
  const lead = (s: string) => /^\d+/.exec(s)?.[0] ?? '';
  const trail = (s: string) => /\d+$/.exec(s)?.[0] ?? '';
  let compared = false;
  for (const [p, q, fromEnd] of [
    [lead(x), lead(y), false],
    [trail(x), trail(y), true],
  ] as const) {
    if (!p || !q) continue;
    const n = Math.min(p.length, q.length);
    const agree = fromEnd ? p.slice(-n) === q.slice(-n) : p.slice(0, n) === q.slice(0, n);
    if (!agree) return 'different';
    compared = true;
  }
  return compared ? 'same' : 'unknown';
}

/** How well two bureaus' accounts agree, to pair them when numbers cannot be compared; null = not the same account. */
function likeness(a: Account, b: Account): number | null {
  if (!sameCreditor(a.creditor, b.creditor)) return null;
  const numbers = compareAccountNumbers(a.accountNumber, b.accountNumber);
  if (numbers === 'different') return null;
  let score = numbers === 'same' ? 8 : 0;
  if (a.dateOpened && b.dateOpened && sameDate(a.dateOpened, b.dateOpened)) score += 2;
  if (a.balance !== null && b.balance !== null && Math.abs(a.balance - b.balance) <= BALANCE_TOLERANCE) score += 2;
  if (a.creditLimit !== null && a.creditLimit === b.creditLimit) score += 1;
  if (a.highBalance !== null && a.highBalance === b.highBalance) score += 1;
  if (a.status && b.status && statusMeaning(a.status).derogatory === statusMeaning(b.status).derogatory) score += 1;
  if (a.type && b.type && a.type.toLowerCase() === b.type.toLowerCase()) score += 1;
  return score;
}

/** Each bureau's accounts joined to the same account at the other bureaus, best match first. */
function groupAccounts(reports: { bureau: Bureau; accounts: Account[] }[]): Reported[][] {
  const groups: Reported[][] = [];
  for (const report of reports) {
    const open = groups.filter((g) => !g.some((r) => r.bureau === report.bureau));
    const taken = new Set<Reported[]>();
    for (const account of report.accounts) {
      let best: { group: Reported[]; score: number } | null = null;
      for (const group of open) {
        if (taken.has(group)) continue;
        const scores = group.map((r) => likeness(r.account, account));
        if (scores.some((x) => x === null)) continue;
        const score = Math.max(...(scores as number[]));
        if (!best || score > best.score) best = { group, score };
      }
      if (best) {
        best.group.push({ bureau: report.bureau, account });
        taken.add(best.group);
      } else {
        groups.push([{ bureau: report.bureau, account }]);
      }
    }
  }
  return groups;
}

function label(r: Reported, value: string): string {
  return `${BUREAU_NAMES[r.bureau]} ${value}`;
}

function balanceDifference(group: Reported[]): string | null {
  const known = group.filter((r) => r.account.balance !== null);
  if (known.length < 2) return null;
  const values = known.map((r) => r.account.balance!);
  if (Math.max(...values) - Math.min(...values) <= BALANCE_TOLERANCE) return null;
  return `Balance: ${known.map((r) => label(r, formatMoney(r.account.balance!))).join(' · ')}`;
}

function statusDifference(group: Reported[]): string | null {
  const known = group.filter((r) => r.account.status);
  if (known.length < 2) return null;
  const meanings = known.map((r) => statusMeaning(r.account.status!));
  const derogatory = new Set(meanings.map((m) => m.derogatory));
  const openness = new Set(meanings.map((m) => m.openness).filter((o) => o !== null));
  if (derogatory.size < 2 && openness.size < 2) return null;
  return `Status: ${known.map((r) => label(r, `"${r.account.status}"`)).join(' · ')}`;
}

/** Dates compared at the precision both print ("2019-03" and "2019-03-14" agree). */
function sameDate(a: string, b: string): boolean {
  const n = Math.min(a.length, b.length);
  return a.slice(0, n) === b.slice(0, n);
}

function openedDifference(group: Reported[]): string | null {
  const known = group.filter((r) => r.account.dateOpened);
  if (known.length < 2) return null;
  const dates = known.map((r) => r.account.dateOpened!);
  if (dates.every((a) => dates.every((b) => sameDate(a, b)))) return null;
  return `Date opened: ${known.map((r) => label(r, r.account.dateOpened!)).join(' · ')}`;
}

export const crossBureauMismatch: Rule = ({ reports, merged }) => {
  if (!merged) return [];
  const findings: Finding[] = [];
  for (const group of groupAccounts(reports)) {
    if (group.length < 2) continue;
    const differences = [balanceDifference(group), statusDifference(group), openedDifference(group)].filter(
      (d): d is string => d !== null,
    );
    if (differences.length === 0) continue;
    const evidence = redact(differences.join(' | '));
    const what = differences.map((d) => d.slice(0, d.indexOf(':')).toLowerCase()).join(', ');
    for (const r of group) {
      findings.push(
        accountFinding(
          'cross_bureau_mismatch',
          r.bureau,
          r.account,
          LAW,
          evidence,
          `The bureaus report this account with a different ${what}. At most one version can be accurate; dispute it with ${BUREAU_NAMES[r.bureau]} so the furnisher must verify and correct it.`,
        ),
      );
    }
  }
  return findings;
};
