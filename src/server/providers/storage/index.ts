import { createLocalReportStorage, reportsDirectory } from './local';
import type { ReportStorage } from './types';

export { reportKey, validateKey } from './keys';
export { createLocalReportStorage, reportsDirectory } from './local';
export { DecryptionError, StorageError, type ReportStorage, type StorageErrorCode, type StorageSource } from './types';

/** The storage the app uses: encrypted files under DATA_DIR/reports. */
export function createReportStorage(settings: { dataDir: string; encryptionKey: Uint8Array }): ReportStorage {
  return createLocalReportStorage({ root: reportsDirectory(settings.dataDir), secret: settings.encryptionKey });
}
