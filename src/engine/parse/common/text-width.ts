/**
 * Where a word sits inside a run of text. Extractors join runs printed close together into one item
 * ("02/19/2015 $0" from two table cells, "Court — X; Date Filed — Y"), so the position of a word inside it is
 * estimated from the advance widths of the characters before it. Relative widths of a proportional
 * sans-serif (Helvetica's, in thousandths of an em): capitals and digits are much wider than spaces and narrow
 * letters, so counting characters alone misplaces a word that follows a long capitalised name.
 */
const WIDE = /[MW@%]/;
const CAPITAL = /[A-Z&#]/;
const FIGURE = /[0-9$*_?+=<>~^]/;
const NARROW = /[iljIft!|.,:;'`()[\]/ ]/;

function charWidth(ch: string): number {
  if (WIDE.test(ch)) return 880;
  if (CAPITAL.test(ch)) return 680;
  if (FIGURE.test(ch)) return 556;
  if (ch === '-') return 333;
  if (NARROW.test(ch)) return 278;
  if (/[mw]/.test(ch)) return 790;
  return 540;
}

export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += charWidth(ch);
  return width;
}

/** The left and right edges of `text.slice(start, end)` inside a run printed from `x` to `right`. */
export function spanOf(text: string, x: number, right: number, start: number, end: number): { x: number; right: number } {
  const scale = (right - x) / Math.max(1e-6, textWidth(text));
  const left = x + textWidth(text.slice(0, start)) * scale;
  return { x: left, right: left + textWidth(text.slice(start, end)) * scale };
}
