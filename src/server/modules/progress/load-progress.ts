/**
 * GET /api/progress (spec document 2 §2 "Progress page", §9 "Progress"): the figures module's answer (decision 200:
 * scores, history, debts, disputes, rounds) turned into the page's percentages and milestones by
 * src/common/progress.ts.
 */
import { computeProgress, type ProgressDto } from '../../../common/progress';
import { isPersonsCompleted } from '../../../common/report-owner';
import type { Db } from '../../db/client';
import { listAnalyses } from '../analyses/list-analyses';
import { listItems } from '../disputes/list-disputes';
import { deriveFigures } from '../figures/derive-figures';

export async function loadProgress(db: Db, userId: string, now: Date = new Date()): Promise<ProgressDto> {
  const [analyses, items] = await Promise.all([listAnalyses(db, userId), listItems(db, userId)]);
  const completed = analyses.filter(isPersonsCompleted);
  const first = completed.map((a) => a.analysis_date ?? a.upload_date).sort()[0] ?? null;
  return computeProgress({
    hasCompletedAnalysis: completed.length > 0,
    firstAnalysisAt: first,
    figures: deriveFigures({ analyses, items, today: now.toISOString().slice(0, 10) }),
    now,
  });
}
