import { createLocalReportStorage, reportsDirectory } from './local';
import type { S3Settings } from '../../env';
import { createS3ReportStorage } from './s3';
import { DecryptionError, StorageError, type ReportStorage } from './types';

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

/**
 * Re-encrypts under ENCRYPTION_KEY every stored file that only ENCRYPTION_KEY_PREVIOUS opens (`npm run keys:rotate`,
 * decision 196), each replaced atomically; afterwards the previous key is no longer needed for files. Files neither
 * key opens (tampered, or a third key) are counted and left as they are; a file deleted meanwhile is skipped.
 */
export async function reencryptStoredFiles(
  settings: StorageSettings & { encryptionKeyPrevious: Uint8Array },
): Promise<{ reencrypted: number; unreadable: number }> {
  const current = storageWith(settings, settings.encryptionKey);
  const previous = storageWith(settings, settings.encryptionKeyPrevious);
  const gone = (error: unknown) => error instanceof StorageError && error.code === 'not_found';
  let reencrypted = 0;
  let unreadable = 0;
  for await (const key of current.keys()) {
    try {
      (await current.get(key)).fill(0);
      continue;
    } catch (error) {
      if (gone(error)) continue;
      if (!(error instanceof DecryptionError)) throw error;
    }
    let bytes: Buffer;
    try {
      bytes = await previous.get(key);
    } catch (error) {
      if (gone(error)) continue;
      if (!(error instanceof DecryptionError)) throw error;
      unreadable += 1;
      continue;
    }
    try {
      await current.replace(key, bytes);
      reencrypted += 1;
    } catch (error) {
      if (!gone(error)) throw error;
    } finally {
      bytes.fill(0);
    }
  }
  return { reencrypted, unreadable };
}
