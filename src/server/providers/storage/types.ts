import type { Readable } from 'node:stream';

/** What put() accepts: the whole file, or a stream of its chunks (a Node Readable is an AsyncIterable). */
export type StorageSource = Uint8Array | AsyncIterable<Uint8Array>;

/**
 * Where uploaded report files live. The local implementation encrypts on disk; an S3-compatible one can fill the
 * same interface later. Keys are relative names like `user-id/experian_1700000000000.pdf` (see keys.ts).
 */
export interface ReportStorage {
  readonly kind: string;
  /** Stores a new object. Never overwrites: an existing key fails with StorageError('exists'). */
  put(key: string, source: StorageSource): Promise<{ key: string; size: number }>;
  /** The whole object, authenticated before it is returned. */
  get(key: string): Promise<Buffer>;
  /**
   * The object as a stream. Chunks arrive before the end is authenticated: a tampered file makes the stream fail
   * at its end with a DecryptionError, so a consumer must not act on the data until the stream has finished.
   */
  stream(key: string): Promise<Readable>;
  /**
   * Writes an existing object again (a key rotation re-encrypting it), atomically: a reader sees the old object or
   * the new one, never a part. Fails with StorageError('not_found') when there is no object to replace.
   */
  replace(key: string, source: StorageSource): Promise<{ key: string; size: number }>;
  /** Every stored key (in no particular order); temp files of writes in progress are not keys. */
  keys(): AsyncIterable<string>;
  /** Removes the object; false when there was nothing to remove. */
  delete(key: string): Promise<boolean>;
  exists(key: string): Promise<boolean>;
}

export type StorageErrorCode = 'invalid_key' | 'exists' | 'not_found' | 'decryption_failed';

export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** A stored file that cannot be decrypted: wrong key, tampered or truncated bytes, or not our format. */
export class DecryptionError extends StorageError {
  constructor(detail: string) {
    super('decryption_failed', `Stored file cannot be decrypted: ${detail}`);
    this.name = 'DecryptionError';
  }
}
