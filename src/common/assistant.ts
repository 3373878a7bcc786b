/**
 * The AI assistant's shapes shared by server and web (docs/api.md "AI assistant"): chat messages (spec document 2
 * §3 "Chat message": role, content, timestamp), citations, the generated analysis and the stream's events.
 */
export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** What an answer rests on: an account, a finding or negative item of the report, or a law of the library. */
export const CITATION_KINDS = ['account', 'negative', 'finding', 'law'] as const;
export type CitationKind = (typeof CITATION_KINDS)[number];

/**
 * A citation as answers write it inline: `[[finding:f2]]`, `[[account:a3]]`, `[[negative:n1]]`, `[[law:FCRA 611]]`.
 * The server keeps only references that exist in the person's context and turns them into `Citation`s.
 */
export const CITATION_MARKER = /\[\[(account|negative|finding|law):([^\]\n]{1,40})\]\]/g;

/** Element ids in the report details that citations open (Negative Items, Possible Errors, Strategy's laws). */
export const negativeItemAnchor = (index: number) => `negative-item-${index}`;
export const findingAnchor = (index: number) => `finding-${index}`;
export const lawAnchor = (lawId: string) => `law-${lawId.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export interface Citation {
  kind: CitationKind;
  /** `a3`, `n1`, `f2`, or the law id (`FCRA 611`). */
  ref: string;
  /** What the link says: "CAPITAL ONE ····1234", "Paid collection still shows a balance: MIDLAND", "FCRA 611". */
  label: string;
  /** The link inside a sentence, which names the creditor already: "Paid collection still shows a balance". */
  short: string;
  /** The report details tab it opens ('negative', 'errors', 'review', 'strategy') and the element id there. */
  detail: 'negative' | 'errors' | 'review' | 'strategy';
  anchor: string;
}

export interface ChatMessageDto {
  id: string;
  role: ChatRole;
  content: string;
  /** ISO time the message was stored (spec: timestamp). */
  timestamp: string;
  citations: Citation[];
  /** An answer the person stopped before it ended (kept as far as it got). */
  stopped?: boolean;
}

export interface AssistantProviderDto {
  kind: 'anthropic' | 'openai' | 'builtin';
  model: string;
  /** One sentence the tab shows about who answers. */
  description: string;
}

export interface ConversationDto {
  provider: AssistantProviderDto;
  messages: ChatMessageDto[];
  suggestions: string[];
  /** The last Generate Analysis result for this analysis, shown again when the person returns (null before one). */
  generated_analysis: (GeneratedAnalysisDto & { notice?: string }) | null;
}

/** One section of a generated analysis (Generate Analysis), its text and what it rests on. */
export interface AnalysisSectionDto {
  title: string;
  body: string;
  citations: Citation[];
}

export interface GeneratedAnalysisDto {
  sections: AnalysisSectionDto[];
  /** 'model': the provider's answer passed every check; 'engine': the engine's own text (built in, or a model
   * answer that failed a check). */
  source: 'model' | 'engine';
  provider: AssistantProviderDto;
  generated_at: string;
}

/** The longest chat message a person can send. */
export const MAX_CHAT_MESSAGE_CHARS = 4000;
/** Spec document 2 §7: maxTokens 1024 by default, 2048 for the analysis generator. */
export const DEFAULT_MAX_TOKENS = 1024;
export const ANALYSIS_MAX_TOKENS = 2048;

/** Server-sent events of POST /api/analyses/:id/assistant/messages, in order: user, delta…, then done or error. */
export const ASSISTANT_EVENTS = { user: 'user', delta: 'delta', done: 'done', error: 'error' } as const;

/** Spec document 2 §8 "Strategy and chat", and the texts of the assistant's errors. */
export const ASSISTANT_MESSAGES = {
  chatFailed: 'Failed to generate response with the AI service',
  strategyFailed: 'Failed to regenerate strategy',
  rateLimited: 'You have sent a lot of questions in a short time. Please wait a minute and try again.', // ours
  budgetSpent: "You have used today's AI assistant allowance. It renews at midnight UTC.", // ours
  timeout: 'The AI service took too long to answer. Please try again.', // ours
  notCompleted: 'The assistant can answer questions once this analysis has completed.', // ours
} as const;

/** A model's notes added to the engine's strategy ('Regenerate Strategy' with a provider configured); the engine's
 * strategy itself is never replaced. Stored in raw_data.strategy_enrichment. */
export interface StrategyEnrichmentDto {
  summary: string;
  notes: { ref: string; item_name: string; note: string }[];
  citations: Citation[];
  provider: 'anthropic' | 'openai';
  model: string;
  generated_at: string;
}
