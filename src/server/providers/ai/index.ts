import type { AiSettings } from '../../env';
import { anthropicProvider } from './anthropic';
import { builtinProvider } from './builtin';
import { openAiProvider } from './openai';
import type { AiProvider } from './types';

export type { AiProvider, CompletionRequest, CompletionResult } from './types';
export { AiProviderError } from './types';

/** The provider the settings choose (env.ts decides: Anthropic, OpenAI-compatible, or built in). */
export function createAiProvider(settings: AiSettings): AiProvider {
  switch (settings.provider) {
    case 'anthropic':
      return anthropicProvider(settings);
    case 'openai':
      return openAiProvider(settings);
    case 'builtin':
      return builtinProvider();
  }
}
