import OpenAI from 'openai';
import type { AiSettings } from '../../env';
import { callSignal, toProviderError } from './errors';
import type { AiProvider, CompletionOptions, CompletionRequest, CompletionResult } from './types';

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
/** Self-hosted servers (llama.cpp, vLLM, Ollama) often need no key; the SDK insists on one. */
const NO_KEY = 'none';

/** Tokens of a text when the server reports no usage (about 4 characters a token). */
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/** Any OpenAI-compatible Chat Completions server through the openai SDK, streaming. */
export function openAiProvider(settings: AiSettings): AiProvider {
  const { apiKey, model, baseUrl } = settings.openai;
  const client = new OpenAI({ apiKey: apiKey ?? NO_KEY, baseURL: baseUrl ?? DEFAULT_BASE_URL, maxRetries: 1, timeout: settings.timeoutMs });
  const where = baseUrl ? new URL(baseUrl).host : 'OpenAI';
  return {
    info: {
      kind: 'openai',
      model,
      description: `Answers come from the ${model} model at ${where}, given your analysis with account numbers masked and no personal details.`,
    },
    async complete(request: CompletionRequest, options: CompletionOptions): Promise<CompletionResult> {
      const call = callSignal(options.signal, settings.timeoutMs);
      try {
        const stream = await client.chat.completions.create(
          {
            model,
            max_tokens: request.maxTokens,
            stream: true,
            stream_options: { include_usage: true },
            messages: [{ role: 'system', content: request.systemPrompt }, ...request.messages],
          },
          { signal: call.signal },
        );
        let content = '';
        let usage: CompletionResult['usage'] | null = null;
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) {
            content += delta;
            options.onText?.(delta);
          }
          if (chunk.usage) usage = { inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens };
        }
        // The SDK's stream ends quietly on abort; an answer cut short is not an answer.
        if (call.signal.aborted) throw new Error('aborted');
        const prompt = request.systemPrompt + request.messages.map((m) => m.content).join('\n');
        return { content, usage: usage ?? { inputTokens: estimateTokens(prompt), outputTokens: estimateTokens(content) } };
      } catch (error) {
        throw toProviderError(error, call.timedOut(), call.aborted());
      }
    },
  };
}
