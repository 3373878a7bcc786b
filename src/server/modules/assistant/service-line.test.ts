import { describe, expect, it } from 'vitest';
import { SUGGESTED_QUESTIONS } from '../../providers/ai/builtin/answers';
import { asksForDisputeAdvice } from './service-line';

describe('the assistant’s free side and its contracted side (decision 168)', () => {
  it('advice on what to dispute, in what order or how, and letter drafting are contracted', () => {
    for (const q of [
      'What should I dispute first, and why?',
      'Which item should I dispute first?',
      'Should I dispute the Capital One late payment?',
      'What is my best strategy?',
      'Can you draft a dispute letter for me?',
      'Write a goodwill letter for my late payment',
      'How do I get this collection removed?',
      'What should I do next?',
    ]) {
      expect(asksForDisputeAdvice(q), q).toBe(true);
    }
  });

  it('explaining the person’s own report is free', () => {
    for (const q of [
      'What hurts my score the most?',
      'When does each negative item drop off my report?',
      'What does FCRA 611 mean?',
      'How long do the bureaus have to answer a dispute?',
      'Where do my disputes stand?',
      'Why did my score drop?',
      'What is a charge-off?',
    ]) {
      expect(asksForDisputeAdvice(q), q).toBe(false);
    }
    expect(SUGGESTED_QUESTIONS.filter(asksForDisputeAdvice)).toEqual(['What should I dispute first, and why?']);
  });
});
