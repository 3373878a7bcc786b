import { describe, expect, it } from 'vitest';
import { contradicted, digitsBeforeMask, settledReading, unanimousReading } from './ocr-number-votes';
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
  });

  it('takes a reading only when every look gives it', () => {
    expect(unanimousReading(['6945XXXXXXXX', '6945XXXXXXXX', '6945XXXXXXX'])).toBe('6945XXXXXXXX');
    // not a majority: two of the looks at "6945XXXXXXXX" gave "6345XXXXXXXX"
    expect(unanimousReading(['6945XXXXXXXX', '6345XXXXXXXX', '6345XXXXXXXX'])).toBe(UNREADABLE_NUMBER);
    expect(unanimousReading(['6945XXXXXXXX', '6945XXXXXXXX', '6945XXXXXXXX ye'])).toBe(UNREADABLE_NUMBER);
  });
});
