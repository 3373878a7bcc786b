/**
 * The analyze-report job: `{ analysisIds }` → the rows' file is decrypted, read by the engine in an engine process,
 * and each row ends completed (figures, negative items, plan) or failed (a sentence), with a notification.
 * See docs/decisions/044-analysis-pipeline.md and 155. Logs carry ids, codes and timings only, never report contents.
 */
import { and, inArray, sql } from 'drizzle-orm';
import type { AnalysisMetadata, Bureau } from '../../common/analysis';
import { ENGINE_ERROR_MESSAGES, EngineError } from '../../engine/errors';
import { analyzeInWorkerDetailed } from '../../engine/isolated';
import type { ProgressFn } from '../../engine/index';
import type { Analysis } from '../../engine/model';
import type { Db } from '../db/client';
import { creditReportAnalyses as t } from '../db/schema';
import type { Logger } from '../logger';
import { buildOutcome, type RowOutcome } from '../modules/analyses/build-result';
import { knownNamesOf, ownerOf } from '../modules/analyses/report-owner';
import type { ReportOwner } from '../../common/report-owner';
import { FILE_MISSING_MESSAGE, INTERNAL_FAILURE_MESSAGE, STAGE_PERCENT } from '../modules/analyses/constants';
import type { StoredAnalysisRow } from '../modules/analyses/dto';
import { isAnalysisId } from '../modules/analyses/get-analysis';
import type { NotificationService } from '../modules/notifications/notification-service';
import { StorageError, type ReportStorage } from '../providers/storage';
import { mapEngineProgress, ProgressWriter } from './analysis-progress';
import { PermanentJobError } from './errors';
import { createAnalysisFinisher, engineDeathsOf, MAX_ENGINE_DEATHS } from './finish-analysis';
import type { JobContext, JobHandler } from './queue';

export { MAX_ENGINE_DEATHS, RUNNER_ID } from './finish-analysis';

export interface AnalyzeReportJob {
  analysisIds: string[];
}

/**
 * Runs the engine on a file; the default is a fresh worker thread per file (analyzeInWorkerDetailed). `bureau` is
 * the bureau the file was uploaded as (absent for a merged upload): the hint for the engine's AnalyzeOptions.bureau.
 */
export type AnalyzeFn = (bytes: Uint8Array, options: { onProgress: ProgressFn; bureau?: Bureau }) => Promise<Analysis>;

export interface AnalyzeReportDeps {
  db: Db;
  storage: ReportStorage;
  notifications: Pick<NotificationService, 'createNotification' | 'changeAndNotify'>;
  logger: Logger;
  analyze?: AnalyzeFn;
}

const RUNNING = ['pending', 'processing'] as const;

const defaultAnalyze: AnalyzeFn = async (bytes, options) => (await analyzeInWorkerDetailed(bytes, options)).analysis;

/** Marks the job's pending or processing rows processing and returns them; a row finished meanwhile is left alone. */
async function claimRows(db: Db, ids: string[]): Promise<StoredAnalysisRow[]> {
  const startedAt = new Date().toISOString();
  return db
    .update(t)
    .set({
      analysisStatus: 'processing',
      metadata: sql`(coalesce(${t.metadata}, '{}'::jsonb) - 'error' - 'reading_pages') || jsonb_build_object('stage', 'reading', 'progress_percent', ${STAGE_PERCENT.reading}::int, 'started_at', ${startedAt}::text)`,
    })
    .where(and(inArray(t.id, ids), inArray(t.analysisStatus, [...RUNNING])))
    .returning();
}

/** One stored file is one upload: a merged one has a row per bureau. */
function groupByFile(rows: StoredAnalysisRow[]): Map<string, StoredAnalysisRow[]> {
  const byFile = new Map<string, StoredAnalysisRow[]>();
  for (const row of rows) byFile.set(row.reportId, [...(byFile.get(row.reportId) ?? []), row]);
  return byFile;
}

export function createAnalyzeReportHandler(deps: AnalyzeReportDeps): JobHandler<AnalyzeReportJob> {
  const { db, storage, logger } = deps;
  const analyze = deps.analyze ?? defaultAnalyze;
  const { finish, failAll, countEngineStart, previousScore } = createAnalysisFinisher(deps);

  /** The rows' stored file; a file gone or unusable fails the rows for good. */
  async function readStoredFile(rows: StoredAnalysisRow[]): Promise<Buffer> {
    try {
      return await storage.get(rows[0]!.reportId);
    } catch (error) {
      if (error instanceof StorageError) {
        const missing = error.code === 'not_found';
        await failAll(rows, missing ? 'file_missing' : 'internal', missing ? FILE_MISSING_MESSAGE : INTERNAL_FAILURE_MESSAGE);
        throw new PermanentJobError(`stored file unusable: ${error.code}`);
      }
      throw error;
    }
  }

  /** Analyses one stored file for the rows that share it. */
  async function runFile(rows: StoredAnalysisRow[], job: JobContext): Promise<void> {
    const ids = rows.map((r) => r.id);
    const started = performance.now();
    const progress = new ProgressWriter(db, ids, logger);
    const first = rows[0]!;

    const bytes = await readStoredFile(rows);
    const readMs = performance.now() - started;

    // One file is one upload: a merged one fills every bureau, a single one names its bureau.
    const merged = (first.metadata as AnalysisMetadata | null)?.merged === true;
    let analysis: Analysis;
    await countEngineStart(ids);
    try {
      analysis = await analyze(bytes, {
        ...(merged ? {} : { bureau: first.bureau }),
        onProgress: (stage, percent, pages) => {
          const mapped = mapEngineProgress(stage, percent, pages);
          if (mapped) progress.set(mapped.stage, mapped.percent, mapped.pages);
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
    const knownNames = await knownNamesOf(db, first.userId);
    const outcomes: [StoredAnalysisRow, RowOutcome, ReportOwner | undefined][] = [];
    for (const row of rows) {
      const outcome = buildOutcome(analysis, { bureau: row.bureau, merged }, await previousScore(row), now);
      // Whose report it is (decision 189): another person's report is kept, flagged, and left out of the figures.
      const owner = outcome.status === 'completed' ? ownerOf(outcome.rawData.report, knownNames) : undefined;
      outcomes.push([
        row,
        owner?.check === 'other_person' && outcome.status === 'completed' ? { ...outcome, rawData: { ...outcome.rawData, scoreChange: null } } : outcome,
        owner,
      ]);
    }
    progress.set('saving', STAGE_PERCENT.saving);
    await progress.flush();
    for (const [row, outcome, owner] of outcomes) await finish(row, outcome, owner);

    const codes = outcomes.map(([, o]) => (o.status === 'completed' ? 'completed' : o.error.code));
    logger.info(
      {
        job: job.id,
        analyses: ids,
        outcomes: codes,
        readMs: Math.round(readMs),
        engineMs: Math.round(engineMs),
        totalMs: Math.round(performance.now() - started),
      },
      'analysis finished',
    );
    if (outcomes.every(([, o]) => o.status === 'failed')) {
      throw new PermanentJobError(`analysis failed: ${codes.join(', ')}`);
    }
  }

  return async (data, job) => {
    const ids = Array.isArray(data?.analysisIds) ? data.analysisIds.filter((id) => typeof id === 'string' && isAnalysisId(id)) : [];
    if (ids.length === 0) throw new PermanentJobError('the job names no analysis');

    const rows = await claimRows(db, ids);
    if (rows.length === 0) {
      logger.info({ job: job.id, analyses: ids }, 'analysis job skipped: nothing left to analyse');
      return;
    }
    // A file that was in the engine when MAX_ENGINE_DEATHS processes died is never read again: a file that
    // kills whatever reads it must not keep a restarted server in a crash loop (docs/decisions/155).
    const deadly = rows.filter((row) => engineDeathsOf(row) >= MAX_ENGINE_DEATHS);
    if (deadly.length > 0) {
      await failAll(deadly, 'reader_crashed', ENGINE_ERROR_MESSAGES.reader_crashed);
      logger.warn({ job: job.id, analyses: deadly.map((r) => r.id) }, 'analysis failed: the engine died with this file before');
    }
    const byFile = groupByFile(rows.filter((row) => !deadly.includes(row)));
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
