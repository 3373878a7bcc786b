/** GET /api/notifications/stream read with fetch, as the browser holds it, and its `unread-count` events. */
import type { TestClient } from './client';
import { readSse, type SseEvent } from './sse';

export class NotificationStream {
  readonly events: SseEvent[] = [];
  private readonly waiters = new Set<() => void>();
  private consumed = 0;
  ended = false;

  private constructor(
    readonly response: Response,
    private readonly controller: AbortController,
  ) {}

  static async open(base: string, client: TestClient): Promise<NotificationStream> {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/notifications/stream`, {
      headers: { Cookie: client.cookieHeader(), Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const stream = new NotificationStream(response, controller);
    if (response.ok) void stream.pump();
    return stream;
  }

  private async pump(): Promise<void> {
    if (!this.response.body) return;
    try {
      for await (const event of readSse(this.response.body)) {
        this.events.push(event);
        this.wake();
      }
    } catch {
      // aborted by the test
    }
    this.ended = true;
    this.wake();
  }

  private wake(): void {
    for (const waiter of this.waiters) waiter();
  }

  private async until(done: () => boolean, what: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; events so far: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.waiters.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.waiters.clear();
    }
  }

  private counts(): number[] {
    return this.events.filter((e) => e.event === 'unread-count').map((e) => (JSON.parse(e.data) as { count: number }).count);
  }

  /** The next unread-count event not yet taken. */
  async nextCount(timeoutMs = 10_000): Promise<number> {
    const pending = () => this.events.slice(this.consumed).findIndex((e) => e.event === 'unread-count');
    await this.until(() => pending() >= 0, 'an unread-count event', timeoutMs);
    const index = this.consumed + pending();
    this.consumed = index + 1;
    const event = this.events[index] as SseEvent;
    return (JSON.parse(event.data) as { count: number }).count;
  }

  /** Waits until some unread-count event (taken or not) has carried `count`. */
  async waitForCount(count: number, timeoutMs = 30_000): Promise<void> {
    await this.until(() => this.counts().includes(count), `unread-count ${count}`, timeoutMs);
  }

  async waitForEnd(timeoutMs = 10_000): Promise<void> {
    await this.until(() => this.ended, 'the stream to end', timeoutMs);
  }

  close(): void {
    this.controller.abort();
  }
}
