/**
 * The regenerate-letters job (`{ userId, itemIds }`): after "Regenerate" cleared the items, their bureau drafts are
 * composed again from the items, the person's words and address (docs/decisions/056). Logs carry ids only.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { disputeItems } from '../db/schema';
import type { Logger } from '../logger';
import { REGENERATE_LETTERS_QUEUE } from '../modules/disputes/constants';
import { attachAndCompose } from '../modules/disputes/letter-drafts';
import type { RegenerateLettersJob } from '../modules/disputes/regenerate';
import type { JobHandler, JobQueue } from './queue';

export function createRegenerateLettersHandler(deps: { db: Db; logger: Logger }): JobHandler<RegenerateLettersJob> {
  return async ({ userId, itemIds }, job) => {
    await deps.db.transaction(async (tx) => {
      const touched = await attachAndCompose(tx, userId, new Date());
      // Items whose letter could not be composed (no mailing address yet) are not left "regenerating" forever.
      await tx
        .update(disputeItems)
        .set({ metadata: sql`${disputeItems.metadata} || '{"regenerating": false}'::jsonb`, updatedAt: sql`now()` })
        .where(and(eq(disputeItems.userId, userId), inArray(disputeItems.id, itemIds)));
      deps.logger.info({ job: job.id, items: itemIds.length, letters: touched.length }, 'dispute letters regenerated');
    });
  };
}

const QUEUE_OPTIONS = { retryLimit: 2, retryDelay: 2, expireInSeconds: 120 } as const;

export function registerRegenerateLetters(queue: JobQueue, deps: { db: Db; logger: Logger }): Promise<void> {
  return queue.registerHandler<RegenerateLettersJob>(REGENERATE_LETTERS_QUEUE, createRegenerateLettersHandler(deps), QUEUE_OPTIONS);
}

/** Web processes that leave jobs to `npm run worker` only create the queue. */
export function defineRegenerateLettersQueue(queue: JobQueue): Promise<void> {
  return queue.defineQueue(REGENERATE_LETTERS_QUEUE, QUEUE_OPTIONS);
}
