import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, TestClient, signIn, signUp } from './helpers/client';
import { TEST_APP_URL, useTestServer } from './helpers/server';

/** Without SMTP_URL, emails land in DATA_DIR/outbox as .eml files and their links are logged. */
describe('email outbox mode (no SMTP_URL)', () => {
  const logLines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  // Request lines are logged at debug (docs/decisions/090): the check runs at the most verbose level.
  const app = useTestServer('pglite', {}, { logger: pino({ level: 'debug', base: undefined }, sink) });

  const outbox = () => path.join(app.dataDir, 'outbox');
  const emlFiles = () => {
    try {
      return readdirSync(outbox()).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  };

  async function waitForFiles(count: number): Promise<string[]> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const files = emlFiles();
      if (files.length >= count) return files;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`expected ${count} .eml files in the outbox`);
  }

  it('writes the reset email as an .eml file, logs its link, and the link resets the password', async () => {
    const { email } = await signUp(app.url, { name: 'Outbox User' });
    const before = (await waitForFiles(1)).length; // the verification email
    const res = await new TestClient(app.url).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(res.status).toBe(200);
    // Other emails of the sign-up may still be arriving: wait for the reset email itself, not for a count.
    let files = await waitForFiles(before + 1);
    let resetMail: string | undefined;
    for (const deadline = Date.now() + 20_000; ;) {
      resetMail = files.map((f) => readFileSync(path.join(outbox(), f), 'utf8')).find((c) => /Subject: Reset your/.test(c));
      if (resetMail || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
      files = emlFiles();
    }
    expect(resetMail).toBeDefined();
    expect(resetMail).toContain(`To: ${email}`);
    for (const f of files) expect(statSync(path.join(outbox(), f)).mode & 0o077).toBe(0);

    // The file is written first, the line that logs its link follows.
    const resetLines = () => logLines.map((l) => JSON.parse(l) as { link?: string; msg: string }).filter((l) => l.link?.includes('/reset-password?'));
    for (let tries = 0; tries < 200 && resetLines().length === 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = resetLines();
    expect(logged).toHaveLength(1);
    const link = new URL(logged[0]?.link as string);
    expect(link.origin).toBe(TEST_APP_URL);
    expect(link.searchParams.get('type')).toBe('recovery');
    const token = link.searchParams.get('access_token') as string;
    const decoded = (resetMail as string).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toContain(token);

    const reset = await new TestClient(app.url).post('/api/auth/reset-password', { token, newPassword: 'outbox new password' });
    expect(reset.status).toBe(200);
    expect((await signIn(app.url, email, GOOD_PASSWORD)).response.status).toBe(401);
    expect((await signIn(app.url, email, 'outbox new password')).response.status).toBe(200);
  });

  it('never logs passwords, cookies or query strings', async () => {
    const { client } = await signUp(app.url, { password: 'a secret passphrase' });
    await client.get('/api/profile?secret=query-value');
    const all = logLines.join('\n');
    expect(all).not.toContain('a secret passphrase');
    expect(all).not.toContain('query-value');
    expect(all).not.toMatch(/session_token/);
    const request = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.path === '/api/profile');
    expect(request).toMatchObject({ method: 'GET', status: 200, userId: expect.any(String), requestId: expect.any(String) });
    expect(typeof request?.ms).toBe('number');
  });
});
