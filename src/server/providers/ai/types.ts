import type { AssistantProviderDto, ChatRole } from '../../../common/assistant';
import type { AssistantContext } from '../../modules/assistant/context';

/** What the assistant asks of a provider (spec document 2 §7 "AI completion": prompt, systemPrompt, maxTokens, model). */
export interface CompletionRequest {
  /** 'chat' answers the last user message; 'analysis' and 'strategy' ask a model for JSON (validate.ts). */
  task: 'chat' | 'analysis' | 'strategy';
  systemPrompt: string;
  /** The conversation so far, ending with the prompt (a user message). */
  messages: { role: ChatRole; content: string }[];
  maxTokens: number;
  /** The person's redacted analysis; models get it inside systemPrompt, the built-in assistant reads it directly. */
  context: AssistantContext;
}

export interface CompletionResult {
  content: string;
  usage: { inputTokens: number; outputTokens: number };
}

export interface CompletionOptions {
  /** Aborted when the person stops or leaves; the provider stops at once. */
  signal: AbortSignal;
  /** Each piece of text as it arrives. */
  onText?: (delta: string) => void;
}

export interface AiProvider {
  readonly info: AssistantProviderDto;
  complete(request: CompletionRequest, options: CompletionOptions): Promise<CompletionResult>;
}

export type AiFailure = 'timeout' | 'aborted' | 'service' | 'malformed';

/** A provider call that did not give an answer. `message` is ours, safe to show; provider bodies are never passed on. */
export class AiProviderError extends Error {
  constructor(
    readonly failure: AiFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}
