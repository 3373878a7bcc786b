#!/usr/bin/env node
// `npm test`: the checks, the unit and integration tests (Vitest) and the browser journeys side by side
// (docs/decisions/235). One after another they kept about 1.2 of the 2 cores busy: Vitest and the journeys wait on
// servers, databases, the browser and child processes much of the time, and the three stages share nothing (each
// builds into its own dist/ folder, servers take free ports, databases are per file or per app). The journeys start
// when the checks end (whatever their result), so the web build and the apps' start do not also compete with three
// checks. Vitest's output is shown as it runs; the checks' and the journeys' follow it, each whole. The exit code is
// non-zero when any failed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSideBySide } from './side-by-side.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npmRun = (script, more = {}) => ({ name: script, command: 'npm', args: ['run', '--silent', script], ...more });

const STAGES = [npmRun('test:unit', { live: true }), npmRun('checks'), npmRun('test:e2e', { after: 'checks' })];

console.log('npm test: the checks, then the browser journeys, run beside the unit tests; their output follows.');
process.exit((await runSideBySide(STAGES, { cwd: root, label: 'npm test' })) ? 0 : 1);
