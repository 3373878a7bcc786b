import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import PageChecksFirst from './harness/sequencer';
import { E2E_WORKERS } from './harness/workers';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Browser journeys (docs/decisions/011-e2e-runner.md). The `journeys` project's global setup starts one
 * app server per worker, one SMTP capture and one Chromium, shared by the journeys; each journey gets its own
 * browser context. Files run in E2E_WORKERS workers at once (2 by default), each against its own app
 * (docs/decisions/146-parallel-journeys.md).
 * The `e2e-harness` project holds plain unit tests of the harness and starts nothing.
 */
export default defineConfig({
  root,
  test: {
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    reporters: ['verbose'],
    sequence: { sequencer: PageChecksFirst },
    teardownTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e-harness',
          include: ['tests/e2e/harness/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'journeys',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/harness/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
