import { describe, expect, it } from 'vitest';
import { readSse, SseParser, type SseEvent } from './sse';

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const parser = new SseParser({ onEvent: (event) => events.push(event) });
  for (const chunk of chunks) parser.push(chunk);
  return { events };
}

describe('SseParser', () => {
  it('reads named events as the notifications stream sends them, skipping the heartbeat comment', () => {
    const { events } = parse(['event: unread-count\ndata: {"count":3}\n\n: heartbeat\n\nevent: unread-count\ndata: {"count":0}\n\n']);
    expect(events).toEqual([
      { event: 'unread-count', data: '{"count":3}' },
      { event: 'unread-count', data: '{"count":0}' },
    ]);
  });

  it('joins events split anywhere across chunks, including between \\r and \\n', () => {
    const text = 'event: unread-count\r\ndata: {"count":12}\r\n\r\n: heartbeat\r\n\r\n';
    const whole = parse([text]);
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual(whole);
    }
    expect(whole.events).toEqual([{ event: 'unread-count', data: '{"count":12}' }]);
  });

  it('does not dispatch an event before its blank line, nor one without data', () => {
    expect(parse(['event: unread-count\ndata: {"count":1}\n']).events).toEqual([]);
    expect(parse(['event: unread-count\n\n']).events).toEqual([]);
  });

  it('defaults the type to message, joins data lines and resets the type after each event', () => {
    const { events } = parse(['data: a\ndata:b\n\nevent: x\ndata: 1\n\ndata: 2\n\n']);
    expect(events).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'x', data: '1' },
      { event: 'message', data: '2' },
    ]);
  });

  it('accepts a lone \\r as a line end', () => {
    expect(parse(['event: unread-count\rdata: {"count":2}\r\r']).events).toEqual([{ event: 'unread-count', data: '{"count":2}' }]);
  });
});

describe('readSse', () => {
  it('yields the events of a body split anywhere, CRLF line ends included', async () => {
    const text = 'event: token\r\ndata: Hel\r\n\r\n: heartbeat\n\nevent: done\ndata: {"a":1}\ndata: x\n\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
        controller.close();
      },
    });
    const events: SseEvent[] = [];
    for await (const event of readSse(body)) events.push(event);
    expect(events).toEqual([
      { event: 'token', data: 'Hel' },
      { event: 'done', data: '{"a":1}\nx' },
    ]);
  });
});
