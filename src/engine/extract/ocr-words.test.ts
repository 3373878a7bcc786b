import { describe, expect, it } from 'vitest';
import { digitLookalikes, maskRaisedGlyphs, thousandsCommas } from './ocr-words';

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
});
