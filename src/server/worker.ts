/**
 * `npm run worker`: runs the analysis jobs and the reminder sweeps without HTTP, against DATABASE_URL (PostgreSQL). Start as many as the
 * machine allows; web processes may then run with JOBS_IN_PROCESS=false. It needs the same DATA_DIR (the stored
 * files) and ENCRYPTION_KEY as the web processes.
 */
// First: it records the built-ins before any import can replace them.
import { restoreNativeBuiltins } from './native-builtins';
import { prepareDataDir } from './data-dir';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { rewrapDataKeys } from './db/encryption/rewrap-data-keys';
import { sealPlaintextRows } from './db/encryption/seal-plaintext-rows';
import { setWrappingKeys } from './db/encryption/wrapping-keys';
import { loadSettings } from './env';
import { startAnalysisJobs } from './jobs/analysis-jobs';
import { startQueue } from './jobs/queue';
import { startReminders } from './jobs/reminder-jobs';
import { registerApplyLobEvent } from './jobs/apply-lob-event';
import { registerReadReply } from './jobs/read-reply';
import { registerRegenerateLetters } from './jobs/regenerate-letters';
import { registerDeleteAccount } from './jobs/delete-account';
import { registerBuildExport } from './jobs/build-export';
import { createMailDeps } from './modules/mail/deps';
import { createEmailProvider } from './providers/email';
import { createMailProvider } from './providers/mail';
import { createLogger, logUncaughtErrors } from './logger';
import { createNotificationsModule } from './modules/notifications/module';
import { createReportStorage } from './providers/storage';
import { WORKER_NEEDS_DATABASE_URL } from './worker-messages';

restoreNativeBuiltins();
const settings = loadSettings();
const logger = createLogger(settings.logLevel);
logUncaughtErrors(logger);
if (!settings.databaseUrl) {
  console.error(WORKER_NEEDS_DATABASE_URL);
  process.exit(1);
}

await prepareDataDir(settings, logger);
const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
const applied = await migrate(database.db);
if (applied > 0) logger.info({ applied }, 'database migrations applied');
setWrappingKeys(settings.encryptionKey, settings.encryptionKeyPrevious);
// During a key rotation, every process started with both keys finishes it (decision 196).
if (settings.encryptionKeyPrevious) logger.info(await rewrapDataKeys(database.db), 'data keys wrapped under ENCRYPTION_KEY');
const sealed = await sealPlaintextRows(database.db);
if (sealed > 0) logger.info({ sealed }, 'plaintext fields encrypted');
const jobs = await startQueue({
  database,
  databaseUrl: settings.databaseUrl,
  logger,
  shutdownTimeoutMs: settings.shutdownTimeoutMs,
  // Jobs are sent by the web processes: wake at once through LISTEN/NOTIFY instead of waiting for the next poll.
  listenForJobs: true,
});
const notifications = createNotificationsModule({ db: database.db, databaseUrl: settings.databaseUrl, logger });
const deps = { db: database.db, storage: createReportStorage(settings), notifications: notifications.service, logger };
const analysisJobs = await startAnalysisJobs(jobs, deps, { concurrency: settings.workerConcurrency, prewarm: settings.warmEngine });
await registerRegenerateLetters(jobs, { db: database.db, logger });
await registerReadReply(jobs, deps);
await registerDeleteAccount(jobs, { ...deps, dataDir: settings.dataDir });
await registerBuildExport(jobs, deps);
const email = createEmailProvider({ ...settings, logger });
const reminders = await startReminders(
  jobs,
  { db: database.db, email, notifications: notifications.service, settings, logger, now: () => new Date() },
  { periodSeconds: settings.reminderSweepSeconds, runSweeps: true },
);
await registerApplyLobEvent(jobs, createMailDeps(settings, { ...deps, provider: createMailProvider(settings), jobs, email }));
logger.info({ concurrency: settings.workerConcurrency }, 'analysis worker started');

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker shutting down');
  void (async () => {
    try {
      // Running analyses finish (up to SHUTDOWN_TIMEOUT_MS); unfinished ones are retried by another worker.
      await reminders.stop();
      await jobs.stop();
      await analysisJobs.stop();
      await email.close();
      await notifications.close();
      await database.close();
      logger.info('worker stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'worker shutdown failed');
      process.exit(1);
    }
  })();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
