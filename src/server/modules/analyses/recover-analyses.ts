import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAX_RECOVERY_ATTEMPTS, RECOVERY_STUCK_MINUTES, type AnalysisDto } from '../../../common/analysis';
import { creditReportAnalyses as t } from '../../db/schema';
import type { AnalysesDeps } from './deps';
import { openAnalysisRows } from './analysis-fields';
import { recoveryAttempts, toAnalysisDto } from './dto';
import { requeueRows } from './requeue-rows';

/**
 * 'Recover Stuck Analyses': every own row pending or processing for more than RECOVERY_STUCK_MINUTES — counted from
 * its upload or its last recovery, whichever is later — is restarted if it has attempts left, else reported as
 * exhausted.
 */
export async function recoverAnalyses(
  deps: AnalysesDeps,
  userId: string,
  now: Date = new Date(),
): Promise<{ recovered: AnalysisDto[]; exhausted: AnalysisDto[] }> {
  const cutoff = new Date(now.getTime() - RECOVERY_STUCK_MINUTES * 60_000).toISOString();
  const stuck = await deps.db
    .select()
    .from(t)
    .where(
      and(
        eq(t.userId, userId),
        inArray(t.analysisStatus, ['pending', 'processing']),
        sql`greatest(${t.uploadDate}, coalesce((${t.metadata}->>'last_recovery_at')::timestamptz, ${t.uploadDate})) < ${cutoff}::timestamptz`,
      ),
    )
    .orderBy(t.uploadDate);
  const exhausted = stuck.filter((r) => recoveryAttempts(r) >= MAX_RECOVERY_ATTEMPTS);
  const candidates = stuck.filter((r) => !exhausted.includes(r)).map((r) => r.id);
  const recovered = await requeueRows(deps, userId, candidates);
  return {
    recovered: (await openAnalysisRows(deps.db, recovered)).map(toAnalysisDto),
    exhausted: (await openAnalysisRows(deps.db, exhausted)).map(toAnalysisDto),
  };
}
