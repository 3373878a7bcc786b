/**
 * Pure selectors over the user's analyses (spec document 2 §2–4), shared by the dashboard and the credit report
 * screen. Input is the list GET /api/analyses answers (newest upload first); nothing here relies on that order.
 */
import {
  BUREAUS,
  DASHBOARD_STUCK_MINUTES,
  displayScore,
  type AnalysisDto,
  type AnalysisStatus,
  type Bureau,
} from '../../../common/analysis';

const MINUTE_MS = 60_000;

function time(iso: string | null | undefined): number {
  if (!iso) return Number.NaN;
  return Date.parse(iso);
}

/** Newest upload first (ties: later analysis first), without changing the input. */
export function newestFirst<T extends Pick<AnalysisDto, 'upload_date'>>(analyses: readonly T[]): T[] {
  return [...analyses].sort((a, b) => (time(b.upload_date) || 0) - (time(a.upload_date) || 0));
}

/** Pending or processing: the job has not finished yet. */
export function isRunning(a: { analysis_status: AnalysisStatus }): boolean {
  return a.analysis_status === 'pending' || a.analysis_status === 'processing';
}

/** The newest analysis of each bureau (any status), or null when the bureau has none. */
export function latestByBureau(analyses: readonly AnalysisDto[]): Record<Bureau, AnalysisDto | null> {
  const result: Record<Bureau, AnalysisDto | null> = { experian: null, transunion: null, equifax: null };
  for (const a of newestFirst(analyses)) result[a.bureau] ??= a;
  return result;
}

/** The newest completed analysis of each bureau, or null. */
export function latestCompletedByBureau(analyses: readonly AnalysisDto[]): Record<Bureau, AnalysisDto | null> {
  return latestByBureau(analyses.filter((a) => a.analysis_status === 'completed'));
}

/** The completed analysis of the same bureau uploaded just before `analysis`, or null. */
export function previousCompleted(analyses: readonly AnalysisDto[], analysis: AnalysisDto): AnalysisDto | null {
  const uploaded = time(analysis.upload_date);
  return (
    newestFirst(analyses).find(
      (a) => a.id !== analysis.id && a.bureau === analysis.bureau && a.analysis_status === 'completed' && time(a.upload_date) < uploaded,
    ) ?? null
  );
}

/**
 * The score change of a completed analysis against the previous completed one of its bureau. The server's
 * raw_data.scoreChange compares extracted scores; when the user corrected either score the change is computed from
 * the scores shown, so the +/- always matches the numbers on screen. Null when there is nothing to compare.
 */
export function scoreChange(analyses: readonly AnalysisDto[], analysis: AnalysisDto): number | null {
  const current = displayScore(analysis);
  if (current === null) return null;
  const previous = previousCompleted(analyses, analysis);
  const corrected = analysis.corrected_score !== null || (previous?.corrected_score ?? null) !== null;
  const stored = analysis.raw_data?.scoreChange;
  if (!corrected && typeof stored === 'number' && Number.isFinite(stored)) return stored;
  const before = previous ? displayScore(previous) : null;
  return before === null ? null : current - before;
}

/** When the current run of an analysis began: its upload, or its last recovery when it was restarted since. */
function runningSince(a: Pick<AnalysisDto, 'upload_date' | 'metadata'>): number {
  const uploaded = time(a.upload_date);
  const recovered = time(a.metadata.last_recovery_at);
  return Number.isNaN(recovered) ? uploaded : Math.max(uploaded, recovered);
}

/** Pending or processing for longer than `minutes` (dashboard: 15, spec document 2 §4). */
export function isStuck(
  a: Pick<AnalysisDto, 'analysis_status' | 'upload_date' | 'metadata'>,
  now: number,
  minutes: number = DASHBOARD_STUCK_MINUTES,
): boolean {
  if (!isRunning(a)) return false;
  const since = runningSince(a);
  return !Number.isNaN(since) && now - since > minutes * MINUTE_MS;
}

/**
 * What a bureau's score card shows.
 * - scored: the newest completed analysis has a score (a newer upload may be running: `running`).
 * - processing: no score to show and the newest upload is pending or processing ('Processing report...'), also when
 *   an older completed report of the bureau printed no score.
 * - failed: no score to show and the newest upload failed (`latest.metadata.error` says why).
 * - unscored: the newest completed report prints no score (the user can enter it on the credit report screen).
 * - waiting: nothing uploaded for this bureau yet ('Waiting for report').
 */
export type BureauScoreStatus = 'scored' | 'processing' | 'failed' | 'unscored' | 'waiting';

export interface BureauScoreView {
  bureau: Bureau;
  status: BureauScoreStatus;
  /** The newest upload of the bureau, whatever its status. */
  latest: AnalysisDto | null;
  /** The newest completed analysis: the one whose score is shown. */
  source: AnalysisDto | null;
  score: number | null;
  /** The score shown is the user's own correction. */
  corrected: boolean;
  change: number | null;
  /** When the shown score was produced (analysis date, else upload date). */
  updatedAt: string | null;
  /** A newer upload of this bureau is pending or processing. */
  running: boolean;
}

export function bureauScoreView(analyses: readonly AnalysisDto[], bureau: Bureau): BureauScoreView {
  const mine = analyses.filter((a) => a.bureau === bureau);
  const latest = latestByBureau(mine)[bureau];
  const source = latestCompletedByBureau(mine)[bureau];
  const score = source ? displayScore(source) : null;
  const running = latest !== null && isRunning(latest);
  let status: BureauScoreStatus;
  if (score !== null) status = 'scored';
  else if (running) status = 'processing';
  else if (latest?.analysis_status === 'failed') status = 'failed';
  else if (source) status = 'unscored';
  else status = 'waiting';
  return {
    bureau,
    status,
    latest,
    source,
    score,
    corrected: source !== null && source.corrected_score !== null,
    change: source && score !== null ? scoreChange(mine, source) : null,
    updatedAt: source ? (source.analysis_date ?? source.upload_date) : null,
    running,
  };
}

/** One view per bureau, in the spec's bureau order (experian, transunion, equifax). */
export function bureauScoreViews(analyses: readonly AnalysisDto[]): BureauScoreView[] {
  return BUREAUS.map((b) => bureauScoreView(analyses, b));
}
