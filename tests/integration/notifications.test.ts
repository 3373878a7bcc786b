import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/server';
import { DATABASE_TARGETS } from './helpers/databases';
import { TestClient, signUp } from './helpers/client';
import { NotificationStream } from './helpers/notification-stream';
import { startTestServer, useTestServer } from './helpers/server';

interface NotificationBody {
  id: string;
  type: string;
  title: string;
  message: string;
  read: boolean;
  created_at: string;
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(DATABASE_TARGETS)('notifications on %s', (target) => {
  const app = useTestServer(target);
  const service = () => app.server.app.notifications.service;
  const notify = (userId: string, title: string, type = 'CREDIT_ANALYSIS_COMPLETE') =>
    service().createNotification(userId, { type, title, message: `${title} message` });

  it('answers 401 to every call when signed out, and 403 to a POST from another origin', async () => {
    const anonymous = new TestClient(app.url);
    for (const path of ['/api/notifications', '/api/notifications/unread-count', '/api/notifications/stream']) {
      const res = await anonymous.get(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await anonymous.post('/api/notifications/mark-read', { ids: [] })).status).toBe(401);
    expect((await anonymous.post('/api/notifications/mark-all-read')).status).toBe(401);

    const { client, userId } = await signUp(app.url);
    await notify(userId, 'Unread');
    const foreign = await client.post('/api/notifications/mark-all-read', {}, { Origin: 'http://evil.test' });
    expect(foreign.status).toBe(403);
    expect((await client.get('/api/notifications/unread-count')).body).toEqual({ count: 1 });
  });

  it('lists newest first, all or the latest N, and counts unread', async () => {
    const { client, userId } = await signUp(app.url);
    expect((await client.get('/api/notifications')).body).toEqual({ notifications: [] });
    expect((await client.get('/api/notifications/unread-count')).body).toEqual({ count: 0 });

    const created = [];
    for (const [title, type] of [
      ['First', 'CREDIT_ANALYSIS_COMPLETE'],
      ['Second', 'DISPUTE_STATUS_UPDATE'],
      ['Third', 'SOMETHING_ELSE'],
    ] as const) {
      created.push(await notify(userId, title, type));
    }
    const all = await client.get<{ notifications: NotificationBody[] }>('/api/notifications');
    expect(all.status).toBe(200);
    expect(all.body.notifications.map((n) => n.title)).toEqual(['Third', 'Second', 'First']);
    expect(all.body.notifications[0]).toEqual({
      id: created[2]?.id,
      type: 'SOMETHING_ELSE',
      title: 'Third',
      message: 'Third message',
      read: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const latest = await client.get<{ notifications: NotificationBody[] }>('/api/notifications?limit=2');
    expect(latest.body.notifications.map((n) => n.title)).toEqual(['Third', 'Second']);
    expect((await client.get('/api/notifications/unread-count')).body).toEqual({ count: 3 });

    for (const bad of ['0', '-1', 'abc', '1.5', '501']) {
      const res = await client.get(`/api/notifications?limit=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', fields: { limit: expect.any(String) } });
    }
  });

  it("marks read by ids, ignoring ids that are not the user's own, and never shows another user's notifications", async () => {
    const alice = await signUp(app.url);
    const bob = await signUp(app.url);
    const a1 = await notify(alice.userId, 'A1');
    const a2 = await notify(alice.userId, 'A2');
    const b1 = await notify(bob.userId, 'B1');

    const bobList = await bob.client.get<{ notifications: NotificationBody[] }>('/api/notifications');
    expect(bobList.body.notifications.map((n) => n.id)).toEqual([b1.id]);

    const res = await alice.client.post('/api/notifications/mark-read', { ids: [a1.id, b1.id, randomUUID()] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 1 });
    expect((await alice.client.get('/api/notifications/unread-count')).body).toEqual({ count: 1 });
    expect((await bob.client.get('/api/notifications/unread-count')).body).toEqual({ count: 1 });
    const list = await alice.client.get<{ notifications: NotificationBody[] }>('/api/notifications');
    expect(list.body.notifications.map((n) => [n.id, n.read])).toEqual([
      [a2.id, false],
      [a1.id, true],
    ]);

    // Already read, or only someone else's: nothing changes, and the answer is the same as for unknown ids.
    expect((await alice.client.post('/api/notifications/mark-read', { ids: [a1.id] })).body).toEqual({ updated: 0 });
    expect((await alice.client.post('/api/notifications/mark-read', { ids: [b1.id] })).body).toEqual({ updated: 0 });
    expect((await alice.client.post('/api/notifications/mark-read', { ids: [] })).body).toEqual({ updated: 0 });

    // Bob's mark-all does not touch Alice's.
    expect((await bob.client.post('/api/notifications/mark-all-read')).body).toEqual({ updated: 1 });
    expect((await alice.client.get('/api/notifications/unread-count')).body).toEqual({ count: 1 });
  });

  it('validates the mark-read body', async () => {
    const { client } = await signUp(app.url);
    const cases: unknown[] = [
      {},
      { ids: 'x' },
      { ids: ['not-an-id'] },
      { ids: [42] },
      { ids: Array.from({ length: 501 }, () => randomUUID()) },
      { ids: [], extra: true },
    ];
    for (const body of cases) {
      const res = await client.post('/api/notifications/mark-read', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const max = await client.post('/api/notifications/mark-read', { ids: Array.from({ length: 500 }, () => randomUUID()) });
    expect(max.status).toBe(200);
    expect(max.body).toEqual({ updated: 0 });
  });

  it('marks all read, and does nothing when none is unread', async () => {
    const { client, userId } = await signUp(app.url);
    await notify(userId, 'One');
    await notify(userId, 'Two');
    expect((await client.post('/api/notifications/mark-all-read')).body).toEqual({ updated: 2 });
    expect((await client.get('/api/notifications/unread-count')).body).toEqual({ count: 0 });
    expect((await client.post('/api/notifications/mark-all-read')).body).toEqual({ updated: 0 });
    const list = await client.get<{ notifications: NotificationBody[] }>('/api/notifications');
    expect(list.body.notifications.every((n) => n.read)).toBe(true);
  });

  it('streams the unread count on connect and on every change, only to its own user, and cleans up on disconnect', async () => {
    const alice = await signUp(app.url);
    const bob = await signUp(app.url);
    await notify(alice.userId, 'Before connecting');

    const streams = app.server.app.notifications.streams;
    const aliceStream = await NotificationStream.open(app.url, alice.client);
    expect(aliceStream.response.status).toBe(200);
    expect(aliceStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(aliceStream.response.headers.get('cache-control')).toBe('no-store');
    expect(aliceStream.response.headers.get('x-accel-buffering')).toBe('no');
    const bobStream = await NotificationStream.open(app.url, bob.client);
    try {
      expect(await aliceStream.nextCount()).toBe(1);
      expect(await bobStream.nextCount()).toBe(0);
      expect(streams.size).toBe(2);

      const created = await notify(alice.userId, 'Analysis done');
      expect(await aliceStream.nextCount()).toBe(2);

      expect((await alice.client.post('/api/notifications/mark-read', { ids: [created.id] })).status).toBe(200);
      expect(await aliceStream.nextCount()).toBe(1);

      // A no-op mark-all announces nothing; the next event Alice sees is the one for the real change after it.
      await alice.client.post('/api/notifications/mark-all-read');
      expect(await aliceStream.nextCount()).toBe(0);
      await alice.client.post('/api/notifications/mark-all-read');
      await notify(alice.userId, 'Task due');
      expect(await aliceStream.nextCount()).toBe(1);

      // None of Alice's changes reached Bob: his next event is his own first notification.
      await notify(bob.userId, 'For Bob');
      expect(await bobStream.nextCount()).toBe(1);
    } finally {
      aliceStream.close();
      bobStream.close();
    }
    await waitFor(() => streams.size === 0, 'the streams to be released');
  });

  it.runIf(target === 'postgres')('reaches a stream on another app instance through LISTEN/NOTIFY', async () => {
    // A second web process on the same database and settings (so sessions carry over).
    const second: RunningServer = await startServer(app.settings, { logger: app.server.logger });
    try {
      const { client, userId } = await signUp(app.url);
      const stream = await NotificationStream.open(second.url, client);
      try {
        expect(await stream.nextCount()).toBe(0);
        // The change is made by the first instance: only NOTIFY can tell the second.
        const created = await notify(userId, 'Made elsewhere');
        expect(await stream.nextCount()).toBe(1);
        await client.post('/api/notifications/mark-read', { ids: [created.id] });
        expect(await stream.nextCount()).toBe(0);
      } finally {
        stream.close();
      }
      await waitFor(() => second.app.notifications.streams.size === 0, 'the second instance to release the stream');
    } finally {
      await second.close();
    }
  });

  it.runIf(target === 'postgres')('listens again after losing its LISTEN connection, and re-sends the count', async () => {
    const { client, userId } = await signUp(app.url);
    const stream = await NotificationStream.open(app.url, client);
    const admin = new pg.Client({ connectionString: app.settings.databaseUrl });
    await admin.connect();
    try {
      expect(await stream.nextCount()).toBe(0);
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
      );
      expect(killed.rowCount).toBe(1);
      // Made while the listener may be down: its NOTIFY can be lost, so the reconnect re-sends every count.
      await notify(userId, 'While reconnecting');
      expect(await stream.nextCount()).toBe(1);
      const relistened = async () =>
        (await admin.query(`select 1 from pg_stat_activity where datname = current_database() and query ilike 'listen %'`)).rowCount === 1;
      const deadline = Date.now() + 15_000;
      while (!(await relistened())) {
        if (Date.now() > deadline) throw new Error('the listener did not come back');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await notify(userId, 'After reconnecting');
      expect(await stream.nextCount()).toBe(2);
    } finally {
      stream.close();
      await admin.end();
    }
  });
});

describe.each(DATABASE_TARGETS)('notification streams at shutdown on %s', (target) => {
  it('ends open streams so shutdown does not wait for the timeout', async () => {
    const app = await startTestServer(target, { SHUTDOWN_TIMEOUT_MS: '20000' });
    try {
      const { client } = await signUp(app.url);
      const stream = await NotificationStream.open(app.url, client);
      expect(await stream.nextCount()).toBe(0);
      const started = Date.now();
      await app.server.close();
      expect(Date.now() - started).toBeLessThan(5000);
      await stream.waitForEnd();
    } finally {
      await app.stop();
    }
  });
});
