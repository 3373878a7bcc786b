#!/usr/bin/env node
// `npm test`: the checks, the unit and integration tests (Vitest) and the browser journeys side by side
// (docs/decisions/235). One after another they kept about 1.2 of the 2 cores busy: Vitest and the journeys wait on
// servers, databases, the browser and child processes much of the time, and the three stages share nothing (each
// builds into its own dist/ folder, servers take free ports, databases are per file or per app). Vitest's output is
// shown as it runs; the checks' and the journeys' follow it, each whole. The exit code is non-zero when any failed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSideBySide } from './side-by-side.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npmRun = (script, live = false) => ({ name: script, command: 'npm', args: ['run', '--silent', script], live });

const STAGES = [npmRun('test:unit', true), npmRun('checks'), npmRun('test:e2e')];

console.log('npm test: the checks and the browser journeys run beside the unit tests; their output follows.');
process.exit((await runSideBySide(STAGES, { cwd: root, label: 'npm test' })) ? 0 : 1);
