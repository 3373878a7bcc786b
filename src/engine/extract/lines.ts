import type { TextItem, TextLine } from './types';

/** A piece of text with its position, in points, from either the PDF text layer or OCR. */
export interface Fragment {
  text: string;
  /** Left edge from the page's left. */
  x: number;
  width: number;
  /** Baseline from the page top. */
  y: number;
  /** Font size or text height. */
  size: number;
}

/** Baselines closer than this fraction of the font size are one line (kerning, sub-pixel jitter, OCR wobble). */
const SAME_LINE_EM = 0.45;
/** Pieces closer than this are parts of one word (pdf.js often splits words at kerning changes). */
const TOUCHING_EM = 0.1;
/** A horizontal gap of at least this many ems separates two cells (columns, label and value blocks). */
const CELL_GAP_EM = 1.0;
/** Width of one space used to render a cell gap in the line's text (like pdftotext -layout). */
const SPACE_EM = 0.3;

function joinInCell(left: string, right: string, gap: number, em: number): string {
  if (gap <= TOUCHING_EM * em || /\s$/.test(left) || /^\s/.test(right)) return left + right;
  return `${left} ${right}`;
}

function buildLine(fragments: Fragment[]): TextLine {
  const sorted = [...fragments].sort((a, b) => a.x - b.x);
  const items: TextItem[] = [];
  const separators: number[] = [];
  let cellText = '';
  let cellX = 0;
  let cellEnd = Number.NEGATIVE_INFINITY;
  let prevSize = 0;

  const closeCell = () => {
    const clean = cellText.replace(/\s+/g, ' ').trim();
    if (clean) items.push({ text: clean, x: cellX, width: Math.max(0, cellEnd - cellX) });
  };

  for (const f of sorted) {
    const em = Math.max(f.size, prevSize, 1);
    const gap = f.x - cellEnd;
    if (cellText === '') {
      cellText = f.text;
      cellX = f.x;
    } else if (gap >= CELL_GAP_EM * em) {
      closeCell();
      separators.push(Math.max(2, Math.round(gap / (SPACE_EM * em))));
      cellText = f.text;
      cellX = f.x;
      cellEnd = Number.NEGATIVE_INFINITY;
    } else {
      cellText = joinInCell(cellText, f.text, gap, em);
    }
    cellEnd = Math.max(cellEnd, f.x + f.width);
    prevSize = f.size;
  }
  closeCell();

  let text = items[0]?.text ?? '';
  for (let i = 1; i < items.length; i++) text += ' '.repeat(separators[i - 1] ?? 2) + (items[i]?.text ?? '');
  const y = fragments.reduce((s, f) => s + f.y, 0) / fragments.length;
  const size = Math.max(...fragments.map((f) => f.size));
  return { items, text, y, size };
}

/**
 * Groups positioned fragments into lines (same baseline within a tolerance, as a fraction of the font size),
 * left to right, merging touching pieces into cells and keeping a visible gap between cells so parsers can
 * assign columns by x. OCR baselines wobble more than a PDF's, so its callers pass a larger tolerance.
 */
export function fragmentsToLines(fragments: Fragment[], sameLineEm = SAME_LINE_EM): TextLine[] {
  const usable = fragments.filter((f) => f.text.trim() !== '' && Number.isFinite(f.x) && Number.isFinite(f.y));
  usable.sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: Fragment[][] = [];
  let current: Fragment[] = [];
  let meanY = 0;
  let currentSize = 0;
  for (const f of usable) {
    const tolerance = sameLineEm * Math.max(1, Math.min(f.size, currentSize || f.size));
    if (current.length > 0 && Math.abs(f.y - meanY) <= tolerance) {
      current.push(f);
      meanY += (f.y - meanY) / current.length;
      continue;
    }
    if (current.length > 0) groups.push(current);
    current = [f];
    meanY = f.y;
    currentSize = f.size;
  }
  if (current.length > 0) groups.push(current);
  return groups.map(buildLine).filter((l) => l.items.length > 0);
}
