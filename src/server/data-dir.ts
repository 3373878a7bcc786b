/**
 * DATA_DIR holds the embedded database, the stored files, the kept keys and the local mail outbox: owner-only,
 * folders 700 and files 600. The process umask makes new files so; PGlite sets its own modes on the files it
 * unpacks when it creates a database (666), so the tree is put right at start-up, after the database is open too.
 */
import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from './env';
import type { Logger } from './logger';
import { removeStaleTempFiles, reportsDirectory } from './providers/storage';

const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;

/** New files and folders of this process: no access for group or others. */
export function restrictNewFiles(): void {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads cannot set the umask; the tree is still fixed below.
  }
}

/** Sets every folder under `root` (itself included) to 700 and every file to 600; symbolic links are left alone. */
export function restrictTree(root: string): void {
  const fix = (entry: string) => {
    let stat;
    try {
      stat = lstatSync(entry);
    } catch {
      return; // removed meanwhile (another process's temp file)
    }
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? DIRECTORY_MODE : FILE_MODE;
    if ((stat.mode & 0o777) !== wanted) chmodSync(entry, wanted);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) fix(path.join(entry, name));
  };
  fix(root);
}

/**
 * Start-up of every process that uses DATA_DIR (web and worker): owner-only modes, and the temp files of stored-file
 * writes a killed process left behind removed.
 */
export const KEYS_IN_DATA_DIR_WARNING =
  'SESSION_SECRET or ENCRYPTION_KEY is kept in DATA_DIR beside the data it protects: a copy or backup of DATA_DIR holds the keys too. Set them in the environment or with SESSION_SECRET_FILE / ENCRYPTION_KEY_FILE outside DATA_DIR (README, Configuration).';

export async function prepareDataDir(settings: Pick<Settings, 'dataDir' | 's3' | 'secure' | 'keysInDataDir'>, logger: Logger): Promise<void> {
  // A public (https) deployment should keep the keys apart from the data (docs/decisions/193).
  if (settings.secure && settings.keysInDataDir) logger.warn({ dataDir: settings.dataDir }, KEYS_IN_DATA_DIR_WARNING);
  restrictNewFiles();
  restrictTree(settings.dataDir);
  if (settings.s3) return;
  const removed = await removeStaleTempFiles(reportsDirectory(settings.dataDir));
  if (removed > 0) logger.info({ removed }, 'removed temp files of interrupted writes');
}
