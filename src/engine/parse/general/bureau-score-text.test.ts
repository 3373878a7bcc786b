import { describe, expect, it } from 'vitest';
import { documentLines } from '../common/lines';
import { docFrom } from '../common/test-doc';
import { scoresBesideBureaus } from './bureau-score-text';
import { readGeneral } from './read';

const scores = (text: string) => Object.fromEntries(scoresBesideBureaus(text));

describe('scores printed beside their bureau in text', () => {
  it('reads a score after its bureau, the model before or after it, the sentence closed by a period', () => {
    expect(scores('TransUnion 653 VantageScore 3.0')).toEqual({ transunion: 653 });
    expect(scores('Equifax FICO® Score 8: 723   Experian FICO® Score 8: 740')).toEqual({ equifax: 723, experian: 740 });
    expect(scores('Scores (VantageScore 3.0): Experian 688.')).toEqual({ experian: 688 });
    expect(scores('Scores (VantageScore 3.0): Experian 688; TransUnion 607; Equifax 702.')).toEqual({ experian: 688, transunion: 607, equifax: 702 });
  });

  it('reads a sentence that names the bureau, the score and the number', () => {
    expect(scores('Your TransUnion score is 612 as of Apr 2024.')).toEqual({ transunion: 612 });
    expect(scores("Experian's FICO Score 8 is 701, and your Equifax credit score was 698.")).toEqual({ experian: 701, equifax: 698 });
    expect(scores('Your VantageScore 3.0 score from Equifax: 645 (Fair).')).toEqual({ equifax: 645 });
  });

  it('reads no range, change, amount, address or number the words do not tie to the bureau', () => {
    expect(scores('TransUnion scores range from 300 to 850.')).toEqual({});
    expect(scores('Scores run 300-850. Experian 300-850.')).toEqual({});
    expect(scores('Your Experian score rose 35 points to 701.')).toEqual({});
    expect(scores('Your TransUnion score changed: 612 points higher than the average.')).toEqual({});
    expect(scores('Write to Experian, 475 Anton Blvd, about your score.')).toEqual({});
    expect(scores('Experian: 475 Anton Blvd, Costa Mesa, CA; ask for your score.')).toEqual({});
    expect(scores('Equifax reported 702 USD past due; your score fell.')).toEqual({});
    // without a word of a score, only the model's name may follow the number
    expect(scores('Experian 475 Anton Blvd')).toEqual({});
    expect(scores('Experian 688 accounts reviewed')).toEqual({});
  });

  it('gives a three-bureau reading each bureau its score from a sentence in the header', () => {
    const doc = docFrom([
      [
        'Example Hub · Three-bureau report',
        'Scores (VantageScore 3.0): Experian 688; Equifax 702.',
        'Accounts',
        'EXAMPLE BANK',
        'TransUnion: Account number: 1234****; Type: Credit card; Balance: 120 USD; Status: Current.',
        'Experian: Account number: 1234****; Type: Credit card; Balance: 120 USD; Status: Current.',
        'Equifax: Account number: ****5678; Type: Credit card; Balance: 120 USD; Status: Current.',
      ],
    ]);
    expect(documentLines(doc).length).toBe(7);
    expect(readGeneral(doc, null).reports.map((r) => [r.bureau, r.score])).toEqual([
      ['transunion', null],
      ['experian', 688],
      ['equifax', 702],
    ]);
  });
});
