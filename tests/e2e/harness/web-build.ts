import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './paths';

export const WEB_DIST_INDEX = path.join(ROOT_DIR, 'dist', 'web', 'index.html');

/** The files a web build is made from; a change to any of them makes dist/web stale. */
const WEB_SOURCES = [
  'src/web',
  'src/common',
  'public',
  'index.html',
  'landing.html',
  'scripts/prerender-landing-plugin.ts',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function webBuildIsFresh(): boolean {
  if (!existsSync(WEB_DIST_INDEX)) return false;
  const built = statSync(WEB_DIST_INDEX).mtimeMs;
  return WEB_SOURCES.every((source) => newestMtime(path.join(ROOT_DIR, source)) <= built);
}

/** Runs `vite build` unless dist/web is newer than every web source. Returns whether it built. */
export function ensureWebBuild(log: (line: string) => void = console.error): boolean {
  if (webBuildIsFresh()) return false;
  log('e2e: building the web app (vite build)…');
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(ROOT_DIR, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  log(`e2e: web build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
