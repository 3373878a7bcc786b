import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_INVALID_MESSAGE, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../src/common/uploads';
import { queryRows } from '../../src/server/db/client';
import { TOO_MANY_UPLOADS_MESSAGE, UPLOADS_PER_HOUR } from '../../src/server/modules/analyses/constants';
import { reportFixture, uploadFile } from './helpers/analyses';
import { signUp, type TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { useTestServer } from './helpers/server';

/** Issue 15 item 6 (docs/decisions/094): a retried upload never creates a second analysis or file. */
describe.each(DATABASE_TARGETS)('upload idempotency keys on %s', (target) => {
  // No job runs: the rows stay pending, which is all these tests look at.
  const app = useTestServer(target, { JOBS_IN_PROCESS: 'false' });
  let pdf: Uint8Array;
  let otherPdf: Uint8Array;

  beforeAll(async () => {
    pdf = (await reportFixture('experian-current')).pdf;
    otherPdf = new Uint8Array([...pdf, ...new TextEncoder().encode('\n% another copy\n')]);
  }, 120_000);

  const upload = (client: TestClient, bytes: Uint8Array, key?: string, bureau = 'experian') =>
    uploadFile(app.url, client, bureau, bytes, 'report.pdf', 'application/pdf', key ? { 'Idempotency-Key': key } : {});
  const rowsOf = async (userId: string) =>
    (await queryRows<{ n: number }>(app.server.database.db, sql`select count(*)::int as n from credit_report_analyses where user_id = ${userId}`))[0]!.n;
  const filesOf = (userId: string) => {
    const dir = path.join(app.dataDir, 'reports', userId);
    return existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')).length : 0;
  };

  it('a retry with the same key and file gets the first answer again, and nothing new is stored', async () => {
    const { client, userId } = await signUp(app.url);
    const key = randomUUID();
    const first = await upload(client, pdf, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const retry = await upload(client, pdf, key.toUpperCase());
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await rowsOf(userId)).toBe(1);
    expect(filesOf(userId)).toBe(1);

    // A new selection (a new key) is a new upload.
    expect((await upload(client, pdf, randomUUID())).status).toBe(201);
    expect(await rowsOf(userId)).toBe(2);
  });

  it('the same key with a different file, or for another bureau, is refused with 409', async () => {
    const { client, userId } = await signUp(app.url);
    const key = randomUUID();
    expect((await upload(client, pdf, key)).status).toBe(201);
    const other = await upload(client, otherPdf, key);
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: IDEMPOTENCY_KEY_REUSED_MESSAGE });
    const otherBureau = await upload(client, pdf, key, 'equifax');
    expect(otherBureau.status).toBe(409);
    expect(await rowsOf(userId)).toBe(1);
    expect(filesOf(userId)).toBe(1);
  });

  it('two concurrent requests with the same key create one analysis and both get its answer', async () => {
    const { client, userId } = await signUp(app.url);
    const key = randomUUID();
    const answers = await Promise.all([upload(client, pdf, key), upload(client, pdf, key), upload(client, pdf, key)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const ids = answers.map((a) => a.body.analyses?.map((r) => r.id).join(','));
    expect(new Set(ids).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
    expect(await rowsOf(userId)).toBe(1);
    expect(filesOf(userId)).toBe(1);
  });

  it('keys belong to one user: another user with the same key gets an upload of their own', async () => {
    const a = await signUp(app.url);
    const b = await signUp(app.url);
    const key = randomUUID();
    const first = await upload(a.client, pdf, key);
    const second = await upload(b.client, otherPdf, key);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.body.analyses![0]!.id).not.toBe(first.body.analyses![0]!.id);
    expect(await rowsOf(b.userId)).toBe(1);
  });

  it('a key is kept for 24 hours; after that the same key starts a new upload', async () => {
    const { client, userId } = await signUp(app.url);
    const key = randomUUID();
    expect((await upload(client, pdf, key)).status).toBe(201);
    await app.server.database.db.execute(sql`update upload_idempotency_keys set created_at = now() - interval '23 hours' where user_id = ${userId}`);
    expect((await upload(client, pdf, key)).headers.get('idempotent-replayed')).toBe('true');
    await app.server.database.db.execute(sql`update upload_idempotency_keys set created_at = now() - interval '25 hours' where user_id = ${userId}`);
    const later = await upload(client, otherPdf, key);
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await rowsOf(userId)).toBe(2);
  });

  it('a failed upload lets its key go, and a key that is not a UUID is refused', async () => {
    const { client, userId } = await signUp(app.url);
    const key = randomUUID();
    const empty = await upload(client, new Uint8Array(), key);
    expect(empty.status).toBe(400);
    expect((await upload(client, pdf, key)).status).toBe(201);
    const bad = await upload(client, pdf, 'not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(IDEMPOTENCY_KEY_INVALID_MESSAGE);
    expect(await rowsOf(userId)).toBe(1);
  });

  it('retries do not count toward the hourly upload limit, and a retry at the limit still gets its answer', async () => {
    const { client, userId } = await signUp(app.url);
    const counted = async () =>
      (await queryRows<{ count: number }>(app.server.database.db, sql`select count from rate_limits where key = ${`upload:${userId}`}`))[0]?.count;
    const key = randomUUID();
    const first = await upload(client, pdf, key);
    expect(first.status).toBe(201);
    expect(await counted()).toBe(1);
    for (let i = 0; i < 3; i++) expect((await upload(client, pdf, key)).headers.get('idempotent-replayed')).toBe('true');
    expect(await counted()).toBe(1);

    // Concurrent first tries: only the one upload counts.
    const together = randomUUID();
    const answers = await Promise.all([upload(client, pdf, together), upload(client, pdf, together), upload(client, pdf, together)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(await counted()).toBe(2);

    await app.server.database.db.execute(sql`update rate_limits set count = ${UPLOADS_PER_HOUR} where key = ${`upload:${userId}`}`);
    const retry = await upload(client, pdf, key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    const fresh = await upload(client, pdf, randomUUID());
    expect(fresh.status).toBe(429);
    expect(fresh.body.message).toBe(TOO_MANY_UPLOADS_MESSAGE);
    expect(await rowsOf(userId)).toBe(2);
  });
});
