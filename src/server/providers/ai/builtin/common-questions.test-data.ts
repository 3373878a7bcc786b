/**
 * Thirty questions people commonly ask about their credit reports and disputes (written from the topics that recur
 * on public consumer forums), with the built-in assistant's expected kind of answer (decision 201).
 */
import type { Intent } from './answers';

export const COMMON_QUESTIONS: readonly { question: string; intent: Intent }[] = [
  { question: 'Why did my score drop?', intent: 'score_change' },
  { question: 'Why did my score go down 40 points this month?', intent: 'score_change' },
  { question: 'What changed since my last report?', intent: 'score_change' },
  { question: 'Is the PORTFOLIO RECOVERY collection past the 7-year limit?', intent: 'dropoff' },
  { question: 'Is the ENHANCED RECOVERY collection too old to be reported?', intent: 'dropoff' },
  { question: 'When will the Midland collection fall off my report?', intent: 'dropoff' },
  { question: 'How long do late payments stay on my report?', intent: 'dropoff' },
  { question: 'Write me a goodwill letter for the late payment', intent: 'goodwill' },
  { question: 'Should I send a goodwill letter to Discover?', intent: 'goodwill' },
  { question: 'Can you guarantee my score goes up?', intent: 'guarantee' },
  { question: 'How many points will my score go up if the collections are deleted?', intent: 'guarantee' },
  { question: 'Will my score definitely improve after the disputes?', intent: 'guarantee' },
  { question: 'Which item should I dispute first?', intent: 'dispute_first' },
  { question: 'What should I dispute first, and why?', intent: 'dispute_first' },
  { question: 'Can I dispute a collection that really is mine?', intent: 'dispute_first' },
  { question: 'What hurts my score the most?', intent: 'hurts' },
  { question: 'Why is my score so low?', intent: 'hurts' },
  { question: 'Is my credit card balance dragging my score down?', intent: 'hurts' },
  { question: 'How long does the bureau have to respond to my dispute?', intent: 'deadline' },
  { question: 'How many days does Experian have to answer?', intent: 'deadline' },
  { question: 'What is FCRA 609?', intent: 'law' },
  { question: 'What does FCRA 623 say about the companies that report my accounts?', intent: 'law' },
  { question: 'What is a 605B block for identity theft?', intent: 'law' },
  { question: 'What does the FDCPA let me ask a debt collector?', intent: 'law' },
  { question: 'What is the status of my disputes?', intent: 'disputes' },
  { question: 'Where do my disputes stand?', intent: 'disputes' },
  { question: 'Should I close my old credit cards?', intent: 'unknown' },
  { question: 'Can I get a mortgage with this score?', intent: 'unknown' },
  { question: 'Should I pay off a collection or settle it?', intent: 'unknown' },
  { question: 'Can you pay my bills for me?', intent: 'unknown' },
];
