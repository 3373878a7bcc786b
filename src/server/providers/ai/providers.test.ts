/**
 * The Anthropic and OpenAI-compatible providers through their real SDKs, against local servers that speak the same
 * protocols (tests/mocks): streaming, usage, HTTP errors, a broken stream, a timeout and a stop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnthropicServer, type FakeModelServer } from '../../../../tests/mocks/anthropic';
import { startOpenAiServer, type FakeOpenAiServer } from '../../../../tests/mocks/openai';
import type { AiSettings } from '../../env';
import { buildContext } from '../../modules/assistant/context';
import { analysisRow } from '../../modules/assistant/test-data';
import { anthropicProvider } from './anthropic';
import { openAiProvider } from './openai';
import { AiProviderError, type AiProvider, type CompletionRequest } from './types';

const context = buildContext(analysisRow());
const request: CompletionRequest = {
  task: 'chat',
  systemPrompt: 'You are a test.\n\nANALYSIS:\n' + JSON.stringify(context),
  messages: [{ role: 'user', content: 'What should I dispute first?' }],
  maxTokens: 1024,
  context,
};

function settings(overrides: Partial<AiSettings>): AiSettings {
  return {
    provider: 'anthropic',
    anthropic: { apiKey: 'test-key', model: 'claude-test', baseUrl: undefined },
    openai: { apiKey: undefined, model: 'local-model', baseUrl: undefined },
    timeoutMs: 5_000,
    requestsPerMinute: 10,
    dailyTokenBudget: 100_000,
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AiProviderError);
    return error as AiProviderError;
  }
  throw new Error('expected the call to fail');
}

const servers: { anthropic?: FakeModelServer; openai?: FakeOpenAiServer } = {};
beforeAll(async () => {
  servers.anthropic = await startAnthropicServer();
  servers.openai = await startOpenAiServer();
});
afterAll(async () => {
  await servers.anthropic?.close();
  await servers.openai?.close();
});

const cases = [
  {
    name: 'Anthropic',
    server: () => servers.anthropic!,
    make: (timeoutMs = 5_000) =>
      anthropicProvider(settings({ timeoutMs, anthropic: { apiKey: 'test-key', model: 'claude-test', baseUrl: servers.anthropic!.url } })),
    sent: (i: number) => {
      const body = servers.anthropic!.requests[i]!.body;
      return { model: body.model, maxTokens: body.max_tokens, system: body.system, stream: body.stream };
    },
  },
  {
    name: 'OpenAI-compatible',
    server: () => servers.openai!,
    make: (timeoutMs = 5_000) =>
      openAiProvider(settings({ provider: 'openai', timeoutMs, openai: { apiKey: undefined, model: 'local-model', baseUrl: `${servers.openai!.url}/v1` } })),
    sent: (i: number) => {
      const body = servers.openai!.requests[i]!.body;
      return { model: body.model, maxTokens: body.max_tokens, system: body.messages[0]?.content, stream: body.stream };
    },
  },
] as const;

describe.each(cases)('$name provider', ({ server, make, sent }) => {
  const run = (provider: AiProvider, signal = new AbortController().signal, onText?: (t: string) => void) => provider.complete(request, { signal, onText });

  it('streams the answer as it arrives and reports the tokens used', async () => {
    server().respond(() => ({ kind: 'text', text: 'Start with MEDICAL DATA SYSTEMS [[finding:f7]] because it is under $500.' }));
    const deltas: string[] = [];
    const before = server().requests.length;
    const result = await run(make(), undefined, (t) => deltas.push(t));
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe(result.content);
    expect(result.content).toBe('Start with MEDICAL DATA SYSTEMS [[finding:f7]] because it is under $500.');
    expect(result.usage.inputTokens).toBeGreaterThan(100);
    expect(result.usage.outputTokens).toBeGreaterThan(5);
    const body = sent(before);
    expect(body).toMatchObject({ maxTokens: 1024, stream: true, system: request.systemPrompt });
    expect(body.model).toMatch(/^(claude-test|local-model)$/);
  });

  it('turns an HTTP error into a service failure with its status, after one retry', async () => {
    server().respond(() => ({ kind: 'error', status: 500, message: 'boom' }));
    const before = server().requests.length;
    const error = await failure(run(make()));
    expect(error).toMatchObject({ failure: 'service', status: 500, message: 'The AI service answered with an error (HTTP 500).' });
    expect(server().requests.length - before).toBe(2);
    server().respond(() => ({ kind: 'error', status: 400, message: 'bad request' }));
    expect(await failure(run(make()))).toMatchObject({ failure: 'service', status: 400 });
  });

  it('fails a stream that is not valid JSON as malformed', async () => {
    server().respond(() => ({ kind: 'malformed' }));
    expect((await failure(run(make()))).failure).toBe('malformed');
  });

  it('times out a server that never answers', async () => {
    server().respond(() => ({ kind: 'hang' }));
    expect((await failure(run(make(300)))).failure).toBe('timeout');
  });

  it('stops at once when the caller aborts mid-stream', async () => {
    server().respond(() => ({ kind: 'text', text: 'word '.repeat(200), pieceDelayMs: 20 }));
    const controller = new AbortController();
    const deltas: string[] = [];
    const error = await failure(
      run(make(), controller.signal, (t) => {
        deltas.push(t);
        if (deltas.length === 3) controller.abort();
      }),
    );
    expect(error.failure).toBe('aborted');
    expect(deltas.length).toBeLessThan(10);
  });
});
