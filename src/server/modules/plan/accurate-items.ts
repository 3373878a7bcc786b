/** The items the person marked accurate (dispute choices and the review, decision 055/050), from their latest reports. */
import type { AnalysisDto } from '../../../common/analysis';
import type { Db } from '../../db/client';
import { latestCompletedByBureau } from '../../../common/analysis-select';
import { listCandidates } from '../disputes/list-candidates';
import type { AccurateItem } from './build-plan';

export async function listAccurateItems(db: Db, userId: string, analyses: readonly AnalysisDto[]): Promise<AccurateItem[]> {
  const latest = Object.values(latestCompletedByBureau(analyses)).filter((a): a is AnalysisDto => a !== null && a.raw_data !== null);
  const seen = new Map<string, AccurateItem>();
  for (const analysis of latest) {
    for (const c of await listCandidates(db, userId, analysis.id)) {
      if (c.choice?.choice !== 'accurate' || seen.has(c.key)) continue;
      seen.set(c.key, { key: c.key, creditor: c.creditor, advice: c.accurate_advice });
    }
  }
  return [...seen.values()];
}
