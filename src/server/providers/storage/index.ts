import { createLocalReportStorage, reportsDirectory } from './local';
import type { S3Settings } from '../../env';
import { createS3ReportStorage } from './s3';
import type { ReportStorage } from './types';

export { reportKey, validateKey } from './keys';
export { createLocalReportStorage, removeStaleTempFiles, reportsDirectory } from './local';
export { createS3ReportStorage } from './s3';
export { DecryptionError, StorageError, type ReportStorage, type StorageErrorCode, type StorageSource } from './types';

/** The storage the app uses: encrypted objects in S3-compatible storage when S3_BUCKET is set, else files under DATA_DIR/reports. */
export function createReportStorage(settings: { dataDir: string; encryptionKey: Uint8Array; s3?: S3Settings | undefined }): ReportStorage {
  if (settings.s3) return createS3ReportStorage({ s3: settings.s3, secret: settings.encryptionKey });
  return createLocalReportStorage({ root: reportsDirectory(settings.dataDir), secret: settings.encryptionKey });
}
