/**
 * GET /api/progress (spec document 2 §2 "Progress page", §9 "Progress"): the figures from the person's analyses and
 * dispute items. Scores follow the report dates and the person's corrections through the dashboard's own score
 * history (decision 080, `scoreHistory`); the formulas are in src/common/progress.ts.
 */
import { BUREAUS } from '../../../common/analysis';
import { computeProgress, type ProgressDto } from '../../../common/progress';
import type { Db } from '../../db/client';
import { scoreHistory } from '../../../common/analysis-select';
import { listAnalyses } from '../analyses/list-analyses';
import { listItems } from '../disputes/list-disputes';

export async function loadProgress(db: Db, userId: string, now: Date = new Date()): Promise<ProgressDto> {
  const [analyses, items] = await Promise.all([listAnalyses(db, userId), listItems(db, userId)]);
  const completed = analyses.filter((a) => a.analysis_status === 'completed');
  const first = completed.map((a) => a.analysis_date ?? a.upload_date).sort()[0] ?? null;
  return computeProgress({
    hasCompletedAnalysis: completed.length > 0,
    firstAnalysisAt: first,
    points: BUREAUS.flatMap((b) => scoreHistory(analyses, b)),
    totalNegativeItems: completed.reduce((sum, a) => sum + (a.negative_items?.length ?? 0), 0),
    disputes: items.map((i) => ({
      status: i.status,
      removed: i.metadata.outcome?.result === 'deleted',
      dueDate: i.due_date ? i.due_date.slice(0, 10) : null,
      updatedAt: i.updated_at,
    })),
    now,
  });
}
