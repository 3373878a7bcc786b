/**
 * The 24-month grid of single-bureau monitoring prints (F2 in the format catalogue): a year row, each
 * year centred over its months; a row of month initials ("J A S O N D J F …", oldest on the left); and
 * a code row led by the bureau's name. Initials are ambiguous (J, M, A), blank cells are common, so
 * months come from the run of initials and codes are placed by x-position, never by counting.
 * The code legend printed after every grid ("OK Current  30 30 Days Late …") is recognised and dropped.
 */
import type { PaymentCode, ReportDate } from '../../model';
import type { Line } from '../common/lines';
import { isPaymentCodeWord, readPaymentCode } from '../common/payment-codes';

/** A word of a grid row with its horizontal centre. */
export interface GridToken {
  text: string;
  center: number;
}

const INITIALS = 'JFMAMJJASOND';
const BUREAU = /^(?:experian|trans\s?union|equifax)$/i;

/** A printed code, also with a mark OCR hung on it ("OK.", "OK-"); a lone mark is no code. */
function isCode(text: string): boolean {
  if (/^-+$/.test(text)) return true;
  return isPaymentCodeWord(text.length > 1 ? text.replace(/^[.,:;"'`|_~-]+|[.,:;"'`|_~-]+$/g, '') : text);
}

function isYear(text: string): boolean {
  return /^(?:19|20)\d{2}$/.test(text);
}

export type GridRow = 'years' | 'months' | 'codes';

/** Which row of the grid a line is, from its words alone; null for any other line. */
export function gridRowOf(tokens: GridToken[]): GridRow | null {
  if (tokens.length === 0) return null;
  if (tokens.every((t) => isYear(t.text))) return 'years';
  if (tokens.length >= 2 && tokens.every((t) => t.text.length === 1 && INITIALS.includes(t.text))) return 'months';
  const rest = BUREAU.test(tokens[0]!.text) ? tokens.slice(1) : tokens;
  // A code row always prints its bureau's name first, or is all codes (a wrapped remainder).
  if (rest.length >= 1 && rest.every((t) => isCode(t.text)) && (rest.length < tokens.length || rest.length >= 2)) return 'codes';
  return null;
}

/** Lines of the grid's explanation: "The table below represents 24 months…", "PAST 24 MONTHS". */
export function isGridCaption(text: string): boolean {
  return /^the table below represents \d+ months\b/i.test(text.trim()) || /^past \d+ months$/i.test(text.trim());
}

/**
 * A line of the code legend: code/description pairs ("OK Current", "30 30 Days Late", "CO Collection
 * Charge", "RF Repossession") or the wrapped ends of descriptions ("Foreclosure  Off"). Row labels of a
 * grid are a bureau name, never a description.
 */
export function isLegendLine(text: string): boolean {
  const t = text.trim();
  if (/\b(?:OK Current|(\d{2,3}) \1 Days Late|PP Payment Plan|RF Repossession|CO Collection|NG Negative|NA Not Available)\b/.test(t)) return true;
  return /^(?:Foreclosure|Off|Charge Off|Foreclosure\s+Off)$/i.test(t.replace(/\s+/g, ' '));
}

interface Column {
  center: number;
  month: number;
  year: number | null;
}

/** The month (1–12) of the first initial, when the run of initials is a run of consecutive months. */
function firstMonth(initials: string[]): number | null {
  for (let start = 0; start < 12; start++) {
    if (initials.every((c, i) => INITIALS[(start + i) % 12] === c)) return start + 1;
  }
  return null;
}

/** Gives each column its year: years sit centred over their months, and a year changes at January. */
function placeYears(columns: Column[], years: GridToken[]): void {
  const groups: Column[][] = [];
  for (const c of columns) {
    if (groups.length === 0 || c.month === 1) groups.push([]);
    groups[groups.length - 1]!.push(c);
  }
  const centerOf = (g: Column[]) => (g[0]!.center + g[g.length - 1]!.center) / 2;
  let anchor: { group: number; year: number } | null = null;
  for (const y of years) {
    let best = 0;
    groups.forEach((g, i) => {
      if (Math.abs(centerOf(g) - y.center) < Math.abs(centerOf(groups[best]!) - y.center)) best = i;
    });
    anchor ??= { group: best, year: Number(y.text) };
  }
  if (!anchor) return;
  groups.forEach((g, i) => g.forEach((c) => (c.year = anchor!.year + (i - anchor!.group))));
}

function nearest(columns: Column[], center: number): Column | null {
  if (columns.length === 0) return null;
  const spacing = columns.length > 1 ? (columns[columns.length - 1]!.center - columns[0]!.center) / (columns.length - 1) : 20;
  let best: Column | null = null;
  for (const c of columns) if (best == null || Math.abs(c.center - center) < Math.abs(best.center - center)) best = c;
  return best && Math.abs(best.center - center) <= Math.max(spacing * 0.6, 4) ? best : null;
}

function key(year: number, month: number): ReportDate {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * Columns for a grid whose row of initials OCR could not read ("J Ae AST SOR INS …"): the codes stand one a
 * month at an even pitch and each year is centred over its months, so the first month is the one whose year
 * groups put every printed year over the middle of its months. Kept only when the row has no blank cell,
 * exactly one first month fits (each year within a quarter of the pitch of its months' middle) and no initial
 * still legible in the unread row disagrees with its column; otherwise the grid is left unread.
 */
export function columnsFromYears(codes: GridToken[], years: GridToken[], unreadInitials: GridToken[]): Column[] {
  if (codes.length < 12 || years.length < 2) return [];
  const pitch = (codes[codes.length - 1]!.center - codes[0]!.center) / (codes.length - 1);
  if (!(pitch > 0) || codes.some((c, i) => i > 0 && Math.abs(c.center - codes[i - 1]!.center - pitch) > pitch * 0.2)) return [];
  const printed = years.map((y) => Number(y.text));
  if (printed.some((y, i) => i > 0 && y !== printed[i - 1]! + 1)) return [];
  const fits: Column[][] = [];
  for (let start = 1; start <= 12; start++) {
    const columns: Column[] = codes.map((c, i) => ({ center: c.center, month: ((start - 1 + i) % 12) + 1, year: null }));
    const groups: Column[][] = [];
    for (const c of columns) {
      if (groups.length === 0 || c.month === 1) groups.push([]);
      groups[groups.length - 1]!.push(c);
    }
    if (groups.length !== years.length) continue;
    const centred = groups.every((g, k) => Math.abs((g[0]!.center + g[g.length - 1]!.center) / 2 - years[k]!.center) <= pitch * 0.25);
    if (!centred) continue;
    groups.forEach((g, k) => g.forEach((c) => (c.year = printed[k]!)));
    fits.push(columns);
  }
  const columns = fits.length === 1 ? fits[0]! : [];
  const disagrees = unreadInitials.some((t) => {
    const column = t.text.length === 1 && INITIALS.includes(t.text) ? nearest(columns, t.center) : null;
    return column != null && Math.abs(column.center - t.center) <= pitch * 0.3 && INITIALS[column.month - 1] !== t.text;
  });
  return disagrees ? [] : columns;
}

/**
 * Reads one grid (its rows as tokens, in printed order) into month → code. Months without a code,
 * and codes that mean no delinquency and no data (PP), are absent; NA is "no data". A row right under the
 * years that is not a row of initials is the initials row OCR garbled (see `columnsFromYears`).
 */
export function readMonitorGrid(rows: GridToken[][]): Record<string, PaymentCode> {
  const history: Record<string, PaymentCode> = {};
  let years: GridToken[] = [];
  let columns: Column[] = [];
  let unreadInitials: GridToken[] | null = null;
  for (const tokens of rows) {
    const row = gridRowOf(tokens);
    if (row === 'years') {
      years = tokens;
      columns = [];
      unreadInitials = null;
    } else if (row === 'months') {
      const start = firstMonth(tokens.map((t) => t.text));
      if (start == null) {
        columns = [];
        continue;
      }
      columns = tokens.map((t, i) => ({ center: t.center, month: ((start - 1 + i) % 12) + 1, year: null }));
      placeYears(columns, years);
    } else if (row === null) {
      if (years.length > 0 && columns.length === 0) unreadInitials = tokens;
    } else if (row === 'codes') {
      const cells = BUREAU.test(tokens[0]?.text ?? '') ? tokens.slice(1) : tokens;
      if (columns.length === 0 && unreadInitials) columns = columnsFromYears(cells, years, unreadInitials);
      for (const t of cells) {
        const code = readPaymentCode(t.text);
        if (code == null) continue;
        const column = nearest(columns, t.center);
        if (column?.year != null) history[key(column.year, column.month)] = code;
      }
    }
  }
  return history;
}

/** A line's words with their centres, from its segments (each word's position estimated within its segment). */
export function lineTokens(line: Line): GridToken[] {
  const out: GridToken[] = [];
  for (const seg of line.segments) {
    const cw = seg.text.length > 0 ? (seg.right - seg.x) / seg.text.length : 5;
    for (const m of seg.text.matchAll(/\S+/g)) out.push({ text: m[0], center: seg.x + (m.index + m[0].length / 2) * cw });
  }
  return out;
}
