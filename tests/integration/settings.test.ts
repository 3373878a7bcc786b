import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSettings, SettingsError } from '../../src/server/env';
import { spawnServer } from './helpers/child';
import { GOOD_PASSWORD, TestClient } from './helpers/client';
import { seedPgliteDatabase } from './helpers/pglite-template';
import { startTestServer } from './helpers/server';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'credit-repair-settings-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('settings', () => {
  it('uses the contract defaults', () => {
    const dataDir = tempDir();
    const settings = buildSettings({ DATA_DIR: dataDir });
    expect(settings).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      appOrigin: 'http://localhost:3000',
      secure: false,
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      authRateLimitPerMinute: 30,
    });
    expect(settings.mailFrom).toContain('CreditFix AI');
    expect(buildSettings({ DATA_DIR: dataDir, PORT: '4100' }).appUrl).toBe('http://localhost:4100');
    expect(path.isAbsolute(buildSettings({}, dataDir).dataDir)).toBe(true);
  });

  it('generates SESSION_SECRET and ENCRYPTION_KEY once, in DATA_DIR files readable only by the owner', () => {
    const dataDir = tempDir();
    const first = buildSettings({ DATA_DIR: dataDir });
    const second = buildSettings({ DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(first.encryptionKey).toHaveLength(32);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    for (const file of ['session-secret', 'encryption-key']) {
      const full = path.join(dataDir, file);
      expect(statSync(full).mode & 0o777).toBe(0o600);
      expect(readFileSync(full, 'utf8').trim().length).toBeGreaterThan(0);
    }
    const other = buildSettings({ DATA_DIR: tempDir() });
    expect(other.sessionSecret).not.toBe(first.sessionSecret);
  });

  it('prefers secrets given in the environment', () => {
    const key = Buffer.alloc(32, 7);
    const settings = buildSettings({ DATA_DIR: tempDir(), SESSION_SECRET: 's'.repeat(40), ENCRYPTION_KEY: key.toString('hex') });
    expect(settings.sessionSecret).toBe('s'.repeat(40));
    expect(settings.encryptionKey.equals(key)).toBe(true);
    expect(buildSettings({ DATA_DIR: tempDir(), ENCRYPTION_KEY: key.toString('base64') }).encryptionKey.equals(key)).toBe(true);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['APP_URL', 'not a url'],
    ['APP_URL', 'ftp://example.com'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['SESSION_SECRET', 'short'],
    ['ENCRYPTION_KEY', 'abcd'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['AUTH_RATE_LIMIT_PER_MINUTE', '0'],
  ])('refuses %s=%s with an error naming the setting', (name, value) => {
    const attempt = () => buildSettings({ DATA_DIR: tempDir(), [name]: value });
    expect(attempt).toThrow(SettingsError);
    expect(attempt).toThrow(new RegExp(`^Invalid setting ${name}: `));
  });

  it('marks https APP_URLs secure and trusts only their origin', () => {
    const settings = buildSettings({ DATA_DIR: tempDir(), APP_URL: 'https://credit.example.com/' });
    expect(settings.secure).toBe(true);
    expect(settings.appUrl).toBe('https://credit.example.com');
    expect(settings.trustedOrigins).toEqual(['https://credit.example.com']);
  });

  it('exits with status 1 and one clear message when PORT is bad', async () => {
    const server = spawnServer({ PORT: 'not-a-port', DATA_DIR: tempDir() });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe('Invalid setting PORT: must be a port number between 0 and 65535');
  });

  it('exits with status 1 and a clear message when the port is taken', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', () => resolve()));
    const port = (busy.address() as AddressInfo).port;
    try {
      const dataDir = tempDir();
      await seedPgliteDatabase(dataDir);
      const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });

  it('with an https APP_URL: Secure cookies and HSTS', async () => {
    const app = await startTestServer('pglite', { APP_URL: 'https://credit.example.com' });
    try {
      const client = new TestClient(app.url, 'https://credit.example.com');
      const res = await client.post('/api/auth/sign-up/email', { name: 'S', email: 'secure@example.com', password: GOOD_PASSWORD });
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token')) ?? '';
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      // The plain-http loopback aliases are not trusted for an https app.
      const local = new TestClient(app.url, `http://localhost:${app.server.port}`);
      expect((await local.post('/api/auth/sign-in/email', { email: 'secure@example.com', password: GOOD_PASSWORD })).status).toBe(403);
    } finally {
      await app.stop();
    }
  });
});
