import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync, chmodSync, existsSync, lstatSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSettings } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { startServer, type RunningServer } from '../../src/server/server';
import { signUp } from './helpers/client';
import { TEST_APP_URL, TEST_PASSWORD_HASH_N } from './helpers/server';

/** Every entry under dir whose permission bits differ from 700 (folders) and 600 (files). */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const entry = path.join(at, name);
      const stat = lstatSync(entry);
      if (stat.isSymbolicLink()) continue;
      const mode = stat.mode & 0o777;
      if (stat.isDirectory()) {
        if (mode !== 0o700) found.push(`${path.relative(dir, entry)}/ ${mode.toString(8)}`);
        walk(entry);
      } else if (mode !== 0o600) found.push(`${path.relative(dir, entry)} ${mode.toString(8)}`);
    }
  };
  if ((statSync(dir).mode & 0o777) !== 0o700) found.push(`. ${(statSync(dir).mode & 0o777).toString(8)}`);
  walk(dir);
  return found;
}

describe('DATA_DIR at start-up (issue 22)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-modes-'));
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const letters = path.join(dataDir, 'reports', 'letters', 'u1');
  const staleTemp = path.join(letters, '.letter-1.pdf.0123456789abcdef.tmp');
  const freshTemp = path.join(letters, '.letter-2.pdf.fedcba9876543210.tmp');
  const storedFile = path.join(letters, 'letter-0.pdf');

  beforeAll(async () => {
    // An install from before: a world-readable outbox email and folder, and the temp files of a write the server was killed in.
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
    chmodSync(path.join(dataDir, 'outbox'), 0o755);
    writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'old mail');
    chmodSync(path.join(dataDir, 'outbox', 'old.eml'), 0o666);
    mkdirSync(letters, { recursive: true });
    chmodSync(letters, 0o755);
    for (const file of [staleTemp, freshTemp, storedFile]) writeFileSync(file, 'x');
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(staleTemp, anHourAgo, anHourAgo);
    utimesSync(storedFile, anHourAgo, anHourAgo);

    // A fresh DATA_DIR: the embedded database is created by this start.
    const settings = buildSettings({
      PORT: '0',
      HOST: '127.0.0.1',
      APP_URL: TEST_APP_URL,
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      PASSWORD_HASH_N: TEST_PASSWORD_HASH_N,
      LOG_LEVEL: 'silent',
      WARM_ENGINE: 'false',
    });
    server = await startServer(settings, { logger: createLogger('silent'), webDir: path.join(dataDir, 'web') });
  }, 120_000);

  it('removes the temp files of interrupted writes left by a killed process, not those another process may be writing', () => {
    // A temp file older than a write can take is a crash's leftover; a recent one may be another process's write.
    expect(existsSync(staleTemp)).toBe(false);
    expect(existsSync(freshTemp)).toBe(true);
    expect(existsSync(storedFile)).toBe(true);
  });

  it('is owner-only (folders 700, files 600), the new embedded database and older files included', async () => {
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(openToOthers(dataDir)).toEqual([]);

    // Files the running server writes (database pages, a sign-up's rows) are owner-only too.
    await signUp((server as RunningServer).url);
    await server?.close();
    server = undefined;
    expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);
});
