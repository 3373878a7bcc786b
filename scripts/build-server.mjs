#!/usr/bin/env node
// `npm run build:server`: the server, the worker and the engine's worker-thread entries as JavaScript in
// dist/server (docs/decisions/141). Packages stay imports of node_modules, so Node loads pdf.js and the rest as
// they ship: run through tsx, the server used twice the memory and compiled its sources at every start.
// The engine finds its worker entries beside the bundle (src/engine/isolated.ts), migrate.ts its migrations.
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT = path.join(root, 'dist', 'server');

// native-builtins must run before pdf.js replaces built-ins (src/server/native-builtins.ts). A bundle hoists every
// package import above its own code, so the module stays a file of its own, imported in source order.
const nativeBuiltinsApart = {
  name: 'native-builtins-apart',
  setup(builder) {
    builder.onResolve({ filter: /\/native-builtins$/ }, () => ({ path: './native-builtins.js', external: true }));
  },
};

const SERVER_SOURCES = ['package-lock.json', 'src/server', 'src/engine', 'src/common'];

export const SERVER_ENTRIES = {
  index: 'src/server/index.ts',
  worker: 'src/server/worker.ts',
  'isolated-worker': 'src/engine/isolated-worker.ts',
  'isolated-pool-worker': 'src/engine/isolated-pool-worker.ts',
  'native-builtins': 'src/server/native-builtins.ts',
};

/**
 * A hash of the server's sources and the lock file (and of `extraSources`, files or folders): the build's identity
 * (src/server/build-id.ts).
 */
export function sourcesHash(extraSources = []) {
  const hash = createHash('sha256');
  const visit = (full) => {
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) visit(path.join(full, entry));
    } else {
      hash.update(path.relative(root, full)).update('\0').update(readFileSync(full));
    }
  };
  for (const source of [...SERVER_SOURCES, ...extraSources]) visit(path.join(root, source));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds into `outDir` (dist/server unless given; a folder directly under dist/, as PROJECT_ROOT is two folders up)
 * the server's entries and `extraEntries` (output name → source file, e.g. the test servers of
 * tests/integration/helpers/built-child.mjs). `buildId` defaults to the hash of the server's sources.
 */
export async function buildServer({ outDir = SERVER_OUT, extraEntries = {}, buildId = sourcesHash() } = {}) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { ...SERVER_ENTRIES, ...extraEntries },
    plugins: [nativeBuiltinsApart],
    outdir: outDir,
    outExtension: { '.js': '.js' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    define: { __SERVER_BUILD_ID__: JSON.stringify(buildId) },
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'src', 'server', 'db', 'migrations'), path.join(outDir, 'migrations'), { recursive: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
