/**
 * Report files in S3-compatible storage (docs/decisions/097): AWS S3, MinIO, Ceph, R2 and the like, through
 * `@aws-sdk/client-s3`. Files are encrypted by us before they leave the process, in the same at-rest format as the
 * local store (encryption.ts; the object key is authenticated with it), so the storage provider only ever holds
 * ciphertext. Objects are at most the 10 MB upload limit plus 33 bytes: each is sent and read whole.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../env';
import { deriveStorageKey, openSealedBytes, sealBytes } from './encryption';
import { validateKey } from './keys';
import { StorageError, type ReportStorage, type StorageSource } from './types';

async function bytesOf(source: StorageSource): Promise<Buffer> {
  if (source instanceof Uint8Array) return Buffer.from(source.buffer, source.byteOffset, source.length);
  const parts: Buffer[] = [];
  for await (const chunk of source) {
    if (!(chunk instanceof Uint8Array)) throw new TypeError('Storage sources must yield bytes');
    parts.push(Buffer.from(chunk));
  }
  return Buffer.concat(parts);
}

const status = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) =>
  status(error) === 404 || (error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey'));

export function createS3ReportStorage(options: { s3: S3Settings; secret: Uint8Array; client?: S3Client }): ReportStorage {
  const { s3 } = options;
  const fileKey = deriveStorageKey(options.secret);
  const client =
    options.client ??
    new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
      // Checksums only when an operation requires one: S3-compatible servers differ in the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const objectKey = (key: string) => s3.prefix + validateKey(key);

  async function exists(key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async function get(key: string): Promise<Buffer> {
    let sealed: Buffer;
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(key) }));
      sealed = Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) throw new StorageError('not_found', 'No stored file for that key');
      throw error;
    }
    return openSealedBytes(fileKey, key, sealed);
  }

  return {
    kind: 's3',

    async put(key, source) {
      const name = objectKey(key);
      if (await exists(key)) throw new StorageError('exists', 'A stored file already exists for that key');
      const plain = await bytesOf(source);
      const sealed = sealBytes(fileKey, key, plain);
      try {
        // If-None-Match: * makes the write refuse an existing key (servers without conditional writes ignore it;
        // the check above covers them, and keys carry a millisecond timestamp and the user id).
        await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: name, Body: sealed, IfNoneMatch: '*', ContentType: 'application/octet-stream' }));
      } catch (error) {
        if (status(error) === 412) throw new StorageError('exists', 'A stored file already exists for that key');
        throw error;
      }
      return { key, size: plain.length };
    },

    async replace(key, source) {
      if (!(await exists(key))) throw new StorageError('not_found', 'No stored file for that key');
      const plain = await bytesOf(source);
      // A PUT replaces the whole object at once: readers see the old object or the new one.
      await client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: objectKey(key), Body: sealBytes(fileKey, key, plain), ContentType: 'application/octet-stream' }),
      );
      return { key, size: plain.length };
    },

    async *keys() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: s3.prefix || undefined, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(s3.prefix.length);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    get,

    async stream(key) {
      // Authenticated whole before the first byte is handed out (stronger than the interface asks).
      return Readable.from([await get(key)]);
    },

    async delete(key) {
      if (!(await exists(key))) return false;
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKey(key) }));
      return true;
    },

    exists,
  };
}
