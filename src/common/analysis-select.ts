/**
 * Pure selectors over the user's analyses (spec document 2 §2–4), shared by the dashboard and the credit report
 * screen. Input is the list GET /api/analyses answers (newest upload first); nothing here relies on that order.
 */
import { BUREAUS, DASHBOARD_STUCK_MINUTES, displayScore, type AnalysisSummaryDto, type AnalysisStatus, type Bureau } from './analysis';
import type { ReportDateSource } from './reading';
import { isPersonsCompleted } from './report-owner';

const MINUTE_MS = 60_000;

function time(iso: string | null | undefined): number {
  if (!iso) return Number.NaN;
  return Date.parse(iso);
}

/** Newest upload first (ties: later analysis first), without changing the input. */
export function newestFirst<T extends Pick<AnalysisSummaryDto, 'upload_date'>>(analyses: readonly T[]): T[] {
  return [...analyses].sort((a, b) => (time(b.upload_date) || 0) - (time(a.upload_date) || 0));
}

/** Pending or processing: the job has not finished yet. */
export function isRunning(a: { analysis_status: AnalysisStatus }): boolean {
  return a.analysis_status === 'pending' || a.analysis_status === 'processing';
}

/** The newest upload of each bureau (any status), or null when the bureau has none: what is being processed now. */
export function latestByBureau(analyses: readonly AnalysisSummaryDto[]): Record<Bureau, AnalysisSummaryDto | null> {
  const result: Record<Bureau, AnalysisSummaryDto | null> = { experian: null, transunion: null, equifax: null };
  for (const a of newestFirst(analyses)) result[a.bureau] ??= a;
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Report dates (decision 080): "latest", "previous", changes and history follow the date the report itself carries,
// not the order of uploads. The upload date is shown only as the upload date.

export interface ReportDateOf {
  /** As the engine read it: "2025-11-02" or "2025-11". */
  date: string;
  /** Where it came from; anything but 'printed' is an estimate the screens say is one. */
  source: ReportDateSource | null;
}

/** The report's own date (raw_data.report.reportDate and reportDateSource), or null when the report gave none. */
export function reportDateOf(a: Pick<AnalysisSummaryDto, 'raw_data'>): ReportDateOf | null {
  const report = a.raw_data?.report;
  const date = report?.reportDate;
  if (typeof date !== 'string' || !REPORT_DATE.test(date)) return null;
  return { date, source: report?.reportDateSource ?? null };
}

const REPORT_DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

function reportTime(a: Pick<AnalysisSummaryDto, 'raw_data'>): number {
  const m = REPORT_DATE.exec(reportDateOf(a)?.date ?? '');
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 1) : Number.NaN;
}

/**
 * The time an analysis stands for on the score timeline: its report date; a report without one counts at its
 * upload (the best that is known, and the screens say the date is unknown).
 */
function timelineTime(a: Pick<AnalysisSummaryDto, 'raw_data' | 'upload_date'>): number {
  const t = reportTime(a);
  return Number.isNaN(t) ? time(a.upload_date) || 0 : t;
}

/** Latest report first (by report date; the same report date: the later upload first), without changing the input. */
export function latestReportFirst<T extends Pick<AnalysisSummaryDto, 'raw_data' | 'upload_date'>>(analyses: readonly T[]): T[] {
  return [...analyses].sort((a, b) => timelineTime(b) - timelineTime(a) || (time(b.upload_date) || 0) - (time(a.upload_date) || 0));
}

/** The completed analysis of each bureau with the latest report date, or null. */
export function latestCompletedByBureau(analyses: readonly AnalysisSummaryDto[]): Record<Bureau, AnalysisSummaryDto | null> {
  const result: Record<Bureau, AnalysisSummaryDto | null> = { experian: null, transunion: null, equifax: null };
  for (const a of latestReportFirst(analyses.filter(isPersonsCompleted))) result[a.bureau] ??= a;
  return result;
}

/** One point of a bureau's score history: a report date (or the upload of a report without one) and its score. */
export interface ScorePoint {
  id: string;
  /** The report date, or the upload date when the report gave none (`estimated`). */
  date: string;
  dateIsReportDate: boolean;
  score: number;
}

/**
 * A bureau's scores over time, oldest first, one point per report date: two uploads of the same report are one
 * point (the later upload's, which carries any correction made since). Reports without a score are left out.
 */
export function scoreHistory(analyses: readonly AnalysisSummaryDto[], bureau: Bureau): ScorePoint[] {
  const seen = new Set<number>();
  const points: ScorePoint[] = [];
  for (const a of latestReportFirst(analyses.filter((x) => x.bureau === bureau && isPersonsCompleted(x)))) {
    const key = timelineTime(a);
    if (seen.has(key)) continue;
    seen.add(key);
    const score = displayScore(a);
    if (score === null) continue;
    const reportDate = reportDateOf(a);
    points.push({ id: a.id, date: reportDate?.date ?? a.upload_date, dateIsReportDate: reportDate !== null, score });
  }
  return points.reverse();
}

/** The completed analysis of the same bureau whose report is the one before `analysis`'s (an earlier report date), or null. */
export function previousCompleted(analyses: readonly AnalysisSummaryDto[], analysis: AnalysisSummaryDto): AnalysisSummaryDto | null {
  const at = timelineTime(analysis);
  return latestReportFirst(analyses).find((a) => a.id !== analysis.id && a.bureau === analysis.bureau && isPersonsCompleted(a) && timelineTime(a) < at) ?? null;
}

/**
 * The score change of a completed analysis against the bureau's previous report (by report date), from the scores
 * shown (corrections included), so the +/- always matches the numbers on screen. The server's raw_data.scoreChange
 * follows upload order and is not used. Null when there is nothing to compare.
 */
export function scoreChange(analyses: readonly AnalysisSummaryDto[], analysis: AnalysisSummaryDto): number | null {
  const current = displayScore(analysis);
  if (current === null) return null;
  const previous = previousCompleted(
    analyses.filter((a) => displayScore(a) !== null),
    analysis,
  );
  const before = previous ? displayScore(previous) : null;
  return before === null ? null : current - before;
}

/** When the current run of an analysis began: its upload, or its last recovery when it was restarted since. */
function runningSince(a: Pick<AnalysisSummaryDto, 'upload_date' | 'metadata'>): number {
  const uploaded = time(a.upload_date);
  const recovered = time(a.metadata.last_recovery_at);
  return Number.isNaN(recovered) ? uploaded : Math.max(uploaded, recovered);
}

/** Pending or processing for longer than `minutes` (dashboard: 15, spec document 2 §4). */
export function isStuck(
  a: Pick<AnalysisSummaryDto, 'analysis_status' | 'upload_date' | 'metadata'>,
  now: number,
  minutes: number = DASHBOARD_STUCK_MINUTES,
): boolean {
  if (!isRunning(a)) return false;
  const since = runningSince(a);
  return !Number.isNaN(since) && now - since > minutes * MINUTE_MS;
}

/**
 * What a bureau's score card shows.
 * - scored: the completed analysis with the latest report date has a score (a newer upload may be running: `running`).
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
  latest: AnalysisSummaryDto | null;
  /** The newest completed analysis: the one whose score is shown. */
  source: AnalysisSummaryDto | null;
  score: number | null;
  /** The score shown is the user's own correction. */
  corrected: boolean;
  change: number | null;
  /** The date of the report whose score is shown (decision 080), or null when the report gave none. */
  reportDate: ReportDateOf | null;
  /** When that report was uploaded (shown only as the upload date). */
  uploadDate: string | null;
  /** The bureau's scores by report date, oldest first (the sparkline). */
  history: ScorePoint[];
  /** A newer upload of this bureau is pending or processing. */
  running: boolean;
}

export function bureauScoreView(analyses: readonly AnalysisSummaryDto[], bureau: Bureau): BureauScoreView {
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
    reportDate: source ? reportDateOf(source) : null,
    uploadDate: source?.upload_date ?? null,
    history: scoreHistory(mine, bureau),
    running,
  };
}

/** One view per bureau, in the spec's bureau order (experian, transunion, equifax). */
export function bureauScoreViews(analyses: readonly AnalysisSummaryDto[]): BureauScoreView[] {
  return BUREAUS.map((b) => bureauScoreView(analyses, b));
}
