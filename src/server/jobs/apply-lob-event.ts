/** The apply-lob-event job (`{ eventId }`): applies one stored Lob webhook event (modules/mail/apply-event.ts). */
import { APPLY_LOB_EVENT_QUEUE } from '../modules/mail/constants';
import { applyLobEvent } from '../modules/mail/apply-event';
import type { MailDeps } from '../modules/mail/deps';
import type { JobQueue } from './queue';

const QUEUE_OPTIONS = { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 } as const;

export function registerApplyLobEvent(queue: JobQueue, deps: MailDeps): Promise<void> {
  return queue.registerHandler<{ eventId: string }>(
    APPLY_LOB_EVENT_QUEUE,
    async ({ eventId }, job) => {
      const outcome = await applyLobEvent(deps, eventId);
      deps.logger.info({ job: job.id, outcome }, 'lob event applied');
    },
    QUEUE_OPTIONS,
  );
}

/** Web processes that leave jobs to `npm run worker` only create the queue. */
export function defineApplyLobEventQueue(queue: JobQueue): Promise<void> {
  return queue.defineQueue(APPLY_LOB_EVENT_QUEUE, QUEUE_OPTIONS);
}
