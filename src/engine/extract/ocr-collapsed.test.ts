import { describe, expect, it } from 'vitest';
import { collapsedWords, restoredWord } from './ocr-collapsed';

// A header row of a 300 dpi scan, as Tesseract returned it: "Account" read as "A" in a 9 × 7 px box.
const row = { x0: 122, y0: 334, x1: 1000, y1: 365 };
const word = (text: string, x0: number, x1: number, y0 = 339, y1 = 361) => ({ text, bbox: { x0, y0, x1, y1 } });

describe('words OCR collapsed to their first letter', () => {
  it('finds a lone capital whose box is far shorter than its row, and the stretch up to the next word', () => {
    const words = [word('Creditor', 122, 217), word('A', 340, 349, 339, 346), word('Responsibility', 663, 825)];
    expect(collapsedWords(words, row, 30)).toEqual([{ index: 1, box: { x0: 334, y0: 328, x1: 657, y1: 371 } }]);
  });

  it('leaves a printed single letter alone (a full-height box, a lower-case letter, or no room for more)', () => {
    // "Grade A  Rating": the letter stands as tall as the words around it
    expect(collapsedWords([word('Grade', 122, 190), word('A', 200, 220), word('Rating', 400, 470)], row, 30)).toEqual([]);
    expect(collapsedWords([word('a', 340, 349, 339, 346), word('Type', 532, 589)], row, 30)).toEqual([]);
    // a short box right before the next word: nothing of a longer word can hide in between
    expect(collapsedWords([word('A', 340, 349, 339, 346), word('Type', 360, 400)], row, 30)).toEqual([]);
  });

  it('keeps a re-reading only when it is one word of letters that starts with the letter', () => {
    expect(restoredWord('A', 'Account')).toBe('Account');
    expect(restoredWord('A', ' Account\n')).toBe('Account');
    expect(restoredWord('A', 'Balance')).toBeNull();
    expect(restoredWord('A', 'A')).toBeNull();
    expect(restoredWord('A', 'A1234')).toBeNull();
    expect(restoredWord('A', '')).toBeNull();
  });
});
