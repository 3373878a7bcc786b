/**
 * The person's analysis as the assistant reads it: structured, with short references (a1, n1, f1) that answers
 * cite, and nothing that identifies the person (redact.ts). Every provider — built in or a model — gets this and
 * only this.
 */
import type { AnalysisRawData, Bureau, NegativeItemDto } from '../../../common/analysis';
import { FINDING_TITLE_FALLBACK, FINDING_TITLES, ISSUE_TYPE_LABELS } from '../../../common/report-labels';
import type { Account, CreditReport, IssueType } from '../../../engine/model';
import { dropOffDate } from '../../../engine/plan/dropoff';
import { LAWS, LAW_IDS, lawOf, type LawId } from '../../../engine/plan/laws';
import { removalImpact } from '../../../engine/plan/impact';
import { itemStatesOf, NO_PERSON_FACTS, type PersonFacts } from '../../../engine/plan/item-state';
import { fromNegativeItemDto } from '../analyses/negative-items';
import { lastFourDigits, sameCreditor } from '../../../engine/detect/common/names';
import type { AnalysisRow } from '../analyses/dto';
import type { DisputeStateItem } from './dispute-state';
import { maskAccountNumber, redactText, type PersonalIdentifiers } from './redact';
import { reportChanges, type PreviousReport, type ReportChange } from './report-changes';

export interface ContextAccount {
  ref: string;
  creditor: string;
  accountNumber: string | null;
  type: string | null;
  status: string | null;
  balance: number | null;
  creditLimit: number | null;
  pastDue: number | null;
  dateOpened: string | null;
  dateOfFirstDelinquency: string | null;
  removalDate: string | null;
  negative: boolean;
  /** The index of its negative item in the Negative Items tab, when it has one. */
  negativeIndex: number | null;
}

export interface ContextNegativeItem {
  ref: string;
  index: number;
  accountRef: string | null;
  creditor: string;
  accountNumber: string | null;
  issueType: string;
  issueLabel: string;
  impactLevel: 'high' | 'medium' | 'low';
  status: string | null;
  description: string;
  /** The engine's estimate of what removing it may do (a range, never a promise). */
  estimatedImpact: string;
  impactPoints: number;
  /** When FCRA 605 says it should stop being reported ("by March 2029"), or null when no date is printed. */
  dropOff: { text: string; basis: string; period: string; source: string; lastDay: string } | null;
}

export interface ContextFinding {
  ref: string;
  index: number;
  code: string;
  title: string;
  creditor: string;
  accountNumber: string | null;
  accountRef: string | null;
  negativeRef: string | null;
  lawBasis: string[];
  laws: LawId[];
  evidence: string;
  explanation: string;
}

/** A dispute item of this analysis and where it stands (dispute-state.ts: no letter text, no own words). */
export interface ContextDispute extends DisputeStateItem {
  ref: string;
  /** The negative item or finding it disputes, when it matches one. */
  negativeRef: string | null;
  findingRef: string | null;
}

/** An item's state as answers read it: sold to whom, paid or not, the person's decisions, and why it is held back. */
export interface ContextItemState {
  creditor: string;
  accountNumber: string | null;
  soldTo: string | null;
  paid: 'paid' | 'unpaid' | 'unknown';
  accurate: boolean;
  outcome: string | null;
  reinserted: boolean;
  /** Why no advice may cover it now (an unconfirmed reading, logged deleted or corrected), or null. */
  held: string | null;
}

export interface AssistantContext {
  analysisId: string;
  bureau: Bureau;
  reportDate: string | null;
  score: number | null;
  scoreFactors: { name: string; value: number; status: string; description: string; weight: number }[];
  accounts: ContextAccount[];
  negativeItems: ContextNegativeItem[];
  findings: ContextFinding[];
  inquiries: { creditor: string; date: string | null; kind: 'hard' | 'soft' }[];
  publicRecords: { type: string; date: string | null; status: string | null }[];
  /** The person's recommendations (advised through the item state, decision 172), with their one action. */
  recommendations: {
    accountName: string;
    priority: string;
    disputeReason: string;
    recommendedAction: string;
    estimatedImpact: string;
    actionKind: 'dispute' | 'pay' | 'goodwill' | 'wait' | null;
    actionLabel: string | null;
  }[];
  strategy: { summary: string; priorityActions: string[] };
  figures: { totalBalances: number; creditUtilization: number | null; hardInquiries: number; derogatoryMarks: number; creditAgeYears: number | null };
  /** The person's dispute items for this analysis and their statuses (empty before any is chosen). */
  disputes: ContextDispute[];
  /** The law library: the only laws an answer may cite. */
  laws: { id: LawId; name: string; summary: string }[];
  /** Accounts the person marked "accurate as reported": never advised to dispute (decision 055). */
  accurate: { creditor: string; accountNumber: string | null }[];
  /** Each negative item's and finding's state (src/engine/plan/item-state.ts): what no answer may advise against. */
  itemStates: ContextItemState[];
  /** The bureau's previous report (an earlier report date) and what differs from it, or null when there is none. */
  previous: (PreviousReport & { changes: (ReportChange & { accountRef: string | null })[] }) | null;
}

/** The person's own identifiers on the report (name, addresses): what redaction removes. */
export function personalIdentifiers(report: CreditReport): PersonalIdentifiers {
  return { name: report.consumer.name, addresses: report.consumer.addresses };
}

const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

function sameNumber(a: string | null, b: string | null): boolean {
  return (lastFourDigits(a) ?? '') === (lastFourDigits(b) ?? '');
}

function accountRefOf(accounts: { account: Account; ref: string }[], creditor: string, number: string | null): string | null {
  return accounts.find((a) => sameCreditor(a.account.creditor, creditor) && sameNumber(a.account.accountNumber, number))?.ref ?? null;
}

function worstLate(account: Account | undefined): number {
  if (!account) return 0;
  return Math.max(0, ...Object.values(account.paymentHistory).map((code) => (/^\d+$/.test(code) ? Number(code) : 0)));
}

/**
 * The assistant's context for a completed analysis row (raw_data present), with its dispute items and the bureau's
 * previous report when given.
 */
export function buildContext(
  row: AnalysisRow,
  disputeState: DisputeStateItem[] = [],
  previousRow: AnalysisRow | null = null,
  facts: PersonFacts = NO_PERSON_FACTS,
): AssistantContext {
  const raw = row.rawData as AnalysisRawData;
  const report = raw.report;
  const person = personalIdentifiers(report);
  // Account numbers as the bureau printed them ("333752XXXXXX") become the same "····3752" everywhere.
  const printedNumbers = report.accounts
    .map((a) => a.accountNumber)
    .filter((n): n is string => !!n && n.replace(/\D/g, '').length > 0)
    .sort((a, b) => b.length - a.length);
  const clean = (text: string) => printedNumbers.reduce((out, n) => out.split(n).join(maskAccountNumber(n)!), redactText(text, person));
  const refs = report.accounts.map((account, i) => ({ account, ref: `a${i + 1}` }));
  const negatives: NegativeItemDto[] = (row.negativeItems as NegativeItemDto[] | null) ?? raw.negative_items ?? [];

  const negativeItems: ContextNegativeItem[] = negatives.map((item, index) => {
    const accountRef = accountRefOf(refs, item.account_name, item.account_number);
    const account = refs.find((r) => r.ref === accountRef)?.account;
    const issueType = item.issue_type as IssueType;
    const impact = removalImpact(issueType, worstLate(account));
    const drop = dropOffDate([report], { bureau: row.bureau, creditor: item.account_name, accountNumber: item.account_number }, issueType);
    return {
      ref: `n${index + 1}`,
      index,
      accountRef,
      creditor: item.account_name,
      accountNumber: maskAccountNumber(item.account_number),
      issueType: item.issue_type,
      issueLabel: ISSUE_TYPE_LABELS[item.issue_type] ?? item.issue_type,
      impactLevel: item.impact_level,
      status: item.status,
      description: clean(item.description),
      estimatedImpact: impact.text,
      impactPoints: impact.points,
      dropOff: drop ? { text: drop.text, basis: drop.basis, period: drop.period, source: drop.source, lastDay: isoDay(drop.day) } : null,
    };
  });

  const accounts: ContextAccount[] = refs.map(({ account: a, ref }) => {
    const negative = negativeItems.find((n) => n.accountRef === ref);
    return {
      ref,
      creditor: a.creditor,
      accountNumber: maskAccountNumber(a.accountNumber),
      type: a.type,
      status: a.status,
      balance: a.balance,
      creditLimit: a.creditLimit,
      pastDue: a.pastDue,
      dateOpened: a.dateOpened,
      dateOfFirstDelinquency: a.dateOfFirstDelinquency,
      removalDate: a.removalDate,
      negative: a.negative,
      negativeIndex: negative ? negative.index : null,
    };
  });

  const findings: ContextFinding[] = (raw.findings ?? []).map((f, index) => {
    const accountRef = accountRefOf(refs, f.creditor, f.accountNumber);
    const negative = negativeItems.find((n) => sameCreditor(n.creditor, f.creditor) && sameNumber(n.accountNumber, f.accountNumber));
    return {
      ref: `f${index + 1}`,
      index,
      code: f.code,
      title: FINDING_TITLES[f.code] ?? FINDING_TITLE_FALLBACK,
      creditor: f.creditor,
      accountNumber: maskAccountNumber(f.accountNumber),
      accountRef,
      negativeRef: negative?.ref ?? null,
      lawBasis: f.lawBasis,
      laws: [...new Set(f.lawBasis.map(lawOf).filter((id): id is LawId => id !== null))],
      evidence: clean(f.evidence),
      explanation: clean(f.explanation),
    };
  });

  const disputes: ContextDispute[] = disputeState.map((d, i) => ({
    ref: `d${i + 1}`,
    creditor: d.creditor,
    accountNumber: maskAccountNumber(d.accountNumber),
    bureau: d.bureau,
    status: d.status,
    request: d.request,
    reason: d.reason,
    outcome: d.outcome,
    createdAt: d.createdAt,
    responseDue: d.responseDue,
    negativeRef: negativeItems.find((n) => sameCreditor(n.creditor, d.creditor) && sameNumber(n.accountNumber, d.accountNumber))?.ref ?? null,
    findingRef: findings.find((f) => sameCreditor(f.creditor, d.creditor) && sameNumber(f.accountNumber, d.accountNumber))?.ref ?? null,
  }));

  const strategy = raw.personalized_strategy;
  return {
    analysisId: row.id,
    bureau: row.bureau,
    reportDate: report.reportDate,
    score: row.correctedScore ?? row.score,
    scoreFactors: (raw.score_factors ?? []).map((f) => ({ name: f.name, value: f.value, status: f.status, description: f.description, weight: f.weight })),
    accounts,
    negativeItems,
    findings,
    inquiries: report.inquiries.map((q) => ({ creditor: q.creditor, date: q.date, kind: q.kind })),
    publicRecords: report.publicRecords.map((p) => ({ type: p.type, date: p.date, status: p.status })),
    recommendations: (raw.recommendations ?? []).map((r) => ({
      accountName: r.account_name,
      priority: r.priority,
      disputeReason: clean(r.dispute_reason),
      recommendedAction: clean(r.recommended_action),
      estimatedImpact: r.estimated_impact,
      actionKind: r.action?.kind ?? null,
      actionLabel: r.action ? clean(r.action.label) : null,
    })),
    strategy: { summary: clean(strategy?.summary ?? ''), priorityActions: (strategy?.priorityActions ?? []).map(clean) },
    figures: {
      totalBalances: raw.total_balances,
      creditUtilization: raw.credit_utilization,
      hardInquiries: raw.hard_inquiries,
      derogatoryMarks: raw.derogatory_marks,
      creditAgeYears: raw.credit_age_years,
    },
    disputes,
    laws: LAW_IDS.map((id) => ({ id, name: LAWS[id].name, summary: LAWS[id].summary })),
    accurate: [...(raw.review?.accurate ?? []), ...facts.accurate].map((a) => ({ creditor: a.creditor, accountNumber: maskAccountNumber(a.accountNumber) })),
    itemStates: itemStatesOf(
      { reports: [report], findings: raw.findings ?? [], negativeItems: negatives.map((n) => fromNegativeItemDto(n, row.bureau)) },
      facts,
    ).map((st) => ({
      creditor: st.creditor,
      accountNumber: maskAccountNumber(st.accountNumber),
      soldTo: st.soldTo,
      paid: st.paid,
      accurate: st.accurate,
      outcome: st.outcome,
      reinserted: st.reinserted,
      held: st.held,
    })),
    previous: previousOf(previousRow, report),
  };
}

function previousOf(row: AnalysisRow | null, current: CreditReport): AssistantContext['previous'] {
  const raw = row?.rawData as AnalysisRawData | null | undefined;
  if (!row || !raw?.report) return null;
  return {
    reportDate: raw.report.reportDate,
    score: row.correctedScore ?? row.score,
    changes: reportChanges(raw.report, current).map((c) => ({
      ...c,
      accountRef: c.accountIndex === null ? null : `a${c.accountIndex + 1}`,
    })),
  };
}
