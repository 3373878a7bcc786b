/**
 * Texts of the AI assistant tab (spec document 2 §2 "Analysis detail tabs", §8 "Strategy and chat"). Texts the spec
 * does not give are marked "ours".
 */
import { ASSISTANT_MESSAGES } from '../../../common/assistant';

export const ASSISTANT_TEXT = {
  chatTab: 'Chat Assistant',
  analysisTab: 'Generate Analysis',
  subTabsLabel: 'AI assistant', // ours
  /** Spec §8: the chat's errors are 'Error: …' inline, or this. */
  chatFailed: ASSISTANT_MESSAGES.chatFailed,
  errorPrefix: 'Error: ',
  retry: 'Retry', // ours
  stop: 'Stop', // ours
  send: 'Send', // ours
  clear: 'Clear conversation', // ours
  cleared: 'Conversation cleared', // ours
  clearFailed: 'Failed to clear the conversation', // ours
  composerLabel: 'Ask about this report', // ours
  composerPlaceholder: 'Ask about your report… (Enter sends, Shift+Enter adds a new line)', // ours
  emptyTitle: 'Ask about this report', // ours
  emptyText: 'The assistant answers from this analysis and links to what each answer rests on.', // ours
  suggestionsLabel: 'Suggested questions', // ours
  you: 'You', // ours
  assistant: 'Assistant', // ours
  stopped: 'Stopped', // ours
  thinking: 'Answering…', // ours
  sources: 'Based on', // ours
  loading: 'Loading the conversation…', // ours
  /** Decision 168: explanations are free, advice on what to dispute is a contracted service. ours */
  freeSide:
    'Explaining your report is free. Advice on what to dispute (which items, in what order, dispute letters) comes with the plan and starts when its services open.',
  loadFailed: 'Failed to load the conversation', // ours
  generate: 'Generate Analysis',
  regenerate: 'Regenerate Analysis', // ours
  generating: 'Generating the analysis…', // ours
  generateIntro: 'A readable analysis of this report in sections: what weighs on your score, what to dispute, when items drop off and your rights.', // ours
  generateFailed: 'Failed to generate the analysis', // ours
  copy: 'Copy', // ours
  copied: 'Analysis copied', // ours
  copyFailed: 'Could not copy the analysis', // ours
  engineSource: "Written by the app from your report's figures.", // ours
  modelSource: (model: string) => `Written by ${model} from your analysis, checked against your report and the law library.`, // ours
} as const;
