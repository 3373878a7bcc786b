import type { Account, Bureau, Finding } from '../../model';
import { statusMeaning } from '../common/accounts';
import type { FieldKey } from '../../parse/common/labels';
import { formatReportDate } from '../common/dates';
import { accountEvidence, saying } from '../common/evidence';
import { accountFinding, BUREAU_NAMES, formatMoney, joinWords, type Rule } from '../common/finding';
import { sameCreditor } from '../common/names';

/**
 * cross_bureau_mismatch (merged reports only): an account reported by two or more bureaus whose balance
 * (by more than $1), status (after normalising wording) or date opened differs between them. When the other
 * bureaus agree, only the bureau that differs is named (the one to dispute), with what the others report;
 * when no two agree, or only two report it, each is. A bureau that does not report the account ("-") is not
 * compared, and a field one bureau leaves blank is not a difference. docs/decisions/001.
 */

const LAW = ['FCRA 611', 'FCRA 623(a)(2)'];
const BALANCE_TOLERANCE = 1;

interface Reported {
  bureau: Bureau;
  account: Account;
}

/**
 * Account numbers are masked differently per bureau ("517805******", "XXXXXXXXXXXX1234"): the digits shown
 * at the start are compared with the other's start, those at the end with its end (a bare "3815" is an end).
 * 'same' when some shown digits agree, 'different' when any disagree, 'unknown' when nothing can be compared.
 */
export function compareAccountNumbers(a: string | null, b: string | null): 'same' | 'different' | 'unknown' {
  if (!a || !b) return 'unknown';
  const x = a.replace(/\s+/g, '');
  const y = b.replace(/\s+/g, '');
  // a bare number of four digits or fewer is the last digits of one whose mask was not printed or not read
  // ("3815" for "****3815"): no account number is that short, so it says nothing of the first digits
  const lead = (s: string) => (/^\d{1,4}$/.test(s) ? '' : (/^\d+/.exec(s)?.[0] ?? ''));
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
  if (a.dateOpened && b.dateOpened && sameMonth(a.dateOpened, b.dateOpened)) score += 2;
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

/** Dates compared at the precision both print ("2019-03" and "2019-03-14" agree). */
/**
 * Dates opened agree when their months do: the 3-bureau sites print one bureau's day and another's first of the
 * month for the same opening (report-formats.md F6), which is not a discrepancy worth disputing.
 */
function sameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** One compared field: how a bureau's value reads, and when two bureaus' values agree. */
interface Check {
  field: FieldKey;
  /** The field as a sentence names it. */
  name: string;
  /** The value as the explanation names it, or null when the bureau leaves it blank. */
  shown: (a: Account) => string | null;
  agree: (a: Account, b: Account) => boolean;
  /** "a balance of $980" — how the first mention introduces a value. */
  noun: (value: string) => string;
  /** What the printed line's value must say, where the field's label is printed on several lines. */
  printed?: (a: Account) => RegExp;
}

/** Statuses agree when they mean the same (wording normalised) and do not say open against closed. */
function sameStatus(a: Account, b: Account): boolean {
  const x = statusMeaning(a.status!);
  const y = statusMeaning(b.status!);
  return x.derogatory === y.derogatory && (x.openness === null || y.openness === null || x.openness === y.openness);
}

const CHECKS: Check[] = [
  {
    field: 'balance',
    name: 'balance',
    shown: (a) => (a.balance === null ? null : formatMoney(a.balance)),
    agree: (a, b) => Math.abs(a.balance! - b.balance!) <= BALANCE_TOLERANCE,
    noun: (v) => `a balance of ${v}`,
  },
  {
    field: 'status',
    name: 'status',
    shown: (a) => (a.status ? `"${a.status}"` : null),
    agree: sameStatus,
    noun: (v) => `the status ${v}`,
    printed: (a) => saying(a.status!),
  },
  {
    field: 'dateOpened',
    name: 'date opened',
    shown: (a) => (a.dateOpened ? (formatReportDate(a.dateOpened) ?? a.dateOpened) : null),
    agree: (a, b) => sameMonth(a.dateOpened!, b.dateOpened!),
    noun: (v) => `the account opened ${v.includes(',') ? 'on' : 'in'} ${v}`,
  },
];

/** A bureau to dispute for one field, with what the other reporting bureaus say. */
interface Difference {
  check: Check;
  own: Reported;
  others: Reported[];
  /** The others agree with each other (the odd bureau out), or no two agree, or only two report it. */
  kind: 'odd_one' | 'none_agree' | 'two_only';
}

/**
 * The bureaus whose value of one field differs: when the others agree among themselves, only the one (or ones)
 * agreeing with nobody; otherwise every bureau reporting the field.
 */
function differences(group: Reported[], check: Check): Difference[] {
  const known = group.filter((r) => check.shown(r.account) !== null);
  if (known.length < 2) return [];
  const agree = (x: Reported, y: Reported) => check.agree(x.account, y.account);
  if (known.every((x) => known.every((y) => agree(x, y)))) return [];
  const others = (r: Reported) => known.filter((o) => o !== r);
  if (known.length === 2) return known.map((own) => ({ check, own, others: others(own), kind: 'two_only' }));
  const odd = known.filter((r) => others(r).every((o) => !agree(r, o)));
  const rest = known.filter((r) => !odd.includes(r));
  if (odd.length > 0 && rest.length >= 2 && rest.every((x) => rest.every((y) => agree(x, y)))) {
    return odd.map((own) => ({ check, own, others: rest, kind: 'odd_one' }));
  }
  return known.map((own) => ({ check, own, others: others(own), kind: 'none_agree' }));
}

/** "Experian reports a balance of $1,480; TransUnion and Equifax report $980." */
function sentence(d: Difference): string {
  const name = (r: Reported) => BUREAU_NAMES[r.bureau];
  const value = (r: Reported) => d.check.shown(r.account)!;
  const values = d.others.map(value);
  const others = values.every((v) => v === values[0])
    ? `${joinWords(d.others.map(name))} ${d.others.length === 1 ? 'reports' : 'report'} ${values[0]}`
    : `${name(d.others[0]!)} reports ${values[0]}${
        d.others.length > 1
          ? ` and ${d.others
              .slice(1)
              .map((o) => `${name(o)} ${value(o)}`)
              .join(' and ')}`
          : ''
      }`;
  const note =
    d.kind === 'none_agree' ? ' No two bureaus agree.' : d.kind === 'two_only' ? ' Only these two bureaus report it, so each is asked to verify it.' : '';
  return `${name(d.own)} reports ${d.check.noun(value(d.own))}; ${others}.${note}`;
}

function evidenceOf(r: Reported, diffs: Difference[]): string {
  const items = diffs.map((d) => ({
    field: d.check.field,
    value: d.check.printed?.(r.account),
    otherwise: `${BUREAU_NAMES[r.bureau]} reports ${d.check.noun(d.check.shown(r.account)!)}.`,
  }));
  return accountEvidence(r.account, items);
}

export const crossBureauMismatch: Rule = ({ reports, merged }) => {
  if (!merged) return [];
  const findings: Finding[] = [];
  for (const group of groupAccounts(reports)) {
    if (group.length < 2) continue;
    const all = CHECKS.flatMap((check) => differences(group, check));
    for (const r of group) {
      const mine = all.filter((d) => d.own === r);
      if (mine.length === 0) continue;
      const what = joinWords(mine.map((d) => d.check.name));
      findings.push(
        accountFinding(
          'cross_bureau_mismatch',
          r.bureau,
          r.account,
          LAW,
          evidenceOf(r, mine),
          `${mine.map(sentence).join(' ')} At most one version of the ${what} can be accurate; dispute it with ${BUREAU_NAMES[r.bureau]} so the furnisher must verify and correct it.`,
        ),
      );
    }
  }
  return findings;
};
