import { defineConfig } from 'vitest/config';

/**
 * Two projects that differ only in isolation (docs/decisions/145-fast-test-command.md). Files without module
 * mocks or global side effects share each worker's module cache, so the server, the engine and the fixture
 * generator are imported once per worker instead of once per file. The server and web unit tests stay isolated:
 * the web tests mock modules (vi.mock), and a real server started in a worker replaces the global Response
 * (@hono/node-server), which Hono's own app.request() tests must not see.
 */
export default defineConfig({
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: keep workers few so database and OCR tests do not starve each other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['src/server/**/*.test.{ts,tsx}', 'src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web-waits.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
          exclude: ['src/server/**', 'src/web/**', 'tests/e2e/**', 'node_modules/**'],
          isolate: false,
        },
      },
    ],
  },
});
