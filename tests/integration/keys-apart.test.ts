/**
 * Keys apart from the data (docs/decisions/193): SESSION_SECRET and ENCRYPTION_KEY from the environment or from files
 * outside DATA_DIR, and a warning at start when an https deployment keeps them in DATA_DIR.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KEYS_IN_DATA_DIR_WARNING, prepareDataDir } from '../../src/server/data-dir';
import { buildSettings, SettingsError } from '../../src/server/env';
import type { Logger } from '../../src/server/logger';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'credit-repair-keys-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const KEY = Buffer.alloc(32, 9);
const SECRET = 'k'.repeat(40);

describe('keys apart from the data', () => {
  it('reads the secrets from files outside DATA_DIR; generated ones sit in DATA_DIR and say so', () => {
    const keys = tempDir();
    writeFileSync(path.join(keys, 'session'), `${SECRET}\n`);
    writeFileSync(path.join(keys, 'encryption'), `${KEY.toString('base64')}\n`);
    const apart = buildSettings({ DATA_DIR: tempDir(), SESSION_SECRET_FILE: path.join(keys, 'session'), ENCRYPTION_KEY_FILE: path.join(keys, 'encryption') });
    expect(apart.sessionSecret).toBe(SECRET);
    expect(apart.encryptionKey.equals(KEY)).toBe(true);
    expect(apart.keysInDataDir).toBe(false);
    expect(buildSettings({ DATA_DIR: tempDir(), SESSION_SECRET: SECRET, ENCRYPTION_KEY: KEY.toString('hex') }).keysInDataDir).toBe(false);
    expect(buildSettings({ DATA_DIR: tempDir() }).keysInDataDir).toBe(true);
    // One of the two generated, or a file named inside DATA_DIR, is still "in DATA_DIR".
    expect(buildSettings({ DATA_DIR: tempDir(), SESSION_SECRET: SECRET }).keysInDataDir).toBe(true);
    const data = tempDir();
    writeFileSync(path.join(data, 'mine'), `${KEY.toString('hex')}\n`);
    expect(buildSettings({ DATA_DIR: data, SESSION_SECRET: SECRET, ENCRYPTION_KEY_FILE: path.join(data, 'mine') }).keysInDataDir).toBe(true);
  });

  it('refuses a missing, empty or wrong key file with the setting named', () => {
    const keys = tempDir();
    writeFileSync(path.join(keys, 'empty'), '\n');
    writeFileSync(path.join(keys, 'short'), 'abc\n');
    for (const [name, file] of [
      ['ENCRYPTION_KEY_FILE', path.join(keys, 'missing')],
      ['ENCRYPTION_KEY_FILE', path.join(keys, 'empty')],
      ['ENCRYPTION_KEY_FILE', path.join(keys, 'short')],
      ['SESSION_SECRET_FILE', path.join(keys, 'short')],
    ] as const) {
      const attempt = () => buildSettings({ DATA_DIR: tempDir(), [name]: file });
      expect(attempt).toThrow(SettingsError);
      expect(attempt).toThrow(name);
    }
  });

  it('warns at start when APP_URL is https and a key sits in DATA_DIR, and only then', async () => {
    const warnings: string[] = [];
    const logger = { warn: (_: unknown, message: string) => warnings.push(message), info: () => undefined } as unknown as Logger;
    await prepareDataDir(buildSettings({ DATA_DIR: tempDir(), APP_URL: 'https://credit.example' }), logger);
    expect(warnings).toEqual([KEYS_IN_DATA_DIR_WARNING]);
    await prepareDataDir(buildSettings({ DATA_DIR: tempDir(), APP_URL: 'http://localhost:3000' }), logger);
    await prepareDataDir(
      buildSettings({ DATA_DIR: tempDir(), APP_URL: 'https://credit.example', SESSION_SECRET: SECRET, ENCRYPTION_KEY: KEY.toString('hex') }),
      logger,
    );
    expect(warnings).toHaveLength(1);
  });
});
