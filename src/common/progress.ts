/**
 * The Progress page (spec document 2 §2 "Progress page (/progress)", §3 "Progress (derived)", §8, §9 "Progress"):
 * its texts and every formula, pure, shared by the server (GET /api/progress) and the screen. Texts the spec does
 * not give are marked "ours".
 */
import type { BureauScoreFigure, CreditFiguresDto, RoundFigure } from './figures';

export const PROGRESS_TEXT = {
  heading: 'Progress',
  subtitle: 'Track your credit repair journey and achievements',
  empty: {
    title: 'Track Your Credit Repair Progress',
    description: 'Upload your credit reports from Experian, TransUnion and Equifax to start tracking your progress.', // ours
    action: 'Upload Credit Reports',
  },
  loading: 'Loading your progress data...',
  calculating: 'Your progress data is being calculated. Check back soon.',
  overall: {
    title: 'Overall Progress',
    zero: 'Start your credit repair journey today!',
    under50: "You're making progress. Keep going!", // ours
    great: "You've made great progress on your credit repair!", // ours
  },
  score: {
    title: 'Credit Score',
    noChange: 'No change',
    target: (n: number) => `Target: ${n}`, // ours
    average: (n: number) => `Average of ${n} bureaus`, // ours
    noScore: 'No score yet', // ours
  },
  removed: {
    title: 'Negative Items Removed',
    inDispute: (n: number) => `${n} items in dispute`,
    none: 'No items removed yet',
    great: 'Great progress removing negative items!',
  },
  tabs: { overview: 'Overview', milestones: 'Milestones', history: 'Score History' },
  overview: {
    summaryTitle: 'Credit Repair Progress',
    // What changed between reports, never that the service caused it (issue 23; decision 200).
    summary: (removed: number, total: number, start: number | null, current: number | null) =>
      `${removed} of ${total} negative debts removed after a dispute.` +
      (start !== null && current !== null && start !== current
        ? ` Between your first and latest reports your average score went from ${start} to ${current}.`
        : ''), // ours
    nextSteps: 'Next Steps',
    achievements: 'Recent Achievements',
    due: (date: string) => `(Due: ${date})`,
    completed: (date: string) => `(Completed: ${date})`,
    noNextSteps: 'No open milestones.', // ours
    noAchievements: 'No milestones completed yet.', // ours
  },
  history: {
    title: 'Score History', // ours
    improvement: (n: number) => `${n} points improvement`,
    start: 'Start', // ours
    current: 'Current', // ours
    empty: 'Your score history appears once a report with a score is analyzed.', // ours
    tableCaption: 'Average score by month', // ours
    month: 'Month', // ours
    average: 'Average score', // ours
  },
  milestones: {
    initial: { title: 'Initial Credit Assessment', description: 'Your first credit report was analyzed.' }, // ours
    roundCompleted: {
      title: 'Dispute Round Completed',
      description: (round: number, n: number) => `Round ${round}: every item (${n}) answered or past the bureau's deadline.`,
    }, // ours
    activeRound: {
      title: 'Active Dispute Round',
      description: (round: number, open: number, n: number) =>
        `Round ${round}: ${open} of ${n} item${n === 1 ? '' : 's'} still waiting for an answer; the next answer is due by the date shown.`,
    }, // ours
    target: { title: 'Reach Your Target Score', description: (n: number) => `Reach a credit score of ${n}.` }, // ours
  },
  subscription: {
    title: 'Progress tracking is part of the plan', // ours
    description: 'Your scores stay free on the dashboard. Choose a plan to track removed items, milestones and your score history here.', // ours
  },
} as const;

/** Spec §9: without any score the target is 720; otherwise the lowest recorded score plus 50. */
export const DEFAULT_TARGET_SCORE = 720;
export const TARGET_SCORE_GAIN = 50;
/** Spec §9: the target milestone is dated 90 days from now. */
export const TARGET_MILESTONE_DAYS = 90;
/** Spec §9: overall percent weights: removed items 70%, score gain toward the target 30%. */
export const REMOVED_WEIGHT = 70;
export const SCORE_WEIGHT = 30;
/** Spec §9: chart bar height = (score − 500) / 3 pixels. */
export const BAR_BASE_SCORE = 500;
export const BAR_PX_DIVISOR = 3;
export const SCORE_MAX = 850;

export type Band = 'success' | 'info' | 'warning' | 'danger';

export interface ProgressMilestone {
  id: 'initial' | 'round-completed' | 'active-round' | 'target';
  title: string;
  description: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  completed: boolean;
}

export interface MonthlyScore {
  /** 'YYYY-MM'. */
  month: string;
  score: number;
}

/** Spec §3 "Progress (derived)". */
export interface ProgressDto {
  /** 'empty' without a completed analysis; 'calculating' when there is nothing to compute yet. */
  state: 'empty' | 'calculating' | 'ready';
  overall: number;
  /**
   * startScore and currentScore: the average of each bureau's first and current score (one bureau: its own), so a
   * single figure never mixes one bureau's old report with another's new one; `bureaus` are the dashboard's figures.
   */
  creditScore: { startScore: number | null; currentScore: number | null; targetScore: number; history: MonthlyScore[]; bureaus: BureauScoreFigure[] };
  /** Counted per debt (decision 200): total = debts on a current report or removed after a dispute. */
  negativeItems: { removed: number; inDispute: number; remaining: number; total: number };
  /** The one derivation every screen reads (GET /api/figures). */
  figures: CreditFiguresDto;
  removedPercent: number;
  scoreProgressPercent: number;
  milestones: ProgressMilestone[];
}

export function targetScore(scores: readonly number[]): number {
  return scores.length === 0 ? DEFAULT_TARGET_SCORE : Math.min(...scores) + TARGET_SCORE_GAIN;
}

/** Spec §9: floor(removed / total × 100); 0 without items. */
export function removedPercent(removed: number, total: number): number {
  return total <= 0 ? 0 : Math.floor((removed / total) * 100);
}

/** The gain toward the target as a fraction 0–1 (a loss counts 0; at or past the target counts 1). */
function scoreFraction(start: number | null, current: number | null, target: number): number {
  if (start === null || current === null) return 0;
  const range = target - start;
  if (range <= 0) return current >= target ? 1 : 0;
  return Math.min(1, Math.max(0, (current - start) / range));
}

/** Spec §9: floor of the gain over the start-to-target range, in percent (0–100). */
export function scoreProgressPercent(start: number | null, current: number | null, target: number): number {
  return Math.floor(scoreFraction(start, current, target) * 100);
}

/** Spec §9: min(100, round(removed / total × 70 + gain toward the target × 30)). */
export function overallPercent(removed: number, total: number, start: number | null, current: number | null, target: number): number {
  const items = total <= 0 ? 0 : (removed / total) * REMOVED_WEIGHT;
  return Math.min(100, Math.round(items + scoreFraction(start, current, target) * SCORE_WEIGHT));
}

/** Spec §9: remaining = total − removed − in dispute, not below 0. */
export function remainingItems(total: number, removed: number, inDispute: number): number {
  return Math.max(0, total - removed - inDispute);
}

/** Spec §9: scores averaged per month (rounded), sorted by month. Dates are 'YYYY-MM' or 'YYYY-MM-DD…'. */
export function monthlyHistory(points: readonly { date: string; score: number }[]): MonthlyScore[] {
  const byMonth = new Map<string, number[]>();
  for (const p of points) {
    const month = p.date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), p.score]);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, scores]) => ({ month, score: Math.round(scores.reduce((s, x) => s + x, 0) / scores.length) }));
}

/** Spec §9: bar height in pixels, (score − 500) / 3, never below 0. */
export function barHeight(score: number): number {
  return Math.max(0, (score - BAR_BASE_SCORE) / BAR_PX_DIVISOR);
}

/** Spec §9: overall ≥70 success, ≥40 info, ≥20 warning, else danger. */
export function overallBand(percent: number): Band {
  return percent >= 70 ? 'success' : percent >= 40 ? 'info' : percent >= 20 ? 'warning' : 'danger';
}

/** Spec §9: removed items ≥70 success, ≥40 info, ≥10 warning, else danger. */
export function removedBand(percent: number): Band {
  return percent >= 70 ? 'success' : percent >= 40 ? 'info' : percent >= 10 ? 'warning' : 'danger';
}

/** Spec §9: scores 750+ success, 670+ info, 580+ warning, else danger. */
export function scoreBand(score: number): Band {
  return score >= 750 ? 'success' : score >= 670 ? 'info' : score >= 580 ? 'warning' : 'danger';
}

export function overallMessage(percent: number): string {
  if (percent <= 0) return PROGRESS_TEXT.overall.zero;
  return percent < 50 ? PROGRESS_TEXT.overall.under50 : PROGRESS_TEXT.overall.great;
}

export function removedMessage(removed: number, inDispute: number): string {
  if (inDispute > 0) return PROGRESS_TEXT.removed.inDispute(inDispute);
  return removed === 0 ? PROGRESS_TEXT.removed.none : PROGRESS_TEXT.removed.great;
}

const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

export interface MilestoneInput {
  /** When the first completed analysis was analyzed (ISO), or null. */
  firstAnalysisAt: string | null;
  /** Dispute rounds as the figures module derives them (a round completes when every item has an outcome or a passed deadline). */
  rounds: readonly RoundFigure[];
  targetScore: number;
  currentScore: number | null;
  /** When a report first reached the target ('YYYY-MM' or 'YYYY-MM-DD'), or null: a reached target is dated then. */
  targetReachedAt?: string | null;
  now: Date;
}

/** Spec §9 milestones, sorted by date. */
export function milestones(input: MilestoneInput): ProgressMilestone[] {
  const t = PROGRESS_TEXT.milestones;
  const list: ProgressMilestone[] = [];
  if (input.firstAnalysisAt) {
    list.push({ id: 'initial', title: t.initial.title, description: t.initial.description, date: input.firstAnalysisAt.slice(0, 10), completed: true });
  }
  const done = input.rounds.filter((r) => r.complete).at(-1);
  if (done) {
    list.push({
      id: 'round-completed',
      title: t.roundCompleted.title,
      description: t.roundCompleted.description(done.round, done.items),
      date: done.completedOn ?? isoDay(input.now.getTime()),
      completed: true,
    });
  }
  const open = input.rounds.find((r) => !r.complete);
  if (open) {
    list.push({
      id: 'active-round',
      title: t.activeRound.title,
      description: t.activeRound.description(open.round, open.items - open.answered - open.lapsed, open.items),
      date: open.nextDue ?? isoDay(input.now.getTime()),
      completed: false,
    });
  }
  const reached = input.currentScore !== null && input.currentScore >= input.targetScore;
  const reachedAt = input.targetReachedAt ? (input.targetReachedAt.length === 7 ? `${input.targetReachedAt}-01` : input.targetReachedAt.slice(0, 10)) : null;
  list.push({
    id: 'target',
    title: t.target.title,
    description: t.target.description(input.targetScore),
    // Spec §9: 90 days from now; a target already reached is dated when a report first reached it.
    date: reached && reachedAt ? reachedAt : isoDay(input.now.getTime() + TARGET_MILESTONE_DAYS * DAY_MS),
    completed: reached,
  });
  return list.sort((a, b) => a.date.localeCompare(b.date));
}

/** Spec §2: 'Next Steps' = the first two incomplete milestones. */
export function nextSteps(list: readonly ProgressMilestone[]): ProgressMilestone[] {
  return list.filter((m) => !m.completed).slice(0, 2);
}

/** Spec §2: 'Recent Achievements' = the last two completed milestones. */
export function recentAchievements(list: readonly ProgressMilestone[]): ProgressMilestone[] {
  return list.filter((m) => m.completed).slice(-2);
}

export interface ProgressInput {
  hasCompletedAnalysis: boolean;
  firstAnalysisAt: string | null;
  /** The figures module's answer (decision 200): scores, history, debts, disputes and rounds. */
  figures: CreditFiguresDto;
  now: Date;
}

const average = (xs: readonly number[]) => (xs.length === 0 ? null : Math.round(xs.reduce((s, x) => s + x, 0) / xs.length));

/** The whole Progress figure set from its inputs. */
export function computeProgress(input: ProgressInput): ProgressDto {
  const f = input.figures;
  const points = f.history;
  const history = monthlyHistory(points);
  const target = targetScore(points.map((p) => p.score));
  const bureaus = f.scores.filter((s) => s.score !== null);
  const firsts = bureaus.map((b) => points.find((p) => p.bureau === b.bureau)?.score ?? b.score!);
  const startScore = average(firsts);
  const currentScore = average(bureaus.map((b) => b.score!));
  const removed = f.disputes.debtsRemoved;
  const inDispute = f.disputes.debtsInDispute;
  const total = f.trackedDebts;
  const disputeCount = f.disputes.inDispute + f.disputes.removed + f.rounds.length;
  const state: ProgressDto['state'] = !input.hasCompletedAnalysis
    ? 'empty'
    : history.length === 0 && total === 0 && disputeCount === 0
      ? 'calculating'
      : 'ready';
  return {
    state,
    overall: overallPercent(removed, total, startScore, currentScore, target),
    creditScore: { startScore, currentScore, targetScore: target, history, bureaus },
    negativeItems: { removed, inDispute, remaining: remainingItems(total, removed, inDispute), total },
    figures: f,
    removedPercent: removedPercent(removed, total),
    scoreProgressPercent: scoreProgressPercent(startScore, currentScore, target),
    milestones: milestones({
      firstAnalysisAt: input.firstAnalysisAt,
      rounds: f.rounds,
      targetScore: target,
      currentScore,
      targetReachedAt: [...points].sort((a, b) => a.date.localeCompare(b.date)).find((p) => p.score >= target)?.date ?? null,
      now: input.now,
    }),
  };
}
