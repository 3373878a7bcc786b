/**
 * Accounts printed as cards two to a row: each printed line holds a line of the left card and a line of the
 * right card. Read line by line, the two cards' fields interleave; here each row of cards is put back into
 * reading order, the whole left card first, then the right one.
 *
 * A row of cards is recognised by its first line (two names side by side, neither a label) followed by
 * lines that print a label and its value under each name; it lasts until a line runs across the gutter between the cards (a
 * section heading, full-width text) or the next pair of names starts the next row. It may continue onto the
 * next page. Two columns of fields inside one account ("Balance: $5   Limit: $9") have no such pair of names
 * and are left alone.
 */
import { labelAt } from './labels';
import type { Line, Segment } from './lines';

/** How far from the gutter a card's text may start. */
const GUTTER_TOLERANCE = 3;

function isLabelled(seg: Segment | undefined): boolean {
  return seg != null && labelAt(seg.text) != null;
}

/** Text that names something: letters, not a label, not a figure or a date. */
function isName(seg: Segment): boolean {
  return /[A-Za-z]{2}/.test(seg.text) && !isLabelled(seg) && !/\d{2}/.test(seg.text);
}

interface Halves {
  left: Segment[];
  right: Segment[];
}

/** How far left of a card's edge a scan may put the card's border or the card's first letter. */
const BORDER_REACH = 12;

/**
 * A scan reads the border of a card as a mark standing alone ("|", "1") or glued to the text after it
 * ("| Original Creditor", its mark already dropped with the specks), so the right card's text seems to start
 * a little left of the gutter. A lone mark just left of either card's edge is dropped; text just left of the
 * gutter is the right card's and starts at the gutter. Text anywhere else is not moved: a heading at the page's
 * margin, left of the cards, still ends the row, and a line running across the gutter still does.
 */
function withoutBorder(seg: Segment, leftEdge: number, gutter: number): Segment | null {
  const near = (edge: number) => seg.x < edge - GUTTER_TOLERANCE && seg.x >= edge - BORDER_REACH;
  if ((near(leftEdge) || near(gutter)) && /^[|1l!]$/.test(seg.text)) return null;
  return near(gutter) ? { ...seg, x: gutter } : seg;
}

/** The line cut at the gutter, or null when a segment runs across it. */
function cut(line: Line, leftEdge: number, gutter: number): Halves | null {
  const left: Segment[] = [];
  const right: Segment[] = [];
  for (const printed of line.segments) {
    const seg = withoutBorder(printed, leftEdge, gutter);
    if (!seg) continue;
    if (seg.x >= gutter - GUTTER_TOLERANCE) right.push(seg);
    else if (seg.right < gutter) left.push(seg);
    else return null;
  }
  return { left, right };
}

/** The gutter of a row of cards starting at line i: the left edge of the right card's name. */
function rowStartAt(lines: Line[], i: number): number | null {
  const line = lines[i]!;
  const next = lines[i + 1];
  if (!next || line.segments.length !== 2) return null;
  const [a, b] = line.segments as [Segment, Segment];
  if (!isName(a) || !isName(b)) return null;
  const cards = lines.slice(i + 1, i + 1 + PAIRED_LINES);
  return cards.length === PAIRED_LINES && cards.every((l) => fieldsUnder(l, a.x, b.x)) ? b.x : null;
}

/** Lines after the names that must print a field (label and value) under each name. */
const PAIRED_LINES = 2;

/** Whether a line prints "Label value" under the left name and "Label value" under the right one. */
function fieldsUnder(line: Line, leftX: number, gutter: number): boolean {
  const halves = cut(line, leftX, gutter);
  if (!halves || halves.left.length < 2 || halves.right.length < 2) return false;
  const aligned = Math.abs(halves.left[0]!.x - leftX) <= GUTTER_TOLERANCE && Math.abs(halves.right[0]!.x - gutter) <= GUTTER_TOLERANCE;
  return aligned && isLabelled(halves.left[0]) && isLabelled(halves.right[0]);
}

function partOf(line: Line, segments: Segment[]): Line {
  return { ...line, segments, text: segments.map((s) => s.text).join('  '), x: segments[0]!.x };
}

/** How many field lines give the cards' text size. */
const SIZE_SAMPLE = 5;

/** The cards' text size: the median of their first field lines, as OCR measures each line a little differently. */
function fieldSize(lines: Line[]): number {
  const sizes = lines.map((l) => l.size).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

/** A heading after the cards: printed left of the cards' edge (a card's border aside), or in another size. */
function endsRow(line: Line, halves: Halves | null, indent: number, size: number): boolean {
  const x = halves ? ((halves.left[0] ?? halves.right[0])?.x ?? line.x) : line.x;
  return x < indent - GUTTER_TOLERANCE || Math.abs(line.size - size) > size * 0.2;
}

export function readSideBySideCards(lines: Line[]): Line[] {
  const out: Line[] = [];
  let i = 0;
  while (i < lines.length) {
    const gutter = rowStartAt(lines, i);
    if (gutter == null) {
      out.push(lines[i]!);
      i++;
      continue;
    }
    const left: Line[] = [];
    const right: Line[] = [];
    const indent = lines[i]!.x;
    const size = fieldSize(lines.slice(i + 1, i + 1 + SIZE_SAMPLE));
    let j = i;
    for (; j < lines.length; j++) {
      const halves = cut(lines[j]!, indent, gutter);
      if (j > i && (rowStartAt(lines, j) != null || endsRow(lines[j]!, halves, indent, size))) break;
      if (!halves) break;
      if (halves.left.length) left.push(partOf(lines[j]!, halves.left));
      if (halves.right.length) right.push(partOf(lines[j]!, halves.right));
    }
    out.push(...left, ...right);
    i = j;
  }
  return out;
}
