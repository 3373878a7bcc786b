/**
 * One PostgreSQL connection that LISTENs on a channel and hands each payload on. A lost connection is reopened after
 * the spec's realtime reconnect delays (1, 2, 5, then every 10 s); `onReconnected` tells the owner, because
 * notifications sent while it was down are gone. Used by the notification bus and the job wake-ups.
 */
import pg from 'pg';
import { REALTIME_RECONNECT_DELAYS_MS } from '../../common/notifications';
import type { Logger } from '../logger';

export interface ChannelListenerOptions {
  databaseUrl: string;
  channel: string;
  logger: Logger;
  onPayload: (payload: string) => void;
  onReconnected?: () => void;
}

export class PgChannelListener {
  private readonly retired = new WeakSet<pg.Client>();
  private client: pg.Client | undefined;
  private listening: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private closed = false;

  constructor(private readonly options: ChannelListenerOptions) {}

  /** Connects and LISTENs once; resolves after the first attempt (failures are logged and retried, never thrown). */
  start(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return (this.listening ??= this.connect());
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    if (client) {
      this.retired.add(client);
      await client.end().catch(() => undefined);
    }
  }

  private async connect(): Promise<void> {
    const { databaseUrl, channel, logger } = this.options;
    const client = new pg.Client({ connectionString: databaseUrl, application_name: `credit-repair-listen-${channel}` });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) this.options.onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
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
      logger.info({ channel }, 'LISTEN connection back');
      this.options.onReconnected?.();
    }
    this.failures = 0;
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.retired.has(client)) return;
    this.retired.add(client);
    if (this.client === client) this.client = undefined;
    client.end().catch(() => undefined);
    if (this.closed) return;
    const delay = REALTIME_RECONNECT_DELAYS_MS[Math.min(this.failures, REALTIME_RECONNECT_DELAYS_MS.length - 1)];
    this.failures += 1;
    this.options.logger.warn({ channel: this.options.channel, err: error, retryInMs: delay }, 'LISTEN connection lost');
    this.retryTimer = setTimeout(() => {
      this.listening = this.connect();
    }, delay);
    this.retryTimer.unref();
  }
}
