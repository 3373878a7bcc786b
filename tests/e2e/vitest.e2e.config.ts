import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Browser journeys (docs/decisions/011-e2e-runner.md). The `journeys` project's global setup starts one
 * app server, one SMTP capture and one Chromium, shared by every journey; each journey gets its own
 * browser context. Files run one after another: the app is a single process on a 2-core machine.
 * The `e2e-harness` project holds plain unit tests of the harness and starts nothing.
 */
export default defineConfig({
  root,
  test: {
    fileParallelism: false,
    maxWorkers: 1,
    reporters: ['verbose'],
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
