/**
 * Payment-history grids: month columns found by x-position, cells assigned to the nearest column so a
 * blank month never shifts the codes after it. Used by the Equifax grid (month header, a row per year)
 * and the merged report's grid (month row, year row, a row per bureau). The block reader reads its grids
 * with grid.ts.
 */
import type { PaymentCode } from '../../model';
import type { TextItem } from '../../extract/types';
import { monthFromName } from './field-values';
import { monthNumbers } from './grid';
import { readPaymentCode } from './payment-codes';

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
  // OCR reads the apostrophe of '24 as ‘, ’, ` or a leading 1, and a speck before a year as "©" ("©2023")
  const t = text
    .replace(/[’‘`´]/g, "'")
    .replace(/^[1lI|](?=\d{2}$)/, "'")
    .replace(/^©(?=\d{4}$)/, '');
  const m = /^'?(\d{2}|\d{4})$/.exec(t);
  if (!m?.[1]) return null;
  const n = Number(m[1]);
  return m[1].length === 4 ? n : n < 50 ? 2000 + n : 1900 + n;
}

/** Month name, optionally with a year glued on ("Jan", "Jan'24", "Jan-2024", "01/24"). */
function monthToken(text: string): { month: number; year: number | null } | null {
  // a scan's specks beside a month name: "Nov:", "\"Nov", "Dec."
  const t = text
    .replace(/[’‘`]/g, "'")
    .replace(/^["“”(]+/, '')
    .replace(/[:;,"“”)]+$/, '');
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
  const numbered = monthNumbers(tokens);
  if (numbered) return numbered.map(({ token, month }) => ({ month, year: null, center: token.x + token.width / 2 }));
  const cols: MonthColumn[] = [];
  let words = tokens.length;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const mt = monthToken(t.text);
    if (!mt) continue;
    // a month's year printed as a word of its own after it ("Aug '16", "Aug 2016"): one column
    const next = tokens[i + 1];
    const year = mt.year === null && next && /^['’‘`]\d{2}$|^(?:19|20)\d{2}$/.test(next.text) ? yearOf(next.text) : null;
    if (year !== null) {
      cols.push({ month: mt.month, year, center: (t.x + next!.x + next!.width) / 2 });
      words--;
      i++;
    } else cols.push({ month: mt.month, year: mt.year, center: t.x + t.width / 2 });
  }
  if (cols.length < minMonths || cols.length < words * 0.6) return null;
  return completeColumns(cols);
}

/**
 * The distance between neighbouring month columns. Columns an OCR pass lost leave gaps of whole
 * multiples, so the smallest gap that divides the others is the pitch (refined over all of them).
 */
function columnPitch(cols: { center: number }[]): number {
  const diffs = cols
    .slice(1)
    .map((c, i) => c.center - (cols[i] as { center: number }).center)
    .filter((d) => d > 0);
  if (diffs.length === 0) return 0;
  const base = Math.min(...diffs);
  const fits = diffs.filter((d) => Math.abs(d / base - Math.round(d / base)) < 0.3);
  if (fits.length < diffs.length * 0.7) return [...diffs].sort((a, b) => a - b)[Math.floor(diffs.length / 2)] ?? base;
  const steps = fits.reduce((n, d) => n + Math.round(d / base), 0);
  return fits.reduce((n, d) => n + d, 0) / steps;
}

/** +1 when months rise left to right, -1 when the most recent month comes first, 0 when unclear. */
function direction(cols: MonthColumn[], pitch: number): 1 | -1 | 0 {
  let up = 0;
  let down = 0;
  for (let i = 1; i < cols.length; i++) {
    const a = cols[i - 1] as MonthColumn;
    const b = cols[i] as MonthColumn;
    const k = Math.round((b.center - a.center) / pitch);
    if (k < 1 || k > 11) continue;
    const step = (b.month - a.month + 12) % 12;
    if (step === k) up++;
    else if (step === 12 - k) down++;
  }
  return up > down ? 1 : down > up ? -1 : 0;
}

/**
 * Fills month columns a scan's OCR lost: months run in sequence at an even pitch, so a gap of k
 * pitches between two read columns holds k-1 missing months.
 */
function completeColumns(cols: MonthColumn[]): MonthColumn[] {
  if (cols.length < 3) return cols;
  const pitch = columnPitch(cols);
  if (pitch <= 0) return cols;
  const dir = direction(cols, pitch);
  if (dir === 0) return cols;
  const out: MonthColumn[] = [cols[0] as MonthColumn];
  for (let i = 1; i < cols.length; i++) {
    const a = cols[i - 1] as MonthColumn;
    const b = cols[i] as MonthColumn;
    const steps = Math.round((b.center - a.center) / pitch);
    const expected = ((((a.month - 1 + dir * steps) % 12) + 12) % 12) + 1;
    if (steps >= 2 && steps <= 12 && expected === b.month) {
      for (let k = 1; k < steps; k++) {
        const month = ((((a.month - 1 + dir * k) % 12) + 12) % 12) + 1;
        out.push({ month, year: null, center: a.center + k * pitch });
      }
    }
    out.push(b);
  }
  return out;
}

/** Years from a "Year" row aligned under month columns (e.g. "Year 23 23 24 …"), set on the nearest column. */
export function applyYearRow(columns: MonthColumn[], tokens: Token[]): boolean {
  const years = tokens.map((t) => ({ year: yearOf(t.text), center: t.x + t.width / 2 })).filter((y) => y.year !== null);
  // every read year fixes the whole row (the columns are consecutive months), so a few suffice
  if (years.length === 0 || years.length < Math.min(columns.length, Math.max(2, columns.length * 0.25))) return false;
  for (const y of years) {
    const col = nearestColumn(columns, y.center);
    if (col) col.year = y.year;
  }
  fillYears(columns);
  return true;
}

/**
 * A column whose year cell is missing (or misread) takes the year its month's position implies: the
 * columns are consecutive months, so every read year votes for one starting point.
 */
function fillYears(columns: MonthColumn[]): void {
  const pitch = columnPitch(columns);
  const dir = pitch > 0 ? direction(columns, pitch) : 0;
  const consecutive = columns.every((c, i) => {
    const prev = columns[i - 1];
    return !prev || (c.month - prev.month + 12) % 12 === (dir === 1 ? 1 : 11);
  });
  if (dir !== 0 && consecutive) {
    const votes = new Map<number, number>();
    columns.forEach((c, i) => {
      if (c.year === null) return;
      const start = c.year * 12 + (c.month - 1) - dir * i;
      votes.set(start, (votes.get(start) ?? 0) + 1);
    });
    const best = [...votes.entries()].sort((a, b) => b[1] - a[1])[0];
    if (best) {
      columns.forEach((c, i) => {
        const abs = best[0] + dir * i;
        c.year = Math.floor(abs / 12);
        c.month = (abs % 12) + 1;
      });
      return;
    }
  }
  for (let i = 1; i < columns.length; i++) {
    const col = columns[i] as MonthColumn;
    const prev = columns[i - 1] as MonthColumn;
    if (col.year === null && prev.year !== null) col.year = col.month >= prev.month ? prev.year : prev.year + 1;
  }
  for (let i = columns.length - 2; i >= 0; i--) {
    const col = columns[i] as MonthColumn;
    const next = columns[i + 1] as MonthColumn;
    if (col.year === null && next.year !== null) col.year = col.month <= next.month ? next.year : next.year - 1;
  }
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

/**
 * A one-character cell far narrower a character than the row's other cells: a scan's speck read as a mark
 * ("*" one point wide among "CO"s nine wide), never a printed code.
 */
function isSpeck(token: Token, row: Token[]): boolean {
  if (token.text.length !== 1) return false;
  const widths = row
    .filter((t) => t !== token && t.text.length > 0)
    .map((t) => t.width / t.text.length)
    .sort((a, b) => a - b);
  const typical = widths[Math.floor(widths.length / 2)];
  return typical !== undefined && token.width < typical * 0.4;
}

/**
 * The month column of each code of a row (in print order), given the column nearest each. Codes printed in one run with
 * the row's label ("TransUnion CO CO …", "Rating OK OK …") are placed by an estimate that can drift by a column: when a
 * row holds as many codes as there are months and two fell under one month or one under none, they take the months in
 * print order.
 */
export function columnsOfCodes<C>(columns: C[], nearest: Array<C | null>): Array<C | null> {
  const drifted = nearest.includes(null) || new Set(nearest).size < nearest.length;
  return nearest.length === columns.length && drifted ? columns : nearest;
}

/** Codes of one grid row placed into month keys; `year` applies when the columns carry none. */
export function readGridRow(
  columns: MonthColumn[],
  tokens: Token[],
  /** currentC: a lone "C" means current; by default it means collection, as most grids print it. */
  opts: { year?: number | null; currentC?: boolean } = {},
): Record<string, PaymentCode> {
  const out: Record<string, PaymentCode> = {};
  // a grid writes lateness as 1-9 or as 30-180 with OK, never both: a lone digit among "OK"/"COL" cells is a
  // scan's speck ("CO[EVICO 1 COLE")
  const worded = tokens.some((t) => t.text.trim().length >= 2 && readPaymentCode(t.text, { ratings: true }) !== null);
  // two different codes under one month (a scan's speck read as "1" beside "COL") say nothing sure about it
  const conflicting = new Set<string>();
  const codes = tokens.flatMap((t) => {
    const code = readPaymentCode(t.text, { ratings: true, currentC: opts.currentC ?? false });
    return !code || isSpeck(t, tokens) || (worded && /^\d$/.test(t.text.trim())) ? [] : [{ t, code }];
  });
  const placed = columnsOfCodes(
    columns,
    codes.map(({ t }) => nearestColumn(columns, t.x + t.width / 2)),
  );
  for (const [k, { code }] of codes.entries()) {
    const col = placed[k];
    const year = col?.year ?? opts.year ?? null;
    if (!col || year === null) continue;
    const month = key(year, col.month);
    if (out[month] !== undefined && out[month] !== code) conflicting.add(month);
    out[month] = code;
  }
  for (const month of conflicting) delete out[month];
  return out;
}

/** True for a year cell of a grid's year row ("'25", "25", "2025", OCR "‘25"). */
export function isYearToken(text: string): boolean {
  return yearOf(text) !== null;
}

/** Year label at the start of a grid row that prints one a year, as Equifax does ("2024", "'24"). */
export function rowYear(tokens: Token[]): number | null {
  const first = tokens[0];
  if (!first) return null;
  const y = yearOf(first.text);
  return y !== null && y >= 1970 && y <= 2100 ? y : null;
}
