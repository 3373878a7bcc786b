/**
 * A page's first reading as two horizontal bands read at once, one per OCR worker, cut in a blank gap between its
 * lines; the bands' words are joined in the page's pixels, so the second readings see one page as before. Measured
 * for a lone dense page and not adopted (decision 219: it changes some readings), so it is the bench's, not the engine's:
 * bench/engine-ocr-profile.ts `--split` gives `recognizePage` it as the page's first reading (decision 234).
 */
import { crop } from '../src/engine/extract/ocr-cells';
import { shiftBlocks, type OcrBlock } from '../src/engine/extract/ocr-blocks';
import type { GrayImage } from '../src/engine/extract/preprocess';
import { lineHeightsOf, textRows } from '../src/engine/extract/text-height';

/**
 * Rows crossing text (text-height.ts) worth splitting the page for, in pixels of rows × width: a page with less
 * text is read in about as little time whole, and two readings of it cost more CPU than one.
 */
export const MIN_SPLIT_TEXT_AREA = 1_900_000;
/** The cut is looked for where this share of the page's text rows lies above it … */
const FROM_TEXT_SHARE = 0.3;
/** … up to this share, so that each band holds a fair part of the work. */
const TO_TEXT_SHARE = 0.7;
/** A row with no more dark pixels than this (specks of a scan) is blank. */
const MAX_BLANK_ROW_INK = 2;

/** Dark pixels of each row. */
function rowInk(img: GrayImage): Uint32Array {
  const ink = new Uint32Array(img.height);
  for (let y = 0; y < img.height; y++) {
    let n = 0;
    for (let x = 0, at = y * img.width; x < img.width; x++, at++) if ((img.data[at] as number) < 128) n++;
    ink[y] = n;
  }
  return ink;
}

/**
 * The row at which to cut the page in two for its first reading: the middle of the widest run of blank rows among
 * those with 30–70 % of the text rows above them, if that run is at least a line of text tall (the median line);
 * null when the page has too little text to be worth it or no such gap.
 */
export function splitRow(img: GrayImage, minTextArea = MIN_SPLIT_TEXT_AREA): number | null {
  const text = textRows(img);
  let textTotal = 0;
  for (const t of text) textTotal += t;
  if (textTotal * img.width < minTextArea) return null;
  const heights = lineHeightsOf(text);
  const lineHeight = heights[Math.floor(heights.length / 2)];
  if (lineHeight === undefined) return null;
  const ink = rowInk(img);
  let above = 0;
  let best: { start: number; length: number } | null = null;
  let start = -1;
  for (let y = 0; y < img.height; y++) {
    above += text[y] as number;
    const share = above / textTotal;
    const blank = (ink[y] as number) <= MAX_BLANK_ROW_INK && share >= FROM_TEXT_SHARE && share <= TO_TEXT_SHARE;
    if (blank && start < 0) start = y;
    if (start >= 0 && (!blank || y === img.height - 1)) {
      const length = (blank ? y + 1 : y) - start;
      if (!best || length > best.length) best = { start, length };
      start = -1;
    }
  }
  if (!best || best.length < lineHeight) return null;
  return best.start + Math.floor(best.length / 2);
}

/**
 * Reads the page as the bands above and below `cut` at the same time with `read`, and returns their blocks in the
 * page's pixels, the upper band's first.
 */
export async function readInBands(img: GrayImage, cut: number, read: (band: GrayImage) => Promise<OcrBlock[]>): Promise<OcrBlock[]> {
  const [upper, lower] = await Promise.all([
    read(crop(img, { left: 0, top: 0, width: img.width, height: cut })),
    read(crop(img, { left: 0, top: cut, width: img.width, height: img.height - cut })),
  ]);
  return [...upper, ...shiftBlocks(lower, 0, cut)];
}
