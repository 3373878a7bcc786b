import { describe, expect, it } from 'vitest';
import { MIN_TEXT_LINE_PX, textAllowsShrink, textLineHeights } from './text-height';
import type { GrayImage } from './preprocess';

/** Lines of "letters" (dark bars with gaps) `lineHeight` px tall, every `pitch` px, inside a dark frame. */
function page(lineHeight: number, pitch: number, lines = 14): GrayImage {
  const width = 600;
  const height = 60 + lines * pitch;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) for (let x = 0; x < 10; x++) data[y * width + x] = 0; // a dark margin on every row
  for (let l = 0; l < lines; l++) {
    for (let y = 30 + l * pitch; y < 30 + l * pitch + lineHeight; y++) for (let x = 40; x < 560; x++) if (x % 12 < 7) data[y * width + x] = 0;
  }
  return { width, height, data };
}

describe('text height', () => {
  it('measures the lines of text, not the dark margin crossing every row', () => {
    expect(textLineHeights(page(24, 40))).toEqual(Array(14).fill(24));
  });

  it('lets an enlarged page with tall text be reduced to keep its text at the minimum height, never below its own pixels', () => {
    expect(textAllowsShrink(page(32, 50), 2.5)).toBeCloseTo(MIN_TEXT_LINE_PX / 32);
    expect(textAllowsShrink(page(40, 60), 1.5)).toBeCloseTo(1 / 1.5);
  });

  it('keeps the scale of small text, of a page not enlarged and of a page with too few lines to tell', () => {
    expect(textAllowsShrink(page(14, 30), 1.6)).toBe(1);
    expect(textAllowsShrink(page(32, 50), 1)).toBe(1);
    expect(textAllowsShrink(page(32, 50, 4), 1.6)).toBe(1);
  });
});
