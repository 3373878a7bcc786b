/**
 * Rows whose job is gone: a job that failed for good without its handler finishing the row (the process died on
 * the last attempt, or the job expired on it) leaves the row pending or processing with nothing left to run it.
 * The sweep fails such rows with `internal`, so the user sees the failure and can restart it at once.
 */
import { sql } from 'drizzle-orm';
import type { Bureau } from '../../common/analysis';
import { queryRows, type Db } from '../db/client';
import type { Logger } from '../logger';
import { ANALYZE_REPORT_QUEUE, failedMessage, INTERNAL_FAILURE_MESSAGE, NOTIFICATION_FAILED } from '../modules/analyses/constants';
import type { NotificationService } from '../modules/notifications/notification-service';
import { JOB_SCHEMA } from './queue';

/** A row is looked at only this long after its upload or last restart (its job is created with it anyway). */
export const ORPHAN_GRACE_SECONDS = 120;
export const SWEEP_INTERVAL_MS = 60_000;

export async function failOrphanedAnalyses(
  deps: { db: Db; notifications: Pick<NotificationService, 'createNotification'>; logger: Logger },
  now: Date = new Date(),
): Promise<string[]> {
  const error = JSON.stringify({ code: 'internal', message: INTERNAL_FAILURE_MESSAGE });
  const cutoff = new Date(now.getTime() - ORPHAN_GRACE_SECONDS * 1000).toISOString();
  const rows = await queryRows<{ id: string; user_id: string; bureau: Bureau }>(
    deps.db,
    sql`update credit_report_analyses a
        set analysis_status = 'failed',
            metadata = coalesce(a.metadata, '{}'::jsonb) || jsonb_build_object('error', ${error}::jsonb, 'progress_percent', 0, 'finished_at', ${now.toISOString()}::text)
        where a.analysis_status in ('pending', 'processing')
          and greatest(a.upload_date, coalesce((a.metadata->>'last_recovery_at')::timestamptz, a.upload_date)) < ${cutoff}::timestamptz
          and not exists (
            select 1 from ${sql.raw(JOB_SCHEMA)}.job j
            where j.name = ${ANALYZE_REPORT_QUEUE}
              and j.state in ('created', 'retry', 'active')
              and j.data->'analysisIds' @> to_jsonb(a.id::text)
          )
        returning a.id, a.user_id, a.bureau`,
  );
  for (const row of rows) {
    try {
      await deps.notifications.createNotification(row.user_id, {
        ...NOTIFICATION_FAILED,
        message: failedMessage(row.bureau, INTERNAL_FAILURE_MESSAGE),
      });
    } catch (caught) {
      deps.logger.error({ analysis: row.id, err: caught }, 'analysis notification failed');
    }
  }
  if (rows.length > 0) deps.logger.warn({ analyses: rows.map((r) => r.id) }, 'analyses without a job marked failed');
  return rows.map((r) => r.id);
}

/** Runs the sweep now and every minute until the returned stop function is called. */
export function startOrphanSweep(deps: Parameters<typeof failOrphanedAnalyses>[0]): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = failOrphanedAnalyses(deps).catch((caught: unknown) => deps.logger.error({ err: caught }, 'analysis sweep failed'));
  };
  tick();
  const timer = setInterval(tick, SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
