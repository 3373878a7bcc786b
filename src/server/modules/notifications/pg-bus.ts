/**
 * NotificationBus over PostgreSQL LISTEN/NOTIFY: NOTIFY is sent inside the changing transaction (PostgreSQL
 * delivers it at commit, never for a rollback) with the user id as payload; one dedicated connection per process
 * LISTENs and hands each payload to that user's subscribers. A lost connection is reopened, and every subscriber
 * is then told to re-read, because notifications sent while it was down are gone.
 */
import { sql } from 'drizzle-orm';
import { PgChannelListener } from '../../db/pg-listener';
import type { Logger } from '../../logger';
import { UserListeners, type Executor, type NotificationBus } from './bus';

export const NOTIFICATION_CHANNEL = 'notifications';

export class PostgresNotificationBus implements NotificationBus {
  private readonly listeners = new UserListeners();
  private readonly connection: PgChannelListener;

  constructor(databaseUrl: string, logger: Logger) {
    this.connection = new PgChannelListener({
      databaseUrl,
      channel: NOTIFICATION_CHANNEL,
      logger,
      onPayload: (userId) => this.listeners.notify(userId),
      onReconnected: () => this.listeners.notifyAll(),
    });
  }

  async changedInTransaction(tx: Executor, userId: string): Promise<void> {
    await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${userId})`);
  }

  // Every process, this one included, hears the NOTIFY through its LISTEN connection.
  committed(): void {}

  subscribe(userId: string, onChange: () => void): () => void {
    void this.connection.start();
    return this.listeners.add(userId, onChange);
  }

  ready(): Promise<void> {
    return this.connection.start();
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.connection.close();
  }

  /** Subscribers currently registered, for tests and diagnostics. */
  subscriberCount(): number {
    return this.listeners.count();
  }
}
