#!/usr/bin/env node
// `npm run checks`: ESLint, `prettier --check` and the typecheck side by side (they are independent; on two cores
// together they take about the time of the longest, docs/decisions/158). Each one's output is printed whole when it
// ends, so the three do not interleave; the exit code is non-zero when any failed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const CHECKS = [
  { name: 'eslint', command: bin('eslint'), args: ['.'] },
  { name: 'prettier --check', command: bin('prettier'), args: ['--check', '.'] },
  { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
];

function run({ name, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const finish = (code, error) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
      if (error) console.error(`${name} could not start: ${error.message}`);
      console.log(`checks: ${name} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      resolve(code === 0);
    };
    child.once('error', (error) => finish(1, error));
    child.once('close', (code) => finish(code));
  });
}

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
