import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createReportStorage, reencryptStoredFiles } from '../../src/server/providers/storage';
import { DecryptionError } from '../../src/server/providers/storage/types';
import { startS3Server, type FakeS3Server } from '../mocks/s3';
import { reportFixture, uploadFile, waitForFinished } from './helpers/analyses';
import { signUp } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { useTestServer } from './helpers/server';

/** docs/decisions/097: with S3_BUCKET set, uploads, the analysis job and downloads use S3-compatible storage. */
describe.each(DATABASE_TARGETS)('report files in S3-compatible storage on %s', (target) => {
  let s3: FakeS3Server;
  afterAll(async () => {
    await s3?.close();
  });
  const app = useTestServer(target, async () => {
    s3 = await startS3Server();
    return {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.url,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    };
  });

  it('stores the upload encrypted in the bucket, analyses it from there and downloads it decrypted', async () => {
    const { client, userId } = await signUp(app.url);
    const { pdf } = await reportFixture('experian-current');
    const upload = await uploadFile(app.url, client, 'experian', pdf, 'mine.pdf');
    expect(upload.status).toBe(201);
    const row = upload.body.analyses![0]!;
    const object = s3.objects.get(row.report_id)!;
    expect(object).toBeDefined();
    expect(object.subarray(0, 4).toString('ascii')).toBe('CRPT');
    expect(object.includes(Buffer.from(pdf.subarray(0, 64)))).toBe(false);
    const local = path.join(app.dataDir, 'reports', userId);
    expect(existsSync(local) ? readdirSync(local) : []).toEqual([]);

    const done = await waitForFinished(client, row.id);
    expect(done.analysis_status, JSON.stringify(done.metadata.error)).toBe('completed');
    const file = await fetch(`${app.url}/api/analyses/${row.id}/file`, { headers: { Cookie: client.cookieHeader() } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  }, 120_000);
});

describe('a key rotation in S3-compatible storage (decision 196)', () => {
  it('lists the keys under the prefix and re-encrypts the files only the previous key opens', async () => {
    const s3 = await startS3Server();
    try {
      const settings = (secret: Uint8Array) => ({
        dataDir: '/nonexistent',
        encryptionKey: secret,
        s3: {
          bucket: s3.bucket,
          endpoint: s3.url,
          region: 'us-east-1',
          accessKeyId: s3.accessKeyId,
          secretAccessKey: s3.secretAccessKey,
          forcePathStyle: true,
          prefix: 'app/',
        },
      });
      const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
      await createReportStorage(settings(oldKey)).put('u/old.pdf', Buffer.from('%PDF-1.4 old'));
      await createReportStorage(settings(newKey)).put('u/new.pdf', Buffer.from('%PDF-1.4 new'));
      s3.objects.set('elsewhere/other.pdf', Buffer.from('not ours'));
      const keys: string[] = [];
      for await (const key of createReportStorage(settings(newKey)).keys()) keys.push(key);
      expect(keys.sort()).toEqual(['u/new.pdf', 'u/old.pdf']);

      expect(await reencryptStoredFiles({ ...settings(newKey), encryptionKeyPrevious: oldKey })).toEqual({ reencrypted: 1, unreadable: 0 });
      const after = createReportStorage(settings(newKey));
      expect((await after.get('u/old.pdf')).toString()).toBe('%PDF-1.4 old');
      expect((await after.get('u/new.pdf')).toString()).toBe('%PDF-1.4 new');
      await expect(createReportStorage(settings(oldKey)).get('u/old.pdf')).rejects.toThrow(DecryptionError);
      await expect(after.replace('u/missing.pdf', Buffer.from('x'))).rejects.toMatchObject({ code: 'not_found' });
    } finally {
      await s3.close();
    }
  });
});
