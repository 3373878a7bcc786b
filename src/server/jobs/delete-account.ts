/** The delete-account job (`{ userId }`): erases what the account left (src/server/modules/account/erase-account.ts). */
import { DELETE_ACCOUNT_QUEUE, type DeleteAccountJob } from '../modules/account/constants';
import { eraseAccount, type EraseAccountDeps } from '../modules/account/erase-account';
import type { JobHandler, JobQueue } from './queue';

// Many retries with backoff: a storage outage must not leave an account half erased; each run finishes the rest.
const QUEUE_OPTIONS = { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 10 * 60 } as const;

export function createDeleteAccountHandler(deps: EraseAccountDeps): JobHandler<DeleteAccountJob> {
  return async ({ userId }, job) => {
    const result = await eraseAccount(deps, userId);
    deps.logger.info({ job: job.id, ...result }, 'delete-account job finished');
  };
}

export function registerDeleteAccount(queue: JobQueue, deps: EraseAccountDeps): Promise<void> {
  return queue.registerHandler<DeleteAccountJob>(DELETE_ACCOUNT_QUEUE, createDeleteAccountHandler(deps), QUEUE_OPTIONS);
}

/** Web processes that leave jobs to `npm run worker` only create the queue. */
export function defineDeleteAccountQueue(queue: JobQueue): Promise<void> {
  return queue.defineQueue(DELETE_ACCOUNT_QUEUE, QUEUE_OPTIONS);
}
