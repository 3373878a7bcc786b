/** Registers the analysis pipeline's job handler on a queue (web process in-process, or `npm run worker`). */
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { ANALYZE_REPORT_QUEUE } from '../modules/analyses/constants';
import type { NotificationService } from '../modules/notifications/notification-service';
import type { ReportStorage } from '../providers/storage';
import { createEnginePool } from '../../engine/isolated-pool';
import { startOrphanSweep } from './analysis-sweep';
import { createAnalyzeReportHandler, type AnalyzeFn, type AnalyzeReportJob } from './analyze-report';
import type { JobQueue } from './queue';

/**
 * A job longer than this is taken as lost (its process died) and retried. The engine answers every file within
 * 55 s; the margin covers the queue and the database writes.
 */
export const ANALYZE_EXPIRE_SECONDS = 5 * 60;
export const ANALYZE_RETRY_LIMIT = 2;
export const ANALYZE_RETRY_DELAY_SECONDS = 5;

export interface AnalysisJobsDeps {
  db: Db;
  storage: ReportStorage;
  notifications: Pick<NotificationService, 'createNotification' | 'changeAndNotify'>;
  logger: Logger;
  analyze?: AnalyzeFn;
}

const QUEUE_OPTIONS = {
  retryLimit: ANALYZE_RETRY_LIMIT,
  retryDelay: ANALYZE_RETRY_DELAY_SECONDS,
  retryBackoff: true,
  expireInSeconds: ANALYZE_EXPIRE_SECONDS,
} as const;

/** Creates the queue without a handler (web processes that leave the work to `npm run worker`). */
export function defineAnalysisQueue(queue: JobQueue): Promise<void> {
  return queue.defineQueue(ANALYZE_REPORT_QUEUE, QUEUE_OPTIONS);
}

export function registerAnalysisJobs(
  queue: JobQueue,
  deps: AnalysisJobsDeps,
  options: { concurrency: number; expireInSeconds?: number | undefined },
): Promise<void> {
  return queue.registerHandler<AnalyzeReportJob>(ANALYZE_REPORT_QUEUE, createAnalyzeReportHandler(deps), {
    ...QUEUE_OPTIONS,
    concurrency: options.concurrency,
    expireInSeconds: options.expireInSeconds ?? ANALYZE_EXPIRE_SECONDS,
  });
}

/**
 * Everything a process that runs analyses needs: a warm engine pool of `concurrency` threads (unless `analyze` is
 * given; threads start on first use, or at once with `prewarm`), the handler with that concurrency, and the sweep
 * for rows whose job is gone. stop() after the queue has stopped (running jobs finished) ends the sweep and the
 * pool's threads.
 */
export async function startAnalysisJobs(
  queue: JobQueue,
  deps: AnalysisJobsDeps,
  options: { concurrency: number; expireInSeconds?: number | undefined; prewarm?: boolean },
): Promise<{ stop(): Promise<void> }> {
  // Threads start on first use unless prewarm (`npm start`, `npm run worker`); after that they stay warm.
  const pool = deps.analyze ? undefined : createEnginePool({ size: options.concurrency, prewarm: options.prewarm ?? false });
  // The uploaded bureau is the engine's hint for a report that names no bureau itself.
  const analyze: AnalyzeFn = deps.analyze ?? ((bytes, { onProgress, bureau }) => pool!.analyze(bytes, { onProgress, bureau }));
  try {
    await registerAnalysisJobs(queue, { ...deps, analyze }, options);
  } catch (error) {
    await pool?.close();
    throw error;
  }
  const stopSweep = startOrphanSweep(deps);
  return {
    async stop() {
      await stopSweep();
      await pool?.close();
    },
  };
}
