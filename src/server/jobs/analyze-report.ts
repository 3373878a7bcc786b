/**
 * The analyze-report job: `{ analysisIds }` → the rows' file is decrypted, read by the engine in a worker thread,
 * and each row ends completed (figures, negative items, plan) or failed (a sentence), with a notification.
 * See docs/decisions/044-analysis-pipeline.md. Logs carry ids, codes and timings only, never report contents.
 */
import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { AnalysisErrorCode, AnalysisMetadata, AnalysisStage, Bureau } from '../../common/analysis';
import { ENGINE_ERROR_MESSAGES, EngineError } from '../../engine/errors';
import { analyzeInWorkerDetailed } from '../../engine/isolated';
import type { Analysis } from '../../engine/model';
import type { Db } from '../db/client';
import { creditReportAnalyses as t } from '../db/schema';
import type { Logger } from '../logger';
import { buildOutcome, type RowOutcome } from '../modules/analyses/build-result';
import { compareNewAnalysis } from '../modules/disputes/rounds/compare-analysis';
import {
  completedMessage,
  failedMessage,
  FILE_MISSING_MESSAGE,
  INTERNAL_FAILURE_MESSAGE,
  NOTIFICATION_COMPLETE,
  NOTIFICATION_FAILED,
  PROGRESS_WRITE_INTERVAL_MS,
  STAGE_PERCENT,
} from '../modules/analyses/constants';
import type { AnalysisRow } from '../modules/analyses/dto';
import { isAnalysisId } from '../modules/analyses/get-analysis';
import type { NotificationService } from '../modules/notifications/service';
import { StorageError, type ReportStorage } from '../providers/storage';
import { PermanentJobError } from './errors';
import type { JobContext, JobHandler } from './queue';

export interface AnalyzeReportJob {
  analysisIds: string[];
}

/**
 * Runs the engine on a file; the default is a fresh worker thread per file (analyzeInWorkerDetailed). `bureau` is
 * the bureau the file was uploaded as (absent for a merged upload): the hint for the engine's AnalyzeOptions.bureau.
 */
export type AnalyzeFn = (
  bytes: Uint8Array,
  options: { onProgress: (stage: string, percent: number) => void; bureau?: Bureau },
) => Promise<Analysis>;

export interface AnalyzeReportDeps {
  db: Db;
  storage: ReportStorage;
  notifications: Pick<NotificationService, 'createNotification' | 'changeAndNotify'>;
  logger: Logger;
  analyze?: AnalyzeFn;
}

const RUNNING = ['pending', 'processing'] as const;

/** Starts of the engine on one file that may end with its process dead before the file is failed for good. */
export const MAX_ENGINE_STARTS = 2;
const engineStartsSql = sql<number>`coalesce((${t.metadata}->>'engine_starts')::int, 0)`;
const engineStartsOf = (row: AnalysisRow) => (row.metadata as AnalysisMetadata | null)?.engine_starts ?? 0;

const defaultAnalyze: AnalyzeFn = async (bytes, options) => (await analyzeInWorkerDetailed(bytes, options)).analysis;

type StageName = Exclude<AnalysisStage, 'queued'>;

/** The engine's progress (reading/ocr 0–100, parsing, detecting, done) on the contract's stages. */
export function mapEngineProgress(stage: string, percent: number): { stage: StageName; percent: number } | null {
  if (stage === 'reading' || stage === 'ocr') {
    const span = STAGE_PERCENT.parsing - STAGE_PERCENT.reading;
    return { stage: 'reading', percent: STAGE_PERCENT.reading + Math.floor((Math.min(100, Math.max(0, percent)) / 100) * (span - 1)) };
  }
  if (stage === 'parsing') return { stage: 'parsing', percent: STAGE_PERCENT.parsing };
  if (stage === 'detecting') return { stage: 'detecting', percent: STAGE_PERCENT.detecting };
  return null;
}

/**
 * Writes metadata.stage/progress_percent of running rows: every stage change, within a stage at most every 300 ms.
 * One write at a time; values that arrive while one is in flight are coalesced into the next (the latest wins).
 */
class ProgressWriter {
  private running: Promise<void> = Promise.resolve();
  private next: { stage: StageName; percent: number } | null = null;
  private writing = false;
  private lastStage: StageName | null = null;
  private lastPercent = -1;
  private lastAt = 0;

  constructor(
    private readonly db: Db,
    private readonly ids: string[],
    private readonly logger: Logger,
  ) {}

  set(stage: StageName, percent: number): void {
    const now = performance.now();
    if (stage === this.lastStage && (percent <= this.lastPercent || now - this.lastAt < PROGRESS_WRITE_INTERVAL_MS)) return;
    this.lastStage = stage;
    this.lastPercent = percent;
    this.lastAt = now;
    this.next = { stage, percent };
    if (!this.writing) this.running = this.drain();
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.next) {
        const { stage, percent } = this.next;
        this.next = null;
        try {
          await this.db
            .update(t)
            .set({ metadata: sql`coalesce(${t.metadata}, '{}'::jsonb) || jsonb_build_object('stage', ${stage}::text, 'progress_percent', ${percent}::int)` })
            .where(and(inArray(t.id, this.ids), eq(t.analysisStatus, 'processing')));
        } catch (error) {
          this.logger.warn({ analyses: this.ids, err: error }, 'progress write failed');
        }
      }
    } finally {
      this.writing = false;
    }
  }

  /** Waits for writes in flight, so a final status is never overwritten by a late progress write. */
  flush(): Promise<void> {
    return this.running;
  }
}

export function createAnalyzeReportHandler(deps: AnalyzeReportDeps): JobHandler<AnalyzeReportJob> {
  const { db, storage, notifications, logger } = deps;
  const analyze = deps.analyze ?? defaultAnalyze;

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

  /** Analyses one stored file for the rows that share it. */
  async function runFile(rows: AnalysisRow[], job: JobContext): Promise<void> {
    const ids = rows.map((r) => r.id);
    const started = performance.now();
    const progress = new ProgressWriter(db, ids, logger);
    const first = rows[0]!;

    let bytes: Buffer;
    try {
      bytes = await storage.get(first.reportId);
    } catch (error) {
      if (error instanceof StorageError) {
        await failAll(rows, error.code === 'not_found' ? 'file_missing' : 'internal', error.code === 'not_found' ? FILE_MISSING_MESSAGE : INTERNAL_FAILURE_MESSAGE);
        throw new PermanentJobError(`stored file unusable: ${error.code}`);
      }
      throw error;
    }
    const readMs = performance.now() - started;

    // One file is one upload: a merged one fills every bureau, a single one names its bureau.
    const merged = (first.metadata as AnalysisMetadata | null)?.merged === true;
    let analysis: Analysis;
    await countEngineStart(ids);
    try {
      analysis = await analyze(bytes, {
        ...(merged ? {} : { bureau: first.bureau }),
        onProgress: (stage, percent) => {
          const mapped = mapEngineProgress(stage, percent);
          if (mapped) progress.set(mapped.stage, mapped.percent);
        },
      });
    } catch (error) {
      if (error instanceof EngineError) {
        await progress.flush();
        await failAll(rows, error.code, error.message);
        logger.info({ job: job.id, analyses: ids, code: error.code }, 'analysis failed: file not usable');
      }
      throw error;
    }
    const engineMs = performance.now() - started - readMs;

    progress.set('planning', STAGE_PERCENT.planning);
    const now = new Date();
    const outcomes: [AnalysisRow, RowOutcome][] = [];
    for (const row of rows) {
      outcomes.push([row, buildOutcome(analysis, { bureau: row.bureau, merged }, await previousScore(row), now)]);
    }
    progress.set('saving', STAGE_PERCENT.saving);
    await progress.flush();
    for (const [row, outcome] of outcomes) await finish(row, outcome);

    const codes = outcomes.map(([, o]) => (o.status === 'completed' ? 'completed' : o.error.code));
    logger.info(
      { job: job.id, analyses: ids, outcomes: codes, readMs: Math.round(readMs), engineMs: Math.round(engineMs), totalMs: Math.round(performance.now() - started) },
      'analysis finished',
    );
    if (outcomes.every(([, o]) => o.status === 'failed')) {
      throw new PermanentJobError(`analysis failed: ${codes.join(', ')}`);
    }
  }

  return async (data, job) => {
    const ids = Array.isArray(data?.analysisIds) ? data.analysisIds.filter((id) => typeof id === 'string' && isAnalysisId(id)) : [];
    if (ids.length === 0) throw new PermanentJobError('the job names no analysis');

    const startedAt = new Date().toISOString();
    // Pending or processing rows only: a row completed meanwhile (e.g. by an earlier run) is left alone.
    const rows = await db
      .update(t)
      .set({
        analysisStatus: 'processing',
        metadata: sql`(coalesce(${t.metadata}, '{}'::jsonb) - 'error') || jsonb_build_object('stage', 'reading', 'progress_percent', ${STAGE_PERCENT.reading}::int, 'started_at', ${startedAt}::text)`,
      })
      .where(and(inArray(t.id, ids), inArray(t.analysisStatus, [...RUNNING])))
      .returning();
    if (rows.length === 0) {
      logger.info({ job: job.id, analyses: ids }, 'analysis job skipped: nothing left to analyse');
      return;
    }
    // A file that was in the engine when its process died, MAX_ENGINE_STARTS times, is never read again: a file that
    // kills whatever reads it must not keep a restarted server in a crash loop (docs/decisions/155).
    const deadly = rows.filter((row) => engineStartsOf(row) >= MAX_ENGINE_STARTS);
    if (deadly.length > 0) {
      await failAll(deadly, 'reader_crashed', ENGINE_ERROR_MESSAGES.reader_crashed);
      logger.warn({ job: job.id, analyses: deadly.map((r) => r.id) }, 'analysis failed: the engine died with this file before');
    }
    const byFile = new Map<string, AnalysisRow[]>();
    for (const row of rows) {
      if (!deadly.includes(row)) byFile.set(row.reportId, [...(byFile.get(row.reportId) ?? []), row]);
    }
    if (byFile.size === 0) throw new PermanentJobError('analysis failed: reader_crashed');
    try {
      for (const group of byFile.values()) await runFile(group, job);
    } catch (error) {
      const permanent = error instanceof PermanentJobError || error instanceof EngineError;
      // The last attempt of a transient error: nothing may stay processing.
      if (!permanent && job.attempt > job.retryLimit) {
        logger.error({ job: job.id, analyses: ids, err: error }, 'analysis failed after retries');
        await failAll(rows, 'internal', INTERNAL_FAILURE_MESSAGE);
      }
      throw error;
    }
  };
}
