/**
 * What the local model servers (anthropic.ts, openai.ts) share: one POST route, the request log, scripted replies
 * (text in pieces, an HTTP error, a broken stream, or never) and closing with streams still open. Each protocol
 * file supplies only its wire format.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultAnswer } from './model-answers';

/** How to answer one request: text in pieces, an HTTP error, a broken stream, or never. */
export type Reply =
  | { kind: 'text'; text: string; pieceDelayMs?: number; firstDelayMs?: number }
  | { kind: 'error'; status: number; type?: string; message?: string }
  | { kind: 'malformed' }
  | { kind: 'hang' };

export type TextReply = Extract<Reply, { kind: 'text' }>;

export interface LocalModelServer<Body> {
  url: string;
  requests: { body: Body; headers: IncomingMessage['headers'] }[];
  /** Replaces how the next requests are answered (default: the grounded answers of model-answers.ts). */
  respond(reply: ((body: Body) => Reply) | null): void;
  close(): Promise<void>;
}

/** An API error in the protocol's own shape. */
export interface ApiError {
  type: string;
  message: string;
}

/** The wire format of one model API. */
export interface ModelProtocol<Body extends { stream?: boolean }> {
  path: string;
  errorBody(error: ApiError): unknown;
  notFound: ApiError;
  invalidJson: ApiError;
  /** The error of a scripted `{ kind: 'error' }` reply without its own type or message. */
  defaultError: ApiError;
  /** Refuses a request without credentials (answered 401), when the API checks them. */
  unauthorized?(req: IncomingMessage): ApiError | null;
  /** The system prompt and the last question of a request, for the default answers. */
  prompt(body: Body): { system: string; question: string };
  /** A stream cut off in the middle of a JSON event. */
  malformedStream: string;
  /** The whole answer as one JSON body. */
  answerJson(body: Body, text: string): unknown;
  /** Writes the answer as the API streams it; `closed` tells when the client went away. */
  streamText(res: ServerResponse, body: Body, reply: TextReply, closed: () => boolean): Promise<void>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The text in pieces of about 3 words, as models stream. */
export function pieces(text: string): string[] {
  return text.match(/\S+\s*\S*\s*\S*\s*|\s+/g) ?? [text];
}

/** A rough token count of some text, as the fake usage figures report it. */
export const tokens = (text: string) => Math.ceil(text.length / 4);

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

export async function startModelServer<Body extends { stream?: boolean }>(protocol: ModelProtocol<Body>, port = 0): Promise<LocalModelServer<Body>> {
  const requests: LocalModelServer<Body>['requests'] = [];
  let script: ((body: Body) => Reply) | null = null;
  const open = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url?.split('?')[0] !== protocol.path) {
        json(res, 404, protocol.errorBody(protocol.notFound));
        return;
      }
      const refused = protocol.unauthorized?.(req);
      if (refused) {
        json(res, 401, protocol.errorBody(refused));
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Body;
      requests.push({ body, headers: req.headers });
      open.add(res);
      let closed = false;
      res.on('close', () => {
        closed = true;
        open.delete(res);
      });
      const { system, question } = protocol.prompt(body);
      const reply = script?.(body) ?? { kind: 'text', text: defaultAnswer(system, question) };
      switch (reply.kind) {
        case 'error':
          json(
            res,
            reply.status,
            protocol.errorBody({ type: reply.type ?? protocol.defaultError.type, message: reply.message ?? protocol.defaultError.message }),
          );
          return;
        case 'malformed':
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          res.write(protocol.malformedStream);
          res.end();
          return;
        case 'hang':
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          return;
        case 'text':
          if (body.stream) await protocol.streamText(res, body, reply, () => closed);
          else json(res, 200, protocol.answerJson(body, reply.text));
      }
    })().catch(() => {
      if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(protocol.errorBody(protocol.invalidJson)));
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
