/**
 * The document's lines in reading order across pages, with their printed items, without page furniture: page
 * numbers ("Page 3 of 12", "3 / 12") and running headers/footers repeated at the top or bottom of pages. The
 * lines of the Equifax and merged parsers, which place grid cells by the printed items' own positions and pass their
 * layout's furniture and end of data. Every other reader takes lines.ts's documentLines (segments, not items; its
 * furniture is what repeats at the same height, grids and bureau headers kept): the two drop different lines, so
 * they stay two (decision 234).
 */
import type { ExtractedDocument, TextItem, TextLine } from '../../extract/types';
import { monthColumns, tokensOf } from './grid-columns';

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
function isPageNumber(text: string): boolean {
  const t = text.trim();
  return PAGE_NUMBER.test(t) || /\bpage\s+\d{1,4}\s+of\s+\d{1,4}\s*$/i.test(t);
}

/** The first and last two lines of a page inside its top or bottom band: where running headers and footers sit. */
function edgeLines(page: ExtractedDocument['pages'][number]): Set<TextLine> {
  const sorted = [...page.lines].filter((l) => l.text.trim()).sort((a, b) => a.y - b.y);
  const band = page.height > 0 ? page.height * 0.12 : 0;
  const out = new Set<TextLine>();
  for (const line of [...sorted.slice(0, 2), ...sorted.slice(-2)]) {
    if (band > 0 && (line.y < band || line.y > page.height - band)) out.add(line);
  }
  return out;
}

export interface LineOptions {
  /** Lines to keep even at a page edge. */
  keep?: (text: string) => boolean;
  /** Furniture a layout prints anywhere on a page. */
  furniture?: (text: string) => boolean;
  /** The first line after the data (nothing from it on is read). */
  endAt?: RegExp;
}

export function documentItemLines(doc: ExtractedDocument, opts: LineOptions = {}): DocLine[] {
  // A line at the top or bottom edge of most pages is a running header or footer.
  const edges = new Map<number, Set<TextLine>>();
  const edgeCounts = new Map<string, number>();
  for (const page of doc.pages) {
    const lines = edgeLines(page);
    edges.set(page.number, lines);
    const seen = new Set<string>();
    for (const line of lines) {
      const key = furnitureKey(line.text);
      if (key && !seen.has(key)) {
        seen.add(key);
        edgeCounts.set(key, (edgeCounts.get(key) ?? 0) + 1);
      }
    }
  }
  const pages = doc.pages.length;
  const repeated = (key: string) => pages >= 3 && (edgeCounts.get(key) ?? 0) >= Math.max(3, Math.ceil(pages * 0.8));

  const out: DocLine[] = [];
  let ended = false;
  for (const page of doc.pages) {
    if (ended) break;
    const edge = edges.get(page.number) ?? new Set<TextLine>();
    const lines = [...page.lines].sort((a, b) => a.y - b.y);
    for (const [i, line] of lines.entries()) {
      const text = line.text.replace(/\s+$/, '');
      if (!text.trim()) continue;
      // a payment grid continued at the top of a page repeats its title and month row: that is content
      const next = lines[i + 1];
      const grid = monthColumns(tokensOf(line)) !== null || (next !== undefined && monthColumns(tokensOf(next)) !== null);
      if (opts.endAt?.test(text.trim())) {
        ended = true;
        break;
      }
      const keep = grid || (opts.keep?.(text) ?? false);
      if (!keep && (isPageNumber(text) || opts.furniture?.(text) || (edge.has(line) && repeated(furnitureKey(text))))) continue;
      out.push({ text, items: line.items, page: page.number, y: line.y, index: out.length });
    }
  }
  return out;
}
