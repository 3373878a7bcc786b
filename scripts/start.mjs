#!/usr/bin/env node
// `npm start`: builds the web app when dist/web is missing or older than its sources, and the server when
// dist/server is (scripts/build-server.mjs, docs/decisions/141), then runs the server in this process, so
// SIGTERM/SIGINT reach its graceful shutdown. `npm run worker` (`start.mjs worker`) runs the worker the same way.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webOut = path.join(root, 'dist', 'web');
const builtIndex = path.join(webOut, 'index.html');
const WEB_SOURCES = ['index.html', 'landing.html', 'scripts/prerender-landing-plugin.ts', 'vite.config.ts', 'package.json', 'public', 'src/web', 'src/common'];
const SERVER_SOURCES = ['package.json', 'scripts/build-server.mjs', 'src/server', 'src/engine', 'src/common'];
const builtServer = path.join(root, 'dist', 'server', 'index.js');
const entry = process.argv[2] === 'worker' ? 'worker' : 'index';
const LOCK = path.join(root, 'dist', '.web-build.lock');
const LOCK_STALE_MS = 10 * 60 * 1000;

/** Newest modification time under the given paths (files and folders, recursively). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (full) => {
    let info;
    try {
      info = statSync(full);
    } catch {
      return;
    }
    newest = Math.max(newest, info.mtimeMs);
    if (info.isDirectory()) for (const entry of readdirSync(full)) visit(path.join(full, entry));
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

function isStale(built, sources) {
  if (!existsSync(built)) return true;
  return newestMtime(sources) > statSync(built).mtimeMs;
}

const webIsStale = () => isStale(builtIndex, WEB_SOURCES);
const serverIsStale = () => isStale(builtServer, SERVER_SOURCES);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Only one process builds at a time (tests may start several servers at once); the others wait for it. */
async function withBuildLock(work) {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  let told = false;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (!told) console.log('start: another process is building the web app; waiting for it…');
      told = true;
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > LOCK_STALE_MS) rmdirSync(LOCK);
      } catch {
        // removed by its owner meanwhile
      }
      await sleep(250);
    }
  }
  try {
    return await work();
  } finally {
    rmdirSync(LOCK);
  }
}

async function buildWeb() {
  if (!existsSync(path.join(root, 'vite.config.ts'))) {
    console.warn('start: vite.config.ts not found; serving without a built web app.');
    return;
  }
  await withBuildLock(async () => {
    if (!webIsStale()) return; // another process built it while we waited
    const reason = existsSync(builtIndex) ? 'its sources changed since the last build' : 'it has not been built yet';
    console.log(`start: building the web app because ${reason} (vite build, usually under a minute)…`);
    const started = Date.now();
    const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error('start: the web build failed.');
      process.exit(1);
    }
    console.log(`start: web app built in ${Math.round((Date.now() - started) / 1000)} s.`);
  });
}

async function buildServer() {
  await withBuildLock(async () => {
    if (!serverIsStale()) return;
    console.log('start: building the server (esbuild, a few seconds)…');
    const { buildServer: build } = await import('./build-server.mjs');
    await build();
  });
}

if (entry === 'index' && webIsStale()) await buildWeb();
if (serverIsStale()) await buildServer();

if (entry === 'index') console.log('start: starting the server (migrations, job queue, then listening)…');
await import(pathToFileURL(path.join(root, 'dist', 'server', `${entry}.js`)).href);
