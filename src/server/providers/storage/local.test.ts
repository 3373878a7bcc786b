import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HEADER_BYTES, IV_BYTES, MAGIC, TAG_BYTES } from './encryption';
import { createLocalReportStorage, createReportStorage, DecryptionError, reencryptStoredFiles, reportKey, StorageError, type ReportStorage } from './index';

const MB = 1024 * 1024;
let root: string;
let secret: Buffer;
let storage: ReportStorage;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'storage-test-'));
  secret = randomBytes(32);
  storage = createLocalReportStorage({ root, secret });
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

/** A source of `total` pseudo-random bytes in 64 KiB chunks, made on demand. */
async function* generated(total: number, onChunk?: (sent: number) => void): AsyncGenerator<Uint8Array> {
  const chunk = randomBytes(64 * 1024);
  for (let sent = 0; sent < total;) {
    const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
    sent += piece.length;
    onChunk?.(sent);
    yield Buffer.from(piece);
  }
}

function forceGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe('local report storage', () => {
  it('round-trips bytes and streams, and stores only ciphertext', async () => {
    const plain = Buffer.concat([Buffer.from('%PDF-1.7 Experian credit report '), randomBytes(200_000)]);
    expect(await storage.put('user1/experian_1.pdf', plain)).toEqual({ key: 'user1/experian_1.pdf', size: plain.length });
    expect((await storage.get('user1/experian_1.pdf')).equals(plain)).toBe(true);
    expect((await collect(await storage.stream('user1/experian_1.pdf'))).equals(plain)).toBe(true);

    const onDisk = readFileSync(path.join(root, 'user1/experian_1.pdf'));
    expect(onDisk.length).toBe(HEADER_BYTES + plain.length + TAG_BYTES);
    expect(onDisk.subarray(0, 4).equals(MAGIC)).toBe(true);
    expect(onDisk[4]).toBe(1);
    expect(onDisk.includes(Buffer.from('Experian credit report'))).toBe(false);
    expect(statSync(path.join(root, 'user1/experian_1.pdf')).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.join(root, 'user1'))).toEqual(['experian_1.pdf']); // no temp file left behind
  });

  it('round-trips a stream source and an empty file', async () => {
    const source = await collect(generated(300_000));
    async function* twoPieces() {
      yield source.subarray(0, 7);
      yield source.subarray(7);
    }
    expect(await storage.put('u/a.png', twoPieces())).toEqual({ key: 'u/a.png', size: 300_000 });
    expect((await storage.get('u/a.png')).equals(source)).toBe(true);
    await storage.put('u/empty.pdf', new Uint8Array(0));
    expect((await storage.get('u/empty.pdf')).length).toBe(0);
    expect((await collect(await storage.stream('u/empty.pdf'))).length).toBe(0);
  });

  it('uses a fresh IV for every file', async () => {
    const plain = Buffer.from('same content');
    const ivs = new Set<string>();
    for (let i = 0; i < 20; i++) {
      await storage.put(`u/f${i}.pdf`, plain);
      const onDisk = readFileSync(path.join(root, `u/f${i}.pdf`));
      ivs.add(onDisk.subarray(5, 5 + IV_BYTES).toString('hex'));
    }
    expect(ivs.size).toBe(20);
    expect(readFileSync(path.join(root, 'u/f0.pdf')).equals(readFileSync(path.join(root, 'u/f1.pdf')))).toBe(false);
  });

  it('fails loudly on any flipped byte: header, ciphertext or tag', async () => {
    const plain = randomBytes(5000);
    await storage.put('u/r.pdf', plain);
    const file = path.join(root, 'u/r.pdf');
    const original = readFileSync(file);
    for (const at of [0, 4, 6, HEADER_BYTES, HEADER_BYTES + 2500, original.length - 1]) {
      const tampered = Buffer.from(original);
      tampered[at] = (tampered[at] ?? 0) ^ 0x01;
      writeFileSync(file, tampered);
      await expect(storage.get('u/r.pdf')).rejects.toBeInstanceOf(DecryptionError);
      await expect(storage.stream('u/r.pdf').then(collect)).rejects.toBeInstanceOf(DecryptionError);
    }
    writeFileSync(file, original.subarray(0, original.length - 1)); // truncated
    await expect(storage.get('u/r.pdf')).rejects.toBeInstanceOf(DecryptionError);
    writeFileSync(file, original.subarray(0, 10));
    await expect(storage.get('u/r.pdf')).rejects.toThrow(/truncated/);
    writeFileSync(file, original);
    expect((await storage.get('u/r.pdf')).equals(plain)).toBe(true);
  });

  it('refuses a wrong key and a file moved to another key', async () => {
    await storage.put('alice/experian_1.pdf', Buffer.from('%PDF-1.4 alice'));
    const other = createLocalReportStorage({ root, secret: randomBytes(32) });
    await expect(other.get('alice/experian_1.pdf')).rejects.toBeInstanceOf(DecryptionError);
    await expect(other.get('alice/experian_1.pdf')).rejects.toThrow(/wrong key/);

    writeFileSync(path.join(root, 'alice/copy.pdf'), readFileSync(path.join(root, 'alice/experian_1.pdf')));
    await expect(storage.get('alice/copy.pdf')).rejects.toBeInstanceOf(DecryptionError);
  });

  it('never overwrites an existing key', async () => {
    await storage.put('u/x.pdf', Buffer.from('first'));
    await expect(storage.put('u/x.pdf', Buffer.from('second'))).rejects.toMatchObject({ code: 'exists' });
    // Two writers racing for one key: exactly one wins, and the stored file is whole.
    const results = await Promise.allSettled([storage.put('u/y.pdf', randomBytes(500_000)), storage.put('u/y.pdf', randomBytes(500_000))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await storage.get('u/y.pdf')).length).toBe(500_000);
    expect((await storage.get('u/x.pdf')).toString()).toBe('first');
    expect(readdirSync(path.join(root, 'u')).sort()).toEqual(['x.pdf', 'y.pdf']);
  });

  it('leaves nothing behind when the source fails midway', async () => {
    async function* failing() {
      yield Buffer.alloc(1000);
      throw new Error('client went away');
    }
    await expect(storage.put('u/broken.pdf', failing())).rejects.toThrow('client went away');
    expect(await storage.exists('u/broken.pdf')).toBe(false);
    expect(readdirSync(path.join(root, 'u'))).toEqual([]);
  });

  it('exists, delete and not found', async () => {
    expect(await storage.exists('u/z.pdf')).toBe(false);
    await expect(storage.get('u/z.pdf')).rejects.toMatchObject({ code: 'not_found' });
    await expect(storage.stream('u/z.pdf')).rejects.toMatchObject({ code: 'not_found' });
    await storage.put('u/z.pdf', Buffer.from('z'));
    expect(await storage.exists('u/z.pdf')).toBe(true);
    expect(await storage.delete('u/z.pdf')).toBe(true);
    expect(await storage.delete('u/z.pdf')).toBe(false);
    expect(await storage.exists('u/z.pdf')).toBe(false);
  });

  it('refuses keys that could leave the root', async () => {
    writeFileSync(path.join(root, '..', `outside-${path.basename(root)}`), 'x');
    for (const key of ['../x', 'u/../../x', '/etc/passwd', 'u//x', 'u/./x', '.hidden', 'u/x/', 'u\\x', 'u/x?y', '', 'a'.repeat(600), 'ü/x']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toMatchObject({ code: 'invalid_key' });
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageError);
      await expect(storage.exists(key)).rejects.toMatchObject({ code: 'invalid_key' });
      await expect(storage.delete(key)).rejects.toMatchObject({ code: 'invalid_key' });
    }
    await expect(storage.exists(`../outside-${path.basename(root)}`)).rejects.toMatchObject({ code: 'invalid_key' });
    rmSync(path.join(root, '..', `outside-${path.basename(root)}`));
  });

  it('streams a 10 MB file in and out with bounded memory; get holds the file once', async () => {
    const gc = forceGc();
    const size = 10 * MB;
    // Freed buffers are released over more than one collection.
    const sample = () => {
      gc();
      gc();
      gc();
      return process.memoryUsage().arrayBuffers;
    };
    gc();
    const before = process.memoryUsage().arrayBuffers;
    let peak = 0;
    let checks = 0;
    await storage.put(
      'u/big.pdf',
      generated(size, (sent) => {
        if (sent % (MB / 2) === 0) {
          peak = Math.max(peak, sample() - before);
          checks++;
        }
      }),
    );
    expect(checks).toBeGreaterThanOrEqual(19);
    expect(peak).toBeLessThan(2 * MB);

    const stream = await storage.stream('u/big.pdf');
    let read = 0;
    peak = 0;
    for await (const chunk of stream) {
      read += (chunk as Buffer).length;
      if (read % (MB / 2) === 0) peak = Math.max(peak, sample() - before);
    }
    expect(read).toBe(size);
    expect(peak).toBeLessThan(2 * MB);

    const beforeGet = sample();
    const whole = await storage.get('u/big.pdf');
    expect(whole.length).toBe(size);
    expect(sample() - beforeGet).toBeLessThan(size + 2 * MB);
  });

  it('lives under DATA_DIR/reports with the settings key, and works with detached methods', async () => {
    const fromSettings = createReportStorage({ dataDir: root, encryptionKey: secret });
    const { put, get } = fromSettings;
    await put('u/s.pdf', Buffer.from('%PDF-1.4 x'));
    expect(readFileSync(path.join(root, 'reports/u/s.pdf')).subarray(0, 4).equals(MAGIC)).toBe(true);
    expect((await get('u/s.pdf')).toString()).toBe('%PDF-1.4 x');
    expect(() => createLocalReportStorage({ root, secret: randomBytes(16) })).toThrow();
  });

  it('during a key rotation reads a file stored under ENCRYPTION_KEY_PREVIOUS and writes new ones with the new key (decision 196)', async () => {
    const next = randomBytes(32);
    await createReportStorage({ dataDir: root, encryptionKey: secret }).put('u/old.pdf', Buffer.from('%PDF-1.4 old'));
    const rotating = createReportStorage({ dataDir: root, encryptionKey: next, encryptionKeyPrevious: secret });
    expect((await rotating.get('u/old.pdf')).toString()).toBe('%PDF-1.4 old');
    await rotating.put('u/new.pdf', Buffer.from('%PDF-1.4 new'));
    expect((await createReportStorage({ dataDir: root, encryptionKey: next }).get('u/new.pdf')).toString()).toBe('%PDF-1.4 new');
    await expect(createReportStorage({ dataDir: root, encryptionKey: next }).get('u/old.pdf')).rejects.toThrow(DecryptionError);
  });

  it('replaces an existing file atomically, refuses a missing one, and lists every key but temp files', async () => {
    await storage.put('u1/a.pdf', Buffer.from('first'));
    await storage.put('u2/deeper/b.png', Buffer.from('second'));
    writeFileSync(path.join(root, 'u1', '.a.pdf.0123456789abcdef.tmp'), 'a write in progress');
    expect(await storage.replace('u1/a.pdf', Buffer.from('replaced'))).toEqual({ key: 'u1/a.pdf', size: 8 });
    expect((await storage.get('u1/a.pdf')).toString()).toBe('replaced');
    await expect(storage.replace('u1/missing.pdf', Buffer.from('x'))).rejects.toMatchObject({ code: 'not_found' });
    expect(readdirSync(path.join(root, 'u1')).sort()).toEqual(['.a.pdf.0123456789abcdef.tmp', 'a.pdf']);
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys.sort()).toEqual(['u1/a.pdf', 'u2/deeper/b.png']);
    const empty = createLocalReportStorage({ root: path.join(root, 'nothing-yet'), secret });
    for await (const key of empty.keys()) throw new Error(`unexpected ${key}`);
  });

  it('re-encrypts under the new key only the files the previous key opens; a file neither opens is counted and kept (decision 196)', async () => {
    const next = randomBytes(32);
    const settings = { dataDir: root, encryptionKey: next, encryptionKeyPrevious: secret };
    await createReportStorage({ dataDir: root, encryptionKey: secret }).put('u/old.pdf', Buffer.from('%PDF-1.4 old'));
    await createReportStorage({ dataDir: root, encryptionKey: next }).put('u/new.pdf', Buffer.from('%PDF-1.4 new'));
    await createReportStorage({ dataDir: root, encryptionKey: randomBytes(32) }).put('u/foreign.pdf', Buffer.from('%PDF-1.4 foreign'));
    const foreign = readFileSync(path.join(root, 'reports/u/foreign.pdf'));

    expect(await reencryptStoredFiles(settings)).toEqual({ reencrypted: 1, unreadable: 1 });
    const after = createReportStorage({ dataDir: root, encryptionKey: next });
    expect((await after.get('u/old.pdf')).toString()).toBe('%PDF-1.4 old');
    expect((await after.get('u/new.pdf')).toString()).toBe('%PDF-1.4 new');
    expect(readFileSync(path.join(root, 'reports/u/foreign.pdf')).equals(foreign)).toBe(true);
    await expect(createReportStorage({ dataDir: root, encryptionKey: secret }).get('u/old.pdf')).rejects.toThrow(DecryptionError);
    expect(await reencryptStoredFiles(settings)).toEqual({ reencrypted: 0, unreadable: 1 });
  });

  it('names report files from user id, bureau and timestamp', () => {
    const at = new Date('2026-11-22T07:00:00.000Z');
    expect(reportKey('abc123XYZ', 'experian', at, 'pdf')).toBe(`abc123XYZ/experian_${at.getTime()}.pdf`);
    expect(() => reportKey('../x', 'experian', at, 'pdf')).toThrow(StorageError);
    expect(() => reportKey('abc', 'experian', at, 'p/df')).toThrow(StorageError);
    expect(() => reportKey('abc', 'experian', new Date(Number.NaN), 'pdf')).toThrow(StorageError);
  });
});
