import type { Bureau, CreditReport, Finding, FindingCode, ImpactLevel, IssueType, NegativeItem, ReportDate } from '../model';
import { BUREAUS } from '../model';
import { delinquencyRunStart, worstLate } from '../detect/common/accounts';
import { dayRange } from '../detect/common/dates';
import { accountIssueType } from '../detect/negative';
import { dropOffOfTarget, type DropOff } from './dropoff';
import { findingImpact, removalImpact, type ImpactEstimate } from './impact';
import { itemStateOf, NO_PERSON_FACTS, type ItemState, type PersonFacts } from './item-state';
import { entryKey, findTarget, itemOf, type Target } from './targets';
import type { PlanInput } from './types';

/**
 * The plan's working model, built once from the analysis and read by both the recommendations and the
 * strategy: the entries worth disputing (findings grouped per account and bureau) and the negative items
 * no finding touches (accurate as far as the report shows, so never disputed).
 */

export interface DisputeEntry {
  kind: 'dispute';
  bureau: Bureau;
  creditor: string;
  accountNumber: string | null;
  findings: Finding[];
  codes: FindingCode[];
  item: NegativeItem | null;
  issueType: IssueType | null;
  target: Target | null;
  dropOff: DropOff | null;
  priority: ImpactLevel;
  impact: ImpactEstimate;
  /** The item's state (item-state.ts): what every sentence about it must respect. */
  state: ItemState;
}

export interface AccurateEntry {
  kind: 'accurate';
  bureau: Bureau;
  creditor: string;
  accountNumber: string | null;
  item: NegativeItem;
  target: Target | null;
  dropOff: DropOff | null;
  /** True when the drop-off date is on or before the plan date (the rules found no finding, e.g. a date read both ways). */
  dropOffPassed: boolean;
  priority: ImpactLevel;
  impact: ImpactEstimate;
  state: ItemState;
}

export type PlanEntry = DisputeEntry | AccurateEntry;

export interface PlanModel {
  asOf: ReportDate | null;
  reports: CreditReport[];
  negativeItems: NegativeItem[];
  findings: Finding[];
  entries: PlanEntry[];
  /** Items no advice may cover now (an unconfirmed reading, an item logged deleted or corrected), with why. */
  held: ItemState[];
}

/** Findings whose fix matters most first (docs/decisions/042). */
export const CODE_PRIORITY: Readonly<Record<FindingCode, ImpactLevel>> = {
  obsolete_item: 'high',
  reaged_debt: 'high',
  removal_date_beyond_limit: 'high',
  duplicate_account: 'high',
  medical_collection_under_500: 'high',
  paid_collection_balance: 'medium',
  balance_after_transfer: 'medium',
  missing_dofd: 'medium',
  cross_bureau_mismatch: 'medium',
  inquiry_without_account: 'low',
};

export const PRIORITY_RANK: Readonly<Record<ImpactLevel, number>> = { high: 0, medium: 1, low: 2 };

const CODE_ORDER = Object.keys(CODE_PRIORITY) as FindingCode[];

function best(levels: ImpactLevel[]): ImpactLevel {
  return levels.reduce<ImpactLevel>((a, b) => (PRIORITY_RANK[b] < PRIORITY_RANK[a] ? b : a), 'low');
}

function cap(level: ImpactLevel, max: ImpactLevel): ImpactLevel {
  return PRIORITY_RANK[level] < PRIORITY_RANK[max] ? max : level;
}

/** The plan date: `asOf` when given, else the latest report date printed. */
export function planDate(input: PlanInput): ReportDate | null {
  if (input.asOf) return input.asOf;
  const dates = input.reports.map((r) => r.reportDate).filter((d): d is string => dayRange(d) !== null);
  return dates.reduce<ReportDate | null>((a, b) => (a === null || dayRange(b)!.first > dayRange(a)!.first ? b : a), null);
}

function disputePriority(codes: FindingCode[], item: NegativeItem | null, target: Target | null): ImpactLevel {
  const level = best(codes.map((c) => CODE_PRIORITY[c]));
  // An inquiry weighs little on a score whatever is wrong with it.
  if (target?.kind === 'inquiry' || item?.issueType === 'hard_inquiry') return 'low';
  // A clean account reported wrongly matters less than a negative one.
  if (!item) return codes.every((c) => c === 'cross_bureau_mismatch') ? 'low' : cap(level, 'medium');
  return level;
}

function disputeEntries(input: PlanInput, facts: PersonFacts): DisputeEntry[] {
  const groups = new Map<string, Finding[]>();
  for (const finding of input.findings) {
    const key = entryKey(finding);
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  return [...groups.values()].map((findings) => {
    const first = findings[0]!;
    const item = itemOf(first, input.negativeItems);
    const target = findTarget(input.reports, first, item?.issueType);
    const issueType = item?.issueType ?? (target?.kind === 'account' ? accountIssueType(target.account) : null);
    const codes = CODE_ORDER.filter((c) => findings.some((f) => f.code === c));
    const late = target?.kind === 'account' ? worstLate(target.account) : 0;
    return {
      kind: 'dispute',
      bureau: first.bureau,
      creditor: first.creditor,
      accountNumber: first.accountNumber,
      findings,
      codes,
      item,
      issueType,
      target,
      dropOff: target ? dropOffOfTarget(target, issueType) : null,
      priority: disputePriority(codes, item, target),
      impact: findingImpact(issueType, target, late),
      state: itemStateOf(input, facts, first, item?.issueType),
    };
  });
}

function accuratePriority(item: NegativeItem, target: Target | null): ImpactLevel {
  const account = target?.kind === 'account' ? target.account : null;
  // Still past due: every month unpaid adds a new late mark, so bringing it current comes first.
  if (item.issueType === 'late_payment' && account?.pastDue != null && account.pastDue > 0) return 'high';
  if ((item.issueType === 'collection' || item.issueType === 'charge_off') && (account?.balance ?? 0) > 0) return 'medium';
  return 'low';
}

function accurateEntries(input: PlanInput, facts: PersonFacts, asOf: ReportDate | null, disputed: Set<string>): AccurateEntry[] {
  const asOfDay = dayRange(asOf)?.first ?? null;
  return input.negativeItems
    .filter((item) => !disputed.has(entryKey(item)))
    .map((item): AccurateEntry => {
      const target = findTarget(input.reports, item, item.issueType);
      const dropOff = target ? dropOffOfTarget(target, item.issueType) : null;
      const late = target?.kind === 'account' ? worstLate(target.account) : 0;
      return {
        kind: 'accurate',
        bureau: item.bureau,
        creditor: item.creditor,
        accountNumber: item.accountNumber,
        item,
        target,
        dropOff,
        dropOffPassed: dropOff !== null && asOfDay !== null && dropOff.day < asOfDay,
        priority: accuratePriority(item, target),
        impact: removalImpact(item.issueType, late),
        state: itemStateOf(input, facts, item, item.issueType),
      };
    });
}

/** "CREDITOR (XXXX1234)" or the creditor alone. */
export function accountName(entry: Pick<PlanEntry, 'creditor' | 'accountNumber'>): string {
  return entry.accountNumber ? `${entry.creditor} (${entry.accountNumber})` : entry.creditor;
}

/** Priority first, then the larger possible effect, then name and bureau: the same input always gives the same order. */
export function compareEntries(a: PlanEntry, b: PlanEntry): number {
  return (
    PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
    b.impact.points - a.impact.points ||
    (a.kind === b.kind ? 0 : a.kind === 'dispute' ? -1 : 1) ||
    accountName(a).localeCompare(accountName(b), 'en') ||
    BUREAUS.indexOf(a.bureau) - BUREAUS.indexOf(b.bureau)
  );
}

function onlyBureau(input: PlanInput): PlanInput {
  const { bureau } = input;
  if (!bureau) return input;
  return {
    ...input,
    reports: input.reports.filter((r) => r.bureau === bureau),
    negativeItems: input.negativeItems.filter((n) => n.bureau === bureau),
    findings: input.findings.filter((f) => f.bureau === bureau),
  };
}

export function buildPlanModel(whole: PlanInput): PlanModel {
  const input = onlyBureau(whole);
  const facts = input.person ?? NO_PERSON_FACTS;
  const asOf = planDate(input);
  // An account the person says is reported accurately is never disputed: its negative item is planned as accurate.
  const disputes = disputeEntries(input, facts).filter((d) => !d.state.accurate);
  const disputed = new Set(disputes.map((d) => entryKey(d)));
  const all = [...disputes, ...accurateEntries(input, facts, asOf, disputed)];
  const entries = all.filter((e) => e.state.held === null).sort(compareEntries);
  const held = all.filter((e) => e.state.held !== null).map((e) => e.state);
  return { asOf, reports: input.reports, negativeItems: input.negativeItems, findings: input.findings, entries, held };
}

/** The first month of the delinquency run the payment history prints, for re-aged debts. */
export function historyDelinquencyStart(target: Target | null): string | null {
  return target?.kind === 'account' ? delinquencyRunStart(target.account) : null;
}
