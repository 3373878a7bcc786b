import { and, eq } from 'drizzle-orm';
import type { AnalysisDto, AnalysisRawData } from '../../../common/analysis';
import type { Db } from '../../db/client';
import { creditReportAnalyses as t } from '../../db/schema';
import { AppError } from '../../errors';
import { factsFor, loadStoredFacts } from '../advice/person-facts';
import { openAnalysisRow, sealAnalysisFields } from './analysis-fields';
import { planFor } from './build-result';
import type { EnrichStrategy } from './deps';
import { toAnalysisDto } from './dto';
import { getOwnAnalysis } from './get-analysis';

/**
 * 'Generate Strategy' / 'Regenerate Strategy': rebuilds raw_data.recommendations and personalized_strategy from the
 * stored report, negative items and findings (the engine's plan). With an AI provider configured, its checked notes
 * are added beside the plan (raw_data.strategy_enrichment), never in its place. Only a completed analysis has them.
 */
export async function regenerateStrategy(
  db: Db,
  userId: string,
  id: string,
  now: Date = new Date(),
  enrich?: { run: EnrichStrategy; signal: AbortSignal },
): Promise<AnalysisDto> {
  const row = await getOwnAnalysis(db, userId, id);
  const raw = row.rawData;
  if (row.analysisStatus !== 'completed' || !raw?.report) throw new AppError('ANALYSIS_NOT_COMPLETED');
  const { strategy_enrichment: _previous, ...rest } = raw;
  const facts = factsFor(await loadStoredFacts(db, userId), [raw]);
  const plan = planFor(raw.report, raw.negative_items ?? [], raw.findings ?? [], facts);
  const enrichment = enrich ? await enrich.run(userId, row, plan.personalized_strategy, now, enrich.signal) : null;
  const rawData: AnalysisRawData = {
    ...rest,
    ...plan,
    strategy_generated_at: now.toISOString(),
    ...(enrichment ? { strategy_enrichment: enrichment } : {}),
  };
  const [updated] = await db
    .update(t)
    .set(await sealAnalysisFields(db, userId, { rawData }))
    .where(and(eq(t.id, row.id), eq(t.userId, userId), eq(t.analysisStatus, 'completed')))
    .returning();
  if (!updated) throw new AppError('ANALYSIS_NOT_COMPLETED');
  return toAnalysisDto(await openAnalysisRow(db, updated));
}
