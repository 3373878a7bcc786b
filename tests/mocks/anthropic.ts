/**
 * A local HTTP server answering as Anthropic's Messages API does (POST /v1/messages, streaming server-sent events
 * and plain JSON, error bodies), for the provider tests, the browser journey and `npm run bench:ai`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultAnswer } from './model-answers';

export interface MessagesRequest {
  model: string;
  max_tokens: number;
  system?: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
}

/** How to answer one request: text in pieces, an HTTP error, a broken stream, or never. */
export type Reply =
  | { kind: 'text'; text: string; pieceDelayMs?: number; firstDelayMs?: number }
  | { kind: 'error'; status: number; type?: string; message?: string }
  | { kind: 'malformed' }
  | { kind: 'hang' };

export interface FakeModelServer {
  url: string;
  requests: { body: MessagesRequest; headers: IncomingMessage['headers'] }[];
  /** Replaces how the next requests are answered (default: the grounded answers of model-answers.ts). */
  respond(reply: ((body: MessagesRequest) => Reply) | null): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The text in pieces of about 3 words, as models stream. */
export function pieces(text: string): string[] {
  return text.match(/\S+\s*\S*\s*\S*\s*|\s+/g) ?? [text];
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function sse(res: ServerResponse, event: string, data: unknown) {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

async function streamText(res: ServerResponse, body: MessagesRequest, reply: Extract<Reply, { kind: 'text' }>, closed: () => boolean) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', 'request-id': 'req_local' });
  const inputTokens = Math.ceil(JSON.stringify(body).length / 4);
  sse(res, 'message_start', {
    type: 'message_start',
    message: { id: 'msg_local', type: 'message', role: 'assistant', content: [], model: body.model, stop_reason: null, stop_sequence: null, usage: { input_tokens: inputTokens, output_tokens: 1 } },
  });
  sse(res, 'content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
  sse(res, 'ping', { type: 'ping' });
  if (reply.firstDelayMs) await sleep(reply.firstDelayMs);
  for (const piece of pieces(reply.text)) {
    if (closed()) return;
    sse(res, 'content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: piece } });
    if (reply.pieceDelayMs) await sleep(reply.pieceDelayMs);
  }
  sse(res, 'content_block_stop', { type: 'content_block_stop', index: 0 });
  sse(res, 'message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: Math.ceil(reply.text.length / 4) } });
  sse(res, 'message_stop', { type: 'message_stop' });
  res.end();
}

export async function startAnthropicServer(port = 0): Promise<FakeModelServer> {
  const requests: FakeModelServer['requests'] = [];
  let script: ((body: MessagesRequest) => Reply) | null = null;
  const open = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/messages') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: 'Not found' } }));
        return;
      }
      // The SDK sends the key as `authorization: Bearer …` (1.x) or `x-api-key` (older releases).
      if (!req.headers['x-api-key'] && !/^Bearer \S+/.test(req.headers.authorization ?? '')) {
        res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } }));
        return;
      }
      const body = (await readJson(req)) as MessagesRequest;
      requests.push({ body, headers: req.headers });
      open.add(res);
      let closed = false;
      res.on('close', () => {
        closed = true;
        open.delete(res);
      });
      const question = body.messages.at(-1)?.content ?? '';
      const reply = script?.(body) ?? { kind: 'text', text: defaultAnswer(body.system ?? '', question) };
      switch (reply.kind) {
        case 'error':
          res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(
            JSON.stringify({ type: 'error', error: { type: reply.type ?? 'api_error', message: reply.message ?? 'Internal server error' } }),
          );
          return;
        case 'malformed':
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          res.write('event: message_start\ndata: {"type":"message_start","message":{"id":\n\n');
          res.end();
          return;
        case 'hang':
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          return;
        case 'text':
          if (body.stream) await streamText(res, body, reply, () => closed);
          else {
            res.writeHead(200, { 'Content-Type': 'application/json' }).end(
              JSON.stringify({
                id: 'msg_local',
                type: 'message',
                role: 'assistant',
                model: body.model,
                content: [{ type: 'text', text: reply.text }],
                stop_reason: 'end_turn',
                stop_sequence: null,
                usage: { input_tokens: Math.ceil(JSON.stringify(body).length / 4), output_tokens: Math.ceil(reply.text.length / 4) },
              }),
            );
          }
      }
    })().catch(() => {
      if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message: 'Invalid JSON body' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    respond(reply) {
      script = reply;
    },
    async close() {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
