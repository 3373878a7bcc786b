import path from 'node:path';
import type { UploadTarget } from '../../../common/analysis';
import { StorageError } from './types';

const KEY_PATTERN = /^[A-Za-z0-9_.\-/]+$/;
const MAX_KEY_LENGTH = 512;

/**
 * Checks a storage key: only [A-Za-z0-9_.-/], relative, no empty segments, and no segment that starts with a dot
 * (so no `.` or `..`, and no clash with the hidden temp files the local store writes). Returns the key.
 */
export function validateKey(key: string): string {
  const bad = (why: string) => new StorageError('invalid_key', `Invalid storage key: ${why}`);
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) throw bad(`length must be 1 to ${MAX_KEY_LENGTH}`);
  if (!KEY_PATTERN.test(key)) throw bad('only letters, digits, "_", ".", "-" and "/" are allowed');
  for (const segment of key.split('/')) {
    if (segment === '') throw bad('no leading, trailing or doubled "/"');
    if (segment.startsWith('.')) throw bad('no segment may start with "."');
  }
  return key;
}

/** The absolute path of a key under root; refuses anything that would resolve outside root. */
export function resolveKey(root: string, key: string): string {
  validateKey(key);
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  if (!full.startsWith(base + path.sep)) throw new StorageError('invalid_key', 'Invalid storage key: outside the storage root');
  return full;
}

/**
 * The spec's file name: user id, bureau and a timestamp (milliseconds since the epoch) plus the extension. A merged
 * (3-in-1) upload is one file for three rows: its bureau part is `merged`.
 */
export function reportKey(userId: string, bureau: UploadTarget, date: Date, ext: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(userId)) throw new StorageError('invalid_key', 'Invalid storage key: bad user id');
  if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new StorageError('invalid_key', 'Invalid storage key: bad extension');
  const timestamp = date.getTime();
  if (!Number.isFinite(timestamp)) throw new StorageError('invalid_key', 'Invalid storage key: bad date');
  return validateKey(`${userId}/${bureau}_${timestamp}.${ext}`);
}
