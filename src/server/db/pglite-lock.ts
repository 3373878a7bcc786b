/**
 * PGlite is an in-process database: two processes opening the same directory would corrupt it. A lock file
 * beside it (holding the owner's pid) makes a second server on the same DATA_DIR stop with a clear message.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DatabaseInUseError extends Error {
  constructor(directory: string, pid: number) {
    super(`The embedded database in ${directory} is in use by another server (process ${pid}). Stop it, or use another DATA_DIR.`);
    this.name = 'DatabaseInUseError';
  }
}

/** Takes the lock (taking over one left by a process that no longer runs); returns its release function. */
export function lockDirectory(directory: string): () => void {
  const file = `${directory}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) throw new DatabaseInUseError(directory, owner);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${directory}`);
}
