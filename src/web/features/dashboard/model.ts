/**
 * Pure derivations of the dashboard (spec document 2 §2–4, §9): factors, account summary, inquiries, banners,
 * warnings and the task lists. Inputs are the rows of GET /api/analyses; raw_data is read defensively because the
 * spec lists several spellings of its fields (name or factor, value or score, weight or impact…).
 */
import { BUREAU_LABELS, BUREAUS, displayScore, MAX_RECOVERY_ATTEMPTS, type AnalysisSummaryDto, type Bureau } from '../../../common/analysis';
import { ACCOUNT_SUMMARY_TYPES, BALANCE_SPLIT, factorStatus, type AccountSummaryType, type FactorStatus } from '../../../common/score';
import { unavailableFactors, type UnavailableFactor } from '../analyses/factors/factor-display';
import { isRunning, isStuck, latestByBureau, latestCompletedByBureau, latestReportFirst, newestFirst, reportDateOf } from '../../../common/analysis-select';
import type { PlanCardSummary } from '../../../common/repair-plan';
import { isOtherPersons, isPersonsCompleted } from '../../../common/report-owner';
import { UPCOMING_TASKS_MAX } from './texts';

// ---------------------------------------------------------------------------------------------------------------
// Credit factors

export interface CreditFactor {
  name: string;
  /** 0–100. */
  value: number;
  status: FactorStatus;
  description: string;
  /** Percent of the score the factor weighs, when known. */
  weight: number | null;
}

type Loose = Record<string, unknown>;

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

const STATUSES: readonly FactorStatus[] = ['good', 'fair', 'poor'];

/** Fallback factors from the per-factor scores when score_factors is absent (spec §9 names and weights). */
const SCORE_FIELDS = [
  { field: 'paymentHistoryScore', insight: 'paymentHistory', name: 'Payment History', weight: 35 },
  { field: 'amountsOwedScore', insight: 'amountsOwed', name: 'Credit Utilization', weight: 30 },
  { field: 'creditAgeScore', insight: 'creditAge', name: 'Credit Age', weight: 15 },
  { field: 'creditMixScore', insight: 'creditMix', name: 'Account Mix', weight: 10 },
] as const;

/** The credit factors of one analysis: score_factors as stored, or built from the per-factor scores. */
export function creditFactors(analysis: Pick<AnalysisSummaryDto, 'raw_data'> | null): CreditFactor[] {
  const raw = analysis?.raw_data as Loose | null | undefined;
  if (!raw) return [];
  const list = Array.isArray(raw.score_factors) ? (raw.score_factors as unknown[]) : [];
  const factors: CreditFactor[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const f = item as Loose;
    const name = str(f.name) ?? str(f.factor);
    const value = num(f.value) ?? num(f.score);
    if (!name || value === null) continue;
    const status = STATUSES.find((s) => s === f.status) ?? factorStatus(value);
    factors.push({ name, value, status, description: str(f.description) ?? '', weight: num(f.weight) ?? num(f.impact) });
  }
  if (factors.length > 0) return factors;
  const insights = (typeof raw.aiInsights === 'object' && raw.aiInsights !== null ? raw.aiInsights : {}) as Loose;
  for (const s of SCORE_FIELDS) {
    const value = num(raw[s.field]);
    if (value === null) continue;
    factors.push({ name: s.name, value, status: factorStatus(value), description: str(insights[s.insight]) ?? '', weight: s.weight });
  }
  return factors;
}

// ---------------------------------------------------------------------------------------------------------------
// Accounts summary and inquiries

export interface AccountSummary {
  type: AccountSummaryType;
  count: number;
  totalBalance: number;
  negativeCount: number;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * Credit Cards, Installment Loans and Collections of one analysis. When none of the three balances is reported the
 * total balance is split 35% cards, 55% loans, 10% collections (spec §9).
 */
export function accountsSummary(analysis: Pick<AnalysisSummaryDto, 'raw_data'> | null): AccountSummary[] {
  const raw = analysis?.raw_data as Loose | null | undefined;
  if (!raw) return [];
  const rows = Array.isArray(raw.account_summary) ? (raw.account_summary as Loose[]) : [];
  const stored = (type: AccountSummaryType) => rows.find((r) => r?.type === type);
  const fields: Record<AccountSummaryType, { count: string; balance: string; negative: string | null }> = {
    'Credit Cards': { count: 'creditCardCount', balance: 'creditCardBalance', negative: 'creditCardNegativeCount' },
    'Installment Loans': { count: 'loanCount', balance: 'loanBalance', negative: 'loanNegativeCount' },
    Collections: { count: 'collectionCount', balance: 'collectionBalance', negative: null },
  };
  const balances = ACCOUNT_SUMMARY_TYPES.map((type) => num(raw[fields[type].balance]) ?? num(stored(type)?.totalBalance));
  const total = num(raw.total_balances);
  const split = balances.every((b) => b === null) && total !== null && total > 0;
  const shares: Record<AccountSummaryType, number> = {
    'Credit Cards': BALANCE_SPLIT.creditCards,
    'Installment Loans': BALANCE_SPLIT.loans,
    Collections: BALANCE_SPLIT.collections,
  };
  return ACCOUNT_SUMMARY_TYPES.map((type, i) => {
    const f = fields[type];
    const count = num(raw[f.count]) ?? num(stored(type)?.count) ?? 0;
    // Every collection account is negative; the stored summary row says so when present.
    const negativeCount = (f.negative ? num(raw[f.negative]) : null) ?? num(stored(type)?.negativeCount) ?? (type === 'Collections' ? count : 0);
    const totalBalance = split ? round2(total * shares[type]) : (balances[i] ?? 0);
    return { type, count, totalBalance, negativeCount };
  });
}

/** Recent hard inquiries: hard_inquiries, inquiries or inquiryCount (a number, or a list to count). */
export function inquiryCount(analysis: Pick<AnalysisSummaryDto, 'raw_data'> | null): number | null {
  const raw = analysis?.raw_data as Loose | null | undefined;
  if (!raw) return null;
  for (const key of ['hard_inquiries', 'inquiries', 'inquiryCount']) {
    const value = raw[key];
    if (Array.isArray(value)) return value.length;
    const n = num(value);
    if (n !== null) return n;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Which report the factors card shows

/**
 * The analyses the factors and accounts cards can show: per bureau the completed analysis with the latest report
 * date that has raw data, in the score cards' bureau order (decision 080).
 */
export function factorSources(analyses: readonly AnalysisSummaryDto[]): AnalysisSummaryDto[] {
  const latest = latestCompletedByBureau(analyses);
  return BUREAUS.map((b) => latest[b]).filter((a): a is AnalysisSummaryDto => a !== null && a.raw_data !== null);
}

/** The report the cards open on: the one with the latest report date (decision 080, replacing 047's "analysed last"). */
export function defaultFactorSource(sources: readonly AnalysisSummaryDto[]): AnalysisSummaryDto | null {
  return latestReportFirst(sources)[0] ?? null;
}

/** The spec factors this analysis could not rate (shown with the reason, never as 0). */
export function unratedFactors(analysis: Pick<AnalysisSummaryDto, 'raw_data'> | null, shown: readonly CreditFactor[]): UnavailableFactor[] {
  return unavailableFactors(analysis?.raw_data as Loose | null | undefined, shown);
}

/** "From your … report of …": the bureau and the report's own date. */
export function factorsFrom(analysis: AnalysisSummaryDto | null): { bureau: Bureau; date: string | null } | null {
  return analysis ? { bureau: analysis.bureau, date: reportDateOf(analysis)?.date ?? null } : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Banners and warnings

/** Something the dashboard can show: a completed analysis of the person's own report with a score or credit factors. */
export function hasDisplayableData(analyses: readonly AnalysisSummaryDto[]): boolean {
  return analyses.some((a) => isPersonsCompleted(a) && (displayScore(a) !== null || creditFactors(a).length > 0));
}

export type BannerKind = 'stuck' | 'processing' | 'no-data' | 'other-person' | 'all-failed';

export interface BannerState {
  kind: BannerKind;
  /** Pending or processing rows, newest first. */
  running: AnalysisSummaryDto[];
  /** Running rows older than 15 minutes (dashboard threshold). */
  stuck: AnalysisSummaryDto[];
  /** Every stuck row has used its 5 recovery attempts: only a new upload or support can help. */
  exhausted: boolean;
  /** Completed reports that name another person (decision 189), newest first: the reason for 'other-person'. */
  others: AnalysisSummaryDto[];
}

/**
 * Spec §4: the processing banner shows when any analysis is pending or processing, when analyses exist but there
 * are no factors and no scores, or when one is stuck. Null when none applies. When the only completed reports name
 * another person, the banner says so instead of "not ready yet" (they are kept out of every figure, decision 189).
 */
export function bannerState(analyses: readonly AnalysisSummaryDto[], now: number): BannerState | null {
  const running = newestFirst(analyses.filter(isRunning));
  const stuck = running.filter((a) => isStuck(a, now));
  const exhausted = stuck.length > 0 && stuck.every((a) => (a.metadata.recovery_attempts ?? 0) >= MAX_RECOVERY_ATTEMPTS);
  const others = newestFirst(analyses.filter((a) => a.analysis_status === 'completed' && isOtherPersons(a)));
  const state = { running, stuck, exhausted, others };
  if (stuck.length > 0) return { kind: 'stuck', ...state };
  if (running.length > 0) return { kind: 'processing', ...state };
  if (analyses.length > 0 && !hasDisplayableData(analyses)) {
    // "Not ready yet, refresh" would be untrue where nothing will change by itself: a report of someone else, or
    // only uploads that failed.
    if (others.length > 0) return { kind: 'other-person', ...state };
    return { kind: analyses.every((a) => a.analysis_status === 'failed') ? 'all-failed' : 'no-data', ...state };
  }
  return null;
}

/** The bureaus whose newest upload failed (an older failure superseded by a later upload is not news). */
export function failedAnalyses(analyses: readonly AnalysisSummaryDto[]): AnalysisSummaryDto[] {
  return Object.values(latestByBureau(analyses)).filter((a): a is AnalysisSummaryDto => a?.analysis_status === 'failed');
}

export function bureauLabel(a: Pick<AnalysisSummaryDto, 'bureau'>): string {
  return BUREAU_LABELS[a.bureau];
}

// ---------------------------------------------------------------------------------------------------------------
// Repair plan and upcoming tasks, from the dispute items (docs/decisions/057)

/** The fields of a dispute item (spec §3 dispute_items) the dashboard reads. */
export interface DashboardDisputeItem {
  id: string;
  account_name: string;
  status: string;
  due_date: string | null;
  updated_at?: string | null;
}

export interface RepairTask {
  id: string;
  title: string;
  completed: boolean;
  dueDate: string | null;
}

export type UpcomingTaskType = 'dispute' | 'follow-up' | 'review';

export interface UpcomingTask {
  id: string;
  title: string;
  dueDate: string;
  type: UpcomingTaskType;
}

const dueTime = (d: string | null) => (d ? Date.parse(d) || Number.POSITIVE_INFINITY : Number.POSITIVE_INFINITY);

/**
 * The dispute screens' statuses as the dashboard reads them (spec §4: pending, in_progress, completed): a letter
 * not mailed yet (pending, ready) is still the dispute to do; mailed (sent, submitted) or answered (responded) is a
 * follow-up; completed stays completed; denied is left as is, which the task mapping reads as a review.
 */
export function dashboardStatus(status: string): string {
  if (status === 'ready') return 'pending';
  if (status === 'sent' || status === 'submitted' || status === 'responded') return 'in_progress';
  return status;
}

/** Dispute-letter items as the dashboard's repair tasks and upcoming tasks read them. */
export function dashboardItems(items: readonly (DashboardDisputeItem & { metadata?: { item_type?: string } })[]): DashboardDisputeItem[] {
  return items.map((i) => ({
    id: i.id,
    account_name: i.account_name,
    status: dashboardStatus(i.status),
    due_date: i.due_date,
    updated_at: i.updated_at ?? null,
  }));
}

/** Spec §4: for the dashboard, pending → dispute, in_progress → follow-up, anything else → review. */
export function taskType(status: string): UpcomingTaskType {
  if (status === 'pending') return 'dispute';
  if (status === 'in_progress') return 'follow-up';
  return 'review';
}

/** The dashboard's repair plan card: read from the plan itself (src/common/repair-plan.ts `planCardSummary`). */
export type RepairPlanSummary = PlanCardSummary;

/** Spec §9: up to 4 non-completed dispute items with a due date, soonest first. */
export function upcomingTasks(items: readonly DashboardDisputeItem[]): UpcomingTask[] {
  return items
    .filter((i): i is DashboardDisputeItem & { due_date: string } => i.status !== 'completed' && i.due_date !== null)
    .sort((a, b) => dueTime(a.due_date) - dueTime(b.due_date))
    .slice(0, UPCOMING_TASKS_MAX)
    .map((i) => ({ id: i.id, title: i.account_name, dueDate: i.due_date, type: taskType(i.status) }));
}
