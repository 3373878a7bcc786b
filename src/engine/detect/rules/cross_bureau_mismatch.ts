import type { Account, Bureau, Finding } from '../../model';
import { statusMeaning } from '../common/accounts';
import { accountFinding, formatMoney, type Rule } from '../common/finding';
import { lastFourDigits, sameCreditor } from '../common/names';
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

/** Same account on two bureaus: same creditor and, when both print digits, the same last 4 digits. */
function sameAccount(a: Account, b: Account): boolean {
  if (!sameCreditor(a.creditor, b.creditor)) return false;
  const x = lastFourDigits(a.accountNumber);
  const y = lastFourDigits(b.accountNumber);
  return x === null || y === null || x === y;
}

function groupAccounts(reports: { bureau: Bureau; accounts: Account[] }[]): Reported[][] {
  const groups: Reported[][] = [];
  for (const report of reports) {
    for (const account of report.accounts) {
      const group = groups.find(
        (g) => !g.some((r) => r.bureau === report.bureau) && sameAccount(g[0]!.account, account),
      );
      if (group) group.push({ bureau: report.bureau, account });
      else groups.push([{ bureau: report.bureau, account }]);
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
