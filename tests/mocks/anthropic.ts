/**
 * A local HTTP server answering as Anthropic's Messages API does (POST /v1/messages, streaming server-sent events
 * and plain JSON, error bodies), for the provider tests, the browser journey and `npm run bench:ai`.
 */
import type { ServerResponse } from 'node:http';
import { pieces, sleep, startModelServer, tokens, type LocalModelServer, type ModelProtocol } from './model-server';

export interface MessagesRequest {
  model: string;
  max_tokens: number;
  system?: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
}

export type FakeModelServer = LocalModelServer<MessagesRequest>;

function sse(res: ServerResponse, event: string, data: unknown) {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

const messages: ModelProtocol<MessagesRequest> = {
  path: '/v1/messages',
  errorBody: (error) => ({ type: 'error', error: { type: error.type, message: error.message } }),
  notFound: { type: 'not_found_error', message: 'Not found' },
  invalidJson: { type: 'invalid_request_error', message: 'Invalid JSON body' },
  defaultError: { type: 'api_error', message: 'Internal server error' },
  // The SDK sends the key as `authorization: Bearer …` (1.x) or `x-api-key` (older releases).
  unauthorized: (req) =>
    !req.headers['x-api-key'] && !/^Bearer \S+/.test(req.headers.authorization ?? '') ? { type: 'authentication_error', message: 'invalid x-api-key' } : null,
  prompt: (body) => ({ system: body.system ?? '', question: body.messages.at(-1)?.content ?? '' }),
  malformedStream: 'event: message_start\ndata: {"type":"message_start","message":{"id":\n\n',
  answerJson: (body, text) => ({
    id: 'msg_local',
    type: 'message',
    role: 'assistant',
    model: body.model,
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: tokens(JSON.stringify(body)), output_tokens: tokens(text) },
  }),
  async streamText(res, body, reply, closed) {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', 'request-id': 'req_local' });
    sse(res, 'message_start', {
      type: 'message_start',
      message: {
        id: 'msg_local',
        type: 'message',
        role: 'assistant',
        content: [],
        model: body.model,
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: tokens(JSON.stringify(body)), output_tokens: 1 },
      },
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
    sse(res, 'message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: tokens(reply.text) } });
    sse(res, 'message_stop', { type: 'message_stop' });
    res.end();
  },
};

export function startAnthropicServer(port = 0): Promise<FakeModelServer> {
  return startModelServer(messages, port);
}
