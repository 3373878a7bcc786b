import { setImmediate as nextTick } from 'node:timers/promises';
import { AiProviderError, type AiProvider, type CompletionOptions, type CompletionRequest, type CompletionResult } from '../types';
import { builtinAnswer } from './answers';

/** The built-in assistant (no settings): the engine's analysis and the law library, with fixed rules. */
export function builtinProvider(): AiProvider {
  return {
    info: {
      kind: 'builtin',
      model: 'built-in',
      description: 'Built-in assistant: it answers common questions from your analysis and the law library with fixed rules. It is not a language model.',
    },
    async complete(request: CompletionRequest, options: CompletionOptions): Promise<CompletionResult> {
      if (request.task !== 'chat') throw new AiProviderError('service', 'The built-in assistant only answers chat questions.');
      const question = request.messages.at(-1)?.content ?? '';
      const first = request.messages.filter((m) => m.role === 'user').length === 1;
      const answer = builtinAnswer(request.context, question, first);
      // Sent a line at a time, like a model's stream, so the screen behaves the same with every provider.
      for (const piece of answer.split(/(?<=\n)/)) {
        if (options.signal.aborted) throw new AiProviderError('aborted', 'Stopped.');
        options.onText?.(piece);
        await nextTick();
      }
      return { content: answer, usage: { inputTokens: 0, outputTokens: 0 } };
    },
  };
}
