import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
