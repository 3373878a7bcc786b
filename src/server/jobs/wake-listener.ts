/**
 * Cross-process wake-up for job workers on PostgreSQL: a job sent in a transaction also sends
 * `pg_notify('job_wake', <queue>)`, delivered at commit (never for a rollback); each process that runs workers
 * keeps one connection LISTENing (PgChannelListener) and wakes its idle workers of that queue, so a job sent by a
 * web process is fetched by a `npm run worker` process at once instead of at its next poll. Polling stays as the
 * fallback: a lost connection only costs latency until it is reopened.
 */
import { PgChannelListener } from '../db/pg-listener';
import type { Logger } from '../logger';

export const JOB_WAKE_CHANNEL = 'job_wake';

export function createJobWakeListener(databaseUrl: string, onWake: (queue: string) => void, logger: Logger): PgChannelListener {
  return new PgChannelListener({ databaseUrl, channel: JOB_WAKE_CHANNEL, logger, onPayload: onWake });
}
