/** Puts rows back to processing with recovery metadata and a new job, in one transaction (spec document 2 §4). */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { MAX_RECOVERY_ATTEMPTS } from '../../../common/analysis';
import type { Db } from '../../db/client';
import { creditReportAnalyses as t } from '../../db/schema';
import { ANALYZE_REPORT_QUEUE } from './constants';
import type { AnalysesDeps } from './deps';
import type { StoredAnalysisRow } from './dto';

/** metadata.recovery_attempts as a number in SQL (absent → 0). */
export const recoveryAttemptsSql = sql<number>`coalesce((${t.metadata}->>'recovery_attempts')::int, 0)`;

/**
 * Restarts the given rows of the user that are not completed and have fewer than MAX_RECOVERY_ATTEMPTS: status
 * processing, recovery_attempts + 1, last_recovery_at, manual_recovery, no error; one job for them. Rows that do not
 * qualify are left alone; the ones restarted are returned.
 */
export async function requeueRows(deps: AnalysesDeps, userId: string, ids: readonly string[]): Promise<StoredAnalysisRow[]> {
  if (ids.length === 0) return [];
  const now = new Date().toISOString();
  const rows = await deps.db.transaction(async (tx: Db) => {
    const updated = await tx
      .update(t)
      .set({
        analysisStatus: 'processing',
        metadata: sql`(coalesce(${t.metadata}, '{}'::jsonb) - 'error' - 'finished_at' - 'started_at' - 'engine_runners') || jsonb_build_object(
          'stage', 'queued',
          'progress_percent', 10,
          'recovery_attempts', ${recoveryAttemptsSql} + 1,
          'last_recovery_at', ${now}::text,
          'manual_recovery', true)`,
      })
      .where(and(eq(t.userId, userId), inArray(t.id, [...ids]), ne(t.analysisStatus, 'completed'), sql`${recoveryAttemptsSql} < ${MAX_RECOVERY_ATTEMPTS}`))
      .returning();
    if (updated.length > 0) {
      await deps.jobs.sendInTransaction(tx, ANALYZE_REPORT_QUEUE, { analysisIds: updated.map((r) => r.id) });
    }
    return updated;
  });
  if (rows.length > 0) {
    deps.jobs.wake(ANALYZE_REPORT_QUEUE);
    deps.logger.info({ analyses: rows.map((r) => r.id) }, 'analyses restarted');
  }
  return rows;
}
