/** Reads a ZIP (stored or deflated entries) into name → bytes, from its central directory; for checking exports. */
import { inflateRawSync } from 'node:zlib';

export function unzip(bytes: Uint8Array): Map<string, Buffer> {
  const b = Buffer.from(bytes);
  const end = b.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file');
  const count = b.readUInt16LE(end + 10);
  let at = b.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (b.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = b.readUInt16LE(at + 10);
    const size = b.readUInt32LE(at + 20);
    const nameLength = b.readUInt16LE(at + 28);
    const extra = b.readUInt16LE(at + 30) + b.readUInt16LE(at + 32);
    const offset = b.readUInt32LE(at + 42);
    const name = b.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = offset + 30 + b.readUInt16LE(offset + 26) + b.readUInt16LE(offset + 28);
    const data = b.subarray(dataAt, dataAt + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra;
  }
  return files;
}
