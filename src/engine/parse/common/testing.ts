import type { ExtractedDocument, TextItem, TextLine, TextPage } from '../../extract/types';

/** Points per character column in documents built by the helpers below. */
export const COLUMN_WIDTH = 6;
const LINE_HEIGHT = 12;

/**
 * Test helper: turns a fixed-width text block into a TextPage. Items are split on runs of 2 or more
 * spaces and placed at x = column × 6 points, so column layouts survive as positions.
 */
export function pageFromText(text: string, number = 1): TextPage {
  const rows = text.replace(/^\n/, '').split('\n');
  const lines: TextLine[] = [];
  rows.forEach((row, index) => {
    const items: TextItem[] = [];
    const re = /\S+(?: \S+)*/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(row)) !== null) {
      items.push({ text: m[0], x: m.index * COLUMN_WIDTH, width: m[0].length * COLUMN_WIDTH });
    }
    if (items.length === 0) return;
    lines.push({ items, text: row.trim().replace(/ {3,}/g, '  '), y: (index + 1) * LINE_HEIGHT, size: 10 });
  });
  return { number, width: 612, height: Math.max(792, (rows.length + 2) * LINE_HEIGHT), lines };
}

/** Test helper: a document from one fixed-width text block per page. */
export function docFromText(...pages: string[]): ExtractedDocument {
  return { source: 'pdf-text', pages: pages.map((p, i) => pageFromText(p, i + 1)) };
}

/** Test helper: a name compared the way truth matching does (A–Z and 0–9 only). */
export function normaliseName(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
