/**
 * The job queue the app uses: pg-boss 10 on PostgreSQL (its own small pool on DATABASE_URL) and on PGlite (its
 * SQL runs on the app's PGlite instance through an executor). See docs/decisions/040-jobs-pg-boss.md.
 */
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import type { Logger } from '../logger';
import { errorSummary } from '../log-error';
import { isPermanentJobError } from './errors';
import { pgliteExecutor, transactionExecutor, type DrainableExecutor } from './executor';
import { openJobLeases, ORPHAN_SWEEP_INTERVAL_MS, type JobLeases } from './job-leases';
import { createJobWakeListener, JOB_WAKE_CHANNEL } from './wake-listener';

export const JOB_SCHEMA = 'pgboss';

export interface JobContext {
  id: string;
  name: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  retryLimit: number;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface HandlerOptions {
  /** Jobs of this queue that run at the same time in this process (default 1). */
  concurrency?: number;
  /** Retries after the first attempt for transient errors (default 2). */
  retryLimit?: number;
  /** Seconds before a retry (default 5); with retryBackoff the delay doubles on each retry. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A job active longer than this is taken as lost (its process died) and retried (default 15 minutes). */
  expireInSeconds?: number;
}

export interface QueueDeps {
  database: Database;
  /** PostgreSQL only: pg-boss opens its own small pool on it. */
  databaseUrl?: string | undefined;
  logger: Logger;
  /** How long stop() lets running handlers finish. */
  shutdownTimeoutMs: number;
  /** How often an idle worker looks for jobs (default 2 s; minimum 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often expired jobs are retried and finished jobs archived (default 60 s). */
  maintenanceIntervalSeconds?: number;
  /**
   * PostgreSQL: LISTEN for jobs sent by other processes and wake this process's workers at once (`npm run worker`
   * sets it). Without it, jobs sent elsewhere are found by polling; jobs sent here always wake workers here.
   */
  listenForJobs?: boolean;
}

export interface EnqueueResult<T> {
  row: T;
  jobId: string;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobQueue {
  registerHandler<T extends object>(name: string, handler: JobHandler<T>, options?: HandlerOptions): Promise<void>;
  /** Creates the queue (idempotent) without a handler in this process, so jobs can be sent to it. */
  defineQueue(name: string, options?: HandlerOptions): Promise<void>;
  /**
   * Inserts a row and its job in one transaction: both exist afterwards or neither does, even if the process
   * dies between the two inserts. `insertRow` must use the given transaction.
   */
  enqueueWithRow<T>(name: string, insertRow: (tx: Db) => Promise<T>, jobData: (row: T) => object): Promise<EnqueueResult<T>>;
  /** Adds a job to a transaction the caller already runs. */
  sendInTransaction(tx: Db, name: string, data: object): Promise<string>;
  send(name: string, data: object): Promise<string>;
  /**
   * Sends a job unless one was sent to this queue in the current period of `seconds` (by any process: pg-boss's
   * singleton slot, a unique index). The job's id, or null when the period already has its job.
   */
  sendOncePer(name: string, data: object, seconds: number): Promise<string | null>;
  /**
   * Makes this process's idle workers of the queue look for jobs now instead of at their next poll. Call it after
   * the transaction that sent a job has committed (enqueueWithRow and send do it themselves).
   */
  wake(name: string): void;
  getJob(name: string, id: string): Promise<{ state: JobState; retryCount: number; output: unknown } | null>;
  /** Stops fetching, lets running handlers finish up to the shutdown timeout, then releases the connections. */
  stop(): Promise<void>;
}

const DEFAULTS = { concurrency: 1, retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * 60 };

function bossOptions(deps: QueueDeps, executor: DrainableExecutor | undefined): PgBoss.ConstructorOptions {
  const common: PgBoss.ConstructorOptions = {
    schema: JOB_SCHEMA,
    application_name: 'credit-repair-jobs',
    // No cron schedules: the clock monitor would only add polling.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: deps.maintenanceIntervalSeconds ?? 60,
    // Finished jobs move to the archive after an hour and leave it after a week; job data holds only ids.
    archiveCompletedAfterSeconds: 60 * 60,
    archiveFailedAfterSeconds: 24 * 60 * 60,
    deleteAfterDays: 7,
  };
  if (executor) return { ...common, db: executor };
  if (!deps.databaseUrl) throw new Error('the job queue needs DATABASE_URL on PostgreSQL');
  return { ...common, connectionString: deps.databaseUrl, max: 4 };
}

/**
 * A job still active whose process died is failed now, which retries it if retries remain, instead of waiting for
 * its expiry. On PGlite only one process can have the database open (the data directory is locked), so at start
 * every active job is such a job. On PostgreSQL other processes may be running jobs: the ones nobody holds a lease
 * on are (job-leases.ts).
 */
async function recoverInterruptedJobs(boss: PgBoss, logger: Logger, leases?: JobLeases): Promise<void> {
  const rows = leases
    ? await leases.orphans(JOB_SCHEMA)
    : ((await boss.getDb().executeSql(`SELECT name, array_agg(id) AS ids FROM ${JOB_SCHEMA}.job WHERE state = 'active' GROUP BY name`, [])).rows as {
        name: string;
        ids: string[];
      }[]);
  for (const row of rows) {
    await boss.fail(row.name, row.ids);
    logger.warn({ queue: row.name, jobs: row.ids.length }, 'jobs interrupted by a restart will be retried');
  }
}

/** PGlite: pg-boss runs its SQL on the app's instance through an executor; PostgreSQL: none (pg-boss's own pool). */
function executorFor(database: Database): DrainableExecutor | undefined {
  if (database.kind !== 'pglite') return undefined;
  if (!database.pglite) throw new Error('the PGlite database does not expose its instance');
  return pgliteExecutor(database.pglite);
}

async function startBoss(deps: QueueDeps, executor: DrainableExecutor | undefined): Promise<PgBoss> {
  const boss = new PgBoss(bossOptions(deps, executor));
  boss.on('error', (error) => deps.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

/** Opens the job leases (PostgreSQL) and fails the jobs interrupted by a restart; on failure stops pg-boss. */
async function recoverAtStart(deps: QueueDeps, boss: PgBoss): Promise<JobLeases | undefined> {
  let leases: JobLeases | undefined;
  try {
    if (deps.database.kind === 'postgres' && deps.databaseUrl) leases = await openJobLeases(deps.databaseUrl, deps.logger);
    await recoverInterruptedJobs(boss, deps.logger, leases);
    return leases;
  } catch (error) {
    await leases?.close();
    await boss.stop({ graceful: false, close: true }).catch(() => undefined);
    throw error;
  }
}

/** Another process may die while this one runs: look again every few seconds. */
function startOrphanSweep(boss: PgBoss, logger: Logger, leases: JobLeases): NodeJS.Timeout {
  const sweep = setInterval(() => {
    leases
      .releaseFinished(JOB_SCHEMA)
      .then(() => recoverInterruptedJobs(boss, logger, leases))
      .catch((error: unknown) => logger.warn({ err: error }, 'interrupted job sweep failed'));
  }, ORPHAN_SWEEP_INTERVAL_MS);
  sweep.unref();
  return sweep;
}

async function defineBossQueue(boss: PgBoss, name: string, options: HandlerOptions): Promise<void> {
  const config: PgBoss.Queue = {
    name,
    retryLimit: options.retryLimit ?? DEFAULTS.retryLimit,
    retryDelay: options.retryDelay ?? DEFAULTS.retryDelay,
    retryBackoff: options.retryBackoff ?? DEFAULTS.retryBackoff,
    expireInSeconds: options.expireInSeconds ?? DEFAULTS.expireInSeconds,
  };
  await boss.createQueue(name, config);
  // createQueue leaves an existing queue as it was; the code's current options win.
  await boss.updateQueue(name, config);
}

async function failPermanently(boss: PgBoss, name: string, id: string, error: Error): Promise<void> {
  // Lowering the retry limit to the attempts made makes pg-boss's fail() final.
  await boss.getDb().executeSql(`UPDATE ${JOB_SCHEMA}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`, [name, id]);
  await boss.fail(name, id, { name: error.name, message: error.message });
}

/** Runs one job under its lease; a permanent error fails it for good, any other is thrown for pg-boss to retry. */
async function runJob<T>(
  boss: PgBoss,
  logger: Logger,
  leases: JobLeases | undefined,
  name: string,
  handler: JobHandler<T>,
  job: PgBoss.JobWithMetadata<T>,
): Promise<void> {
  const context: JobContext = {
    id: job.id,
    name,
    attempt: job.retryCount + 1,
    retryLimit: job.retryLimit,
  };
  await leases?.hold(job.id);
  try {
    await handler(job.data, context);
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    if (isPermanentJobError(error)) {
      logger.warn({ queue: name, job: job.id, err: error }, 'job failed permanently');
      await failPermanently(boss, name, job.id, error);
      return;
    }
    logger.warn({ queue: name, job: job.id, attempt: context.attempt, err: error }, 'job failed; will retry if retries remain');
    // pg-boss stores what a handler throws as the job's output: its class and code, never its message.
    throw new Error(errorSummary(error));
  }
}

/** Starts `count` fetch loops for the queue, adding each worker's id to `ids` (for wake()) as it starts. */
async function startWorkers<T>(
  boss: PgBoss,
  name: string,
  run: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
  options: { count: number; pollingIntervalSeconds: number; ids: string[] },
): Promise<void> {
  const workOptions = {
    batchSize: 1,
    includeMetadata: true as const,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  };
  // pg-boss 10 has no per-worker concurrency: each work() call is one fetch loop running one job at a time.
  for (let i = 0; i < options.count; i++) {
    let id = '';
    id = await boss.work<T>(name, workOptions, async (jobs) => {
      for (const job of jobs) await run(job);
      // pg-boss waits a whole polling interval after every fetch, even one that found a job; a worker that
      // just finished one looks for the next at once instead (it waits only when the queue is empty).
      if (jobs.length > 0) boss.notifyWorker(id);
    });
    options.ids.push(id);
  }
}

export async function startQueue(deps: QueueDeps): Promise<JobQueue> {
  const { logger } = deps;
  const executor = executorFor(deps.database);
  const boss = await startBoss(deps, executor);
  const leases = await recoverAtStart(deps, boss);
  const sweep = leases ? startOrphanSweep(boss, logger, leases) : undefined;
  const onPostgres = deps.database.kind === 'postgres';

  let stopping: Promise<void> | undefined;
  /** Worker ids of each queue in this process, for wake(). */
  const workerIds = new Map<string, string[]>();
  const wake = (name: string) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };
  // PostgreSQL: jobs sent by other processes wake this one's workers too (LISTEN, opened with the first worker).
  const wakeListener = deps.listenForJobs && onPostgres && deps.databaseUrl ? createJobWakeListener(deps.databaseUrl, wake, logger) : undefined;
  /** After a send outside a transaction: this process's workers now, other processes' by NOTIFY (PostgreSQL). */
  const announce = async (name: string) => {
    wake(name);
    if (onPostgres) await boss.getDb().executeSql('select pg_notify($1, $2)', [JOB_WAKE_CHANNEL, name]);
  };
  const defineQueue = (name: string, options: HandlerOptions = {}) => defineBossQueue(boss, name, options);

  const queue: JobQueue = {
    defineQueue,

    async registerHandler<T extends object>(name: string, handler: JobHandler<T>, options: HandlerOptions = {}) {
      if (stopping) throw new Error('the job queue is stopping');
      await defineQueue(name, options);
      const ids = workerIds.get(name) ?? [];
      workerIds.set(name, ids);
      await wakeListener?.start();
      const run = (job: PgBoss.JobWithMetadata<T>) => runJob(boss, logger, leases, name, handler, job);
      await startWorkers(boss, name, run, {
        count: options.concurrency ?? DEFAULTS.concurrency,
        pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2,
        ids,
      });
    },

    async enqueueWithRow<T>(name: string, insertRow: (tx: Db) => Promise<T>, jobData: (row: T) => object) {
      const result = await deps.database.db.transaction(async (tx) => {
        const row = await insertRow(tx);
        const jobId = await queue.sendInTransaction(tx, name, jobData(row));
        return { row, jobId };
      });
      wake(name);
      return result;
    },

    async sendInTransaction(tx: Db, name: string, data: object) {
      // Every statement of the insert runs on the transaction's own connection: on PGlite a second connection
      // would wait for this transaction to end, forever.
      const id = await boss.send(name, data, { db: transactionExecutor(tx) });
      if (!id) throw new Error(`job queue "${name}" does not exist`);
      // Delivered at commit to every process listening (PostgreSQL); PGlite has one process, woken by wake().
      if (onPostgres) await tx.execute(sql`select pg_notify(${JOB_WAKE_CHANNEL}, ${name})`);
      return id;
    },

    async send(name: string, data: object) {
      const id = await boss.send(name, data);
      if (!id) throw new Error(`job queue "${name}" does not exist`);
      await announce(name);
      return id;
    },

    async sendOncePer(name: string, data: object, seconds: number) {
      const id = await boss.send(name, data, {
        singletonKey: name,
        singletonSeconds: seconds,
      });
      if (!id) return null;
      await announce(name);
      return id;
    },

    wake,

    async getJob(name: string, id: string) {
      const job = await boss.getJobById(name, id, { includeArchive: true });
      return job ? { state: job.state, retryCount: job.retryCount, output: job.output } : null;
    },

    stop() {
      stopping ??= (async () => {
        clearInterval(sweep);
        await boss.stop({
          graceful: true,
          wait: true,
          close: true,
          timeout: deps.shutdownTimeoutMs,
        });
        await leases?.close();
        await wakeListener?.close();
        await executor?.drain();
      })();
      return stopping;
    },
  };
  return queue;
}
