/** Starts the app on a port and stops it gracefully. Used by index.ts and by the integration tests. */
// First: it records the built-ins before any import can replace them (restoreNativeBuiltins below).
import { restoreNativeBuiltins } from './native-builtins';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp, type App } from './app';
import { BackgroundTasks } from './background';
import { openDatabase, pgliteDirectory, type Database } from './db/client';
import { prepareDataDir, restrictTree } from './data-dir';
import { migrate } from './db/migrate';
import { rewrapDataKeys } from './db/encryption/rewrap-data-keys';
import { sealPlaintextRows } from './db/encryption/seal-plaintext-rows';
import { setWrappingKeys } from './db/encryption/wrapping-keys';
import type { Settings } from './env';
import { defineAnalysisQueue, startAnalysisJobs } from './jobs/analysis-jobs';
import type { AnalyzeFn } from './jobs/analyze-report';
import { defineApplyLobEventQueue, registerApplyLobEvent } from './jobs/apply-lob-event';
import { defineReadReplyQueue, registerReadReply } from './jobs/read-reply';
import { defineRegenerateLettersQueue, registerRegenerateLetters } from './jobs/regenerate-letters';
import { defineDeleteAccountQueue, registerDeleteAccount } from './jobs/delete-account';
import { defineBuildExportQueue, registerBuildExport } from './jobs/build-export';
import { createMailDeps } from './modules/mail/deps';
import { createMailProvider } from './providers/mail';
import { startQueue, type JobQueue, type QueueDeps } from './jobs/queue';
import { startReminders, type RunningReminders } from './jobs/reminder-jobs';
import { createLogger, type Logger } from './logger';
import { hashPlainSessionTokens } from './modules/auth/hashed-session-tokens';
import { startServicesStartedSweep } from './modules/billing/services-started';
import { startTrialReminders } from './modules/billing/trial-reminders';
import { startCroaRetentionSweep } from './modules/billing/croa-retention';
import { createNotificationsModule } from './modules/notifications/module';
import { createEmailProvider, type EmailProvider } from './providers/email';
import { createReportStorage } from './providers/storage';

restoreNativeBuiltins();

export interface RunningServer {
  url: string;
  port: number;
  app: App;
  database: Database;
  jobs: JobQueue;
  logger: Logger;
  /** Stops accepting, lets in-flight requests finish (up to the shutdown timeout), then closes everything. */
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  email?: EmailProvider;
  webDir?: string;
  /** Registers job handlers before the server is ready (the tests use it for test-only queues). */
  jobs?: (queue: JobQueue) => Promise<void>;
  queue?: Pick<QueueDeps, 'pollingIntervalSeconds' | 'maintenanceIntervalSeconds'>;
  /** Test hooks of the analysis job: replace the engine run, shorten the expiry of a lost job. */
  analysis?: { analyze?: AnalyzeFn; expireInSeconds?: number };
  /** The billing clock (tests fix it). */
  now?: () => Date;
}

function listen(app: App, settings: Settings): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({
      fetch: app.app.fetch,
      port: settings.port,
      hostname: settings.host,
      // A request (headers and body) must arrive within REQUEST_TIMEOUT_MS, headers alone within 20 s at most;
      // Node checks these every connectionsCheckingInterval (30 s by default, too coarse for the tests' short timeout).
      serverOptions: {
        requestTimeout: settings.requestTimeoutMs,
        headersTimeout: Math.min(20_000, settings.requestTimeoutMs),
        connectionsCheckingInterval: Math.min(30_000, Math.max(1_000, Math.floor(settings.requestTimeoutMs / 4))),
      },
    }) as Server;
    // Idle keep-alive connections outlive the clients' and proxies' own idle timeouts (undici keeps one 4 s, load
    // balancers often 60 s), so the server never closes a socket just as a client sends on it (an ECONNRESET seen
    // in the tests under load with Node's default of 5 s).
    server.keepAliveTimeout = 65_000;
    server.once('listening', () => {
      server.off('error', reject);
      resolve(server);
    });
    server.once('error', reject);
  });
}

export async function startServer(settings: Settings, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(settings.logLevel);
  await prepareDataDir(settings, logger);
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  let server: Server | undefined;
  let jobs: JobQueue | undefined;
  const background = new BackgroundTasks(logger);
  const email = options.email ?? createEmailProvider({ ...settings, logger });
  let analysisJobs: { stop(): Promise<void> } | undefined;
  let reminders: RunningReminders | undefined;
  try {
    const applied = await migrate(database.db);
    if (applied > 0) logger.info({ applied }, 'database migrations applied');
    setWrappingKeys(settings.encryptionKey, settings.encryptionKeyPrevious);
    // During a key rotation, every process started with both keys finishes it (decision 196).
    if (settings.encryptionKeyPrevious) logger.info(await rewrapDataKeys(database.db), 'data keys wrapped under ENCRYPTION_KEY');
    const sealed = await sealPlaintextRows(database.db);
    if (sealed > 0) logger.info({ sealed }, 'plaintext fields encrypted');
    await hashPlainSessionTokens(database.db);
    // A database created just now was unpacked with PGlite's own modes.
    if (database.kind === 'pglite') restrictTree(pgliteDirectory(settings.dataDir));
    jobs = await startQueue({
      database,
      databaseUrl: settings.databaseUrl,
      logger,
      shutdownTimeoutMs: settings.shutdownTimeoutMs,
      ...options.queue,
    });
    await options.jobs?.(jobs);
    const queue = jobs;
    const storage = createReportStorage(settings);
    const notifications = createNotificationsModule({ db: database.db, databaseUrl: settings.databaseUrl, logger });
    const mail = createMailDeps(settings, {
      db: database.db,
      provider: createMailProvider(settings),
      storage,
      jobs: queue,
      notifications: notifications.service,
      email,
      logger,
      now: options.now,
    });
    if (settings.jobsInProcess) {
      analysisJobs = await startAnalysisJobs(
        queue,
        { db: database.db, storage, notifications: notifications.service, logger, analyze: options.analysis?.analyze },
        { concurrency: settings.workerConcurrency, expireInSeconds: options.analysis?.expireInSeconds, prewarm: settings.warmEngine },
      );
      await registerRegenerateLetters(queue, { db: database.db, logger });
      await registerDeleteAccount(queue, { db: database.db, storage, dataDir: settings.dataDir, logger });
      await registerBuildExport(queue, { db: database.db, storage, logger });
      await registerReadReply(queue, { db: database.db, storage, logger });
      await registerApplyLobEvent(queue, mail);
    } else {
      await defineAnalysisQueue(queue);
      await defineRegenerateLettersQueue(queue);
      await defineDeleteAccountQueue(queue);
      await defineBuildExportQueue(queue);
      await defineReadReplyQueue(queue);
      await defineApplyLobEventQueue(queue);
    }
    const app = createApp({
      settings,
      database,
      email,
      logger,
      background,
      storage,
      jobs: queue,
      notifications,
      mail,
      now: options.now,
      webDir: options.webDir,
    });
    const trialReminders = startTrialReminders(app.billing);
    const servicesStarted = startServicesStartedSweep(app.billing);
    reminders = await startReminders(
      queue,
      { db: database.db, email, notifications: notifications.service, settings, logger, now: options.now ?? (() => new Date()) },
      { periodSeconds: settings.reminderSweepSeconds, runSweeps: settings.jobsInProcess },
    );
    const reminderSchedule = reminders;
    const croaRetention = startCroaRetentionSweep(app.billing);
    server = await listen(app, settings);
    const port = (server.address() as AddressInfo).port;
    const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
    let closing: Promise<void> | undefined;

    const shutdown = async (): Promise<void> => {
      const httpServer = server as Server;
      app.state.shuttingDown = true;
      // Workers stop fetching now; running jobs finish alongside in-flight requests.
      const jobsStopped = reminderSchedule.stop().then(() => queue.stop());
      trialReminders.stop();
      servicesStarted.stop();
      croaRetention.stop();
      // Event streams never finish on their own: end them so the server can close without waiting for the timeout.
      const notificationsClosed = app.notifications.close();
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), settings.shutdownTimeoutMs);
      });
      if ((await Promise.race([closed, timedOut])) === 'timeout') {
        logger.warn('shutdown timeout reached; closing remaining connections');
        httpServer.closeAllConnections();
        await closed;
      }
      clearTimeout(timer);
      await background.drain();
      await jobsStopped;
      await analysisJobs?.stop();
      await email.close();
      await notificationsClosed;
      await database.close();
    };

    return {
      url: `http://${host}:${port}`,
      port,
      app,
      database,
      jobs: queue,
      logger,
      close: () => (closing ??= shutdown()),
    };
  } catch (error) {
    server?.close();
    await reminders?.stop().catch(() => undefined);
    await jobs?.stop().catch(() => undefined);
    await analysisJobs?.stop().catch(() => undefined);
    await email.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}
