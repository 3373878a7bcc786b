/**
 * The reminder schedule on the job queue (docs/decisions/121). Every process (web and `npm run worker`) asks, at
 * start and then several times a period, for the period's sweep job; pg-boss's singleton slot (a unique index)
 * lets only the first ask create it, so the sweep runs once a period whatever the number of processes, and the
 * job is in the database: a restart or a crash mid-sweep does not lose it (pg-boss retries it). The sweep itself
 * claims each reminder before sending it, so a retried or doubled run never sends one twice.
 */
import type { Logger } from '../logger';
import { sendDueReminders, type ReminderDeps } from '../modules/reminders/sweep';
import type { JobQueue } from './queue';

export const REMINDERS_QUEUE = 'reminders-sweep';
/** Each process asks for the period's job this often (at most), so a new period gets its sweep within minutes. */
export const REMINDER_SCHEDULE_TICK_MS = 5 * 60 * 1000;

const QUEUE_OPTIONS = { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 } as const;

export interface RunningReminders {
  stop(): Promise<void>;
}

/**
 * Schedules the sweep every `periodSeconds`; with `runSweeps` this process also runs it (web with
 * JOBS_IN_PROCESS, and workers), otherwise it only creates the queue and asks for the job.
 */
export async function startReminders(
  queue: JobQueue,
  deps: ReminderDeps & { logger: Logger },
  options: { periodSeconds: number; runSweeps: boolean },
): Promise<RunningReminders> {
  if (options.runSweeps) {
    await queue.registerHandler(
      REMINDERS_QUEUE,
      async (_data: object, job) => {
        const sent = await sendDueReminders(deps);
        deps.logger.info({ job: job.id, sent }, 'reminder sweep finished');
      },
      QUEUE_OPTIONS,
    );
  } else {
    await queue.defineQueue(REMINDERS_QUEUE, QUEUE_OPTIONS);
  }
  let asking: Promise<unknown> = Promise.resolve();
  const ask = () => {
    asking = queue
      .sendOncePer(REMINDERS_QUEUE, {}, options.periodSeconds)
      .catch((error: unknown) => deps.logger.error({ err: { message: (error as Error).message } }, 'reminder sweep could not be scheduled'));
  };
  ask();
  const timer = setInterval(ask, Math.min(REMINDER_SCHEDULE_TICK_MS, Math.max(250, (options.periodSeconds * 1000) / 4)));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await asking;
    },
  };
}
