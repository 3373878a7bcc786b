/**
 * `npm run keys:rotate` (docs/decisions/196): with the new key in ENCRYPTION_KEY (or ENCRYPTION_KEY_FILE) and the old
 * one in ENCRYPTION_KEY_PREVIOUS, wraps every person's data key again under the new key and re-encrypts every stored
 * file the new key does not open yet (after which ENCRYPTION_KEY_PREVIOUS can be dropped). Beside running servers on
 * PostgreSQL (their reads accept both keys while ENCRYPTION_KEY_PREVIOUS is set); the embedded database is locked by
 * a running server, so stop it first (or simply restart it with both keys set: start-up does the same).
 */
import { openDatabase } from './db/client';
import { rewrapDataKeys } from './db/encryption/rewrap-data-keys';
import { setWrappingKeys } from './db/encryption/wrapping-keys';
import { migrate } from './db/migrate';
import { loadSettings } from './env';
import { reencryptStoredFiles } from './providers/storage';

const settings = loadSettings();
if (!settings.encryptionKeyPrevious) {
  console.error('Set ENCRYPTION_KEY_PREVIOUS to the key being replaced and ENCRYPTION_KEY to the new one.');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
try {
  await migrate(database.db);
  setWrappingKeys(settings.encryptionKey, settings.encryptionKeyPrevious);
  const { rewrapped, unknown } = await rewrapDataKeys(database.db);
  process.stdout.write(`${rewrapped} data keys wrapped under the new key.\n`);
  if (unknown > 0) {
    console.error(`${unknown} data keys are wrapped by a key that is neither ENCRYPTION_KEY nor ENCRYPTION_KEY_PREVIOUS; they were left as they are.`);
    process.exitCode = 1;
  }
  const files = await reencryptStoredFiles({ ...settings, encryptionKeyPrevious: settings.encryptionKeyPrevious });
  process.stdout.write(`${files.reencrypted} stored files encrypted under the new key.\n`);
  if (files.unreadable > 0) {
    console.error(`${files.unreadable} stored files open with neither ENCRYPTION_KEY nor ENCRYPTION_KEY_PREVIOUS; they were left as they are.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
