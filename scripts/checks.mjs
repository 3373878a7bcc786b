#!/usr/bin/env node
// `npm run checks`: ESLint, `prettier --check` and the typecheck side by side (they are independent; on two cores
// together they take about the time of the longest, docs/decisions/158). Each one's output is printed whole when it
// ends, so the three do not interleave; the exit code is non-zero when any failed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSideBySide } from './side-by-side.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const CHECKS = [
  { name: 'eslint', command: bin('eslint'), args: ['.'] },
  { name: 'prettier --check', command: bin('prettier'), args: ['--check', '.'] },
  { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
];

process.exit((await runSideBySide(CHECKS, { cwd: root, label: 'checks' })) ? 0 : 1);
