/**
 * Pages printed two to a sheet (a printer's or PDF printer's "2 pages per sheet"): a landscape sheet holds two
 * portrait pages side by side, scaled down, so every text line of the left page sits level with one of the right
 * page and the text layer reads across both. Each half is put back as a page of its own, the left one first.
 *
 * A sheet is parted in its middle only where no text reaches across the middle, and a document's sheets are parted
 * only when at least one sheet shows that its halves are pages: each half prints its own page number at the same
 * height (the right one the next page: "Page 1 of 3" | "Page 2 of 3"), or both halves open with the same running
 * header at the same place in each half. A landscape page printing two columns of text has one page number and one
 * header: it is left whole.
 */
import { isPageNumber } from '../parse/common/lines';
import { fragmentsToLines, type Fragment } from './lines';
import type { TextLine, TextPage } from './types';

/** The two halves of a landscape sheet whose text keeps clear of the middle, as lines; the right one's x from the middle. */
export interface SheetHalves {
  left: TextLine[];
  right: TextLine[];
  /** Each half's width: half the sheet's. */
  width: number;
}

/** How close to the sheet's middle, in points, text of either half may come. */
const GUTTER = 2;
/** How far apart the two halves' page numbers or running headers may sit (points), after the right one is moved left by half the sheet. */
const SAME_PLACE = 3;

/** A landscape sheet's fragments parted at its middle; null when a fragment reaches across it or the sheet is portrait. */
export function sheetHalves(fragments: Fragment[], width: number, height: number): SheetHalves | null {
  if (width <= height || fragments.length === 0) return null;
  const mid = width / 2;
  const left: Fragment[] = [];
  const right: Fragment[] = [];
  for (const f of fragments) {
    if (f.x + f.width <= mid - GUTTER) left.push(f);
    else if (f.x >= mid + GUTTER) right.push({ ...f, x: f.x - mid });
    else return null;
  }
  return { left: fragmentsToLines(left), right: fragmentsToLines(right), width: mid };
}

interface Mark {
  text: string;
  x: number;
  y: number;
}

/** The page number a half prints ("Page 2 of 3", "- 2 -"), with its place. */
function pageMark(lines: TextLine[]): Mark | null {
  for (const line of lines) {
    const item = line.items.find((i) => isPageNumber(i.text));
    if (item) return { text: item.text, x: item.x, y: line.y };
  }
  return null;
}

/** A page's first line (its running header), with its place; it must hold a word. */
function firstLine(lines: TextLine[]): Mark | null {
  const line = lines[0];
  return line && /[A-Za-z]{3}/.test(line.text) ? { text: line.text, x: line.items[0]?.x ?? 0, y: line.y } : null;
}

const samePlace = (a: Mark, b: Mark): boolean => Math.abs(a.y - b.y) <= SAME_PLACE && Math.abs(a.x - b.x) <= SAME_PLACE;

/** "Page 2 of 3" follows "Page 1 of 3"; marks without two numbers only need to be at the same place. */
function nextPage(left: Mark, right: Mark): boolean {
  const numbers = (t: string) => (t.match(/\d+/g) ?? []).map(Number);
  const [a, b] = [numbers(left.text), numbers(right.text)];
  if (a.length === 0 || b.length === 0) return true;
  return b[0] === (a[0] ?? 0) + 1 && b[1] === a[1];
}

/** The halves print what only a page prints: a page number each (the right one the next), or the same running header. */
export function halvesArePages(h: SheetHalves): boolean {
  if (h.left.length === 0 || h.right.length === 0) return false;
  const [a, b] = [pageMark(h.left), pageMark(h.right)];
  if (a && b && samePlace(a, b) && nextPage(a, b)) return true;
  const [p, q] = [firstLine(h.left), firstLine(h.right)];
  return p != null && q != null && p.text === q.text && samePlace(p, q);
}

/**
 * The document's pages with every sheet of two pages parted into its halves (left, then right; an empty half is no
 * page), numbered again in order. `halves[i]` is page i's parting, or null. Unchanged unless a sheet's halves are pages.
 */
export function pagesOfSheets(pages: TextPage[], halves: Array<SheetHalves | null>): TextPage[] {
  if (!halves.some((h) => h != null && halvesArePages(h))) return pages;
  const out: TextPage[] = [];
  pages.forEach((page, i) => {
    const h = halves[i];
    if (!h || page.ocr) {
      out.push(page);
      return;
    }
    for (const lines of [h.left, h.right]) if (lines.length > 0) out.push({ ...page, width: h.width, lines });
  });
  return out.map((page, i) => ({ ...page, number: i + 1 }));
}
