/** Tesseract's recognition result (blocks → paragraphs → lines → words → symbols) and how it becomes fragments. */
import type { Fragment } from './lines';
import { digitLookalikes, isTableRule, maskRaisedGlyphs, thousandsCommas, type OcrSymbol } from './ocr-words';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface OcrWord {
  text: string;
  confidence: number;
  bbox: Box;
  symbols?: OcrSymbol[];
}
export interface OcrLine {
  words: OcrWord[];
  baseline: Box;
  rowAttributes?: { rowHeight: number };
  bbox: Box;
}
export interface OcrBlock {
  paragraphs: Array<{ lines: OcrLine[] }>;
}

export const wordsOf = (blocks: OcrBlock[]): OcrWord[] => blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));

/**
 * A reading of a cropped region moved into the page's pixels: every box, the symbols' included (they decide which
 * glyphs are raised mask marks, against the line's baseline in the page).
 */
export function shiftBlocks(blocks: OcrBlock[], dx: number, dy: number): OcrBlock[] {
  const shift = (b: Box): Box => ({ x0: b.x0 + dx, y0: b.y0 + dy, x1: b.x1 + dx, y1: b.y1 + dy });
  return blocks.map((b) => ({
    paragraphs: b.paragraphs.map((p) => ({
      lines: p.lines.map((l) => ({
        ...l,
        bbox: shift(l.bbox),
        baseline: shift(l.baseline),
        words: l.words.map((w) => ({ ...w, bbox: shift(w.bbox), ...(w.symbols ? { symbols: w.symbols.map((s) => ({ ...s, bbox: shift(s.bbox) })) } : {}) })),
      })),
    })),
  }));
}

/** Border pieces and specks OCR reads as characters: low confidence and nothing a report would print. */
function isNoise(word: OcrWord): boolean {
  return (word.confidence < 30 && !/[A-Za-z0-9$]/.test(word.text) && word.text !== '-') || isTableRule(word);
}

function baselineAt(line: OcrLine, x: number): number {
  const { x0, y0, x1, y1 } = line.baseline;
  if (x1 === x0) return y1;
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

/**
 * Turns Tesseract's blocks into positioned fragments, in points. `raisedMarks`: glyphs printed clear of the
 * baseline are read as the asterisks of a mask (not in a payment grid, which has none).
 */
export function blocksToFragments(blocks: OcrBlock[], scale: number, raisedMarks = true): Fragment[] {
  const fragments: Fragment[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        // Tesseract's row height (x-height plus ascenders) is close to the font size, but a short line it
        // split off a row can get an implausibly small one; the word's own height bounds it from below.
        const rowHeight = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
        for (const word of line.words) {
          if (!word.text.trim() || isNoise(word)) continue;
          const mid = (word.bbox.x0 + word.bbox.x1) / 2;
          const read = raisedMarks ? maskRaisedGlyphs(word, baselineAt(line, mid), rowHeight) : word.text;
          const text = thousandsCommas(digitLookalikes(read.trim()));
          fragments.push({
            text,
            x: word.bbox.x0 * scale,
            width: (word.bbox.x1 - word.bbox.x0) * scale,
            y: baselineAt(line, mid) * scale,
            size: Math.max(rowHeight, word.bbox.y1 - word.bbox.y0) * scale,
          });
        }
      }
    }
  }
  return fragments;
}
