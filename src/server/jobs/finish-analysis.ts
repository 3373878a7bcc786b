/**
 * The end of an analysis: the row's final state and its notification in one transaction, then the dispute rounds'
 * comparison; and the count of engine starts that keeps a file that kills its reader out of a crash loop
 * (docs/decisions/155).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { AnalysisErrorCode, AnalysisMetadata } from '../../common/analysis';
import type { Db } from '../db/client';
import { creditReportAnalyses as t } from '../db/schema';
import type { Logger } from '../logger';
import type { RowOutcome } from '../modules/analyses/build-result';
import { completedMessage, failedMessage, NOTIFICATION_COMPLETE, NOTIFICATION_FAILED } from '../modules/analyses/constants';
import { sealAnalysisFields } from '../modules/analyses/analysis-fields';
import type { StoredAnalysisRow } from '../modules/analyses/dto';
import { compareNewAnalysis } from '../modules/disputes/rounds/compare-analysis';
import type { NotificationService } from '../modules/notifications/notification-service';
import { personsCompleted } from '../modules/analyses/report-owner';
import { REPORT_OWNER_TEXT, type ReportOwner } from '../../common/report-owner';

/** Processes that may die with one file in the engine before the file is failed for good. */
export const MAX_ENGINE_DEATHS = 2;
/** This process, in a file's `engine_runners`: a new id at every start, so a restarted server is another runner. */
export const RUNNER_ID = randomUUID();
const runnersSql = sql`coalesce(${t.metadata}->'engine_runners', '[]'::jsonb)`;

/**
 * Processes that had this file in the engine and never answered for it. Another runner's job only comes to this
 * process when that runner's lease showed it dead (decision 093) or the server was restarted; this process's own
 * earlier start (a job delivered twice) is no death: it is still here.
 */
export function engineDeathsOf(row: StoredAnalysisRow): number {
  const runners = (row.metadata as AnalysisMetadata | null)?.engine_runners ?? [];
  return runners.filter((runner) => runner !== RUNNER_ID).length;
}

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
  async function compareRounds(row: StoredAnalysisRow): Promise<void> {
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
  async function finish(row: StoredAnalysisRow, outcome: RowOutcome, owner?: ReportOwner): Promise<boolean> {
    const now = new Date();
    const finishedAt = now.toISOString();
    const ownerSql = owner ? sql`jsonb_build_object('owner', ${JSON.stringify(owner)}::jsonb)` : sql`'{}'::jsonb`;
    const set =
      outcome.status === 'completed'
        ? {
            analysisStatus: 'completed' as const,
            analysisDate: now,
            score: outcome.score,
            ...(await sealAnalysisFields(db, row.userId, { rawData: outcome.rawData, negativeItems: outcome.negativeItems })),
            metadata: sql`(coalesce(${t.metadata}, '{}'::jsonb) - 'error' - 'stage' - 'engine_runners') || jsonb_build_object('progress_percent', 100, 'finished_at', ${finishedAt}::text) || ${ownerSql}`,
          }
        : {
            analysisStatus: 'failed' as const,
            metadata: sql`(coalesce(${t.metadata}, '{}'::jsonb) - 'engine_runners') || jsonb_build_object('error', ${JSON.stringify(outcome.error)}::jsonb, 'progress_percent', 0, 'finished_at', ${finishedAt}::text)`,
          };
    const notification =
      outcome.status === 'completed'
        ? {
            ...NOTIFICATION_COMPLETE,
            message:
              owner?.check === 'other_person'
                ? `${completedMessage(row.bureau, outcome.negativeItems.length, outcome.possibleErrors)} ${REPORT_OWNER_TEXT.notification(owner.name_on_report ?? '')}`
                : completedMessage(row.bureau, outcome.negativeItems.length, outcome.possibleErrors),
          }
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
    // Another person's report never answers the person's disputes (decision 189).
    if (finished && outcome.status === 'completed' && owner?.check !== 'other_person') await compareRounds(row);
    return finished;
  }

  /**
   * Records this process as a runner of these rows' file before the engine reads it; finish() clears the list. A list
   * MAX_ENGINE_DEATHS other runners means that many processes died with the file in the engine.
   */
  async function countEngineStart(ids: string[]): Promise<void> {
    await db
      .update(t)
      .set({
        metadata: sql`coalesce(${t.metadata}, '{}'::jsonb) || jsonb_build_object('engine_runners',
          case when ${runnersSql} @> jsonb_build_array(${RUNNER_ID}::text) then ${runnersSql}
          else ${runnersSql} || jsonb_build_array(${RUNNER_ID}::text) end)`,
      })
      .where(inArray(t.id, ids));
  }

  async function failAll(rows: StoredAnalysisRow[], code: AnalysisErrorCode, message: string): Promise<void> {
    for (const row of rows) await finish(row, { status: 'failed', error: { code, message } });
  }

  async function previousScore(row: StoredAnalysisRow): Promise<number | null> {
    const [previous] = await db
      .select({ score: sql<number | null>`coalesce(${t.correctedScore}, ${t.score})` })
      .from(t)
      .where(and(eq(t.userId, row.userId), eq(t.bureau, row.bureau), personsCompleted, ne(t.id, row.id), lt(t.uploadDate, row.uploadDate)))
      .orderBy(desc(t.uploadDate))
      .limit(1);
    return previous?.score ?? null;
  }

  return { finish, failAll, countEngineStart, previousScore };
}

export type AnalysisFinisher = ReturnType<typeof createAnalysisFinisher>;
