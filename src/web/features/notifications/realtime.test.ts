import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from './api';
import { applyUnreadCount, openUnreadCountStream, parseCountData } from './realtime';

/** A fake server for the stream: each fetch is one connection the test writes to, ends or refuses. */
function fakeStreamServer() {
  const encoder = new TextEncoder();
  const connections: { send: (text: string) => void; end: () => void; signal: AbortSignal }[] = [];
  let refuseWith: number | null = null;
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const signal = init?.signal as AbortSignal;
    if (refuseWith !== null) return new Response(JSON.stringify({ code: 'X' }), { status: refuseWith, headers: { 'Content-Type': 'application/json' } });
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    connections.push({ send: (text) => controller.enqueue(encoder.encode(text)), end: () => controller.close(), signal });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  return {
    fetchImpl: fetchImpl as unknown as typeof fetch,
    calls: () => fetchImpl.mock.calls.length,
    connections,
    refuse: (status: number | null) => void (refuseWith = status),
    last: () => connections[connections.length - 1]!,
  };
}

const count = (n: number) => `event: unread-count\ndata: {"count":${n}}\n\n`;

describe('openUnreadCountStream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports each unread-count event and ignores heartbeats, other events and bad data', async () => {
    const server = fakeStreamServer();
    const onCount = vi.fn();
    const stop = openUnreadCountStream({ onCount, fetchImpl: server.fetchImpl });
    await vi.advanceTimersByTimeAsync(0);
    server.last().send(count(3));
    server.last().send(': heartbeat\n\nevent: other\ndata: {"count":9}\n\nevent: unread-count\ndata: nonsense\n\n');
    server.last().send('event: unread-count\ndata: {"cou');
    server.last().send('nt":0}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(onCount.mock.calls).toEqual([[3], [0]]);
    const [url, init] = (server.fetchImpl as unknown as ReturnType<typeof vi.fn>).mock.calls[0]!;
    expect(url).toBe('/api/notifications/stream');
    expect(init).toMatchObject({ credentials: 'same-origin', headers: { Accept: 'text/event-stream' } });
    stop();
  });

  it('reconnects after 1, 2, 5, then every 10 s while the server refuses', async () => {
    const server = fakeStreamServer();
    server.refuse(503);
    const stop = openUnreadCountStream({ onCount: vi.fn(), fetchImpl: server.fetchImpl });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls()).toBe(1);
    for (const delay of [1_000, 2_000, 5_000, 10_000, 10_000]) {
      const before = server.calls();
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(server.calls()).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.calls()).toBe(before + 1);
    }
    stop();
  });

  it('starts the delays again from 1 s once a stream delivered a count', async () => {
    const server = fakeStreamServer();
    server.refuse(503);
    const stop = openUnreadCountStream({ onCount: vi.fn(), fetchImpl: server.fetchImpl });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1_000 + 2_000);
    expect(server.calls()).toBe(3);
    server.refuse(null);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.calls()).toBe(4);
    server.last().send(count(1));
    server.last().end(); // the server shut down
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls()).toBe(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls()).toBe(5);
    stop();
  });

  it('keeps a stream that hears heartbeats, and drops one silent for 40 s, then reconnects', async () => {
    const server = fakeStreamServer();
    const stop = openUnreadCountStream({ onCount: vi.fn(), fetchImpl: server.fetchImpl });
    await vi.advanceTimersByTimeAsync(0);
    const first = server.last();
    first.send(count(0));
    await vi.advanceTimersByTimeAsync(30_000);
    first.send(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(30_000);
    first.send(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(39_999);
    expect(first.signal.aborted).toBe(false);
    expect(server.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls()).toBe(2);
    stop();
  });

  it('tells about a 401 and keeps trying', async () => {
    const server = fakeStreamServer();
    server.refuse(401);
    const onUnauthorized = vi.fn();
    const stop = openUnreadCountStream({ onCount: vi.fn(), onUnauthorized, fetchImpl: server.fetchImpl });
    await vi.advanceTimersByTimeAsync(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls()).toBe(2);
    stop();
  });

  it('closes the stream on stop and never reconnects', async () => {
    const server = fakeStreamServer();
    const onCount = vi.fn();
    const stop = openUnreadCountStream({ onCount, fetchImpl: server.fetchImpl });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(server.last().signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls()).toBe(1);
    expect(onCount).not.toHaveBeenCalled();
  });
});

describe('parseCountData', () => {
  it('accepts only a non-negative whole count', () => {
    expect(parseCountData('{"count":4}')).toBe(4);
    for (const bad of ['{"count":-1}', '{"count":1.5}', '{"count":"2"}', 'null', '{']) expect(parseCountData(bad)).toBeNull();
  });
});

describe('applyUnreadCount', () => {
  function setup(initial?: number) {
    const queryClient = new QueryClient();
    if (initial !== undefined) queryClient.setQueryData(notificationKeys.unreadCount(), initial);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    return { queryClient, invalidated };
  }

  it('stores the first count without refreshing anything', async () => {
    const { queryClient, invalidated } = setup();
    await applyUnreadCount(queryClient, 2);
    expect(queryClient.getQueryData(notificationKeys.unreadCount())).toBe(2);
    expect(invalidated()).toEqual([]);
  });

  it('refreshes nothing when the count is unchanged', async () => {
    const { queryClient, invalidated } = setup(2);
    await applyUnreadCount(queryClient, 2);
    expect(invalidated()).toEqual([]);
  });

  it('refreshes the lists when the count falls, and the analyses too when it grows', async () => {
    const { queryClient, invalidated } = setup(2);
    await applyUnreadCount(queryClient, 1);
    expect(invalidated()).toEqual([['notifications', 'list']]);
    await applyUnreadCount(queryClient, 4);
    expect(invalidated()).toEqual([['notifications', 'list'], ['notifications', 'list'], ['analyses']]);
    expect(queryClient.getQueryData(notificationKeys.unreadCount())).toBe(4);
  });

  it('is not overwritten by an older count request still in flight', async () => {
    const { queryClient } = setup();
    let answer!: (n: number) => void;
    void queryClient.fetchQuery({ queryKey: notificationKeys.unreadCount(), queryFn: () => new Promise<number>((r) => (answer = r)) }).catch(() => undefined);
    await applyUnreadCount(queryClient, 5);
    answer(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(notificationKeys.unreadCount())).toBe(5);
  });
});
