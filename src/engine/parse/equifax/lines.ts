/**
 * The document's lines in reading order across pages, without page furniture: page numbers
 * ("Page 3 of 12", "3 / 12") and running headers/footers repeated at the top or bottom of pages.
 */
import type { ExtractedDocument, TextItem } from '../../extract/types';

export interface DocLine {
  text: string;
  items: TextItem[];
  page: number;
  y: number;
  /** Index in the flattened list (after furniture is removed). */
  index: number;
}

const PAGE_NUMBER = /^(?:page\s*)?\d{1,4}\s*(?:of|\/)\s*\d{1,4}$|^page\s*\d{1,4}$|^-\s*\d{1,4}\s*-$/i;

function furnitureKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

/** True for a page-number line, alone or trailing a running footer ("Report #123  Page 2 of 9"). */
export function isPageNumber(text: string): boolean {
  const t = text.trim();
  return PAGE_NUMBER.test(t) || /\bpage\s+\d{1,4}\s+of\s+\d{1,4}\s*$/i.test(t);
}

export function documentLines(doc: ExtractedDocument, opts: { keep?: (text: string) => boolean } = {}): DocLine[] {
  // A line seen near the top or bottom edge of most pages is a running header or footer.
  const edgeCounts = new Map<string, number>();
  for (const page of doc.pages) {
    const seen = new Set<string>();
    for (const line of page.lines) {
      const nearEdge = page.height > 0 ? line.y < page.height * 0.1 || line.y > page.height * 0.9 : false;
      if (!nearEdge) continue;
      const key = furnitureKey(line.text);
      if (key && !seen.has(key)) {
        seen.add(key);
        edgeCounts.set(key, (edgeCounts.get(key) ?? 0) + 1);
      }
    }
  }
  const pages = doc.pages.length;
  const repeated = (key: string) => pages >= 3 && (edgeCounts.get(key) ?? 0) >= Math.max(3, Math.ceil(pages * 0.6));

  const out: DocLine[] = [];
  for (const page of doc.pages) {
    const lines = [...page.lines].sort((a, b) => a.y - b.y);
    for (const line of lines) {
      const text = line.text.replace(/\s+$/, '');
      if (!text.trim()) continue;
      const keep = opts.keep?.(text) ?? false;
      if (!keep && (isPageNumber(text) || repeated(furnitureKey(text)))) continue;
      out.push({ text, items: line.items, page: page.number, y: line.y, index: out.length });
    }
  }
  return out;
}
