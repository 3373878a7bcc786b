import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { RESULTS_DIR, ROOT_DIR } from './paths';

export interface RunningApp {
  baseURL: string;
  port: number;
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

export interface StartAppOptions {
  smtpUrl?: string;
  /** How long to wait for GET /api/health to answer 200 (start.mjs may build first). */
  readyTimeoutMs?: number;
  logName?: string;
  /** Arguments to `node` instead of scripts/start.mjs, relative to the project root (E2E_APP_ENTRY). */
  entry?: string[];
  /** Extra settings for this app (e.g. a provider or STRIPE_* pointed at a local server). */
  env?: Record<string, string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not get a free port'));
      });
    });
  });
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server output)';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the app exactly as `npm start` does (`node scripts/start.mjs`), on a free port with a fresh
 * DATA_DIR and the embedded database, and waits until /api/health answers 200.
 */
export async function startApp(options: StartAppOptions = {}): Promise<RunningApp> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const logFile = path.join(RESULTS_DIR, `${options.logName ?? 'e2e-server'}.log`);
  const log = createWriteStream(logFile);

  // Hashing at production cost would make every sign-up of the journeys take seconds on a busy machine.
  const env: NodeJS.ProcessEnv = {
    PASSWORD_HASH_N: '16384',
    // the journeys' few uploads do not need the engine's processes and OCR workers started with every app
    WARM_ENGINE: 'false',
    ...process.env,
    ...options.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseURL,
    DATA_DIR: dataDir,
  };
  // The journeys run against the embedded database of their own fresh DATA_DIR, never a shared one.
  delete env.DATABASE_URL;
  if (options.smtpUrl) env.SMTP_URL = options.smtpUrl;
  else delete env.SMTP_URL;
  Object.assign(env, options.env);

  // Own process group, so stopping it also ends anything start.mjs spawned (a build, a worker).
  const entry = options.entry ?? ['scripts/start.mjs'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: ROOT_DIR,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let exited: string | null = null;
  const exitPromise = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exited = `exit ${code ?? signal}`;
      resolve();
    });
  });

  const stop = async () => {
    if (exited === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const killed = await Promise.race([exitPromise.then(() => true), sleep(10_000).then(() => false)]);
      if (!killed) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
        await exitPromise;
      }
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (exited !== null) {
      await stop();
      throw new Error(`the app (scripts/start.mjs) stopped before it was ready (${exited}). Last output:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return { baseURL, port, dataDir, logFile, stop };
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`the app did not answer GET /api/health with 200 in time. Last output:\n${tail(logFile)}`);
}
