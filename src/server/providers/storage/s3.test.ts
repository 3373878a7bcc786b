import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type FakeS3Server } from '../../../../tests/mocks/s3';
import type { S3Settings } from '../../env';
import { HEADER_BYTES, MAGIC, TAG_BYTES } from './encryption';
import { createReportStorage, DecryptionError, StorageError, type ReportStorage } from './index';

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

describe('S3-compatible report storage (against a local S3 server)', () => {
  let s3: FakeS3Server;
  let settings: S3Settings;
  let storage: ReportStorage;
  const secret = randomBytes(32);

  beforeAll(async () => {
    s3 = await startS3Server();
    settings = {
      bucket: s3.bucket,
      endpoint: s3.url,
      region: 'us-east-1',
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
      prefix: 'reports/',
    };
    storage = createReportStorage({ dataDir: '/nonexistent', encryptionKey: secret, s3: settings });
  });
  afterAll(async () => s3?.close());

  it('is chosen when S3 settings are given, and round-trips bytes and streams, storing only ciphertext', async () => {
    expect(storage.kind).toBe('s3');
    const plain = Buffer.concat([Buffer.from('%PDF-1.7 Experian credit report JOHN Q CONSUMER 123 MAIN ST '), randomBytes(300_000)]);
    const key = 'user-1/experian_1700000000000.pdf';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.put(key, plain)).toEqual({ key, size: plain.length });
    expect(await storage.exists(key)).toBe(true);

    const object = s3.objects.get(`reports/${key}`)!;
    expect(object.length).toBe(plain.length + HEADER_BYTES + TAG_BYTES);
    expect(object.subarray(0, MAGIC.length).equals(MAGIC)).toBe(true);
    expect(object.includes(Buffer.from('JOHN Q CONSUMER'))).toBe(false);

    expect((await storage.get(key)).equals(plain)).toBe(true);
    expect((await collect(await storage.stream(key))).equals(plain)).toBe(true);

    // A streamed source is stored the same way.
    async function* pieces() {
      yield plain.subarray(0, 1000);
      yield plain.subarray(1000);
    }
    await storage.put('user-1/experian_1700000000001.pdf', pieces());
    expect((await storage.get('user-1/experian_1700000000001.pdf')).equals(plain)).toBe(true);
  });

  it('never overwrites, answers not_found for a missing key, and deletes', async () => {
    const key = 'user-2/equifax_1700000000000.png';
    await storage.put(key, Buffer.from('first'));
    await expect(storage.put(key, Buffer.from('second'))).rejects.toMatchObject({ code: 'exists' });
    expect((await storage.get(key)).toString()).toBe('first');
    await expect(storage.get('user-2/none.pdf')).rejects.toMatchObject({ code: 'not_found' });
    await expect(storage.stream('user-2/none.pdf')).rejects.toBeInstanceOf(StorageError);
    expect(await storage.delete(key)).toBe(true);
    expect(await storage.delete(key)).toBe(false);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.put('../escape.pdf', Buffer.from('x'))).rejects.toMatchObject({ code: 'invalid_key' });
  });

  it('refuses a changed object, one moved to another key, and one read with another secret', async () => {
    const key = 'user-3/transunion_1700000000000.pdf';
    await storage.put(key, Buffer.from('%PDF-1.4 the report'));
    const stored = s3.objects.get(`reports/${key}`)!;

    const changed = Buffer.from(stored);
    changed[HEADER_BYTES + 2]! ^= 0xff;
    // Stored under its own key but with one byte changed: the tag fails.
    s3.objects.set(`reports/${key}`, changed);
    await expect(storage.get(key)).rejects.toBeInstanceOf(DecryptionError);
    s3.objects.set(`reports/${key}`, stored);

    s3.objects.set('reports/user-4/transunion_1700000000000.pdf', stored);
    await expect(storage.get('user-4/transunion_1700000000000.pdf')).rejects.toBeInstanceOf(DecryptionError);

    const other = createReportStorage({ dataDir: '/nonexistent', encryptionKey: randomBytes(32), s3: settings });
    await expect(other.get(key)).rejects.toBeInstanceOf(DecryptionError);
    expect((await storage.get(key)).toString()).toBe('%PDF-1.4 the report');
  });

  it('fails loudly with wrong keys instead of storing nothing silently', async () => {
    const wrong = createReportStorage({ dataDir: '/nonexistent', encryptionKey: secret, s3: { ...settings, accessKeyId: 'AKIAWRONG', secretAccessKey: 'x' } });
    await expect(wrong.put('user-5/experian_1.pdf', Buffer.from('x'))).rejects.toThrow();
    expect(s3.objects.has('reports/user-5/experian_1.pdf')).toBe(false);
  });
});
