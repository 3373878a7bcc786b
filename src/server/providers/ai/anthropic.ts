import Anthropic from '@anthropic-ai/sdk';
import type { AiSettings } from '../../env';
import { callSignal, toProviderError } from './errors';
import type { AiProvider, CompletionOptions, CompletionRequest, CompletionResult } from './types';

const DEFAULT_BASE_URL = 'https://api.anthropic.com';

/** Anthropic's Messages API through its SDK, streaming. */
export function anthropicProvider(settings: AiSettings): AiProvider {
  const { apiKey, model, baseUrl } = settings.anthropic;
  // baseURL is always given so the SDK never reads the environment itself (env.ts is the one reader).
  const client = new Anthropic({ apiKey, baseURL: baseUrl ?? DEFAULT_BASE_URL, maxRetries: 1, timeout: settings.timeoutMs });
  return {
    info: {
      kind: 'anthropic',
      model,
      description: `Answers come from Anthropic's ${model} model, given your analysis with account numbers masked and no personal details.`,
    },
    async complete(request: CompletionRequest, options: CompletionOptions): Promise<CompletionResult> {
      const call = callSignal(options.signal, settings.timeoutMs);
      try {
        const stream = client.messages.stream(
          { model, max_tokens: request.maxTokens, system: request.systemPrompt, messages: request.messages },
          { signal: call.signal },
        );
        let content = '';
        for await (const event of stream) {
          if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') {
            content += event.delta.text;
            options.onText?.(event.delta.text);
          }
        }
        // The SDK's stream ends quietly on abort; an answer cut short is not an answer.
        if (call.signal.aborted) throw new Error('aborted');
        const final = await stream.finalMessage();
        return { content, usage: { inputTokens: final.usage.input_tokens ?? 0, outputTokens: final.usage.output_tokens ?? 0 } };
      } catch (error) {
        throw toProviderError(error, call.timedOut(), call.aborted());
      }
    },
  };
}
