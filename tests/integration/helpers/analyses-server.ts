/**
 * The real server run as a child process by tests/integration/analyses-restart.test.ts, with test-speed queue
 * timings. ANALYZE_BLOCK=1 makes the engine step hang after its first progress report (the test then kills the
 * process mid-analysis).
 */
import { loadSettings } from '../../../src/server/env';
import { createLogger } from '../../../src/server/logger';
import { startServer } from '../../../src/server/server';

// the engine processes start at the first upload (the test server never warmed them)
const settings = { ...loadSettings(), warmEngine: false };
const block = process.env.ANALYZE_BLOCK === '1';
const server = await startServer(settings, {
  logger: createLogger(settings.logLevel),
  queue: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
  analysis: {
    // A short expiry lets a lost job be retried within a test; ANALYZE_EXPIRE_SECONDS keeps the real one (the
    // fail-over test must not be rescued by expiry).
    expireInSeconds: Number(process.env.ANALYZE_EXPIRE_SECONDS ?? 10),
    analyze: block
      ? async (_bytes, { onProgress }) => {
          onProgress('reading', 0);
          return new Promise(() => undefined);
        }
      : undefined,
  },
});
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
