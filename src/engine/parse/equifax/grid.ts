/**
 * Payment-history grids: month columns found by x-position, cells assigned to the nearest column so a
 * blank month never shifts the codes after it. Used by the Equifax grid (month header, a row per year)
 * and the merged report's grid (month row, year row, a row per bureau).
 */
import type { PaymentCode } from '../../model';
import type { TextItem } from '../../extract/types';
import { monthFromName, parsePaymentCode } from './values';

export interface Token {
  text: string;
  x: number;
  width: number;
}

/** Whitespace-separated words of a line with their x positions (estimated inside multi-word items). */
export function tokensOf(line: { text: string; items: TextItem[] }): Token[] {
  const items = line.items.length > 0 ? line.items : [{ text: line.text, x: 0, width: line.text.length * 5 }];
  const tokens: Token[] = [];
  for (const item of items) {
    const len = Math.max(item.text.length, 1);
    const charWidth = item.width > 0 ? item.width / len : 5;
    for (const m of item.text.matchAll(/\S+/g)) {
      const at = m.index ?? 0;
      tokens.push({ text: m[0], x: item.x + at * charWidth, width: m[0].length * charWidth });
    }
  }
  return tokens.sort((a, b) => a.x - b.x);
}

export interface MonthColumn {
  month: number;
  /** Four-digit year when the header carries it. */
  year: number | null;
  center: number;
}

function yearOf(text: string): number | null {
  const m = /^'?(\d{2}|\d{4})$/.exec(text.replace(/[’‘`]/g, "'"));
  if (!m?.[1]) return null;
  const n = Number(m[1]);
  return m[1].length === 4 ? n : n < 50 ? 2000 + n : 1900 + n;
}

/** Month name, optionally with a year glued on ("Jan", "Jan'24", "Jan-2024", "01/24"). */
function monthToken(text: string): { month: number; year: number | null } | null {
  const t = text.replace(/[’‘`]/g, "'");
  let m = /^([A-Za-z]{3,9})\.?(?:['\-/ ]?(\d{2}|\d{4}))?$/.exec(t);
  if (m?.[1]) {
    const month = monthFromName(m[1]);
    if (month) return { month, year: m[2] ? yearOf(m[2]) : null };
  }
  m = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m?.[1] && m[2]) {
    const month = Number(m[1]);
    if (month >= 1 && month <= 12) return { month, year: yearOf(m[2]) };
  }
  return null;
}

/** The month columns of a header line, or null when it is not a month header (needs 6+ months). */
export function monthColumns(tokens: Token[], minMonths = 6): MonthColumn[] | null {
  const cols: MonthColumn[] = [];
  for (const t of tokens) {
    const mt = monthToken(t.text);
    if (mt) cols.push({ month: mt.month, year: mt.year, center: t.x + t.width / 2 });
  }
  if (cols.length < minMonths || cols.length < tokens.length * 0.6) return null;
  return cols;
}

/** Years from a "Year" row aligned under month columns (e.g. "Year 23 23 24 …"), set on the nearest column. */
export function applyYearRow(columns: MonthColumn[], tokens: Token[]): boolean {
  const years = tokens.map((t) => ({ year: yearOf(t.text), center: t.x + t.width / 2 })).filter((y) => y.year !== null);
  if (years.length < columns.length * 0.5) return false;
  for (const y of years) {
    const col = nearestColumn(columns, y.center);
    if (col) col.year = y.year;
  }
  // a column whose year cell is missing takes its neighbour's year, adjusted across January
  for (let i = 0; i < columns.length; i++) {
    const col = columns[i];
    if (!col || col.year !== null) continue;
    const prev = columns[i - 1];
    if (prev?.year != null) col.year = col.month >= prev.month ? prev.year : prev.year + 1;
  }
  for (let i = columns.length - 1; i >= 0; i--) {
    const col = columns[i];
    const next = columns[i + 1];
    if (col && col.year === null && next?.year != null) col.year = col.month <= next.month ? next.year : next.year - 1;
  }
  return true;
}

export function nearestColumn<T extends { center: number }>(columns: T[], center: number): T | null {
  let best: T | null = null;
  let bestDist = Infinity;
  for (const col of columns) {
    const d = Math.abs(col.center - center);
    if (d < bestDist) {
      best = col;
      bestDist = d;
    }
  }
  if (!best) return null;
  // farther than half the column pitch belongs to no column
  const pitch = columns.length > 1 ? Math.abs((columns[columns.length - 1]?.center ?? 0) - (columns[0]?.center ?? 0)) / (columns.length - 1) : Infinity;
  return bestDist <= pitch * 0.75 ? best : null;
}

function key(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** Codes of one grid row placed into month keys; `year` applies when the columns carry none. */
export function readGridRow(
  columns: MonthColumn[],
  tokens: Token[],
  /** currentC: a lone "C" means current; by default it means collection, as most grids print it. */
  opts: { year?: number | null; currentC?: boolean } = {},
): Record<string, PaymentCode> {
  const out: Record<string, PaymentCode> = {};
  for (const t of tokens) {
    const code = parsePaymentCode(t.text, { currentC: opts.currentC ?? false });
    if (!code) continue;
    const col = nearestColumn(columns, t.x + t.width / 2);
    const year = col?.year ?? opts.year ?? null;
    if (!col || year === null) continue;
    out[key(year, col.month)] = code;
  }
  return out;
}

/** Year label at the start of an Equifax grid row ("2024", "'24"). */
export function rowYear(tokens: Token[]): number | null {
  const first = tokens[0];
  if (!first) return null;
  const y = yearOf(first.text);
  return y !== null && y >= 1970 && y <= 2100 ? y : null;
}
