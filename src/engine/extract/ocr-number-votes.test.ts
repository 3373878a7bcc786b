import { describe, expect, it } from 'vitest';
import { contradicted, digitsBeforeMask, oddColumnOut, settledReading, unanimousReading } from './ocr-number-votes';
import { UNREADABLE_NUMBER } from './types';

describe('settling the readings of an account-number cell', () => {
  it('keeps digits printed apart from a mask read as letters', () => {
    // seen on merged-idiq: TransUnion "358547*******" read "358547 FHrix" and re-read "358547" and "3685474"
    expect(digitsBeforeMask('358547 FHrix')).toBe('358547');
    expect(settledReading('358547 FHrix', ['358547\n', '3685474\n'])).toBe('358547');
    // lookalikes: digits split by a gap, or run into the mask, set nothing apart
    expect(digitsBeforeMask('35854 7*+***')).toBeNull();
    expect(digitsBeforeMask('7256027')).toBeNull();
    expect(settledReading('35854 7*+***', ['358547', '358547'])).toBe('358547');
  });

  it('takes neither of two re-readings that share too little', () => {
    expect(settledReading('2847', ['28474', '91577'])).toBeNull();
    // lookalike: sharing four characters or more, the shared start is kept as before
    expect(settledReading('2847', ['28474', '28471'])).toBe('2847');
  });

  it('finds a free reading every re-reading contradicts', () => {
    // seen on experian-acr: "6945XXXXXXXX" read "69345XXXXXXXX" on the page, "6945…" and "6345…" alone
    expect(contradicted('69345XXXXXXXX', ['6945XXXXXXXX', '6345XXXXXXXX'])).toBe(true);
    // lookalikes: one re-reading agrees; the same digits with masks dropped; one re-reading is no number
    expect(contradicted('XXXX1234', ['XXXX123', 'XXXX1234'])).toBe(false);
    expect(contradicted('3263****', ['3263', '3263*'])).toBe(false);
    expect(contradicted('5350XXXXXXXX', ['5350XXXXXXXX', 'S350XXXXXXXX'])).toBe(false);
    expect(contradicted('69345XXXXXXXX', ['6945XXXXXXXX', ''])).toBe(false);
    // lookalike seen on merged-a: a number printed mask first, whose re-readings drop digits after the mask
    expect(contradicted('XXXXXXXXXXXX8884', ['XXXXXXXXXXXX84', 'XXXXXXXXXXXX884'])).toBe(false);
  });

  it('takes a reading only when every look gives it', () => {
    expect(unanimousReading(['6945XXXXXXXX', '6945XXXXXXXX', '6945XXXXXXX'])).toBe('6945XXXXXXXX');
    // not a majority: two of the looks at "6945XXXXXXXX" gave "6345XXXXXXXX"
    expect(unanimousReading(['6945XXXXXXXX', '6345XXXXXXXX', '6345XXXXXXXX'])).toBe(UNREADABLE_NUMBER);
    expect(unanimousReading(['6945XXXXXXXX', '6945XXXXXXXX', '6945XXXXXXXX ye'])).toBe(UNREADABLE_NUMBER);
  });

  it('finds the bureau column whose first digits disagree with two that agree', () => {
    expect(oddColumnOut(['3685474*******', '358547*******', '3585476336****94'])).toBe(0);
    // lookalikes: bureaus mask one number differently; a mask read as a digit still starts the same; two columns
    // cannot say which is wrong; three that all disagree neither
    expect(oddColumnOut(['96430704****', '964307*********', 'X*4978'])).toBeNull();
    expect(oddColumnOut(['7256027', '725602XXXXXX', '7256021111****94'])).toBeNull();
    expect(oddColumnOut(['3685474*******', '358547*******', 'XXXXXXXXXXXX5474'])).toBeNull();
    expect(oddColumnOut(['123456****', '567890****', '901234****'])).toBeNull();
    // last digits whose leading mask OCR dropped (seen on merged-smartcredit) are not first digits
    expect(oddColumnOut(['43585685****', '435856**', '3815'])).toBeNull();
    expect(oddColumnOut(['93143696****', '931436*', '7243**'])).toBeNull();
  });
});
