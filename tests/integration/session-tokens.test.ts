import { createHmac } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';
import { startServer } from '../../src/server/server';
import { GOOD_PASSWORD, signIn, signUp, TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { startTestServer, type TestServer } from './helpers/server';
import { resetTokenFrom, TestSmtpServer } from './helpers/smtp';

const COOKIE = 'better-auth.session_token';

/** The session token inside a client's signed cookie (`token.signature`, URL-encoded). */
function cookieToken(client: TestClient): string {
  const value = /better-auth\.session_token=([^;]+)/.exec(client.cookieHeader())?.[1];
  if (!value) throw new Error('no session cookie');
  const decoded = decodeURIComponent(value);
  return decoded.slice(0, decoded.lastIndexOf('.'));
}

/**
 * docs/decisions/154 (after 143): the session table keeps a SHA-256 hash of each token, never the token. A database
 * reader holds no credential, even with SESSION_SECRET: the cookie must carry the token itself, signed.
 */
describe.each(DATABASE_TARGETS)('session tokens at rest on %s', (target) => {
  let smtp: TestSmtpServer;
  let app: TestServer;

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    app = await startTestServer(target, { SMTP_URL: await smtp.start() });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
  });

  const signed = (token: string, secret: string) => encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);
  const analysesWith = async (cookieValue: string) => (await fetch(`${app.url}/api/analyses`, { headers: { Cookie: `${COOKIE}=${cookieValue}` } })).status;
  const sessionRows = async (userId: string) =>
    queryRows<Record<string, unknown>>(app.server.database.db, sql`select * from session where user_id = ${userId}`);

  it('stores no value equal to the cookie token, and the session works: get-session, sign-out', async () => {
    const { client, userId, email } = await signUp(app.url);
    const token = cookieToken(client);
    const rows = await sessionRows(userId);
    expect(rows).toHaveLength(1);
    for (const value of Object.values(rows[0] as Record<string, unknown>)) expect(String(value)).not.toContain(token);

    const session = await client.get<{ user: { id: string }; session: Record<string, unknown> } | null>('/api/auth/get-session');
    expect(session.body?.user.id).toBe(userId);
    expect((await client.get('/api/analyses')).status).toBe(200);

    const second = await signIn(app.url, email, GOOD_PASSWORD);
    expect(second.response.status).toBe(200);
    expect(await sessionRows(userId)).toHaveLength(2);
    expect((await second.client.post('/api/auth/sign-out')).status).toBe(200);
    expect(await sessionRows(userId)).toHaveLength(1);
    expect((await client.get('/api/analyses')).status).toBe(200);
  });

  it('gives nothing to a database reader, even one holding the secret: the stored value signed with it gets 401', async () => {
    const { client, userId } = await signUp(app.url);
    const [row] = await queryRows<{ token: string }>(app.server.database.db, sql`select token from session where user_id = ${userId}`);
    const stored = row!.token;
    expect(await analysesWith(stored)).toBe(401);
    expect(await analysesWith(signed(stored, 'a-guessed-secret-that-is-long-enough'))).toBe(401);
    expect(await analysesWith(signed(stored, app.settings.sessionSecret))).toBe(401);
    // The control: the cookie's own token, signed with the server's secret, is the session.
    expect(await analysesWith(signed(cookieToken(client), app.settings.sessionSecret))).toBe(200);
  });

  it('revokes the other sessions on a password change and every session on a reset', async () => {
    const { client, email } = await signUp(app.url);
    const other = await signIn(app.url, email, GOOD_PASSWORD);
    const changed = await client.post('/api/auth/change-password', { currentPassword: GOOD_PASSWORD, newPassword: 'a changed passphrase' });
    expect(changed.status).toBe(200);
    expect((await client.get('/api/analyses')).status).toBe(200);
    expect((await other.client.get('/api/analyses')).status).toBe(401);

    expect((await new TestClient(app.url).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).status).toBe(200);
    const resetToken = resetTokenFrom(await smtp.waitFor(email, /Reset your/));
    const reset = await new TestClient(app.url).post('/api/auth/reset-password', { token: resetToken, newPassword: 'a reset passphrase' });
    expect(reset.status).toBe(200);
    expect((await client.get('/api/analyses')).status).toBe(401);
  });

  it('revoke-other-sessions ends the others and keeps this one', async () => {
    const { client, email } = await signUp(app.url);
    const other = await signIn(app.url, email, GOOD_PASSWORD);
    expect((await client.post('/api/auth/revoke-other-sessions')).status).toBe(200);
    expect((await client.get('/api/analyses')).status).toBe(200);
    expect((await other.client.get('/api/analyses')).status).toBe(401);
  });

  it('keeps sessions made before the upgrade working: their plain tokens are hashed at start-up', async () => {
    const { client, userId } = await signUp(app.url);
    const token = cookieToken(client);
    // As every row was before the upgrade: the token itself.
    await app.server.database.db.execute(sql`update session set token = ${token} where user_id = ${userId}`);
    await app.server.close();
    const restarted = await startServer(app.settings, { logger: createLogger('silent'), webDir: path.join(app.dataDir, 'web') });
    try {
      const rows = await queryRows<{ token: string }>(restarted.database.db, sql`select token from session where user_id = ${userId}`);
      expect(rows[0]?.token).not.toBe(token);
      const status = (await fetch(`${restarted.url}/api/analyses`, { headers: { Cookie: client.cookieHeader() } })).status;
      expect(status).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
