/**
 * A local HTTP server answering as OpenAI's Chat Completions API does (POST /v1/chat/completions, streaming chunks
 * ending in `data: [DONE]`, usage when asked, error bodies) — the protocol llama.cpp, vLLM and Ollama speak too.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pieces, type Reply } from './anthropic';
import { defaultAnswer } from './model-answers';

export interface ChatCompletionRequest {
  model: string;
  max_tokens?: number;
  messages: { role: string; content: string }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}

export interface FakeOpenAiServer {
  url: string;
  requests: { body: ChatCompletionRequest; headers: IncomingMessage['headers'] }[];
  respond(reply: ((body: ChatCompletionRequest) => Reply) | null): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(res: ServerResponse, model: string, delta: object, finish: string | null) {
  res.write(`data: ${JSON.stringify({ id: 'chatcmpl-local', object: 'chat.completion.chunk', created: 1_700_000_000, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
}

export async function startOpenAiServer(port = 0): Promise<FakeOpenAiServer> {
  const requests: FakeOpenAiServer['requests'] = [];
  let script: ((body: ChatCompletionRequest) => Reply) | null = null;
  const open = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/chat/completions') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
        return;
      }
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionRequest;
      requests.push({ body, headers: req.headers });
      open.add(res);
      let closed = false;
      res.on('close', () => {
        closed = true;
        open.delete(res);
      });
      const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
      const question = body.messages.at(-1)?.content ?? '';
      const reply = script?.(body) ?? { kind: 'text', text: defaultAnswer(system, question) };
      const usage = (text: string) => ({ prompt_tokens: Math.ceil(JSON.stringify(body.messages).length / 4), completion_tokens: Math.ceil(text.length / 4), total_tokens: 0 });
      switch (reply.kind) {
        case 'error':
          res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: reply.message ?? 'Server error', type: reply.type ?? 'server_error' } }));
          return;
        case 'malformed':
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          res.write('data: {"id":"chatcmpl-local","choices":[{"delta":{"content":\n\n');
          res.end();
          return;
        case 'hang':
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          return;
        case 'text':
          if (!body.stream) {
            res.writeHead(200, { 'Content-Type': 'application/json' }).end(
              JSON.stringify({ id: 'chatcmpl-local', object: 'chat.completion', created: 1_700_000_000, model: body.model, choices: [{ index: 0, message: { role: 'assistant', content: reply.text }, finish_reason: 'stop' }], usage: usage(reply.text) }),
            );
            return;
          }
          res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
          chunk(res, body.model, { role: 'assistant', content: '' }, null);
          if (reply.firstDelayMs) await sleep(reply.firstDelayMs);
          for (const piece of pieces(reply.text)) {
            if (closed) return;
            chunk(res, body.model, { content: piece }, null);
            if (reply.pieceDelayMs) await sleep(reply.pieceDelayMs);
          }
          chunk(res, body.model, {}, 'stop');
          if (body.stream_options?.include_usage) {
            res.write(`data: ${JSON.stringify({ id: 'chatcmpl-local', object: 'chat.completion.chunk', created: 1_700_000_000, model: body.model, choices: [], usage: usage(reply.text) })}\n\n`);
          }
          res.write('data: [DONE]\n\n');
          res.end();
      }
    })().catch(() => {
      if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Invalid JSON body', type: 'invalid_request_error' } }));
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
