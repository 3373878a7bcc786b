/**
 * Label–value rows whose cells are centred on the row (an HTML table's cells are, unless told otherwise): a value
 * that wraps onto two or more lines in its cell is printed around the row's line, half of its lines above it and
 * half below, and the label (and every one-line value of the row) sits on the middle line. Read line by line, the
 * wrapped value's first half lands between the row above and its own label ("COLLECTION" / "Account Type" /
 * "AGENCY/ATTORNEY"), and a reader that takes a value from its label's line and the lines under it loses it or
 * gives it to the wrong field.
 *
 * Here each such value is put back on its label's line: for a line of labels and values, the text in one label's
 * value column on the lines just above and just below it — lines that print nothing but text in that line's value
 * columns — is that label's value when there are as many such lines above as below (the row's own text between
 * them). Lines of a value wrapped under its label (cells aligned at the top: nothing above, the rest below) are
 * left alone, and so is everything when the document prints no value that can only be centred: two lines or more
 * around a label whose own line holds nothing in that column, the nearest ones less than a line's height from it.
 */
import type { Line, Segment } from './lines';
import { generalLabelAt } from './vocabulary';

/** How far lines of one cell or of neighbouring rows may be apart, in font sizes. */
const NEXT_LINE = 1.6;
/** A centred value's lines nearest to its row sit this close to the row's line (half a line each way), in font sizes. */
const HALF_LINE = 0.75;
/** How far left of its column a value's text may start (points). */
const TOLERANCE = 2;

/** One label's value column on a line: from the label's end to the next label. */
interface Column {
  label: number;
  from: number;
  to: number;
}

/** A text that is one label and nothing else; not a word that is a label only with a colon ("PURCHASED BY" in a remark). */
function isLabel(text: string): boolean {
  const m = generalLabelAt(text.trim());
  return m != null && !m.weak && m.length >= text.trim().length;
}

function columnsOf(line: Line): Column[] {
  const labels = line.segments.flatMap((s, i) => (isLabel(s.text) ? [i] : []));
  return labels.map((i, k) => ({ label: i, from: line.segments[i]!.right, to: line.segments[labels[k + 1] ?? -1]?.x ?? Number.POSITIVE_INFINITY }));
}

const inColumn = (seg: Segment, c: Column): boolean => seg.x >= c.from - TOLERANCE && seg.x < c.to;

/** A line that prints nothing but values in the row's value columns (no label, nothing in a label's place). */
function onlyValues(line: Line, columns: Column[]): boolean {
  return line.segments.every((s) => !isLabel(s.text) && columns.some((c) => inColumn(s, c)));
}

interface Cell {
  row: number;
  column: Column;
  above: number[];
  below: number[];
}

/** The lines next to `row`, going `step` (-1 up, +1 down), that print only values of the row, while they run on. */
function neighbours(lines: Line[], row: number, columns: Column[], step: number): number[] {
  const out: number[] = [];
  const base = lines[row]!;
  let prev = base;
  for (let j = row + step; j >= 0 && j < lines.length; j += step) {
    const line = lines[j]!;
    if (line.page !== base.page || Math.abs(line.y - prev.y) > NEXT_LINE * Math.max(line.size, prev.size, 1)) break;
    if (!onlyValues(line, columns)) break;
    out.push(j);
    prev = line;
  }
  return out;
}

/** A row's value column with as many lines of its text above the row as below it. */
function centredCells(lines: Line[]): Cell[] {
  const cells: Cell[] = [];
  lines.forEach((line, row) => {
    const columns = columnsOf(line);
    if (columns.length === 0) return;
    const up = neighbours(lines, row, columns, -1);
    const down = neighbours(lines, row, columns, 1);
    if (up.length === 0 || down.length === 0) return;
    for (const column of columns) {
      const has = (j: number) => lines[j]!.segments.some((s) => inColumn(s, column));
      const above = up.filter(has).reverse();
      const below = down.filter(has);
      if (above.length > 0 && above.length === below.length) cells.push({ row, column, above, below });
    }
  });
  return cells;
}

/** A value that only a centred cell prints: lines above and below a row that has nothing of its own there, each within half a line of it. */
function onlyCentred(lines: Line[], cell: Cell): boolean {
  const row = lines[cell.row]!;
  if (row.segments.some((s) => inColumn(s, cell.column))) return false;
  const near = (j: number | undefined) => j != null && Math.abs(lines[j]!.y - row.y) <= HALF_LINE * Math.max(row.size, 1);
  return near(cell.above[cell.above.length - 1]) && near(cell.below[0]);
}

function withSegments(line: Line, segments: Segment[]): Line {
  return { ...line, segments, text: segments.map((s) => s.text).join('  '), x: segments[0]?.x ?? 0 };
}

/** The lines with every centred value put on its label's line (module comment); the same array when there is none. */
export function readCentredCells(lines: Line[]): Line[] {
  const cells = centredCells(lines);
  if (!cells.some((c) => onlyCentred(lines, c))) return lines;
  const taken = new Map<number, Set<Segment>>();
  const merged = new Map<number, Segment[]>();
  for (const cell of cells) {
    const pieces = [...cell.above, cell.row, ...cell.below].map((j) => ({ j, segs: lines[j]!.segments.filter((s) => inColumn(s, cell.column)) }));
    if (pieces.some(({ j, segs }) => j !== cell.row && segs.some((s) => taken.get(j)?.has(s)))) continue;
    const parts = pieces.flatMap(({ segs }) => segs);
    const value: Segment = { text: parts.map((s) => s.text).join(' '), x: Math.min(...parts.map((s) => s.x)), right: Math.max(...parts.map((s) => s.right)) };
    for (const { j, segs } of pieces) {
      const set = taken.get(j) ?? new Set<Segment>();
      for (const s of segs) set.add(s);
      taken.set(j, set);
    }
    const row = lines[cell.row]!;
    const own = merged.get(cell.row) ?? row.segments;
    const kept = own.filter((s) => !inColumn(s, cell.column));
    const at = kept.indexOf(row.segments[cell.column.label]!) + 1;
    merged.set(cell.row, [...kept.slice(0, at), value, ...kept.slice(at)]);
  }
  const out: Line[] = [];
  lines.forEach((line, j) => {
    const rebuilt = merged.get(j);
    if (rebuilt) {
      out.push(withSegments(line, rebuilt));
      return;
    }
    const gone = taken.get(j);
    if (!gone) {
      out.push(line);
      return;
    }
    const rest = line.segments.filter((s) => !gone.has(s));
    if (rest.length > 0) out.push(withSegments(line, rest));
  });
  return out;
}
