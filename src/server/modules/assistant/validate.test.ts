import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { analysisRow } from './test-data';
import { checkGeneratedAnalysis, checkStrategyEnrichment, checkText, parseJsonAnswer } from './validate';

const context = buildContext(analysisRow());

describe('checkText', () => {
  it('passes a grounded answer: facts from the analysis, laws from the library, an honest estimate', () => {
    const text =
      'Start with PORTFOLIO RECOVERY [[finding:f1]]: it is past its FCRA 605 period [[law:FCRA 605]]. MIDLAND CREDIT MANAGEMENT reports $1,200 [[negative:n3]]. Removal can raise a score by 20–100 points; no result is guaranteed. Under 15 U.S.C. § 1681i the bureau must investigate.';
    expect(checkText(context, text)).toEqual([]);
  });

  it('fails an invented fact: an amount, a creditor, a score or a reference the analysis does not hold', () => {
    expect(checkText(context, 'Your NAVIENT student loan is late.')).toEqual(['names NAVIENT, which is not on the report']);
    expect(checkText(context, 'The collection shows $4,200 owed.')).toEqual(['states an amount ($4200) that is not in the analysis']);
    expect(checkText(context, 'Your score is 710.')).toEqual(["states a score (710) that is not the report's"]);
    expect(checkText(context, 'See [[finding:f99]].')).toEqual(['refers to finding f99, which is not in the analysis']);
  });

  it('fails a law outside the library', () => {
    expect(checkText(context, 'Under FCRA 616 you can sue.')).toEqual(['cites FCRA 616, which is not in the law library']);
    expect(checkText(context, 'Cite [[law:FCRA 615]].')[0]).toBe('cites FCRA 615, which is not in the law library');
    expect(checkText(context, 'Regulation V requires it.')).toEqual(['cites Regulation V, which is not in the law library']);
    expect(checkText(context, 'The FDCPA 807 forbids that.')).toEqual(['cites FDCPA 807, which is not in the law library']);
    expect(checkText(context, 'See 15 U.S.C. § 1681n.')).toEqual(['cites 15 U.S.C. § 1681n, which is not in the law library']);
  });

  it('fails a promised result, but not an honest "no result is guaranteed"', () => {
    expect(checkText(context, 'This collection will be removed within 30 days.')).toHaveLength(1);
    expect(checkText(context, 'We guarantee a better score.')).toHaveLength(1);
    expect(checkText(context, 'Disputing it will raise your score by 80 points.')).toHaveLength(2);
    expect(checkText(context, 'Nothing here is guaranteed, and we cannot promise a removal.')).toEqual([]);
  });

  it('fails advice CROA forbids: disputing accurate items, a new identity', () => {
    const croa = expect.arrayContaining([expect.stringMatching(/advice CROA forbids/)]);
    expect(checkText(context, 'Dispute the DISCOVER late payment even though it is accurate.')).toEqual(croa);
    expect(checkText(context, 'Apply with a CPN instead of your SSN.')).toEqual(croa);
    expect(checkText(context, 'You could build a new credit identity.')).toEqual(croa);
    expect(checkText(context, 'Dispute everything on the report.')).toEqual(croa);
    expect(checkText(context, 'Dispute every item that is inaccurate or cannot be verified.')).toEqual([]);
  });
});

describe('model answers that feed the product', () => {
  const good = JSON.stringify({
    sections: [
      { title: 'Overview', body: 'Your report lists 10 negative items.' },
      { title: 'Dispute first', body: 'PORTFOLIO RECOVERY [[finding:f1]] is past its period [[law:FCRA 605]].' },
    ],
  });

  it('accepts a valid generated analysis, also wrapped in a code fence', () => {
    expect(checkGeneratedAnalysis(context, good).ok).toBe(true);
    expect(checkGeneratedAnalysis(context, '```json\n' + good + '\n```').ok).toBe(true);
    expect(parseJsonAnswer('Here you go: ' + good + ' Hope it helps')).toEqual(JSON.parse(good));
  });

  it('rejects a wrong shape, malformed JSON, and a section that fails a check', () => {
    expect(checkGeneratedAnalysis(context, '{"sections": [{"title": "Only one"}]}').ok).toBe(false);
    expect(checkGeneratedAnalysis(context, '{"sections": [').ok).toBe(false);
    const promised = JSON.stringify({
      sections: [
        { title: 'A', body: 'Fine.' },
        { title: 'B', body: 'Your score will go up 100 points, guaranteed.' },
      ],
    });
    const result = checkGeneratedAnalysis(context, promised);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.join()).toMatch(/promises a result/);
  });

  it('checks strategy notes: refs must exist and every text passes', () => {
    expect(
      checkStrategyEnrichment(context, JSON.stringify({ summary: 'Start with the errors.', notes: [{ ref: 'f1', note: 'Dispute it [[law:FCRA 611]].' }] })).ok,
    ).toBe(true);
    expect(checkStrategyEnrichment(context, JSON.stringify({ summary: 'Start.', notes: [{ ref: 'f42', note: 'Dispute it.' }] })).ok).toBe(false);
    expect(checkStrategyEnrichment(context, JSON.stringify({ summary: 'Under TILA you win.', notes: [] })).ok).toBe(false);
  });
});
