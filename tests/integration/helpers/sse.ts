/**
 * The one server-sent events reader of the tests: a fetch response body read with the web app's own parser
 * (src/web/lib/sse.ts), so the tests see the events exactly as the browser does.
 */
import { SseParser, type SseEvent } from '../../../src/web/lib/sse';

export type { SseEvent };

/** Yields the events of the stream as they arrive, until it ends (or its request is aborted). */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const events: SseEvent[] = [];
  const parser = new SseParser({ onEvent: (event) => events.push(event) });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.push(decoder.decode(value, { stream: true }));
      while (events.length > 0) yield events.shift()!;
    }
  } finally {
    reader.releaseLock();
  }
}
