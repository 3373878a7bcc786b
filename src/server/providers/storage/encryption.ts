/**
 * The at-rest format of a stored report (docs/decisions/041-storage-encryption.md):
 *
 *   magic "CRPT" (4 bytes) | version 0x01 (1 byte) | IV (12 bytes) | ciphertext (n bytes) | GCM tag (16 bytes)
 *
 * AES-256-GCM with a fresh random IV per file. The additional authenticated data is the 17-byte header followed by
 * the UTF-8 storage key, so a file moved to another key (another user's folder) fails to decrypt.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, type CipherGCM, type DecipherGCM } from 'node:crypto';
import { DecryptionError } from './types';

export const MAGIC = Buffer.from('CRPT', 'ascii');
export const FORMAT_VERSION = 1;
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
export const HEADER_BYTES = MAGIC.length + 1 + IV_BYTES;

const ALGORITHM = 'aes-256-gcm';
/** The HKDF purpose label: another use of ENCRYPTION_KEY must pick another label and so gets another key. */
const KEY_PURPOSE = 'credit-repair/report-storage/aes-256-gcm/v1';

/** A 32-byte key for one purpose, derived from the 32-byte ENCRYPTION_KEY with HKDF-SHA256 and the purpose label. */
export function deriveKey(secret: Uint8Array, purpose: string): Buffer {
  if (secret.length < 32) throw new Error('The storage secret must be at least 32 bytes');
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32));
}

/** The file-encryption key. */
export function deriveStorageKey(secret: Uint8Array): Buffer {
  return deriveKey(secret, KEY_PURPOSE);
}

function additionalData(header: Buffer, objectKey: string): Buffer {
  return Buffer.concat([header, Buffer.from(objectKey, 'utf8')]);
}

/** A cipher for one new file, and the header to write before its ciphertext. */
export function startEncryption(fileKey: Buffer, objectKey: string): { header: Buffer; cipher: CipherGCM } {
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, Buffer.from([FORMAT_VERSION]), iv]);
  const cipher = createCipheriv(ALGORITHM, fileKey, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(header, objectKey));
  return { header, cipher };
}

/** A decipher for a stored file, given its header and tag; throws DecryptionError when the header is not ours. */
export function startDecryption(fileKey: Buffer, objectKey: string, header: Buffer, tag: Buffer): DecipherGCM {
  if (header.length !== HEADER_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new DecryptionError('not an encrypted report file');
  }
  const version = header[MAGIC.length];
  if (version !== FORMAT_VERSION) throw new DecryptionError(`unknown format version ${String(version)}`);
  const iv = header.subarray(MAGIC.length + 1);
  const decipher = createDecipheriv(ALGORITHM, fileKey, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(additionalData(header, objectKey));
  decipher.setAuthTag(tag);
  return decipher;
}

/** decipher.final() fails with a bare "Unsupported state…" error on a bad tag; this names the cause. */
export function finishDecryption(decipher: DecipherGCM): Buffer {
  try {
    return decipher.final();
  } catch {
    throw new DecryptionError('authentication failed (wrong key, or the file was changed)');
  }
}

/** A whole file sealed in the at-rest format (header | ciphertext | tag), for stores that take whole objects. */
export function sealBytes(fileKey: Buffer, objectKey: string, plain: Uint8Array): Buffer {
  const { header, cipher } = startEncryption(fileKey, objectKey);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([header, body, cipher.getAuthTag()]);
}

/** The plaintext of a whole sealed file, authenticated; DecryptionError when it is not ours or was changed. */
export function openSealedBytes(fileKey: Buffer, objectKey: string, sealed: Buffer): Buffer {
  if (sealed.length < HEADER_BYTES + TAG_BYTES) throw new DecryptionError('the file is truncated');
  const header = sealed.subarray(0, HEADER_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const decipher = startDecryption(fileKey, objectKey, header, tag);
  const plain = decipher.update(sealed.subarray(HEADER_BYTES, sealed.length - TAG_BYTES));
  return Buffer.concat([plain, finishDecryption(decipher)]);
}
