/**
 * PostgreSQL: which active jobs still have a live process. Each process holds a session advisory lock per job it
 * runs, on one connection of its own; PostgreSQL drops a dead process's locks as soon as its connection goes
 * (kill -9 closes the socket). A job that is active but whose lock anyone can take has lost its process and is
 * failed at once (retried if retries remain) instead of waiting for its expiry. Every process looks at start and
 * every few seconds, so a crash is taken over while other processes keep running. See decision 093.
 */
import pg from 'pg';
import type { Logger } from '../logger';

/** First key of the two-key advisory locks held for running jobs (the second is hashtext of the job id). */
const JOB_LOCK_CLASS = 40_615;
/** A job fetched moments ago may not hold its lock yet (fetch and lock are two statements): it is left alone. */
export const LEASE_GRACE_SECONDS = 5;
export const ORPHAN_SWEEP_INTERVAL_MS = 5_000;

export interface JobLeases {
  hold(jobId: string): Promise<void>;
  /**
   * Lets go of the leases of this process's jobs that are no longer active. A lease is kept until pg-boss has
   * recorded the outcome (after the handler returned), so no sweep can take a finishing job for a lost one.
   */
  releaseFinished(schema: string): Promise<void>;
  /** Active jobs of the schema nobody holds (beyond the grace period), by queue name. */
  orphans(schema: string): Promise<{ name: string; ids: string[] }[]>;
  close(): Promise<void>;
}

export async function openJobLeases(databaseUrl: string, logger: Logger): Promise<JobLeases> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'credit-repair-job-leases' });
  client.on('error', (error) => logger.error({ err: error }, 'job lease connection failed; running jobs may be retried elsewhere'));
  await client.connect();
  const held = new Set<string>();
  return {
    async hold(jobId) {
      await client.query('select pg_advisory_lock($1, hashtext($2))', [JOB_LOCK_CLASS, jobId]);
      held.add(jobId);
    },
    async releaseFinished(schema) {
      if (held.size === 0) return;
      // Finished jobs are no longer active (or already moved to the archive).
      const { rows } = await client.query<{ id: string }>(`select id::text as id from ${schema}.job where id = any($1::uuid[]) and state = 'active'`, [
        [...held],
      ]);
      const active = new Set(rows.map((row) => row.id));
      for (const id of [...held]) {
        if (active.has(id)) continue;
        await client.query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, id]);
        held.delete(id);
      }
    },
    async orphans(schema) {
      // Transaction-scoped tries: a lock taken here only to look is let go at commit.
      await client.query('begin');
      try {
        const { rows } = await client.query<{ name: string; ids: string[] }>(
          `select name, array_agg(id::text) as ids from ${schema}.job
           where state = 'active' and started_on < now() - make_interval(secs => $2)
             and pg_try_advisory_xact_lock($1, hashtext(id::text))
           group by name`,
          [JOB_LOCK_CLASS, LEASE_GRACE_SECONDS],
        );
        return rows;
      } finally {
        await client.query('commit');
      }
    },
    async close() {
      await client.end().catch(() => undefined);
    },
  };
}
