import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Which unit tests of src/server and src/web need a module graph of their own, read from what each file does, so a new
 * test lands in the right project without a list to keep (docs/decisions/218-suite-time-units.md, 226):
 * - a file that mocks a module or stubs the environment (`vi.mock`, `vi.doMock`, `vi.stubEnv`): in a shared module
 *   cache the mock would reach, or miss, the files after it (decision 145: 9 web tests failed; Vitest 4 keeps module
 *   mocks per file only when it isolates them). Toasts need no mock: 'sonner' is one shared fake (UNIT_TESTS);
 * - a file that serves HTTP through `@hono/node-server`: serving replaces the global Request and Response, which
 *   Hono's own `app.request()` tests in the same worker must not see.
 * The others share their worker's module cache, in Node or, when they declare it, in one happy-dom environment; a
 * global one of them stubs (`vi.stubGlobal`) is restored when the file ends.
 */
const OWN_MODULE_GRAPH = /\bvi\.(?:mock|doMock|stubEnv)\(|from '@hono\/node-server'/;
const HAPPY_DOM = /@vitest-environment happy-dom/;

function classifyUnitTests(folders: string[]) {
  const root = import.meta.dirname;
  const files = { isolated: [] as string[], node: [] as string[], dom: [] as string[] };
  for (const folder of folders) {
    const entries = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' });
    for (const entry of entries.filter((name) => /\.test\.tsx?$/.test(name)).sort()) {
      const file = path.posix.join(folder, entry.split(path.sep).join('/'));
      const source = readFileSync(path.join(root, file), 'utf8');
      if (OWN_MODULE_GRAPH.test(source)) files.isolated.push(file);
      else if (HAPPY_DOM.test(source)) files.dom.push(file);
      else files.node.push(file);
    }
  }
  return files;
}

const units = classifyUnitTests(['src/server', 'src/web']);

/** What every unit project shares: the fake toast, fresh for each file, and stubbed globals restored after it. */
const UNIT_TESTS = {
  resolve: { alias: { sonner: path.join(import.meta.dirname, 'tests/setup/fake-sonner.ts') } },
  setupFiles: ['tests/setup/per-file-reset.ts'],
};

/**
 * Projects that differ in isolation (docs/decisions/145-fast-test-command.md, 218). Files without module mocks or
 * global side effects share each worker's module cache, so the server, the engine, React and the fixture generator
 * are imported once per worker instead of once per file:
 * - `shared-modules`: the engine, common and tests/ (the integration files start real servers in these workers);
 * - `units` and `units-dom`: the unit tests of src/server and src/web, apart from the integration files because a
 *   real server started in a worker replaces the global Response (@hono/node-server);
 * - `isolated`: the unit tests that mock modules, stub the environment or serve HTTP (above).
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
        resolve: UNIT_TESTS.resolve,
        test: { name: 'isolated', include: units.isolated, setupFiles: [...UNIT_TESTS.setupFiles, 'tests/setup/web-waits.ts'] },
      },
      {
        extends: true,
        resolve: UNIT_TESTS.resolve,
        test: { name: 'units', include: units.node, setupFiles: UNIT_TESTS.setupFiles, isolate: false },
      },
      {
        extends: true,
        resolve: UNIT_TESTS.resolve,
        test: {
          name: 'units-dom',
          include: units.dom,
          environment: 'happy-dom',
          setupFiles: [...UNIT_TESTS.setupFiles, 'tests/setup/web-waits.ts'],
          isolate: false,
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
