import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signUp, TestClient, uniqueEmail } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';
import { resetTokenFrom, TestSmtpServer } from './helpers/smtp';

interface ErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** issue 22 item 4: one password policy at sign-up, reset and change (docs/decisions/154, NIST SP 800-63B). */
describe('password policy', () => {
  let smtp: TestSmtpServer;
  let app: TestServer;

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    app = await startTestServer('pglite', { SMTP_URL: await smtp.start() });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
  });

  const signUpWith = (password: string, email = uniqueEmail('policy'), name = 'Pat Example') =>
    new TestClient(app.url).post<ErrorBody>('/api/auth/sign-up/email', { name, email, password });

  it.each([
    ['a common password', 'password', /common/i],
    ['a run of digits', '12345678', /common|guess/i],
    ['eight spaces', '        ', /space/i],
    ['a repeated character', 'aaaaaaaaaa', /guess|repeat/i],
    ['a common password in capitals', 'Qwerty123', /common/i],
  ])('sign-up refuses %s with 400 WEAK_PASSWORD and a clear message', async (_label, password, message) => {
    const res = await signUpWith(password);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'WEAK_PASSWORD', message: expect.stringMatching(message) });
    expect(res.body.fields?.password).toBe(res.body.message);
  });

  it('sign-up refuses the email itself and the name', async () => {
    const email = uniqueEmail('self');
    const sameAsEmail = await signUpWith(email.toUpperCase(), email);
    expect(sameAsEmail.status).toBe(400);
    expect(sameAsEmail.body).toMatchObject({ code: 'WEAK_PASSWORD', message: expect.stringMatching(/email/i) });
    const sameAsName = await signUpWith('Alexandra Example', uniqueEmail('name'), 'Alexandra Example');
    expect(sameAsName.status).toBe(400);
    expect(sameAsName.body.message).toMatch(/name/i);
  });

  it('change-password holds the same minimum of 8 and the same list', async () => {
    const { client } = await signUp(app.url);
    const six = await client.post<ErrorBody>('/api/auth/change-password', { currentPassword: GOOD_PASSWORD, newPassword: 'sixsix' });
    expect(six.status).toBe(400);
    expect(six.body).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: 'Password must be at least 8 characters' });
    const common = await client.post<ErrorBody>('/api/auth/change-password', { currentPassword: GOOD_PASSWORD, newPassword: 'iloveyou' });
    expect(common.status).toBe(400);
    expect(common.body.code).toBe('WEAK_PASSWORD');
    const ok = await client.post('/api/auth/change-password', { currentPassword: GOOD_PASSWORD, newPassword: 'plum tree in winter' });
    expect(ok.status).toBe(200);
  });

  it('reset-password holds the same policy', async () => {
    const { email } = await signUp(app.url);
    await new TestClient(app.url).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const token = resetTokenFrom(await smtp.waitFor(email, /Reset your/));
    const weak = await new TestClient(app.url).post<ErrorBody>('/api/auth/reset-password', { token, newPassword: email });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ code: 'WEAK_PASSWORD', fields: { newPassword: expect.any(String) } });
    const ok = await new TestClient(app.url).post('/api/auth/reset-password', { token, newPassword: 'a reset passphrase' });
    expect(ok.status).toBe(200);
  });
});
