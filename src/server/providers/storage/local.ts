import { randomBytes, type DecipherGCM } from 'node:crypto';
import { link, mkdir, open, readdir, rename, rm, stat, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { deriveStorageKey, finishDecryption, HEADER_BYTES, startDecryption, startEncryption, TAG_BYTES } from './encryption';
import { resolveKey } from './keys';
import { DecryptionError, StorageError, type ReportStorage, type StorageSource } from './types';

/** Plaintext and ciphertext move through in pieces of this size; a whole file is never needed in memory. */
const CHUNK_BYTES = 64 * 1024;

export function reportsDirectory(dataDir: string): string {
  return path.join(dataDir, 'reports');
}

/** A temp file of put() untouched for this long is a crashed write's leftover (a live write touches it every chunk). */
export const STALE_TEMP_FILE_MS = 15 * 60 * 1000;
const TEMP_FILE = /^\..+\.[0-9a-f]{16}\.tmp$/;

/**
 * Removes the temp files put() left behind when its process was killed mid-write, under root. Only those untouched
 * for STALE_TEMP_FILE_MS: other processes sharing DATA_DIR (web and `npm run worker`) may be writing theirs right now,
 * and a write that stalls longer than the request timeout has failed anyway. Returns how many were removed.
 */
export async function removeStaleTempFiles(root: string, olderThanMs = STALE_TEMP_FILE_MS, now = Date.now()): Promise<number> {
  let removed = 0;
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch (error) {
    if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') return 0;
    throw error;
  }
  for (const entry of entries) {
    const at = path.join(root, entry.name);
    if (entry.isDirectory()) removed += await removeStaleTempFiles(at, olderThanMs, now);
    else if (entry.isFile() && TEMP_FILE.test(entry.name)) {
      const info = await stat(at).catch(() => undefined);
      if (info && now - info.mtimeMs > olderThanMs) {
        await rm(at, { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}

/** The keys stored under root/prefix: every file but the hidden temp files of writes in progress. */
async function* storedKeys(root: string, prefix: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(path.join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') return;
    throw error;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* storedKeys(root, key);
    else if (entry.isFile()) yield key;
  }
}

function errnoCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

async function* chunksOf(source: StorageSource): AsyncGenerator<Uint8Array> {
  if (source instanceof Uint8Array) {
    for (let at = 0; at < source.length; at += CHUNK_BYTES) yield source.subarray(at, at + CHUNK_BYTES);
    return;
  }
  for await (const chunk of source) {
    if (!(chunk instanceof Uint8Array)) throw new TypeError('Storage sources must yield bytes');
    yield chunk;
  }
}

async function writeAll(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  let at = 0;
  while (at < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, at, bytes.length - at);
    at += bytesWritten;
  }
}

async function readExactly(handle: FileHandle, length: number, position: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let at = 0;
  while (at < length) {
    const { bytesRead } = await handle.read(buffer, at, length - at, position + at);
    if (bytesRead === 0) throw new DecryptionError('the file is truncated');
    at += bytesRead;
  }
  return buffer;
}

async function fileExists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch (error) {
    if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') return false;
    throw error;
  }
}

/** Makes a rename or link durable: the directory entry itself must reach the disk. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

interface Stored {
  handle: FileHandle;
  cipherBytes: number;
  header: Buffer;
  tag: Buffer;
}

/**
 * Stores reports under root (DATA_DIR/reports), each file encrypted with AES-256-GCM (format in encryption.ts).
 * `secret` is ENCRYPTION_KEY as settings decode it (32 bytes); the file key is derived from it.
 */
export function createLocalReportStorage(options: { root: string; secret: Uint8Array }): ReportStorage {
  const root = path.resolve(options.root);
  const fileKey = deriveStorageKey(options.secret);

  /** Opens a stored file and reads its header and tag; the caller closes the handle. */
  async function openStored(key: string): Promise<Stored> {
    const file = resolveKey(root, key);
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') throw new StorageError('not_found', 'No stored file for that key');
      throw error;
    }
    try {
      const { size } = await handle.stat();
      if (size < HEADER_BYTES + TAG_BYTES) throw new DecryptionError('the file is truncated');
      const header = await readExactly(handle, HEADER_BYTES, 0);
      const tag = await readExactly(handle, TAG_BYTES, size - TAG_BYTES);
      return { handle, cipherBytes: size - HEADER_BYTES - TAG_BYTES, header, tag };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /**
   * Decrypted chunks of an opened stored file; the last step authenticates the whole file or throws
   * DecryptionError. The caller closes the handle.
   */
  async function* decryptedChunks(stored: Stored, decipher: DecipherGCM): AsyncGenerator<Buffer> {
    const end = HEADER_BYTES + stored.cipherBytes;
    for (let position = HEADER_BYTES; position < end; position += CHUNK_BYTES) {
      const piece = await readExactly(stored.handle, Math.min(CHUNK_BYTES, end - position), position);
      const plain = decipher.update(piece);
      if (plain.length > 0) yield plain;
    }
    const last = finishDecryption(decipher);
    if (last.length > 0) yield last;
  }

  /**
   * Encrypts source into a hidden temp file beside key's file, synced, then hands it to publish (which links or
   * renames it into place); the temp file is removed whatever happens. Returns the plaintext size.
   */
  async function writeEncrypted(key: string, source: StorageSource, publish: (temp: string) => Promise<void>): Promise<number> {
    const target = resolveKey(root, key);
    const directory = path.dirname(target);
    await mkdir(directory, { recursive: true, mode: 0o700 });
    // Hidden temp name beside the target: keys cannot start a segment with ".", so it never collides with one.
    const temp = path.join(directory, `.${path.basename(target)}.${randomBytes(8).toString('hex')}.tmp`);
    const handle = await open(temp, 'wx', 0o600);
    let closed = false;
    let size = 0;
    try {
      const { header, cipher } = startEncryption(fileKey, key);
      await writeAll(handle, header);
      for await (const chunk of chunksOf(source)) {
        size += chunk.length;
        const encrypted = cipher.update(chunk);
        if (encrypted.length > 0) await writeAll(handle, encrypted);
      }
      await writeAll(handle, cipher.final());
      await writeAll(handle, cipher.getAuthTag());
      await handle.sync();
      await handle.close();
      closed = true;
      await publish(temp);
      await syncDirectory(directory);
    } finally {
      if (!closed) await handle.close().catch(() => undefined);
      await rm(temp, { force: true });
    }
    return size;
  }

  return {
    kind: 'local',

    async put(key, source) {
      const target = resolveKey(root, key);
      if (await fileExists(target)) throw new StorageError('exists', 'A stored file already exists for that key');
      // link() publishes the complete file atomically and, unlike rename(), refuses to replace an existing one.
      const size = await writeEncrypted(key, source, async (temp) => {
        try {
          await link(temp, target);
        } catch (error) {
          if (errnoCode(error) === 'EEXIST') throw new StorageError('exists', 'A stored file already exists for that key');
          throw error;
        }
      });
      return { key, size };
    },

    async replace(key, source) {
      const target = resolveKey(root, key);
      if (!(await fileExists(target))) throw new StorageError('not_found', 'No stored file for that key');
      const size = await writeEncrypted(key, source, (temp) => rename(temp, target));
      return { key, size };
    },

    keys: () => storedKeys(root, ''),

    async get(key) {
      const stored = await openStored(key);
      // GCM plaintext is as long as its ciphertext: fill one buffer instead of joining pieces (no second copy).
      const out = Buffer.allocUnsafe(stored.cipherBytes);
      let at = 0;
      try {
        const decipher = startDecryption(fileKey, key, stored.header, stored.tag);
        for await (const plain of decryptedChunks(stored, decipher)) {
          plain.copy(out, at);
          at += plain.length;
        }
      } catch (error) {
        out.fill(0); // unauthenticated plaintext must not linger
        throw error;
      } finally {
        await stored.handle.close();
      }
      return out;
    },

    async stream(key) {
      // Opened and checked up front so a missing key or a foreign file fails here, not later inside the stream.
      const stored = await openStored(key);
      let decipher: DecipherGCM;
      try {
        decipher = startDecryption(fileKey, key, stored.header, stored.tag);
      } catch (error) {
        await stored.handle.close();
        throw error;
      }
      const readable = Readable.from(decryptedChunks(stored, decipher), { objectMode: false, highWaterMark: CHUNK_BYTES });
      readable.once('close', () => void stored.handle.close().catch(() => undefined));
      return readable;
    },

    async delete(key) {
      try {
        await unlink(resolveKey(root, key));
        return true;
      } catch (error) {
        if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') return false;
        throw error;
      }
    },

    async exists(key) {
      return fileExists(resolveKey(root, key));
    },
  };
}
