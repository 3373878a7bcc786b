/**
 * How tall a page's text is, from its rows of pixels, so that an enlarged photo is enlarged no more than its text
 * needs (decision 210): OCR time grows with the pixels read.
 */
import type { GrayImage } from './preprocess';

/** A row crosses text when it crosses this many separate runs of ink (a frame, a rule or a dark margin crosses few). */
const MIN_INK_RUNS = 8;
/** Shorter runs of text rows are rules and specks, not lines of text. */
const MIN_LINE_PX = 4;
/** Fewer lines than this say nothing reliable about the page's text. */
const MIN_LINES = 10;
/**
 * A line of text (ascenders to descenders) at least this tall in pixels at the quarter of the page's lines that are
 * smallest: the scans that read right (PNG and JPEG fixtures of 200–300 dpi) have theirs at 16–19 px.
 */
export const MIN_TEXT_LINE_PX = 16;

/** Whether each row crosses text (at least MIN_INK_RUNS separate runs of ink). */
export function textRows(img: GrayImage): Uint8Array {
  const rows = new Uint8Array(img.height);
  for (let y = 0; y < img.height; y++) {
    let crossings = 0;
    let inInk = false;
    for (let x = 0, at = y * img.width; x < img.width; x++, at++) {
      const ink = (img.data[at] as number) < 128;
      if (ink && !inInk) crossings++;
      inInk = ink;
    }
    rows[y] = crossings >= MIN_INK_RUNS ? 1 : 0;
  }
  return rows;
}

/** Heights of the runs of `rows` that cross text and are tall enough to be lines, shortest first. */
export function lineHeightsOf(rows: Uint8Array): number[] {
  const heights: number[] = [];
  let run = 0;
  for (let y = 0; y <= rows.length; y++) {
    if (y < rows.length && rows[y]) run++;
    else {
      if (run >= MIN_LINE_PX) heights.push(run);
      run = 0;
    }
  }
  return heights.sort((a, b) => a - b);
}

/** Heights in pixels of the runs of rows that cross text, shortest first (the page is taken as upright). */
export function textLineHeights(img: GrayImage): number[] {
  return lineHeightsOf(textRows(img));
}

/**
 * The factor (≤ 1) by which a page enlarged by `enlargedBy` for OCR may be reduced again, its small text kept at
 * MIN_TEXT_LINE_PX and never below the image's own pixels; 1 when its text is not known or no taller than needed.
 */
export function textAllowsShrink(img: GrayImage, enlargedBy: number): number {
  if (enlargedBy <= 1) return 1;
  const heights = textLineHeights(img);
  if (heights.length < MIN_LINES) return 1;
  const small = heights[Math.floor((heights.length - 1) / 4)] as number;
  return Math.min(1, Math.max(1 / enlargedBy, MIN_TEXT_LINE_PX / small));
}
