/**
 * The delete-account job's work (eraseAccount) for ERASE_USER_ID, run as a child process by
 * tests/integration/account-deletion-kill.test.ts on the settings of the environment. ERASE_HANG=1 makes it hang
 * after its first stored file is removed (printing "hanging"); the test then kills it with SIGKILL.
 */
import { openDatabase } from '../../../src/server/db/client';
import { setWrappingKeys } from '../../../src/server/db/encryption/wrapping-keys';
import { loadSettings } from '../../../src/server/env';
import { createLogger } from '../../../src/server/logger';
import { eraseAccount } from '../../../src/server/modules/account/erase-account';
import { createReportStorage } from '../../../src/server/providers/storage';

const settings = loadSettings();
const userId = process.env.ERASE_USER_ID!;
const hang = process.env.ERASE_HANG === '1';
const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
setWrappingKeys(settings.encryptionKey);
const real = createReportStorage(settings);
const storage = {
  ...real,
  async delete(key: string) {
    const removed = await real.delete(key);
    if (hang) {
      process.stdout.write('hanging\n');
      await new Promise(() => undefined);
    }
    return removed;
  },
};
const result = await eraseAccount({ db: database.db, storage, dataDir: settings.dataDir, logger: createLogger(settings.logLevel) }, userId);
process.stdout.write(`${JSON.stringify(result)}\n`);
await database.close();
