import { describe, expect, it } from 'vitest';
import { rejoinSplitCapitals, stripAdverseMarks } from './ocr';

describe('rejoinSplitCapitals', () => {
  it('rejoins status words OCR split after the first capital', () => {
    expect(rejoinSplitCapitals('Account closed at consumer request; C LOSED')).toBe('Account closed at consumer request; CLOSED');
    expect(rejoinSplitCapitals('C URRENT A CCOUNT')).toBe('CURRENT ACCOUNT');
  });

  it('leaves initials and words it does not know alone', () => {
    expect(rejoinSplitCapitals('J C PENNEY')).toBe('J C PENNEY');
    expect(rejoinSplitCapitals('A USTIN')).toBe('A USTIN');
  });
});

describe('stripAdverseMarks', () => {
  it('strips >brackets< and says they were there', () => {
    expect(stripAdverseMarks('>Collection Account<')).toEqual({ text: 'Collection Account', adverse: true });
    expect(stripAdverseMarks('Current Account')).toEqual({ text: 'Current Account', adverse: false });
  });
});
