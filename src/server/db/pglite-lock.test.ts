import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDirectory } from './pglite-lock';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function directory() {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
  dirs.push(dir);
  return path.join(dir, 'db');
}

describe('lockDirectory', () => {
  it('refuses a directory locked by a running process and frees it on release', () => {
    const dir = directory();
    // pid 1 always runs: another server holds the database.
    writeFileSync(`${dir}.lock`, '1');
    expect(() => lockDirectory(dir)).toThrow(DatabaseInUseError);
    rmSync(`${dir}.lock`);
    const release = lockDirectory(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = directory();
    writeFileSync(`${dir}.lock`, '2147483646');
    const release = lockDirectory(dir);
    release();
  });
});
