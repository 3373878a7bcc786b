/**
 * The built-in assistant on the questions people ask first (issue 27, decision 201): one test per kind of question
 * on the fixture analysis, and the thirty common questions, each answered from the person's own data with
 * citations that resolve, or refused with what it can answer instead.
 */
import { describe, expect, it } from 'vitest';
import { CITATION_MARKER } from '../../../../common/assistant';
import type { AnalysisRawData } from '../../../../common/analysis';
import { resolveCitations } from '../../../modules/assistant/citations';
import { buildContext } from '../../../modules/assistant/context';
import type { DisputeStateItem } from '../../../modules/assistant/dispute-state';
import { analysisRow } from '../../../modules/assistant/test-data';
import { builtinAnswer, intentOf } from './answers';
import { COMMON_QUESTIONS } from './common-questions.test-data';

const NOW = new Date('2026-11-27T12:00:00Z');
const ask = (question: string, context = buildContext(analysisRow())) => builtinAnswer(context, question, false, NOW);

/** The same person's previous Experian report: a lower Discover balance, no ACME inquiry, Chase still open. */
function previousRow() {
  const row = analysisRow();
  const raw = structuredClone(row.rawData) as AnalysisRawData;
  const report = raw.report;
  report.reportDate = '2024-01-10';
  report.inquiries = report.inquiries.filter((q) => q.creditor !== 'ACME AUTO LENDING');
  const discover = report.accounts.find((a) => a.creditor === 'DISCOVER')!;
  discover.balance = 150;
  const chase = report.accounts.find((a) => a.creditor === 'CHASE')!;
  chase.status = 'Open';
  chase.dateClosed = null;
  return { ...row, id: '00000000-0000-4000-8000-000000000002', score: 662, rawData: raw };
}

const dispute = (creditor: string, accountNumber: string, status: string, outcome: string | null): DisputeStateItem => ({
  creditor,
  accountNumber,
  bureau: 'experian',
  status,
  request: 'delete',
  reason: 'Medical collection under $500',
  createdAt: '2024-06-10',
  responseDue: '2024-07-15',
  outcome,
});

function citationsResolve(context: ReturnType<typeof buildContext>, answer: string) {
  const markers = new Set([...answer.matchAll(CITATION_MARKER)].map((m) => m[0]));
  const resolved = resolveCitations(context, answer);
  expect(resolved.citations.length).toBe(markers.size);
}

describe('the built-in assistant answers what people ask first', () => {
  it('why the score changed: the printed scores and what differs between the two reports, never a point figure per cause', () => {
    const context = buildContext(analysisRow(), [], previousRow() as never);
    const answer = ask('Why did my score drop?', context);
    expect(answer).toContain('The Experian score printed went from 662 (2024-01-10) to 640 (2024-06-01).');
    expect(answer).toContain("DISCOVER's balance went up ($150 → $400) [[account:a10]].");
    expect(answer).toContain('a new hard inquiry from ACME AUTO LENDING on 2024-01-15.');
    expect(answer).toContain('CHASE is now reported closed [[account:a6]].');
    expect(answer).toContain('not how many points each is worth');
    expect(answer).not.toMatch(/\b\d+ points?\b(?! each)/);
    citationsResolve(context, answer);
  });

  it('why the score changed, with one report only: says so and what would let it answer', () => {
    expect(ask('Why did my score go down?')).toMatch(/^This is the only Experian report I have/);
  });

  it('past the reporting period: the dates and the 605 arithmetic against the report date, or that the date is not printed', () => {
    const past = ask('Is the PORTFOLIO RECOVERY collection past the 7-year limit?');
    expect(past).toContain('should stop being reported by July 2023');
    expect(past).toContain('7 years and 180 days from the date of first delinquency (January 2016)');
    expect(past).toContain('Your report of 2024-06-01 still lists it after that date: it is past its reporting period');
    expect(past).toContain('[[law:FCRA 605]]');
    const notYet = ask('Is the MIDLAND collection past the 7 year limit?');
    expect(notYet).toContain('That date has not come yet, so it is not past the limit');
    const undated = ask('Is the ENHANCED RECOVERY collection too old to be reported?');
    expect(undated).toContain('the report does not print the date its reporting period runs from');
    expect(undated).toContain('So I cannot tell whether it is past the limit');
  });

  it('a goodwill letter: a draft for the late payment on the account in good standing, clearly not a dispute', () => {
    const answer = ask('Write me a goodwill letter for the late payment');
    expect(answer).toContain('A goodwill letter asks DISCOVER to remove an accurate late payment as a courtesy. It is not a dispute');
    expect(answer).toContain('[[negative:n8]]');
    expect(answer).toContain('To DISCOVER,');
    expect(answer).toContain('Send it to the creditor, not to the bureaus.');
    citationsResolve(buildContext(analysisRow()), answer);
  });

  it('"can you guarantee": no one can (CROA), and what to expect instead', () => {
    const answer = ask('Can you guarantee my score goes up?');
    expect(answer).toMatch(/^No one can guarantee/);
    expect(answer).toContain('Credit Repair Organizations Act');
    expect(answer).toContain('[[law:FCRA 611]]');
    expect(answer).toContain('[[law:FCRA 605]]');
    expect(answer).not.toMatch(/will (raise|improve|increase)/i);
  });

  it('what to dispute first respects logged outcomes and "accurate" choices', () => {
    const plain = ask('Which item should I dispute first?');
    expect(plain.split('\n')[0]).toBe('Start with MEDICAL DATA SYSTEMS (····7777): medical collection under $500 [[finding:f7]].');
    const context = buildContext(analysisRow(), [dispute('MEDICAL DATA SYSTEMS', 'XXXX7777', 'completed', 'deleted')], null, {
      accurate: [{ creditor: 'PORTFOLIO RECOVERY', accountNumber: 'XXXX1111' }],
      outcomes: [],
    });
    const answer = ask('Which item should I dispute first?', context);
    expect(answer.split('\n')[0]).not.toContain('MEDICAL DATA SYSTEMS');
    expect(answer.split('\n')[0]).not.toContain('PORTFOLIO RECOVERY');
    expect(answer).toContain('MEDICAL DATA SYSTEMS (····7777) [[finding:f7]]: you logged the outcome "deleted".');
    expect(answer).toContain('PORTFOLIO RECOVERY (····1111) [[finding:f1]]: you marked it accurate as reported.');
    citationsResolve(context, answer);
  });

  it('an accurate item: only what is wrong may be disputed, and what to do instead', () => {
    const answer = ask('Can I dispute a collection that really is mine?');
    expect(answer).toContain('You may dispute only information that is inaccurate, incomplete or cannot be verified [[law:FCRA 611]].');
  });

  it('out of scope: "I can\'t answer that", and what it can answer', () => {
    const answer = ask('Can I get a mortgage with this score?');
    expect(answer).toMatch(/^I can't answer that/);
    expect(answer).toContain('what changed since your previous report');
    expect(answer).toContain('a goodwill letter draft');
  });

  it.each(COMMON_QUESTIONS)('"$question" → $intent, grounded and cited', ({ question, intent }) => {
    expect(intentOf(question)).toBe(intent);
    const context = buildContext(analysisRow(), [], previousRow() as never);
    const answer = ask(question, context);
    if (intent === 'unknown') {
      expect(answer).toMatch(/^I can't answer that/);
      return;
    }
    expect(answer).not.toMatch(/I can't answer that/);
    citationsResolve(context, answer);
    if (intent !== 'disputes') expect([...answer.matchAll(CITATION_MARKER)].length).toBeGreaterThan(0);
  });
});
