/** Wires the notifications service, its change bus and the open streams together for one app instance. */
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { InProcessNotificationBus, type NotificationBus } from './bus';
import { PostgresNotificationBus } from './pg-bus';
import { createNotificationService, type NotificationService } from './notification-service';
import { NotificationStreams } from './streams';

export interface NotificationsModule {
  service: NotificationService;
  bus: NotificationBus;
  streams: NotificationStreams;
  /** Ends open streams and stops listening; call at the start of shutdown so streams do not hold it up. */
  close(): Promise<void>;
}

export function createNotificationsModule(options: {
  db: Db;
  /** Set → PostgreSQL LISTEN/NOTIFY reaches every process on the database; unset → one process, in-process bus. */
  databaseUrl: string | undefined;
  logger: Logger;
  heartbeatMs?: number;
}): NotificationsModule {
  const bus: NotificationBus = options.databaseUrl ? new PostgresNotificationBus(options.databaseUrl, options.logger) : new InProcessNotificationBus();
  const service = createNotificationService(options.db, bus);
  const streams = new NotificationStreams(service, bus, options.logger, options.heartbeatMs);
  let closed: Promise<void> | undefined;
  return {
    service,
    bus,
    streams,
    close: () =>
      (closed ??= (async () => {
        streams.closeAll();
        await bus.close();
      })()),
  };
}
