/**
 * Runs the real server entry point (src/server/index.ts), or another program of the server, as a child process: its
 * build of tests/integration/helpers/built-child.mjs, or the TypeScript sources through tsx with CHILD_FROM_SOURCES=1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { nodeArgs, ROOT } from './built-entry';
import { TEST_PASSWORD_HASH_N } from './server';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts `entry` (the server's entry point by default; a worker, keys:rotate or a test server entry otherwise) as
 * built for the tests, with only the given settings (plus PATH, HOME, the tests' password hash cost and, unless the
 * test says otherwise, engine processes started at the first upload rather than warmed at start: a warmed pool's OCR
 * workers cost seconds of CPU in every child, and most children never analyze a file).
 */
export function spawnServer(env: Record<string, string>, entry = 'src/server/index.ts'): ChildServer {
  const child = spawn(process.execPath, nodeArgs(entry), {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PASSWORD_HASH_N: TEST_PASSWORD_HASH_N, WARM_ENGINE: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitForHealth(baseUrl: string, server: ChildServer, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code ?? -1));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${server.output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
