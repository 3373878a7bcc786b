/**
 * Node's arguments that run a program of the project as the tests start it: its build by built-child.mjs (built once
 * per process, reused while the sources are unchanged), or its TypeScript source through tsx with
 * CHILD_FROM_SOURCES=1. Imports nothing of the server, so an engine test can use it without loading the server.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let builtFiles: Record<string, string> | undefined;

/** Node's arguments that run `entry` (a source file relative to the project). */
export function nodeArgs(entry: string): string[] {
  if (process.env.CHILD_FROM_SOURCES === '1') return ['--import', 'tsx', entry];
  if (!builtFiles) {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'tests/integration/helpers/built-child.mjs')], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`building the test server failed:\n${build.stdout}${build.stderr}`);
    builtFiles = JSON.parse(build.stdout) as Record<string, string>;
  }
  const file = builtFiles[entry];
  if (!file) throw new Error(`${entry} is not built for tests: add it to TEST_ENTRIES in tests/integration/helpers/built-child.mjs`);
  return [file];
}
