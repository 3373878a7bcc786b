/**
 * NotificationBus over PostgreSQL LISTEN/NOTIFY: NOTIFY is sent inside the changing transaction (PostgreSQL
 * delivers it at commit, never for a rollback) with the user id as payload; one dedicated connection per process
 * LISTENs and hands each payload to that user's subscribers. A lost connection is reopened, and every subscriber
 * is then told to re-read, because notifications sent while it was down are gone.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from '../../logger';
import { UserListeners, type Executor, type NotificationBus } from './bus';

export const NOTIFICATION_CHANNEL = 'notifications';
/** Delays between reconnection attempts (the spec's realtime reconnect delays); the last one repeats. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export class PostgresNotificationBus implements NotificationBus {
  private readonly listeners = new UserListeners();
  private readonly retired = new WeakSet<pg.Client>();
  private client: pg.Client | undefined;
  private listening: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  async changedInTransaction(tx: Executor, userId: string): Promise<void> {
    await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${userId})`);
  }

  // Every process, this one included, hears the NOTIFY through its LISTEN connection.
  committed(): void {}

  subscribe(userId: string, onChange: () => void): () => void {
    void this.start();
    return this.listeners.add(userId, onChange);
  }

  ready(): Promise<void> {
    return this.start();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.listeners.clear();
    const client = this.client;
    this.client = undefined;
    if (client) {
      this.retired.add(client);
      await client.end().catch(() => undefined);
    }
  }

  /** Subscribers currently registered, for tests and diagnostics. */
  subscriberCount(): number {
    return this.listeners.count();
  }

  private start(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return (this.listening ??= this.connect());
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel === NOTIFICATION_CHANNEL && message.payload) this.listeners.notify(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${NOTIFICATION_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.closed) {
      this.retired.add(client);
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.failures > 0) {
      this.logger.info('notifications: listening again');
      this.listeners.notifyAll();
    }
    this.failures = 0;
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.retired.has(client)) return;
    this.retired.add(client);
    if (this.client === client) this.client = undefined;
    client.end().catch(() => undefined);
    if (this.closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)];
    this.failures += 1;
    this.logger.warn(
      { err: error instanceof Error ? error.message : undefined, retryInMs: delay },
      'notifications: LISTEN connection lost',
    );
    this.retryTimer = setTimeout(() => {
      this.listening = this.connect();
    }, delay);
  }
}
