/**
 * GET /api/notifications/stream: server-sent events carrying the signed-in user's unread count — once on connect
 * and again whenever their notifications change — with a comment line as heartbeat. Open streams are tracked so
 * shutdown can end them; otherwise they would hold the HTTP server open until the shutdown timeout.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Logger } from '../../logger';
import type { NotificationBus } from './bus';
import type { NotificationService } from './notification-service';

/** The spec's realtime heartbeat. */
export const STREAM_HEARTBEAT_MS = 30_000;
export const UNREAD_COUNT_EVENT = 'unread-count';

export class NotificationStreams {
  private readonly open = new Set<() => void>();
  private closing = false;

  constructor(
    private readonly service: NotificationService,
    private readonly bus: NotificationBus,
    private readonly logger: Logger,
    private readonly heartbeatMs: number = STREAM_HEARTBEAT_MS,
  ) {}

  /** Streams open right now. */
  get size(): number {
    return this.open.size;
  }

  respond(c: Context, userId: string): Response {
    c.header('X-Accel-Buffering', 'no');
    const response = streamSSE(c, async (stream) => {
      let finished = false;
      let end = () => {};
      const ended = new Promise<void>((resolve) => {
        end = () => {
          finished = true;
          resolve();
        };
      });
      this.open.add(end);
      stream.onAbort(end);
      if (this.closing) end();

      // Count reads run one at a time; changes heard meanwhile cause one more read, so the last count sent is current.
      let reading = false;
      let readAgain = false;
      const sendCount = async () => {
        if (reading) {
          readAgain = true;
          return;
        }
        reading = true;
        try {
          do {
            readAgain = false;
            const count = await this.service.unreadCount(userId);
            if (finished || stream.closed || stream.aborted) return;
            await stream.writeSSE({ event: UNREAD_COUNT_EVENT, data: JSON.stringify({ count }) });
          } while (readAgain);
        } catch (error) {
          this.logger.warn({ err: error }, 'notification stream: count failed');
          end();
        } finally {
          reading = false;
        }
      };

      // Subscribe before the first read so a change between the two is not missed.
      const unsubscribe = this.bus.subscribe(userId, () => void sendCount());
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), this.heartbeatMs);
      try {
        await this.bus.ready();
        if (!finished) await sendCount();
        await ended;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
        this.open.delete(end);
      }
    });
    // streamSSE sets no-cache; an event stream of personal counts is never stored either.
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }

  /** Ends every open stream and refuses new ones. */
  closeAll(): void {
    this.closing = true;
    for (const end of this.open) end();
  }
}
