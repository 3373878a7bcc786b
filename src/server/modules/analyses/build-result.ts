/** What one analysis row becomes once the engine has read its file: completed with figures, or failed with a reason. */
import type { AnalysisErrorCode, AnalysisRawData, Bureau, NegativeItemDto } from '../../../common/analysis';
import type { Analysis, CreditReport } from '../../../engine/model';
import { buildPlan } from '../../../engine/plan';
import type { PersonFacts } from '../../../engine/plan/item-state';
import { deriveRawData } from '../../../engine/score/raw-data';
import { bureauMissingMessage, wrongBureauMessage } from './constants';
import { buildInsights } from './insights';
import { fromNegativeItemDto, toNegativeItemDto } from './negative-items';

export type RowOutcome =
  | { status: 'completed'; score: number | null; negativeItems: NegativeItemDto[]; rawData: AnalysisRawData; possibleErrors: number }
  | { status: 'failed'; error: { code: AnalysisErrorCode; message: string } };

/** The row's bureau report from the analysis, or why there is none. */
export function pickReport(
  analysis: Pick<Analysis, 'reports'>,
  bureau: Bureau,
  merged: boolean,
): { report: CreditReport } | { error: { code: AnalysisErrorCode; message: string } } {
  const report = analysis.reports.find((r) => r.bureau === bureau);
  if (report) return { report };
  if (merged) return { error: { code: 'bureau_missing', message: bureauMissingMessage(bureau) } };
  const found = analysis.reports[0]?.bureau ?? bureau;
  return { error: { code: 'wrong_bureau', message: wrongBureauMessage(found) } };
}

/** recommendations + personalized_strategy for one bureau (engine plan, no AI). */
export function planFor(report: CreditReport, negativeItems: NegativeItemDto[], findings: AnalysisRawData['findings'], person?: PersonFacts) {
  const plan = buildPlan({
    reports: [report],
    negativeItems: negativeItems.map((n) => fromNegativeItemDto(n, report.bureau)),
    findings,
    bureau: report.bureau,
    person,
  });
  return { recommendations: plan.recommendations, personalized_strategy: plan.strategy };
}

export type CompletedOutcome = Extract<RowOutcome, { status: 'completed' }>;

/**
 * A completed row from its bureau's report and the analysis it belongs to: the figures, negative items, plan and
 * insights. The job builds it from the engine's reading; a review builds it again from the corrected reports.
 */
export function completedOutcome(
  report: CreditReport,
  analysis: Analysis,
  scoreChange: number | null,
  now: Date,
  /** Whether the report is one bureau column of a 3-in-1 upload (the reasons the figures give name the column). */
  source: { merged: boolean } = { merged: analysis.reports.length > 1 },
): CompletedOutcome {
  const raw = deriveRawData(report, analysis.negativeItems, analysis.findings, source);
  const negativeItems = raw.negative_items.map(toNegativeItemDto);
  const rawData: AnalysisRawData = {
    ...raw,
    negative_items: negativeItems,
    ...planFor(report, negativeItems, raw.findings),
    aiInsights: buildInsights(raw),
    scoreChange,
    report,
    strategy_generated_at: now.toISOString(),
  };
  return { status: 'completed', score: report.score, negativeItems, rawData, possibleErrors: raw.findings.length };
}

export function buildOutcome(analysis: Analysis, row: { bureau: Bureau; merged: boolean }, previousScore: number | null, now: Date): RowOutcome {
  const picked = pickReport(analysis, row.bureau, row.merged);
  if ('error' in picked) return { status: 'failed', error: picked.error };
  const { score } = picked.report;
  return completedOutcome(picked.report, analysis, score !== null && previousScore !== null ? score - previousScore : null, now, { merged: row.merged });
}
