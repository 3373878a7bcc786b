/**
 * The read-reply job (`{ reviewId, userId }`): reads an uploaded bureau reply (text layer, OCR for scans and
 * photos) into proposed outcomes, outside the HTTP request (decision 106). Logs carry ids and the result only.
 */
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { READ_REPLY_QUEUE } from '../modules/disputes/constants';
import { readStoredReply, type ReadReplyJob } from '../modules/disputes/rounds/reviews';
import type { ReportStorage } from '../providers/storage';
import type { JobHandler, JobQueue } from './queue';

const QUEUE_OPTIONS = { retryLimit: 2, retryDelay: 5, expireInSeconds: 300 } as const;

export function createReadReplyHandler(deps: { db: Db; storage: ReportStorage; logger: Logger }): JobHandler<ReadReplyJob> {
  return async (data, job) => {
    const status = await readStoredReply(deps, data, job.attempt > job.retryLimit);
    deps.logger.info({ job: job.id, review: data.reviewId, status }, 'bureau reply read');
  };
}

export function registerReadReply(queue: JobQueue, deps: { db: Db; storage: ReportStorage; logger: Logger }): Promise<void> {
  return queue.registerHandler<ReadReplyJob>(READ_REPLY_QUEUE, createReadReplyHandler(deps), QUEUE_OPTIONS);
}

/** Web processes that leave jobs to `npm run worker` only create the queue. */
export function defineReadReplyQueue(queue: JobQueue): Promise<void> {
  return queue.defineQueue(READ_REPLY_QUEUE, QUEUE_OPTIONS);
}
