/**
 * The realtime unread count (spec 000 §2 "Notification bell", §9; docs/decisions/048-notifications-client.md).
 *
 * GET /api/notifications/stream is read with fetch rather than EventSource: EventSource hides the server's
 * `: heartbeat` comments, so a quiet but healthy stream could not be told from a dead one, and its own reconnect
 * ignores the spec's delays. Any byte (event or heartbeat) proves the stream alive; 40 s without one (30 s
 * heartbeat + 10 s timeout) ends it. A refused, failed, ended or silent stream is opened again after 1, 2, 5, then
 * every 10 s; a count received resets that sequence.
 */
import type { QueryClient } from '@tanstack/react-query';
import { analysisKeys } from '../analyses/api';
import { notificationKeys } from './api';
import { NOTIFICATIONS_STREAM_PATH, REALTIME_RECONNECT_DELAYS_MS, REALTIME_SILENCE_LIMIT_MS, UNREAD_COUNT_EVENT } from './constants';
import { reconnectDelayMs } from './reconnect';
import { SseParser } from '../../lib/sse';

export interface UnreadCountStreamOptions {
  onCount: (count: number) => void;
  /** The stream answered 401: the session is gone (the caller re-checks it; reconnects go on meanwhile). */
  onUnauthorized?: () => void;
  url?: string;
  fetchImpl?: typeof fetch;
  silenceLimitMs?: number;
  delays?: readonly number[];
}

/** `{"count":n}` → n; anything else → null (ignored). */
export function parseCountData(data: string): number | null {
  try {
    const parsed = JSON.parse(data) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { count } = parsed as { count?: unknown };
    return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
  } catch {
    return null;
  }
}

/** Opens the stream and keeps it open until the returned function is called. */
export function openUnreadCountStream(options: UnreadCountStreamOptions): () => void {
  const {
    onCount,
    onUnauthorized,
    url = NOTIFICATIONS_STREAM_PATH,
    fetchImpl = (...args: Parameters<typeof fetch>) => fetch(...args),
    silenceLimitMs = REALTIME_SILENCE_LIMIT_MS,
    delays = REALTIME_RECONNECT_DELAYS_MS,
  } = options;

  let stopped = false;
  let attempt = 0;
  let controller: AbortController | null = null;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const abort = new AbortController();
    controller = abort;
    const armSilence = () => {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(() => abort.abort(), silenceLimitMs);
    };
    const parser = new SseParser({
      onEvent: ({ event, data }) => {
        if (event !== UNREAD_COUNT_EVENT) return;
        const count = parseCountData(data);
        if (count === null) return;
        attempt = 0;
        onCount(count);
      },
    });

    try {
      // The silence limit also covers a connect that never answers.
      armSilence();
      const response = await fetchImpl(url, {
        headers: { Accept: 'text/event-stream' },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: abort.signal,
      });
      if (response.status === 401 && !stopped) onUnauthorized?.();
      const type = response.headers.get('Content-Type') ?? '';
      if (response.ok && response.body && type.startsWith('text/event-stream')) {
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value } = await reader.read();
          if (done || stopped) break;
          armSilence();
          parser.push(decoder.decode(value, { stream: true }));
        }
        await reader.cancel().catch(() => undefined);
      } else {
        await response.body?.cancel().catch(() => undefined);
      }
    } catch {
      // Network failure, or aborted (stopped or silent): either way the stream is over.
    } finally {
      clearTimeout(silenceTimer);
      if (!abort.signal.aborted) abort.abort();
    }

    if (stopped) return;
    const delay = reconnectDelayMs(attempt, delays);
    attempt += 1;
    retryTimer = setTimeout(() => void connect(), delay);
  };

  void connect();

  return () => {
    stopped = true;
    clearTimeout(silenceTimer);
    clearTimeout(retryTimer);
    controller?.abort();
  };
}

/**
 * Puts a count from the stream into the cache. When it changed, the lists are stale; when it grew, something new
 * happened — a finished analysis brings a notification — so the analyses screens refresh without waiting for
 * their poll.
 */
export async function applyUnreadCount(queryClient: QueryClient, count: number): Promise<void> {
  const key = notificationKeys.unreadCount();
  // A GET of the count still in flight was asked earlier: it must not overwrite this newer value.
  await queryClient.cancelQueries({ queryKey: key, exact: true });
  const previous = queryClient.getQueryData<number>(key);
  queryClient.setQueryData(key, count);
  if (previous === undefined || previous === count) return;
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
  if (count > previous) void queryClient.invalidateQueries({ queryKey: analysisKeys.all });
}
