import { createLocalReportStorage, reportsDirectory } from './local';
import type { S3Settings } from '../../env';
import { createS3ReportStorage } from './s3';
import { DecryptionError, type ReportStorage } from './types';

export { reportKey, validateKey } from './keys';
export { createLocalReportStorage, removeStaleTempFiles, reportsDirectory } from './local';
export { createS3ReportStorage } from './s3';
export { DecryptionError, StorageError, type ReportStorage, type StorageErrorCode, type StorageSource } from './types';

interface StorageSettings {
  dataDir: string;
  encryptionKey: Uint8Array;
  encryptionKeyPrevious?: Uint8Array | undefined;
  s3?: S3Settings | undefined;
}

function storageWith(settings: StorageSettings, secret: Uint8Array): ReportStorage {
  if (settings.s3) return createS3ReportStorage({ s3: settings.s3, secret });
  return createLocalReportStorage({ root: reportsDirectory(settings.dataDir), secret });
}

/**
 * The storage the app uses: encrypted objects in S3-compatible storage when S3_BUCKET is set, else files under
 * DATA_DIR/reports. With ENCRYPTION_KEY_PREVIOUS set (a key rotation, decision 196), a file that the current key
 * cannot open is read with the previous one; new files are written with the current key.
 */
export function createReportStorage(settings: StorageSettings): ReportStorage {
  const current = storageWith(settings, settings.encryptionKey);
  if (!settings.encryptionKeyPrevious) return current;
  const previous = storageWith(settings, settings.encryptionKeyPrevious);
  return {
    ...current,
    async get(key) {
      try {
        return await current.get(key);
      } catch (error) {
        if (!(error instanceof DecryptionError)) throw error;
        return previous.get(key);
      }
    },
  };
}
