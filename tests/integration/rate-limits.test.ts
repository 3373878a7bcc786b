import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../../src/common/auth';
import { DATABASE_TARGETS } from './helpers/databases';
import { GOOD_PASSWORD, TestClient, signIn, signUp, uniqueEmail } from './helpers/client';
import { useTestServer } from './helpers/server';

const PER_ADDRESS = 12;

function expectTooMany(res: { status: number; headers: Headers; body: unknown }, maxSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_ATTEMPTS_MESSAGE });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe.each(DATABASE_TARGETS)('rate limits on %s', (target) => {
  const app = useTestServer(target, { AUTH_RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS) });

  const clearAddressCounters = () => app.server.database.db.execute(sql`delete from rate_limits where key like 'address:%'`);

  it('locks an account for the rest of the window after 10 failed sign-ins', async () => {
    await clearAddressCounters();
    const { email } = await signUp(app.url);
    const other = await signUp(app.url);
    for (let i = 0; i < 10; i += 1) {
      const { response } = await signIn(app.url, i % 2 === 0 ? email : email.toUpperCase(), `wrong password ${i}`);
      expect(response.status).toBe(401);
    }
    // Even the right password is refused while the account is locked.
    const locked = await signIn(app.url, email, GOOD_PASSWORD);
    expectTooMany(locked.response, 15 * 60);
    expect(locked.client.hasSession()).toBe(false);
    // Other accounts are not affected.
    expect((await signIn(app.url, other.email, GOOD_PASSWORD)).response.status).toBe(200);

    // When the window has passed, the right password works again.
    await app.server.database.db.execute(sql`update rate_limits set window_start = now() - interval '16 minutes' where key like 'sign-in:%'`);
    await clearAddressCounters();
    expect((await signIn(app.url, email, GOOD_PASSWORD)).response.status).toBe(200);
  });

  it("a successful sign-in clears the account's failures", async () => {
    await clearAddressCounters();
    const { email } = await signUp(app.url);
    for (let i = 0; i < 9; i += 1) expect((await signIn(app.url, email, 'wrong password')).response.status).toBe(401);
    expect((await signIn(app.url, email, GOOD_PASSWORD)).response.status).toBe(200);
    // The success cleared the failures (not merely gave its own attempt back): two more wrong tries are
    // still answered 401; without the clearing the second would be the eleventh and locked.
    for (let i = 0; i < 2; i += 1) expect((await signIn(app.url, email, 'wrong password')).response.status).toBe(401);
  });

  it('limits each client address per minute, and X-Forwarded-For does not get around it', async () => {
    await clearAddressCounters();
    const client = new TestClient(app.url);
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      const res = await client.post(
        '/api/auth/request-password-reset',
        { email: uniqueEmail('flood'), redirectTo: '/reset-password' },
        {
          'X-Forwarded-For': `10.0.0.${i}`,
        },
      );
      expect(res.status).toBe(200);
    }
    const blocked = await client.post(
      '/api/auth/request-password-reset',
      { email: uniqueEmail('flood'), redirectTo: '/reset-password' },
      {
        'X-Forwarded-For': '10.9.9.9',
      },
    );
    expectTooMany(blocked, 60);

    // Each call has its own counter: sign-up from the same address still works.
    const signUpRes = await client.post('/api/auth/sign-up/email', { name: 'N', email: uniqueEmail(), password: GOOD_PASSWORD });
    expect(signUpRes.status).toBe(200);

    // Reading the session or the profile is never limited.
    for (let i = 0; i < PER_ADDRESS + 3; i += 1) expect((await client.get('/api/auth/get-session')).status).toBe(200);
  });

  it('sends at most 5 reset emails an hour to one mailbox, with an unchanged answer', async () => {
    await clearAddressCounters();
    const { email } = await signUp(app.url);
    const client = new TestClient(app.url);
    const answers = [];
    for (let i = 0; i < 7; i += 1) {
      answers.push(await client.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }));
    }
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0]?.body);
    }
    // Verification rows of reset tokens: one per email actually sent.
    const rows = (await app.server.database.db.execute(
      sql`select count(*)::int as n from verification v join "user" u on u.id = v.value where u.email = ${email}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows.rows[0]?.n).toBe(5);
  });

  it('limits sign-up, reset-password and change-password per address too', async () => {
    await clearAddressCounters();
    const client = new TestClient(app.url);
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      expect((await client.post('/api/auth/reset-password', { token: `nope-${i}`, newPassword: 'long enough pass' })).status).toBe(400);
    }
    expectTooMany(await client.post('/api/auth/reset-password', { token: 'nope', newPassword: 'long enough pass' }), 60);

    for (let i = 0; i < PER_ADDRESS; i += 1) {
      expect((await client.post('/api/auth/sign-up/email', { name: 'N', email: 'bad-email' + i, password: GOOD_PASSWORD })).status).toBe(400);
    }
    expectTooMany(await client.post('/api/auth/sign-up/email', { name: 'N', email: uniqueEmail(), password: GOOD_PASSWORD }), 60);

    for (let i = 0; i < PER_ADDRESS; i += 1) {
      expect((await client.post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'yyyyyyyy' })).status).toBe(401);
    }
    expectTooMany(await client.post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'yyyyyyyy' }), 60);
  });
});
