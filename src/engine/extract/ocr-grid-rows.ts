/**
 * Payment-history grids on scanned pages, read again row by row.
 *
 * A grid is a month row and, under it, a year row and one row of codes per bureau or per year, printed small and
 * close together. Tesseract's page layout analysis reads such a block badly: rows run together, the small
 * "'24" cells of a year row come back as "D8 Toa DAE", codes gain specks ("{/OK:", "Ook", "i"). The same
 * pixels, cut out one row at a time and read as a single line, give the printed cells. Only rows whose first
 * reading is not already a clean row of cells are read again, and the second reading replaces the first only
 * when it holds more cells (a year or a payment code under the month columns).
 */
import { monthColumns, tokensOf, isYearToken, type MonthColumn } from '../parse/common/grid-columns';
import { readPaymentCode } from '../parse/common/payment-codes';
import { fragmentsToLines, type Fragment } from './lines';
import type { TextLine } from './types';

/** Rows under a month row that belong to its grid: at most this many, each this close (in text heights). */
const MAX_GRID_ROWS = 6;
const ROW_GAP_EM = 2.2;
/**
 * What a grid row is labelled with, when it is: "Year", a bureau ("Transunion ®", "TU", "EXP"), a year ("2024",
 * "'24"). A line labelled otherwise ("Days Late - 7 Year History") ends the grid. OCR garbles labels' ends, so
 * only their start is checked.
 */
const GRID_ROW_LABEL = /^(?:years?\b|yr\b|trans|experian|equifax|tu\b|exp?\b|eq[fx]?\b|efx\b|xpn\b|['‘’]?\d{2}\b|\d{4}\b)/i;

export interface GridRowStrip {
  /** Index of the row's line in the page's lines. */
  line: number;
  /** Where the cells start (points): items left of it are the row's label and are kept. */
  valuesFrom: number;
  /** The stretch to read again, in points. */
  box: { x0: number; y0: number; x1: number; y1: number };
}

function isCell(text: string): boolean {
  return isYearToken(text) || readPaymentCode(text, { ratings: true }) !== null;
}

/** How many of a line's words right of `from` are grid cells, and how many are not. */
export function cellTally(line: TextLine, from: number): { cells: number; other: number } {
  let cells = 0;
  let other = 0;
  for (const t of tokensOf(line)) {
    if (t.x + t.width / 2 < from) continue;
    if (isCell(t.text)) cells++;
    else other++;
  }
  return { cells, other };
}

function pitchOf(cols: MonthColumn[]): number {
  const first = cols[0];
  const last = cols[cols.length - 1];
  return first && last && cols.length > 1 ? (last.center - first.center) / (cols.length - 1) : 0;
}

interface GridSpan {
  /** The line above the grid's first row (its month row), or null when the grid starts the page. */
  above: number | null;
  /** The grid's first row. */
  first: number;
  x0: number;
  x1: number;
  em: number;
  /** Cells in a cleanly read row (the month columns), when known. */
  columns: number | null;
}

/** A grid under a month row: its columns give the stretch the cells are in. */
function underMonthRow(lines: TextLine[], i: number): GridSpan | null {
  const monthLine = lines[i] as TextLine;
  const cols = monthColumns(tokensOf(monthLine).filter((t) => !/^(month|mo|year)s?:?$/i.test(t.text)));
  const first = cols?.[0];
  const last = cols?.[cols.length - 1];
  const pitch = cols ? pitchOf(cols) : 0;
  if (!cols || !first || !last || pitch <= 0) return null;
  return { above: i, first: i + 1, x0: first.center - pitch * 0.6, x1: last.center + pitch * 0.6, em: monthLine.size, columns: cols.length };
}

/**
 * A grid continued from the page before (its month row printed there): a year row, by its label, near the top of
 * the page with no month row above it. The stretch is where its cells were read, however garbled.
 */
function continuedAtTop(lines: TextLine[], i: number): GridSpan | null {
  const line = lines[i] as TextLine;
  const [label, ...cells] = line.items;
  if (!label || !/^years?\b/i.test(label.text) || cells.length < 6 || i > 3) return null;
  const before = lines[i - 1];
  if (before && monthColumns(tokensOf(before))) return null;
  const firstCell = cells[0] as TextLine['items'][number];
  const lastCell = cells[cells.length - 1] as TextLine['items'][number];
  const pitch = (lastCell.x - firstCell.x) / Math.max(1, cells.length - 1);
  return { above: null, first: i, x0: firstCell.x - pitch * 0.5, x1: lastCell.x + lastCell.width + pitch * 0.5, em: line.size, columns: null };
}

/**
 * The rows of every grid on the page that should be read again: the lines right under a month row (a chain of
 * lines each within ROW_GAP_EM of the one above), or a grid's rows continued at the top of the page, whose cells
 * are not already read cleanly, i.e. one cell per month column and nothing else.
 */
export function gridRowStrips(lines: TextLine[]): GridRowStrip[] {
  const strips: GridRowStrip[] = [];
  for (let i = 0; i < lines.length; i++) {
    const span = underMonthRow(lines, i) ?? continuedAtTop(lines, i);
    if (!span) continue;
    const { x0, x1, em } = span;
    let above = span.above === null ? null : (lines[span.above] as TextLine);
    for (let j = span.first; j < lines.length && j < span.first + MAX_GRID_ROWS; j++) {
      const row = lines[j] as TextLine;
      const next = lines[j + 1];
      const gap = above ? row.y - above.y : next ? next.y - row.y : em;
      if (gap > em * ROW_GAP_EM) break;
      if (monthColumns(tokensOf(row))) break;
      const label = labelOf(row, x0);
      if (label !== '' && !GRID_ROW_LABEL.test(label)) break;
      above = row;
      const { cells, other } = cellTally(row, x0);
      if (other === 0 && (span.columns === null ? cells > 0 : cells === span.columns)) continue;
      // the band between this row and its neighbours: rows are printed close, and a band reaching into the next
      // row gives letters of both ("OK" over "OK" read as "BK")
      const band = Math.min(gap, em * 1.2);
      strips.push({ line: j, valuesFrom: x0, box: { x0, y0: row.y - band * 0.85, x1, y1: row.y + band * 0.3 } });
    }
  }
  return strips;
}

/** The text of a line left of `from` (a grid row's label). */
function labelOf(line: TextLine, from: number): string {
  return line.items
    .filter((it) => it.x + it.width / 2 < from)
    .map((it) => it.text)
    .join(' ')
    .trim();
}

/** The line with its cells replaced by `cells` (fragments in points); the label left of `from` is kept. */
export function withCells(line: TextLine, from: number, cells: Fragment[]): TextLine {
  const label: Fragment[] = line.items
    .filter((it) => it.x + it.width / 2 < from)
    .map((it) => ({ text: it.text, x: it.x, width: it.width, y: line.y, size: line.size }));
  const moved = cells.map((c) => ({ ...c, y: line.y, size: line.size }));
  const [rebuilt] = fragmentsToLines([...label, ...moved], Number.POSITIVE_INFINITY);
  return rebuilt ? { ...rebuilt, y: line.y, size: line.size } : line;
}

/**
 * Reads each strip again with `read` (one line of the page's pixels, words back in points; all strips at once, spread
 * over the OCR workers) and keeps the second reading where it holds more cells than the first. The rows are found in
 * `lines`; the readings are kept in `settled`, the same lines once the page's other second readings (number cells,
 * which are never grid rows) are applied, so that both can be read at the same time.
 */
export async function rereadGridRows(
  lines: TextLine[],
  read: (box: GridRowStrip['box']) => Promise<Fragment[]>,
  settled: Promise<TextLine[]> | TextLine[] = lines,
): Promise<TextLine[]> {
  const strips = gridRowStrips(lines);
  const readings = await Promise.all(strips.map((strip) => read(strip.box)));
  const out = [...(await settled)];
  strips.forEach((strip, i) => {
    const line = out[strip.line];
    if (!line) return;
    const candidate = withCells(line, strip.valuesFrom, readings[i] ?? []);
    const before = cellTally(line, strip.valuesFrom);
    const after = cellTally(candidate, strip.valuesFrom);
    if (after.cells > before.cells || (after.cells === before.cells && after.cells > 0 && after.other < before.other)) out[strip.line] = candidate;
  });
  return out;
}
