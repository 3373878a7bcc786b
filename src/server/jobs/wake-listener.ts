/**
 * Cross-process wake-up for job workers on PostgreSQL: a job sent in a transaction also sends
 * `pg_notify('job_wake', <queue>)`, delivered at commit (never for a rollback); each process that runs workers
 * keeps one connection LISTENing and wakes its idle workers of that queue, so a job sent by a web process is
 * fetched by a `npm run worker` process at once instead of at its next poll. Polling stays as the fallback: a
 * lost connection only costs latency, and it is reopened after a delay.
 */
import pg from 'pg';
import type { Logger } from '../logger';

export const JOB_WAKE_CHANNEL = 'job_wake';
const RECONNECT_DELAY_MS = 5000;

export class JobWakeListener {
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private started: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly onWake: (queue: string) => void,
    private readonly logger: Logger,
  ) {}

  /** Connects and LISTENs (once); failures are logged and retried, never thrown. */
  start(): Promise<void> {
    return (this.started ??= this.connect());
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'credit-repair-job-wake' });
    const retry = (error: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger.warn({ err: error.message }, 'job wake listener lost; workers poll until it is back');
      this.timer = setTimeout(() => void this.connect(), RECONNECT_DELAY_MS);
      this.timer.unref();
    };
    this.client = client;
    client.on('error', retry);
    client.on('notification', (message) => {
      if (message.channel === JOB_WAKE_CHANNEL && message.payload) this.onWake(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${JOB_WAKE_CHANNEL}`);
    } catch (error) {
      retry(error instanceof Error ? error : new Error(String(error)));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
