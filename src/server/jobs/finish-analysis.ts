/**
 * The end of an analysis: the row's final state and its notification in one transaction, then the dispute rounds'
 * comparison; and the count of engine starts that keeps a file that kills its reader out of a crash loop
 * (docs/decisions/155).
 */
import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { AnalysisErrorCode, AnalysisMetadata } from '../../common/analysis';
import type { Db } from '../db/client';
import { creditReportAnalyses as t } from '../db/schema';
import type { Logger } from '../logger';
import type { RowOutcome } from '../modules/analyses/build-result';
import { completedMessage, failedMessage, NOTIFICATION_COMPLETE, NOTIFICATION_FAILED } from '../modules/analyses/constants';
import type { AnalysisRow } from '../modules/analyses/dto';
import { compareNewAnalysis } from '../modules/disputes/rounds/compare-analysis';
import type { NotificationService } from '../modules/notifications/service';

/** Starts of the engine on one file that may end with its process dead before the file is failed for good. */
export const MAX_ENGINE_STARTS = 2;
const engineStartsSql = sql<number>`coalesce((${t.metadata}->>'engine_starts')::int, 0)`;
export const engineStartsOf = (row: AnalysisRow) => (row.metadata as AnalysisMetadata | null)?.engine_starts ?? 0;

export interface FinishDeps {
  db: Db;
  notifications: Pick<NotificationService, 'createNotification' | 'changeAndNotify'>;
  logger: Logger;
}

export function createAnalysisFinisher(deps: FinishDeps) {
  const { db, notifications, logger } = deps;

  /**
   * The dispute rounds' comparison of this analysis with the disputed items of earlier ones (docs/decisions/107).
   * Runs after the row is completed and notified; an error is logged and never fails or retries the analysis.
   */
  async function compareRounds(row: AnalysisRow): Promise<void> {
    try {
      await compareNewAnalysis({ db, notifications, logger }, row.id);
    } catch (error) {
      logger.error({ analysis: row.id, err: error instanceof Error ? error.message : String(error) }, 'dispute round comparison failed');
    }
  }

  /**
   * Writes the row's final state if it is still processing, and its notification in the same transaction (a crash
   * between the two would lose the notification). Clears the engine-start count: the engine answered.
   */
  async function finish(row: AnalysisRow, outcome: RowOutcome): Promise<boolean> {
    const now = new Date();
    const finishedAt = now.toISOString();
    const set =
      outcome.status === 'completed'
        ? {
            analysisStatus: 'completed' as const,
            analysisDate: now,
            score: outcome.score,
            negativeItems: outcome.negativeItems,
            rawData: outcome.rawData,
            metadata: sql`(coalesce(${t.metadata}, '{}'::jsonb) - 'error' - 'stage' - 'engine_starts') || jsonb_build_object('progress_percent', 100, 'finished_at', ${finishedAt}::text)`,
          }
        : {
            analysisStatus: 'failed' as const,
            metadata: sql`(coalesce(${t.metadata}, '{}'::jsonb) - 'engine_starts') || jsonb_build_object('error', ${JSON.stringify(outcome.error)}::jsonb, 'progress_percent', 0, 'finished_at', ${finishedAt}::text)`,
          };
    const notification =
      outcome.status === 'completed'
        ? { ...NOTIFICATION_COMPLETE, message: completedMessage(row.bureau, outcome.negativeItems.length, outcome.possibleErrors) }
        : { ...NOTIFICATION_FAILED, message: failedMessage(row.bureau, outcome.error.message) };
    const finished = await notifications.changeAndNotify(
      row.userId,
      async (tx) => {
        const updated = await tx
          .update(t)
          .set(set)
          .where(and(eq(t.id, row.id), eq(t.analysisStatus, 'processing')))
          .returning({ id: t.id });
        return updated.length > 0;
      },
      notification,
    );
    if (finished && outcome.status === 'completed') await compareRounds(row);
    return finished;
  }

  /**
   * Counts a start of the engine on these rows before it reads their file; finish() clears the count. A count left at
   * MAX_ENGINE_STARTS means the process running the engine died with the file in hand that many times.
   */
  async function countEngineStart(ids: string[]): Promise<void> {
    await db
      .update(t)
      .set({ metadata: sql`coalesce(${t.metadata}, '{}'::jsonb) || jsonb_build_object('engine_starts', ${engineStartsSql} + 1)` })
      .where(inArray(t.id, ids));
  }

  async function failAll(rows: AnalysisRow[], code: AnalysisErrorCode, message: string): Promise<void> {
    for (const row of rows) await finish(row, { status: 'failed', error: { code, message } });
  }

  async function previousScore(row: AnalysisRow): Promise<number | null> {
    const [previous] = await db
      .select({ score: sql<number | null>`coalesce(${t.correctedScore}, ${t.score})` })
      .from(t)
      .where(
        and(
          eq(t.userId, row.userId),
          eq(t.bureau, row.bureau),
          eq(t.analysisStatus, 'completed'),
          ne(t.id, row.id),
          lt(t.uploadDate, row.uploadDate),
        ),
      )
      .orderBy(desc(t.uploadDate))
      .limit(1);
    return previous?.score ?? null;
  }

  return { finish, failAll, countEngineStart, previousScore };
}

export type AnalysisFinisher = ReturnType<typeof createAnalysisFinisher>;
