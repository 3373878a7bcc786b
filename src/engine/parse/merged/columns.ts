/**
 * Bureau columns of a merged report, found from the "TransUnion  Experian  Equifax" header line's
 * x positions. Every printed cell goes to the column its centre falls in — never by order — so a
 * missing cell cannot shift the values after it into another bureau's column.
 */
import type { TextItem } from '../../extract/types';
import type { Bureau } from '../../model';
import { bureauOfAbbreviation } from '../common/bureau-names';
import { tokensOf, type Token } from '../common/grid-columns';

export interface Cell {
  text: string;
  x: number;
  right: number;
}

export interface BureauColumn {
  bureau: Bureau;
  left: number;
  center: number;
}

export interface BureauColumns {
  columns: BureauColumn[];
  /** Cells centred left of this are in the label column. */
  labelLimit: number;
}

const BUREAU_NAMES: [RegExp, Bureau][] = [
  [/^tr?ans\s?-?un[il1!|]on\b/i, 'transunion'],
  [/^exper[il1!|]an\b/i, 'experian'],
  [/^equ[il1!|]fax\b/i, 'equifax'],
];

/** The bureau a printed name stands for ("TransUnion", "Trans Union", "EXPERIAN®", "EQF"). */
export function bureauFromName(text: string): Bureau | null {
  const t = text.trim().replace(/[®™*:]/g, '');
  for (const [pattern, bureau] of BUREAU_NAMES) if (pattern.test(t)) return bureau;
  return bureauOfAbbreviation(t);
}

function charWidth(tokens: Token[]): number {
  const chars = tokens.reduce((n, t) => n + t.text.length, 0);
  const width = tokens.reduce((n, t) => n + t.width, 0);
  return chars > 0 && width > 0 ? width / chars : 5;
}

/** Words joined into cells where they are one space apart; a wider gap starts a new cell. */
export function cellsOf(line: { text: string; items: TextItem[] }): Cell[] {
  const tokens = tokensOf(line);
  const gap = charWidth(tokens) * 1.6;
  const cells: Cell[] = [];
  let current: Cell | null = null;
  let previous: Token | null = null;
  for (const t of tokens) {
    const right = t.x + t.width;
    if (current && previous && t.x - (previous.x + previous.width) <= gap) {
      current.text += ` ${t.text}`;
      current.right = right;
    } else {
      current = { text: t.text, x: t.x, right };
      cells.push(current);
    }
    previous = t;
  }
  return cells;
}

/** A bureau's head with a note that it reports nothing ("Equifax · not reported", "Experian (no data)"): group 1 the name. */
const NOTHING_REPORTED =
  /^(.*?\S)\s*(?:[·•:,(\-–—]\s*)?(?:not reported|nothing reported|none reported|no (?:data|record|records|information)(?: reported)?)\)?\.?$/i;

/** A single-bureau page's value column sits well right of the label column; a bureau name at the margin is a heading. */
const SINGLE_COLUMN_MIN_X = 90;

/**
 * Bureau columns from a header line naming two or three bureaus, or null. With `single`, a line holding
 * one bureau name alone, right of the label column, is the header of a single-bureau page of the site.
 * Registered marks printed as separate glyphs ("Transunion  ®") are not cells.
 */
export function bureauHeader(line: { text: string; items: TextItem[] }, opts: { single?: boolean } = {}): BureauColumns | null {
  const cells = cellsOf(line).filter((c) => !/^[®™©*]+$/.test(c.text));
  const found: BureauColumn[] = [];
  let other = 0;
  for (const cell of cells) {
    const name = NOTHING_REPORTED.exec(cell.text)?.[1] ?? cell.text;
    const bureau = bureauFromName(name);
    if (bureau && name.replace(/[^A-Za-z]/g, '').length <= 12 && !found.some((f) => f.bureau === bureau)) {
      // the column is where the name is: a note after it widens the cell, not the column
      found.push({ bureau, left: cell.x, center: cell.x + ((cell.right - cell.x) * (name.length / cell.text.length)) / 2 });
    } else {
      other++;
    }
  }
  const only = found[0];
  if (opts.single && only && found.length === 1 && other === 0 && only.left >= SINGLE_COLUMN_MIN_X) {
    return { columns: found, labelLimit: only.left - (only.center - only.left) / 4 };
  }
  if (found.length < 2 || other > 1) return null;
  found.sort((a, b) => a.center - b.center);
  const first = found[0] as BureauColumn;
  const last = found[found.length - 1] as BureauColumn;
  const pitch = (last.center - first.center) / (found.length - 1);
  return { columns: found, labelLimit: first.center - pitch / 2 };
}

export interface Row {
  label: string;
  values: Partial<Record<Bureau, string>>;
}

function columnOf(cols: BureauColumns, center: number): Bureau | null {
  if (center < cols.labelLimit) return null;
  const list = cols.columns;
  for (let i = 0; i < list.length; i++) {
    const next = list[i + 1];
    const col = list[i] as BureauColumn;
    if (!next || center < (col.center + next.center) / 2) return col.bureau;
  }
  return null;
}

/** A table line as its label (left column) and each bureau's value, placed by x-position. */
export function readRow(cols: BureauColumns, line: { text: string; items: TextItem[] }): Row {
  const labels: string[] = [];
  const values: Partial<Record<Bureau, string>> = {};
  for (const cell of cellsOf(line)) {
    // a long label or title starting in the label column may reach past it: where it starts decides
    const bureau = cell.x < cols.labelLimit ? null : columnOf(cols, (cell.x + cell.right) / 2);
    if (bureau === null) labels.push(cell.text);
    else values[bureau] = values[bureau] ? `${values[bureau]} ${cell.text}` : cell.text;
  }
  return { label: labels.join(' ').trim(), values };
}
