import { describe, expect, it } from 'vitest';
import { digitLookalikes, isTableRule, maskRaisedGlyphs, thousandsCommas } from './ocr-words';

/** Symbols of equal width; `raised` marks those drawn above the baseline (bottom at 2366 for a 2377 baseline). */
function word(text: string, raised: number[] = []) {
  return {
    text,
    symbols: [...text].map((c, i) => ({
      text: c,
      bbox: { x0: i * 15, y0: raised.includes(i) ? 2358 : 2356, x1: i * 15 + 13, y1: raised.includes(i) ? 2366 : 2377 },
    })),
  };
}

describe('OCR word clean-up', () => {
  it('reads a raised glyph after the digits of a number as a mask', () => {
    expect(maskRaisedGlyphs(word('7256027', [6]), 2377, 28)).toBe('725602*');
    expect(maskRaisedGlyphs(word('28856Re', [5, 6]), 2377, 28)).toBe('28856**');
  });

  it('leaves words on the baseline and words without digits alone', () => {
    expect(maskRaisedGlyphs(word('725602'), 2377, 28)).toBe('725602');
    expect(maskRaisedGlyphs(word('Open', [0, 1]), 2377, 28)).toBe('Open');
    // An apostrophe is raised by design: "'25".
    expect(maskRaisedGlyphs(word("'25", [0]), 2377, 28)).toBe("'25");
    expect(maskRaisedGlyphs({ text: '1234' }, 2377, 28)).toBe('1234');
  });

  it('reads a point before groups of three digits in a dollar amount as a comma', () => {
    expect(thousandsCommas('$26.800')).toBe('$26,800');
    expect(thousandsCommas('$1.234.567')).toBe('$1,234,567');
    expect(thousandsCommas('$26.80')).toBe('$26.80');
    expect(thousandsCommas('26.800')).toBe('26.800');
  });

  it('reads one digit look-alike letter inside a number as the digit', () => {
    expect(digitLookalikes('B09')).toBe('809');
    expect(digitLookalikes('7O5')).toBe('705');
    expect(digitLookalikes('10B')).toBe('10B');
    expect(digitLookalikes('BOS')).toBe('BOS');
    expect(digitLookalikes('SO1')).toBe('SO1');
    expect(digitLookalikes('09')).toBe('09');
  });

  it('takes a vertical table rule read as a dash or a bar for noise, never a printed dash or a letter', () => {
    // the rule between "Date of First" and "Original" header cells of a 300 dpi scan, read as "-"
    expect(isTableRule({ text: '-', bbox: { x0: 1880, y0: 335, x1: 1889, y1: 367 } })).toBe(true);
    expect(isTableRule({ text: '|', bbox: { x0: 700, y0: 420, x1: 703, y1: 452 } })).toBe(true);
    // a printed dash (an empty cell, "Date Filed — 08/11/2014") is wider than tall
    expect(isTableRule({ text: '-', bbox: { x0: 900, y0: 440, x1: 912, y1: 444 } })).toBe(false);
    expect(isTableRule({ text: '—', bbox: { x0: 900, y0: 440, x1: 930, y1: 444 } })).toBe(false);
    // tall and narrow, but a letter or a digit
    expect(isTableRule({ text: 'I', bbox: { x0: 700, y0: 420, x1: 705, y1: 452 } })).toBe(false);
    expect(isTableRule({ text: '1', bbox: { x0: 700, y0: 420, x1: 708, y1: 452 } })).toBe(false);
  });
});
