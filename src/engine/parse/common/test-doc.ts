/**
 * Test helper: an ExtractedDocument built from text, as the extractor would give it. A line is a string
 * (items split at gaps of two or more spaces, x = column × charWidth) or explicit [text, x] cells.
 */
import type { ExtractedDocument, TextItem, TextLine, TextPage } from '../../extract/types';

export const CHAR_WIDTH = 5;
export type LineSpec = string | [string, number][];

function itemsOf(spec: LineSpec): TextItem[] {
  if (typeof spec !== 'string') return spec.map(([text, x]) => ({ text, x, width: text.length * CHAR_WIDTH }));
  const items: TextItem[] = [];
  for (const m of spec.matchAll(/\S+(?: \S+)*/g)) {
    items.push({ text: m[0], x: (m.index ?? 0) * CHAR_WIDTH, width: m[0].length * CHAR_WIDTH });
  }
  return items;
}

export function textLine(spec: LineSpec, y: number): TextLine {
  const items = itemsOf(spec);
  return { items, text: items.map((i) => i.text).join('  '), y, size: 10 };
}

/** One page per array of lines; lines are 14 points apart starting at 40. */
export function docFrom(pages: LineSpec[][], source: ExtractedDocument['source'] = 'pdf-text'): ExtractedDocument {
  return {
    source,
    pages: pages.map((lines, i): TextPage => ({
      number: i + 1,
      width: 612,
      height: Math.max(792, 60 + lines.length * 14),
      lines: lines.map((spec, j) => textLine(spec, 40 + j * 14)),
    })),
  };
}
