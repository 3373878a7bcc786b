/**
 * A small ZIP writer (deflate, no ZIP64: an export stays far below 4 GiB and 65,535 files) on Node's zlib; no
 * dependency for the one archive the app makes (docs/decisions/192).
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Uint8Array | string;
}

function dosTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

export function zip(entries: ZipEntry[], date = new Date()): Buffer {
  const { time, day } = dosTime(date);
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : Buffer.from(entry.data);
    const packed = deflateRawSync(raw);
    const crc = crc32(raw);
    // Version 2.0, flag 0x0800 (UTF-8 names), method 8 (deflate).
    const common = (b: Buffer, at: number) => {
      b.writeUInt16LE(0x0800, at);
      b.writeUInt16LE(8, at + 2);
      b.writeUInt16LE(time, at + 4);
      b.writeUInt16LE(day, at + 6);
      b.writeUInt32LE(crc, at + 8);
      b.writeUInt32LE(packed.length, at + 12);
      b.writeUInt32LE(raw.length, at + 16);
      b.writeUInt16LE(name.length, at + 20);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    common(local, 6);
    parts.push(local, name, packed);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    common(header, 8);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
