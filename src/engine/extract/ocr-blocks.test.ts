import { describe, expect, it } from 'vitest';
import { blocksToFragments, shiftBlocks, type Box, type OcrBlock } from './ocr-blocks';

const box = (x0: number, y0: number, x1: number, y1: number): Box => ({ x0, y0, x1, y1 });

/** "3263" read from a crop of a row: its glyphs stand on the crop's baseline (y 60), 10 px wide, 24 px tall. */
function readingOfCrop(): OcrBlock[] {
  const symbols = [...'3263'].map((text, i) => ({ text, bbox: box(40 + 10 * i, 36, 49 + 10 * i, 60) }));
  return [
    {
      paragraphs: [
        {
          lines: [
            {
              bbox: box(40, 36, 79, 60),
              baseline: box(40, 60, 79, 60),
              rowAttributes: { rowHeight: 24 },
              words: [{ text: '3263', confidence: 90, bbox: box(40, 36, 79, 60), symbols }],
            },
          ],
        },
      ],
    },
  ];
}

describe('a reading of a cropped region, moved into the page', () => {
  it('moves every box by the crop offset, the symbols of each word included', () => {
    const [block] = shiftBlocks(readingOfCrop(), 1000, 2000);
    const line = block?.paragraphs[0]?.lines[0];
    expect(line?.bbox).toEqual(box(1040, 2036, 1079, 2060));
    expect(line?.baseline).toEqual(box(1040, 2060, 1079, 2060));
    expect(line?.words[0]?.bbox).toEqual(box(1040, 2036, 1079, 2060));
    expect(line?.words[0]?.symbols?.map((s) => s.bbox)).toEqual([0, 1, 2, 3].map((i) => box(1040 + 10 * i, 2036, 1049 + 10 * i, 2060)));
  });

  it('keeps the digits of a number read from a crop: none is taken for a raised mask mark', () => {
    // Symbols left in the crop's coordinates sit 2,000 px above the page's baseline, and every digit was read as
    // an asterisk of a mask ("****" for an account number's "3263").
    const [fragment] = blocksToFragments(shiftBlocks(readingOfCrop(), 1000, 2000), 72 / 300);
    expect(fragment?.text).toBe('3263');
    expect(fragment?.x).toBeCloseTo(1040 * (72 / 300));
    expect(fragment?.y).toBeCloseTo(2060 * (72 / 300));
  });

  it('still reads a glyph printed clear of the baseline as a mask mark', () => {
    const blocks = readingOfCrop();
    const word = blocks[0]!.paragraphs[0]!.lines[0]!.words[0]!;
    word.symbols![3]!.bbox = box(70, 30, 79, 44);
    expect(blocksToFragments(shiftBlocks(blocks, 1000, 2000), 1)[0]?.text).toBe('326*');
  });
});
