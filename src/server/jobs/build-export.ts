/** The build-export job (`{ userId, exportId }`): src/server/modules/account/build-export.ts. Logs carry ids only. */
import { buildExport, type ExportDeps } from '../modules/account/build-export';
import { BUILD_EXPORT_QUEUE, type BuildExportJob } from '../modules/account/constants';
import { markExportFailed } from '../modules/account/data-export';
import type { JobHandler, JobQueue } from './queue';

const QUEUE_OPTIONS = { retryLimit: 2, retryDelay: 5, expireInSeconds: 10 * 60 } as const;

export function createBuildExportHandler(deps: ExportDeps): JobHandler<BuildExportJob> {
  return async ({ userId, exportId }, job) => {
    try {
      await buildExport(deps, userId, exportId);
    } catch (error) {
      if (job.attempt > job.retryLimit) await markExportFailed(deps.db, userId, exportId);
      throw error;
    }
  };
}

export function registerBuildExport(queue: JobQueue, deps: ExportDeps): Promise<void> {
  return queue.registerHandler<BuildExportJob>(BUILD_EXPORT_QUEUE, createBuildExportHandler(deps), QUEUE_OPTIONS);
}

export function defineBuildExportQueue(queue: JobQueue): Promise<void> {
  return queue.defineQueue(BUILD_EXPORT_QUEUE, QUEUE_OPTIONS);
}
