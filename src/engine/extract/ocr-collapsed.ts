/**
 * Words the recogniser collapsed to their first letter.
 *
 * On scanned bureau tables Tesseract's LSTM sometimes returns a header word as its first capital alone, with a
 * word box a fraction of the text's height ("Account" over "Number" read as "A", box 9 × 7 px in a 30 px row),
 * and nothing for the rest of the word. The table's header is then not recognised and none of its rows is read.
 * The pixels are fine: the same stretch read again on its own, as one line, gives the printed word. Only a lone
 * letter whose box is far smaller than its row's text is re-read, and the re-reading is kept only when it is one
 * word of letters starting with that letter, so nothing is made up where the page is blank or the letter real.
 */

import type { OcrSymbol } from './ocr-words';

type WordBox = OcrSymbol['bbox'];

/** A word box shorter than this fraction of its row's height cannot hold a capital letter. */
const COLLAPSED_HEIGHT = 0.45;
/** How far right (in row heights) the rest of the word may reach when nothing follows it on the row. */
const REACH_ROWS = 8;

/**
 * The pixel stretch to read again for each collapsed word of a row: from just left of the letter to just left of
 * the next word (or `REACH_ROWS` row heights), the row's full height. `words` are one recognised row, left to
 * right; returns the indexes of the collapsed words with their stretches.
 */
export function collapsedWords(words: Array<{ text: string; bbox: WordBox }>, row: WordBox, rowHeight: number): Array<{ index: number; box: WordBox }> {
  const out: Array<{ index: number; box: WordBox }> = [];
  words.forEach((word, index) => {
    if (!/^[A-Z]$/.test(word.text)) return;
    if (word.bbox.y1 - word.bbox.y0 >= COLLAPSED_HEIGHT * rowHeight) return;
    const next = words[index + 1];
    const pad = Math.round(rowHeight * 0.2);
    const right = next ? next.bbox.x0 - pad : word.bbox.x0 + REACH_ROWS * rowHeight;
    if (right - word.bbox.x1 < rowHeight) return;
    out.push({ index, box: { x0: word.bbox.x0 - pad, y0: row.y0 - pad, x1: right, y1: row.y1 + pad } });
  });
  return out;
}

/** The re-reading of a collapsed `letter`, when it is one word of letters that starts with it; else null. */
export function restoredWord(letter: string, reread: string): string | null {
  const text = reread.trim();
  if (!/^[A-Za-z]{2,}$/.test(text) || text[0] !== letter) return null;
  return text;
}
