/**
 * A server-sent events parser (the WHATWG "event stream" rules) for streams read with fetch, which (unlike
 * EventSource) lets the realtime client see every byte, the server's `: heartbeat` comments included, and so tell a live,
 * quiet stream from a dead one (docs/decisions/048-notifications-client.md). Comment lines are skipped here.
 */

export interface SseEvent {
  /** The `event:` field, 'message' when absent. */
  event: string;
  data: string;
}

export interface SseHandlers {
  onEvent: (event: SseEvent) => void;
}

export class SseParser {
  private buffer = '';
  private eventType = '';
  private data: string[] = [];
  /** The last chunk ended in '\r': a '\n' starting the next chunk belongs to the same line end. */
  private pendingCr = false;

  constructor(private readonly handlers: SseHandlers) {}

  /** Feeds decoded text; complete lines are handled at once, a partial line waits for the next chunk. */
  push(chunk: string): void {
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;

    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const char = this.buffer[i];
      if (char !== '\n' && char !== '\r') continue;
      this.line(this.buffer.slice(start, i));
      if (char === '\r') {
        if (i + 1 === this.buffer.length) this.pendingCr = true;
        else if (this.buffer[i + 1] === '\n') i++;
      }
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
  }

  private line(line: string): void {
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) return; // a comment (the heartbeat)
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') this.eventType = value;
    else if (field === 'data') this.data.push(value);
    // id and retry are not used: this client keeps its own reconnect delays and has nothing to resume.
  }

  private dispatch(): void {
    const type = this.eventType || 'message';
    const data = this.data;
    this.eventType = '';
    this.data = [];
    if (data.length === 0) return;
    this.handlers.onEvent({ event: type, data: data.join('\n') });
  }
}

/** The events of a fetch response's body (POST streams cannot use EventSource). */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: SseEvent[] = [];
  const parser = new SseParser({ onEvent: (event) => ready.push(event) });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.push(decoder.decode(value, { stream: true }));
      yield* ready.splice(0);
    }
  } finally {
    reader.releaseLock();
  }
}
