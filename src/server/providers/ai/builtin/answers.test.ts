import { describe, expect, it } from 'vitest';
import { CITATION_MARKER } from '../../../../common/assistant';
import { resolveCitations } from '../../../modules/assistant/citations';
import { buildContext } from '../../../modules/assistant/context';
import { analysisRow } from '../../../modules/assistant/test-data';
import { checkText } from '../../../modules/assistant/validate';
import { engineAnalysis } from './analysis';
import { BUILTIN_NOTICE, builtinAnswer, intentOf, lawsNamed, SUGGESTED_QUESTIONS } from './answers';

const context = buildContext(analysisRow());

describe('the built-in assistant', () => {
  it('recognises the common questions', () => {
    expect(SUGGESTED_QUESTIONS.map(intentOf)).toEqual(['hurts', 'dispute_first', 'dropoff', 'law', 'deadline']);
    expect(intentOf('Why is my score so low?')).toBe('hurts');
    expect(intentOf('When will the Midland collection fall off?')).toBe('dropoff');
    expect(intentOf('What is section 623?')).toBe('law');
    expect(intentOf('How many days does Experian have to respond?')).toBe('deadline');
    expect(intentOf('Should I buy a house?')).toBe('unknown');
    expect(lawsNamed('What do FCRA 605B and the FDCPA say?')).toEqual(['FCRA 605B', 'FDCPA']);
    expect(lawsNamed('Explain FDCPA 809')).toEqual(['FDCPA 809']);
  });

  it('names the most harmful items, each cited, with the engine estimate', () => {
    const answer = builtinAnswer(context, 'What hurts my score the most?', false);
    expect(answer).toMatch(/^These items on your Experian report weigh most/);
    expect(answer).toContain('PORTFOLIO RECOVERY (····1111) [[negative:n1]]');
    expect(answer).toContain('no result is guaranteed');
    expect(answer).toContain('Account Mix is the weakest (25 of 100)');
  });

  it('says what to dispute first and why, in the strategy order, with evidence and laws', () => {
    const answer = builtinAnswer(context, 'What should I dispute first, and why?', false);
    expect(context.recommendations[0]!.accountName).toMatch(/^MEDICAL DATA SYSTEMS/);
    expect(answer.split('\n')[0]).toBe('Start with MEDICAL DATA SYSTEMS (····7777): medical collection under $500 [[finding:f7]].');
    expect(answer).toMatch(/The report shows: "/);
    expect(answer).toMatch(/\[\[law:FCRA \d+\]\]/);
    expect(answer).toContain('Dispute only what is wrong or cannot be verified');
  });

  it('gives the drop-off date of a named item from the printed dates', () => {
    const answer = builtinAnswer(context, 'When does the MIDLAND collection drop off?', false);
    expect(answer).toContain('MIDLAND CREDIT MANAGEMENT (····9876) — collection [[negative:n3]]: should stop being reported by May 2028');
    expect(answer).not.toContain('PORTFOLIO');
    expect(builtinAnswer(context, 'When does each negative item drop off my report?', false)).toContain(
      'ENHANCED RECOVERY (····6666) — collection [[negative:n6]]: the report does not print',
    );
  });

  it('explains a law from the library and where it applies on the report', () => {
    const answer = builtinAnswer(context, 'What does FCRA 611 mean?', false);
    expect(answer).toContain('[[law:FCRA 611]] is the Fair Credit Reporting Act § 611 (15 U.S.C. § 1681i).');
    expect(answer).toMatch(/On your report it applies to: .*\[\[finding:f\d\]\]/);
  });

  it('answers how long the bureaus have from FCRA 611', () => {
    expect(builtinAnswer(context, 'How long do the bureaus have to answer a dispute?', false)).toContain('usually within 30 days');
  });

  it('says plainly what it cannot answer, and that it is not a language model', () => {
    const answer = builtinAnswer(context, 'What will my score be next year?', false);
    expect(answer).toMatch(/^I can't answer that from your analysis/);
    expect(answer).toContain(BUILTIN_NOTICE);
    expect(builtinAnswer(context, 'What hurts my score the most?', true).endsWith(BUILTIN_NOTICE)).toBe(true);
  });

  it('passes the checks a model answer must pass, and every citation resolves', () => {
    const texts = [...SUGGESTED_QUESTIONS.map((q) => builtinAnswer(context, q, true)), ...engineAnalysis(context).map((s) => s.body)];
    for (const text of texts) {
      expect(checkText(context, text), text).toEqual([]);
      const markers = [...text.matchAll(CITATION_MARKER)].length;
      expect([...resolveCitations(context, text).text.matchAll(CITATION_MARKER)].length).toBe(markers);
    }
  });
});

describe('dispute state in the context (decision 128)', () => {
  const withDisputes = buildContext(analysisRow(), [
    {
      creditor: 'PORTFOLIO RECOVERY',
      accountNumber: 'XXXX1111',
      bureau: 'experian',
      status: 'sent',
      request: 'delete',
      reason: 'This account is not mine',
      createdAt: '2026-10-01',
      responseDue: '2026-11-05',
      outcome: null,
    },
    {
      creditor: 'SOMEWHERE ELSE',
      accountNumber: null,
      bureau: 'experian',
      status: 'pending',
      request: 'correct',
      reason: 'A reason in the person’s own words',
      outcome: null,
      createdAt: '2026-10-02',
      responseDue: null,
    },
  ]);

  it('carries each item with its status, masked number and a link to what it disputes, and nothing else', () => {
    expect(withDisputes.disputes[0]).toMatchObject({ ref: 'd1', accountNumber: '····1111', status: 'sent', negativeRef: 'n1' });
    expect(Object.keys(withDisputes.disputes[0]!).sort()).toEqual([
      'accountNumber',
      'bureau',
      'createdAt',
      'creditor',
      'findingRef',
      'negativeRef',
      'outcome',
      'reason',
      'ref',
      'request',
      'responseDue',
      'status',
    ]);
    expect(context.disputes).toEqual([]);
  });

  it('the built-in assistant says where each dispute stands, cited, and that the answer is checked', () => {
    expect(intentOf('What is the status of my disputes?')).toBe('disputes');
    expect(intentOf('Were my letters mailed?')).toBe('disputes');
    const answer = builtinAnswer(withDisputes, 'Where do my disputes stand?', false);
    expect(answer).toContain(
      '- PORTFOLIO RECOVERY (····1111) [[finding:f1]]: letter mailed; you asked to delete it (this account is not mine). The answer is due by 2026-11-05.',
    );
    expect(answer).toContain('- SOMEWHERE ELSE: chosen, its letter not approved yet; you asked to correct it');
    expect(resolveCitations(withDisputes, answer).citations.length).toBeGreaterThan(0);
    expect(builtinAnswer(context, 'What is the status of my disputes?', false)).toMatch(/^You have not chosen anything to dispute/);
  });
});
