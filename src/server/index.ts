/** Entry point: reads settings, starts the server, stops it cleanly on SIGTERM/SIGINT. */
import { loadSettings } from './env';
import { createLogger, logUncaughtErrors } from './logger';
import { startServer } from './server';

const settings = loadSettings();
const logger = createLogger(settings.logLevel);
logUncaughtErrors(logger);

try {
  const server = await startServer(settings, { logger });
  // APP_URL is the address to open: it is the origin the app accepts calls from and puts in email links.
  logger.info({ url: settings.appUrl, listen: server.url, database: server.database.kind }, `listening on ${settings.appUrl}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} catch (error) {
  const err = error as NodeJS.ErrnoException;
  const message =
    err.code === 'EADDRINUSE' ? `Port ${settings.port} on ${settings.host} is already in use. Set PORT to a free port.` : `Could not start: ${err.message}`;
  logger.fatal({ code: err.code }, message);
  console.error(message);
  process.exit(1);
}
