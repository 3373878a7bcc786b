/**
 * Pages printed in independent columns: a grid of account cards (CSS grid, two or three cards a row) or a newspaper
 * flow, whose text layer runs across the columns, so each printed line holds a field of one column's account and a
 * field of the next one's; cards of different heights shift that pairing down the page.
 *
 * Columns are found from the geometry alone: x positions where, on several lines, a segment that is not the line's
 * first starts with a known label ("Balance: $5"). A run of lines is split there when no segment crosses a column's
 * start and every column is a flow of its own — it prints its own names (a line that is no label, followed in that
 * column by a label and its value) and its own fields with their values. Two columns of one account's fields
 * ("Balance: $5   Limit: $9") have no names in the right column, two columns of labels over values print no label
 * with its value, and a table's or bureau columns' cells are no labels: all are left alone.
 *
 * Each column is read down, then the next (left to right). Where the columns' names start on one line (a row of the
 * grid), the run is read a row at a time, so the cards keep the grid's order and a card that continues onto the next
 * page stays whole.
 */
import { isPaymentCodeWord } from './payment-codes';
import { generalLabelAt } from './vocabulary';
import { labelAt } from './labels';
import type { Line, Segment } from './lines';
import { headingKind } from './sections';

/** How far from a column's start its text may start. */
const TOLERANCE = 3;
/** Lines that must print a label at a column's start for that x to be a column. */
const MIN_LABEL_LINES = 3;
/** Lines of a label and its value every column of a split run must print (besides a name). */
const MIN_COLUMN_PAIRS = 1;

function isLabelled(seg: Segment | undefined): boolean {
  const m = seg ? labelAt(seg.text) : null;
  return m != null && !m.weak;
}

/**
 * Text that names something: a word, not a label (of the general reader's wider vocabulary too: "Charge Off Amount"
 * printed without a value), a payment code ("OK", "COL" left alone by a grid row), a figure or a date.
 */
function isName(seg: Segment): boolean {
  const label = generalLabelAt(seg.text);
  if ((label && !label.weak) || isLabelled(seg) || isPaymentCodeWord(seg.text)) return false;
  return /[A-Za-z]{3}/.test(seg.text) && !/\d{2}/.test(seg.text) && !/[$:]/.test(seg.text);
}

/** x positions clustered within the tolerance; each cluster's leftmost x and how many lines have one there. */
function clusters(xs: Array<{ x: number; line: number }>): Array<{ x: number; lines: number }> {
  const sorted = [...xs].sort((a, b) => a.x - b.x);
  const out: Array<{ x: number; lines: Set<number> }> = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (last && p.x - last.x <= TOLERANCE * 2) last.lines.add(p.line);
    else out.push({ x: p.x, lines: new Set([p.line]) });
  }
  return out.map((c) => ({ x: c.x, lines: c.lines.size }));
}

/**
 * The columns' starts: the left edge of the labelled lines and every x where several lines print a label in a later
 * segment; null when there is no such x.
 */
export function columnStarts(lines: Line[]): number[] | null {
  const inner: Array<{ x: number; line: number }> = [];
  const firsts: Array<{ x: number; line: number }> = [];
  lines.forEach((line, i) => {
    const [first, ...rest] = line.segments;
    if (!first || rest.length === 0) return;
    const later = rest.filter((seg) => isLabelled(seg) && seg.x > first.right);
    if (later.length === 0 || !(isLabelled(first) || isName(first))) return;
    firsts.push({ x: first.x, line: i });
    for (const seg of later) inner.push({ x: seg.x, line: i });
  });
  const gutters = clusters(inner).filter((c) => c.lines >= MIN_LABEL_LINES);
  const left = clusters(firsts).sort((a, b) => b.lines - a.lines)[0];
  if (!left || gutters.length === 0) return null;
  const starts = [left.x, ...gutters.map((g) => g.x).filter((x) => x > left.x + TOLERANCE * 2)];
  return starts.length >= 2 ? starts : null;
}

/** The line's segments a column each, or null when a segment runs across a column's start or left of the first. */
function cut(line: Line, starts: number[]): Segment[][] | null {
  const cols: Segment[][] = starts.map(() => []);
  for (const seg of line.segments) {
    if (seg.x < starts[0]! - TOLERANCE) return null;
    let k = 0;
    while (k + 1 < starts.length && seg.x >= starts[k + 1]! - TOLERANCE) k++;
    const next = starts[k + 1];
    if (next != null && seg.right > next - TOLERANCE) return null;
    cols[k]!.push(seg);
  }
  return cols;
}

function startsAt(segs: Segment[], start: number): Segment | null {
  const first = segs[0];
  return first && Math.abs(first.x - start) <= TOLERANCE ? first : null;
}

/** A column's text on one line starting at its start with a label and its value ("Balance: $5", "Balance  $5"). */
function isPair(segs: Segment[], start: number): boolean {
  const first = startsAt(segs, start);
  const m = first ? labelAt(first.text) : null;
  return m != null && !m.weak && (first!.text.slice(m.length).trim() !== '' || segs.length > 1);
}

/**
 * Whether column k of the cut lines is a flow of its own: fields printed with their values under its own names. A
 * column of labels over values (the value on the next line) is one account's second column, whatever its values say.
 */
function isOwnFlow(rows: Segment[][][], k: number, start: number): boolean {
  const col = rows.map((r) => r[k]!).filter((segs) => segs.length > 0);
  let pairs = 0;
  let names = 0;
  col.forEach((segs, i) => {
    if (isPair(segs, start)) pairs++;
    else if (segs.length === 1 && startsAt(segs, start) && isName(segs[0]!) && isPair(col[i + 1] ?? [], start)) names++;
  });
  return pairs >= MIN_COLUMN_PAIRS && names >= 1;
}

/** Columns whose segments on this line are a name alone, at the column's start. */
function namesOn(cols: Segment[][], starts: number[]): number[] {
  return cols.flatMap((segs, k) => (segs.length === 1 && startsAt(segs, starts[k]!) != null && isName(segs[0]!) ? [k] : []));
}

/**
 * The lines where a row of the grid starts: two or more columns start a name there, or one column does and the
 * others print nothing more until the next row (a last row of fewer cards). A lone name beside text of another
 * column is a card further down that column (cards of different heights), not a new row.
 */
function rowStarts(rows: Segment[][][], starts: number[]): number[] {
  const pairs = rows.flatMap((cols, i) => (namesOn(cols, starts).length >= 2 ? [i] : []));
  const out = new Set(pairs);
  rows.forEach((cols, i) => {
    const named = namesOn(cols, starts);
    if (named.length !== 1) return;
    const end = pairs.find((p) => p > i) ?? rows.length;
    const others = rows.slice(i, end).some((r) => r.some((segs, k) => k !== named[0] && segs.length > 0));
    if (!others) out.add(i);
  });
  return [...out].sort((a, b) => a - b);
}

function partOf(line: Line, segments: Segment[]): Line {
  return { ...line, segments, text: segments.map((s) => s.text).join('  '), x: segments[0]!.x };
}

/** The run's lines in reading order: a row of the grid at a time, each column down, then the next. */
function reorder(run: Line[], rows: Segment[][][], starts: number[]): Line[] {
  const out: Line[] = [];
  const cuts = [0, ...rowStarts(rows, starts).filter((i) => i > 0), rows.length];
  for (let c = 0; c + 1 < cuts.length; c++) {
    for (let k = 0; k < starts.length; k++) {
      for (let i = cuts[c]!; i < cuts[c + 1]!; i++) if (rows[i]![k]!.length > 0) out.push(partOf(run[i]!, rows[i]![k]!));
    }
  }
  return out;
}

/** Whether a line keeps a run of columns going: it fits the columns and is no section heading standing alone. */
function continues(line: Line, cols: Segment[][] | null): cols is Segment[][] {
  return cols != null && !(cols.filter((segs) => segs.length > 0).length === 1 && headingKind(line) != null);
}

/** The document's lines with every run printed in independent columns read a column at a time. */
export function readTextColumns(lines: Line[]): Line[] {
  const starts = columnStarts(lines);
  if (!starts) return lines;
  const out: Line[] = [];
  let i = 0;
  while (i < lines.length) {
    const first = cut(lines[i]!, starts);
    if (!first || first.filter((segs) => segs.length > 0).length < 2) {
      out.push(lines[i]!);
      i++;
      continue;
    }
    const rows: Segment[][][] = [first];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const cols = cut(lines[j]!, starts);
      if (!continues(lines[j]!, cols)) break;
      rows.push(cols);
    }
    const run = lines.slice(i, j);
    if (starts.every((start, k) => isOwnFlow(rows, k, start))) out.push(...reorder(run, rows, starts));
    else out.push(...run);
    i = j;
  }
  return out;
}
