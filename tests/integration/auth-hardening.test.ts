import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { SessionsResponse } from '../../src/common/sessions';
import { DATABASE_TARGETS } from './helpers/databases';
import { GOOD_PASSWORD, TestClient, signUp, uniqueEmail } from './helpers/client';
import { startTestServer, useTestServer } from './helpers/server';
import { resetTokenFrom, TestSmtpServer } from './helpers/smtp';

/** Issue 15 items 3, 4 and 7: sessions without tokens, limits on every auth call, locks per account and address. */
describe.each(DATABASE_TARGETS)('auth hardening on %s', (target) => {
  const smtp = new TestSmtpServer();
  afterAll(async () => {
    await smtp.stop();
  });
  // TRUST_PROXY lets the test speak from several client addresses (X-Forwarded-For's last entry).
  const app = useTestServer(target, async () => ({ SMTP_URL: await smtp.start(), TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '1000' }));

  const from = (address: string) => ({ 'X-Forwarded-For': address });

  it('closes the better-auth calls the app does not use: update-user, list-sessions, verify-password, …', async () => {
    const { client } = await signUp(app.url);
    for (const [method, path, body] of [
      ['POST', '/api/auth/update-user', { name: 'x'.repeat(5000), image: 'javascript:alert(1)' }],
      ['GET', '/api/auth/list-sessions', undefined],
      ['POST', '/api/auth/revoke-session', { token: 'x' }],
      ['POST', '/api/auth/verify-password', { password: 'guess' }],
      ['POST', '/api/auth/change-email', { newEmail: uniqueEmail() }],
      ['POST', '/api/auth/delete-user', {}],
      ['GET', '/api/auth/ok', undefined],
    ] as const) {
      const res = await client.request(method, path, body);
      expect(res.status, path).toBe(404);
    }
    const profile = await client.get<{ full_name?: string }>('/api/profile');
    expect(JSON.stringify(profile.body)).not.toContain('xxxxxxxxxx');
  });

  it("lists the sessions without tokens and revokes one; another user's session id is a 404", async () => {
    const { email, client } = await signUp(app.url);
    const phone = new TestClient(app.url);
    expect(
      (
        await phone.post(
          '/api/auth/sign-in/email',
          { email, password: GOOD_PASSWORD },
          { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1' },
        )
      ).status,
    ).toBe(200);
    const listed = await client.get<SessionsResponse>('/api/sessions');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(listed.body.sessions).toHaveLength(2);
    expect(listed.body.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(listed.body.sessions.map((s) => s.device)).toContain('Safari on iOS');
    const tokens = (await app.server.database.db.execute(sql`select token from session`)) as unknown as { rows: { token: string }[] };
    for (const { token } of tokens.rows) expect(JSON.stringify(listed.body)).not.toContain(token);

    const stranger = await signUp(app.url);
    const phoneSession = listed.body.sessions.find((s) => !s.current)!;
    expect((await stranger.client.request('DELETE', `/api/sessions/${phoneSession.id}`)).status).toBe(404);
    expect((await phone.get('/api/profile')).status).toBe(200);
    expect((await client.request('DELETE', `/api/sessions/${phoneSession.id}`)).status).toBe(204);
    expect((await phone.get('/api/profile')).status).toBe(401);
    expect((await client.get<SessionsResponse>('/api/sessions')).body.sessions).toHaveLength(1);
  });

  it("locks an account per address: a stranger's guesses do not lock the owner out of their own address", async () => {
    const { email } = await signUp(app.url);
    const attacker = new TestClient(app.url);
    for (let i = 0; i < 10; i += 1) {
      expect((await attacker.post('/api/auth/sign-in/email', { email, password: `guess ${i}` }, from('203.0.113.9'))).status).toBe(401);
    }
    expect((await attacker.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD }, from('203.0.113.9'))).status).toBe(429);
    const owner = new TestClient(app.url);
    expect((await owner.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD }, from('198.51.100.7'))).status).toBe(200);
  });

  it('a password reset lifts every lock of the account', async () => {
    const { email } = await signUp(app.url);
    const client = new TestClient(app.url);
    for (let i = 0; i < 11; i += 1) await client.post('/api/auth/sign-in/email', { email, password: `guess ${i}` }, from('192.0.2.1'));
    expect((await client.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD }, from('192.0.2.1'))).status).toBe(429);
    await client.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }, from('192.0.2.1'));
    const token = resetTokenFrom(await smtp.waitFor(email, /reset/i));
    expect((await client.post('/api/auth/reset-password', { token, newPassword: 'a brand new password' }, from('192.0.2.1'))).status).toBe(200);
    expect((await client.post('/api/auth/sign-in/email', { email, password: 'a brand new password' }, from('192.0.2.1'))).status).toBe(200);
  });

  it('locks change-password after 10 wrong current passwords (it checks a password too)', async () => {
    const { client } = await signUp(app.url);
    for (let i = 0; i < 10; i += 1) {
      const res = await client.post('/api/auth/change-password', { currentPassword: `guess ${i}`, newPassword: 'whatever123' }, from('192.0.2.2'));
      expect(res.status).toBe(400);
    }
    const locked = await client.post('/api/auth/change-password', { currentPassword: GOOD_PASSWORD, newPassword: 'whatever123' }, from('192.0.2.2'));
    expect(locked.status).toBe(429);
  });

  it('sends at most 5 verification emails an hour to one mailbox, whoever asks', async () => {
    const { email } = await signUp(app.url);
    const anyone = new TestClient(app.url);
    for (let i = 0; i < 8; i += 1) {
      const res = await anyone.post('/api/auth/send-verification-email', { email, callbackURL: '/dashboard' }, from(`198.18.0.${i}`));
      expect(res.status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // The sign-up's own email counts: 1 + 4 resends.
    expect(smtp.received.filter((m) => m.to.includes(email) && /verify/i.test(m.subject + m.decoded))).toHaveLength(5);
  });

  it('limits every auth call per address, reads ten times more loosely', async () => {
    const limited = await startTestServer(target, { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const client = new TestClient(limited.url);
      for (let i = 0; i < 3; i += 1) expect((await client.get('/api/auth/verify-email?token=nope')).status).not.toBe(429);
      expect((await client.get('/api/auth/verify-email?token=nope')).status).toBe(429);
      for (let i = 0; i < 30; i += 1) expect((await client.get('/api/auth/get-session')).status).toBe(200);
      expect((await client.get('/api/auth/get-session')).status).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});
