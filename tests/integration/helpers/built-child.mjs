#!/usr/bin/env node
// The server and the test servers that integration tests run as child processes, built once by
// scripts/build-server.mjs into dist/test-server-<hash of their sources> and reused while the sources are unchanged
// (docs/decisions/158): started through tsx, every child compiled the server again (about twice the CPU time).
// Prints {"<source entry>": "<built file>", …} for tests/integration/helpers/child.ts.
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_ENTRIES, sourcesHash } from '../../../scripts/build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const HELPERS = 'tests/integration/helpers';

/** Entries beyond the server's own (output name → source), each a program some integration test starts. */
const TEST_ENTRIES = {
  'keys-rotate': 'src/server/keys-rotate.ts',
  'jobs-server': `${HELPERS}/jobs-server.ts`,
  'analyses-server': `${HELPERS}/analyses-server.ts`,
  'erase-child': `${HELPERS}/erase-child.ts`,
  'analyze-cli': 'src/engine/cli.ts',
};

const dist = path.join(root, 'dist');
const hash = sourcesHash(['scripts/build-server.mjs', HELPERS]);
const name = `test-server-${hash}`;
const outDir = path.join(dist, name);

if (!existsSync(outDir)) {
  // Built beside its final place (PROJECT_ROOT is two folders up), then renamed: a second test worker building at
  // the same time loses the rename and uses the winner's build.
  const building = `${outDir}.${process.pid}.tmp`;
  await buildServer({ outDir: building, extraEntries: TEST_ENTRIES, buildId: hash });
  try {
    renameSync(building, outDir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(outDir)) throw error;
  }
  for (const old of readdirSync(dist)) {
    if (/^test-server-[0-9a-f]+$/.test(old) && old !== name) rmSync(path.join(dist, old), { recursive: true, force: true });
  }
}

const built = Object.fromEntries(Object.entries({ ...SERVER_ENTRIES, ...TEST_ENTRIES }).map(([out, source]) => [source, path.join(outDir, `${out}.js`)]));
process.stdout.write(JSON.stringify(built));
