import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, waitForHealth, type ChildServer } from './helpers/child';
import { TestClient, signUp } from './helpers/client';
import { seedPgliteDatabase } from './helpers/pglite-template';

interface Profile {
  address: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a PATCH whose body arrives in two parts, so the request is certainly in flight on the server while
 * the test sends SIGTERM. Returns a function that sends the rest and resolves with the status.
 */
function startSlowPatch(base: string, origin: string, cookie: string, body: string) {
  const payload = Buffer.from(body);
  const url = new URL('/api/profile', base);
  let resolveStatus: (status: number) => void;
  let rejectStatus: (error: Error) => void;
  const status = new Promise<number>((resolve, reject) => {
    resolveStatus = resolve;
    rejectStatus = reject;
  });
  const request = http.request(
    url,
    {
      method: 'PATCH',
      agent: false,
      headers: { Origin: origin, Cookie: cookie, 'Content-Type': 'application/json', 'Content-Length': payload.length },
    },
    (response) => {
      response.resume();
      response.on('end', () => resolveStatus(response.statusCode ?? 0));
    },
  );
  request.on('error', (error) => rejectStatus(error));
  request.write(payload.subarray(0, 5));
  return () => {
    request.end(payload.subarray(5));
    return status;
  };
}

/**
 * The real server on PGlite is stopped with SIGTERM in the middle of a stream of profile updates. Every update
 * that was answered 2xx must still be there after a restart on the same DATA_DIR.
 */
describe('graceful shutdown and restart on PGlite', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-restart-'));
  const children: ChildServer[] = [];

  afterAll(() => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start() {
    const port = await freePort();
    const appUrl = `http://localhost:${port}`;
    const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, APP_URL: appUrl, LOG_LEVEL: 'warn' });
    children.push(server);
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, server);
    return { server, base, appUrl };
  }

  it('keeps every acknowledged update across SIGTERM and restart, and exits 0', async () => {
    await seedPgliteDatabase(dataDir);
    const first = await start();
    // A second server on the same embedded database is refused while the first runs.
    const intruder = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    children.push(intruder);
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain('is in use by another server');

    const slowUser = await signUp(first.base, { name: 'Slow writer', origin: first.appUrl });
    const users = await Promise.all(
      [0, 1, 2].map(async (i) => {
        const user = await signUp(first.base, { name: `Writer ${i}`, origin: first.appUrl });
        return { ...user, lastAcked: -1, lastSent: -1 };
      }),
    );

    const writers = users.map(async (user) => {
      const { client } = user;
      for (let i = 0; i < 10_000; i += 1) {
        user.lastSent = i;
        try {
          const res = await client.patch('/api/profile', { address: `update ${i}` });
          if (res.status !== 200) break;
          user.lastAcked = i;
        } catch {
          break; // connection refused or closed: the server is going away
        }
      }
    });

    // Let some updates through, then stop the server while writers are still busy and one request is
    // half-sent: it must still be answered, and its update kept.
    const finishSlow = startSlowPatch(first.base, first.appUrl, slowUser.client.cookieHeader(), JSON.stringify({ address: 'slow request' }));
    while (users.some((u) => u.lastAcked < 5)) await sleep(20);
    await sleep(200);
    first.server.child.kill('SIGTERM');
    await sleep(300);
    expect(await finishSlow()).toBe(200);
    await Promise.all(writers);
    expect(await first.server.exited).toBe(0);
    for (const user of users) expect(user.lastAcked).toBeGreaterThanOrEqual(5);

    const second = await start();
    for (const user of users) {
      const client = new TestClient(second.base, second.appUrl);
      const signIn = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
      expect(signIn.status).toBe(200);
      const profile = await client.get<Profile>('/api/profile');
      expect(profile.status).toBe(200);
      const stored = Number(/^update (\d+)$/.exec(profile.body.address ?? '')?.[1] ?? -1);
      // Nothing acknowledged is lost; at most the one request in flight at the signal may have landed too.
      expect(stored).toBeGreaterThanOrEqual(user.lastAcked);
      expect(stored).toBeLessThanOrEqual(user.lastSent);
    }

    const slowClient = new TestClient(second.base, second.appUrl);
    expect((await slowClient.post('/api/auth/sign-in/email', { email: slowUser.email, password: slowUser.password })).status).toBe(200);
    expect((await slowClient.get<Profile>('/api/profile')).body.address).toBe('slow request');

    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
  }, 240_000);
});
