/** Starts the real server on an ephemeral port, with its own DATA_DIR and database, for one test file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildSettings, type Env, type Settings } from '../../../src/server/env';
import { createLogger, type Logger } from '../../../src/server/logger';
import { startServer, type RunningServer, type StartOptions } from '../../../src/server/server';
import { seedPgliteDatabase } from './pglite-template';
import { createMigratedPostgresDatabase, type DatabaseTarget, type TestDatabase } from './databases';

/** The app's public address in tests; requests go to 127.0.0.1 but carry this Origin. */
export const TEST_APP_URL = 'http://app.test';
/** Hashing at production cost (128 MiB, seconds on a busy machine) would make every sign-up slow. */
export const TEST_PASSWORD_HASH_N = '16384';

export interface TestServer {
  server: RunningServer;
  settings: Settings;
  dataDir: string;
  url: string;
  stop(): Promise<void>;
}

export async function startTestServer(
  target: DatabaseTarget,
  env: Env = {},
  options: { logger?: Logger; analysis?: StartOptions['analysis'] } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-test-'));
  let database: TestDatabase | undefined;
  if (target === 'postgres') database = await createMigratedPostgresDatabase();
  else await seedPgliteDatabase(dataDir);
  const settings = buildSettings({
    PORT: '0',
    HOST: '127.0.0.1',
    APP_URL: TEST_APP_URL,
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url,
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    PASSWORD_HASH_N: TEST_PASSWORD_HASH_N,
    LOG_LEVEL: 'silent',
    WARM_ENGINE: 'false',
    ...env,
  });
  const server = await startServer(settings, {
    logger: options.logger ?? createLogger(settings.logLevel),
    webDir: path.join(dataDir, 'web'),
    analysis: options.analysis,
  });
  return {
    server,
    settings,
    dataDir,
    url: server.url,
    async stop() {
      await server.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The running server of `useTestServer`, readable once its beforeAll has run. */
export type TestServerHandle = Omit<TestServer, 'stop'>;

/**
 * Starts a test server before the tests of the enclosing describe (or file) and stops it after them. `env` may be
 * a function, called in the beforeAll, for settings known only then (the address of a local SMTP or API server
 * started in an earlier beforeAll). Vitest runs afterAll hooks in reverse order, so an afterAll registered before
 * this call (stopping such a local server) runs after the test server has stopped.
 */
export function useTestServer(
  target: DatabaseTarget,
  env: Env | (() => Env | Promise<Env>) = {},
  options: { logger?: Logger; analysis?: StartOptions['analysis'] } = {},
): TestServerHandle {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(target, typeof env === 'function' ? await env() : env, options);
  });
  afterAll(async () => {
    await running?.stop();
  });
  const started = (): TestServer => {
    if (!running) throw new Error('the test server is not running: read it inside tests or hooks, after useTestServer');
    return running;
  };
  return {
    get server() {
      return started().server;
    },
    get settings() {
      return started().settings;
    },
    get dataDir() {
      return started().dataDir;
    },
    get url() {
      return started().url;
    },
  };
}
