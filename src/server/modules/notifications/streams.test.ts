import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { InProcessNotificationBus } from './bus';
import type { NotificationService } from './notification-service';
import { NotificationStreams } from './streams';

function setup(heartbeatMs: number) {
  const counts = new Map<string, number>([['u1', 3]]);
  const service = { unreadCount: (userId: string) => Promise.resolve(counts.get(userId) ?? 0) } as unknown as NotificationService;
  const bus = new InProcessNotificationBus();
  const streams = new NotificationStreams(service, bus, createLogger('silent'), heartbeatMs);
  const app = new Hono();
  app.get('/stream/:user', (c) => streams.respond(c, c.req.param('user')));
  return { app, bus, streams, counts };
}

/** Reads the body until `done(text so far)` holds or the stream ends. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, done: (text: string) => boolean, seen = { text: '' }) {
  const decoder = new TextDecoder();
  while (!done(seen.text)) {
    const { value, done: ended } = await reader.read();
    if (ended) return { ...seen, ended: true };
    seen.text += decoder.decode(value, { stream: true });
  }
  return { ...seen, ended: false };
}

describe('NotificationStreams', () => {
  it('sends the count on connect, on changes, a heartbeat comment, and ends at closeAll', async () => {
    const { app, bus, streams, counts } = setup(40);
    const res = await app.request('/stream/u1');
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const seen = { text: '' };
    await readUntil(reader, (t) => t.includes('event: unread-count\ndata: {"count":3}\n\n'), seen);
    expect(streams.size).toBe(1);

    counts.set('u1', 4);
    bus.committed('u2');
    bus.committed('u1');
    await readUntil(reader, (t) => t.includes('data: {"count":4}'), seen);
    expect(seen.text).not.toContain('"count":0');

    await readUntil(reader, (t) => t.includes(': heartbeat\n\n'), seen);

    streams.closeAll();
    const end = await readUntil(reader, () => false, seen);
    expect(end.ended).toBe(true);
    expect(streams.size).toBe(0);

    // After closeAll a new stream ends at once.
    const late = await app.request('/stream/u1');
    const lateEnd = await readUntil((late.body as ReadableStream<Uint8Array>).getReader(), () => false);
    expect(lateEnd.ended).toBe(true);
  });

  it('releases the subscription when the client goes away', async () => {
    const { app, streams } = setup(30_000);
    const res = await app.request('/stream/u1');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await readUntil(reader, (t) => t.includes('"count":3'));
    expect(streams.size).toBe(1);
    await reader.cancel();
    for (let i = 0; i < 50 && streams.size > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(streams.size).toBe(0);
  });
});
