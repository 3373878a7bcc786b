#!/usr/bin/env node
// `npm run test:e2e`: the browser journeys (tests/e2e/*.e2e.ts) and the harness's own unit tests, run by
// Vitest with tests/e2e/vitest.e2e.config.ts (why Vitest: docs/decisions/011-e2e-runner.md).
// Extra arguments go to Vitest, e.g. `npm run test:e2e -- tests/e2e/login.e2e.ts`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CHROMIUM_PATH = '/usr/bin/chromium';
const root = fileURLToPath(new URL('../..', import.meta.url));

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`test:e2e needs Chromium at ${CHROMIUM_PATH}, which is missing. Install it with: apt-get install chromium`);
  process.exit(1);
}

const started = Date.now();
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--config',
    path.join(root, 'tests', 'e2e', 'vitest.e2e.config.ts'),
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (result.error) {
  console.error(`test:e2e could not run Vitest: ${result.error.message}`);
  process.exit(1);
}
const code = result.status ?? 1;
console.log(`test:e2e ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s (screenshots in test-results/screenshots, failures in test-results/failures)`);
process.exit(code);
