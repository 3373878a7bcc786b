/**
 * A local HTTP server answering as OpenAI's Chat Completions API does (POST /v1/chat/completions, streaming chunks
 * ending in `data: [DONE]`, usage when asked, error bodies) — the protocol llama.cpp, vLLM and Ollama speak too.
 */
import type { ServerResponse } from 'node:http';
import { pieces, sleep, startModelServer, tokens, type LocalModelServer, type ModelProtocol } from './model-server';

export interface ChatCompletionRequest {
  model: string;
  max_tokens?: number;
  messages: { role: string; content: string }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}

export type FakeOpenAiServer = LocalModelServer<ChatCompletionRequest>;

const COMPLETION = { id: 'chatcmpl-local', created: 1_700_000_000 };

function data(res: ServerResponse, model: string, rest: object) {
  res.write(`data: ${JSON.stringify({ id: COMPLETION.id, object: 'chat.completion.chunk', created: COMPLETION.created, model, ...rest })}\n\n`);
}

function chunk(res: ServerResponse, model: string, delta: object, finish: string | null) {
  data(res, model, { choices: [{ index: 0, delta, finish_reason: finish }] });
}

const usage = (body: ChatCompletionRequest, text: string) => ({
  prompt_tokens: tokens(JSON.stringify(body.messages)),
  completion_tokens: tokens(text),
  total_tokens: 0,
});

const chatCompletions: ModelProtocol<ChatCompletionRequest> = {
  path: '/v1/chat/completions',
  errorBody: (error) => ({ error: { message: error.message, type: error.type } }),
  notFound: { type: 'invalid_request_error', message: 'Not found' },
  invalidJson: { type: 'invalid_request_error', message: 'Invalid JSON body' },
  defaultError: { type: 'server_error', message: 'Server error' },
  prompt: (body) => ({ system: body.messages.find((m) => m.role === 'system')?.content ?? '', question: body.messages.at(-1)?.content ?? '' }),
  malformedStream: 'data: {"id":"chatcmpl-local","choices":[{"delta":{"content":\n\n',
  answerJson: (body, text) => ({
    id: COMPLETION.id,
    object: 'chat.completion',
    created: COMPLETION.created,
    model: body.model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: usage(body, text),
  }),
  async streamText(res, body, reply, closed) {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    chunk(res, body.model, { role: 'assistant', content: '' }, null);
    if (reply.firstDelayMs) await sleep(reply.firstDelayMs);
    for (const piece of pieces(reply.text)) {
      if (closed()) return;
      chunk(res, body.model, { content: piece }, null);
      if (reply.pieceDelayMs) await sleep(reply.pieceDelayMs);
    }
    chunk(res, body.model, {}, 'stop');
    if (body.stream_options?.include_usage) data(res, body.model, { choices: [], usage: usage(body, reply.text) });
    res.write('data: [DONE]\n\n');
    res.end();
  },
};

export function startOpenAiServer(port = 0): Promise<FakeOpenAiServer> {
  return startModelServer(chatCompletions, port);
}
