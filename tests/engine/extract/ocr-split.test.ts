import { describe, expect, it } from 'vitest';
import type { OcrBlock } from '../../../src/engine/extract/ocr-blocks';
import { readInBands, splitRow } from '../../../bench/ocr-split';
import type { GrayImage } from '../../../src/engine/extract/preprocess';

/** Lines of "letters" (dark bars with gaps) 20 px tall starting at each of `tops`. */
function page(tops: number[], height: number, width = 600): GrayImage {
  const data = new Uint8Array(width * height).fill(255);
  for (const top of tops) for (let y = top; y < top + 20; y++) for (let x = 40; x < 560; x++) if (x % 12 < 7) data[y * width + x] = 0;
  return { width, height, data };
}

/** Line tops every `pitch` px from `from`, `count` of them. */
const rows = (from: number, pitch: number, count: number) => Array.from({ length: count }, (_, i) => from + i * pitch);

/** A stand-in for Tesseract: each run of rows with ink is one word, its box in the image's pixels. */
async function readBars(img: GrayImage): Promise<OcrBlock[]> {
  const lines: OcrBlock['paragraphs'][number]['lines'] = [];
  let start = -1;
  for (let y = 0; y <= img.height; y++) {
    const ink = y < img.height && img.data.subarray(y * img.width, (y + 1) * img.width).some((v) => v < 128);
    if (ink && start < 0) start = y;
    if (!ink && start >= 0) {
      const bbox = { x0: 40, y0: start, x1: 560, y1: y };
      lines.push({ words: [{ text: `row${lines.length}`, confidence: 90, bbox }], baseline: bbox, bbox });
      start = -1;
    }
  }
  return [{ paragraphs: [{ lines }] }];
}

describe('splitting a page for its first reading', () => {
  it('cuts in the middle of the widest blank gap near the middle of the text', () => {
    // 30 px gaps between lines, one of 70 px at 610–680 and a wider one (150 px) near the top, outside the middle
    const tops = [...rows(20, 50, 2), ...rows(240, 50, 8), ...rows(680, 50, 8)];
    const img = page(tops, 1100);
    expect(splitRow(img, 0)).toBe(645);
  });

  it('does not cut when no gap near the middle is as tall as a line, nor a page with little text', () => {
    expect(splitRow(page(rows(20, 35, 28), 1000), 0)).toBeNull();
    const sparse = page([...rows(20, 50, 8), ...rows(520, 50, 8)], 1000);
    expect(splitRow(sparse, 0)).not.toBeNull();
    expect(splitRow(sparse)).toBeNull();
  });

  it('joins the bands’ words in the page’s pixels, in the order of a reading of the whole page', async () => {
    const img = page([...rows(20, 50, 8), ...rows(500, 50, 8)], 1000);
    const cut = splitRow(img, 0);
    expect(cut).not.toBeNull();
    const boxes = (blocks: OcrBlock[]) => blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words.map((w) => w.bbox))));
    expect(boxes(await readInBands(img, cut as number, readBars))).toEqual(boxes(await readBars(img)));
  });
});
