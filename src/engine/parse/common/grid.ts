import type { PaymentCode, ReportDate } from '../../model';
import { monthFromName, parseDate } from './dates';
import type { Line } from './lines';
import { columnsOfCodes } from './grid-columns';
import { isNoDataMark, readPaymentCode } from './payment-codes';

/** One whitespace-separated word of a line with its estimated horizontal centre. */
export interface Token {
  text: string;
  x: number;
  center: number;
}

export function tokensOf(line: Line): Token[] {
  const tokens: Token[] = [];
  for (const seg of line.segments) {
    const cw = seg.text.length > 0 ? (seg.right - seg.x) / seg.text.length : 5;
    const re = /\S+/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(seg.text)) !== null) {
      const x = seg.x + m.index * cw;
      tokens.push({ text: m[0], x, center: x + (m[0].length * cw) / 2 });
    }
  }
  return tokens;
}

/**
 * A scan's "OK" with a speck read as a letter or digit beside it ("TOKE", "SOK", "70K.", "OK23:"). Only ever
 * OK, and never next to what could begin a late or adverse code ("C" of CO, "3" of 30, …), so a stray mark
 * cannot make a month late; a text layer prints no such words in a grid.
 */
function speckledOk(raw: string): PaymentCode | null {
  const t = raw.toUpperCase().replace(/^[^A-Z0-9]+|[^A-Z0-9]+$/g, '');
  return /^[ABD-NP-Z24578]?[O0]K(?:[A-JL-Z]|\d{1,2})?$/.test(t) ? 'OK' : null;
}

/** A code of a single-bureau grid: a printed code, or a speckled OK. */
function readGridCode(raw: string): PaymentCode | null {
  return readPaymentCode(raw) ?? speckledOk(raw);
}

function isCodeToken(raw: string): boolean {
  const t = raw.replace(/[<>]/g, '').trim().toUpperCase();
  if (t.length > 1 && /^[-–—*]+$/.test(t)) return true;
  return readGridCode(raw) !== null || isNoDataMark(t);
}

interface MonthToken {
  month: number;
  year: number | null;
}

function yearOf(text: string): number | null {
  const t = text.replace(/[’']/g, "'");
  let m = /^(19\d{2}|20\d{2})$/.exec(t);
  if (m) return Number(m[1]);
  m = /^'(\d{2})$/.exec(t);
  if (m) return 2000 + Number(m[1]);
  return null;
}

function monthTokenOf(text: string): MonthToken | null {
  const t = text.replace(/[’']/g, "'").replace(/[.,]$/, '');
  let m = /^([A-Za-z]{3,9})\.?(?:'?(\d{2}|\d{4}))?$/.exec(t);
  if (m) {
    const month = monthFromName(m[1]!);
    if (month == null) return null;
    const y = m[2];
    return { month, year: y == null ? null : y.length === 2 ? 2000 + Number(y) : Number(y) };
  }
  m = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) {
    const month = Number(m[1]);
    if (month < 1 || month > 12) return null;
    const y = m[2]!;
    return { month, year: y.length === 2 ? 2000 + Number(y) : Number(y) };
  }
  return null;
}

/** A grid row's label; "Yr" is the clipped "Year" of compact prints. */
const ROW_LABEL = /^(?:rating|status|payment|history|pay|year|yr|month|months|code|codes|days|late|\d{2}-month|24-month)$/i;

/** Two-digit years under a month row ("25 25 24"): 00–29, never a late-payment code (30+). */
function shortYearOf(text: string): number | null {
  return /^[0-2]\d$/.test(text) ? 2000 + Number(text) : null;
}

function isGridToken(text: string): boolean {
  return monthTokenOf(text) != null || yearOf(text) != null || shortYearOf(text) != null || isCodeToken(text) || ROW_LABEL.test(text);
}

const INITIALS = 'JFMAMJJASOND';

/**
 * A month header printed as the twelve initials ("J F M A M J J A S O N D"), after a row label at most: the
 * initials' tokens, January first; or null. Single letters say "month" only as the whole run, in order.
 */
function monthInitials(tokens: Token[]): Token[] | null {
  const run = tokens.length === 13 && ROW_LABEL.test(tokens[0]!.text) ? tokens.slice(1) : tokens;
  return run.length === 12 && run.every((t, k) => t.text.toUpperCase() === INITIALS[k]) ? run : null;
}

/** A month printed as its number in a grid's header: two digits, 01–12. */
const MONTH_NUMBER = /^(?:0[1-9]|1[0-2])$/;

/**
 * A month header printed as month numbers ("Year  01 02 … 12"): each month word with its month, or null. Numbers are
 * months only as a run in order, one apart (rising or falling), six or more after a row label ("Year", "Month"), all
 * twelve without one: any other row of numbers is amounts, counts or codes.
 */
export function monthNumbers<T extends { text: string }>(tokens: T[]): Array<{ token: T; month: number }> | null {
  const labelled = tokens.length > 0 && ROW_LABEL.test(tokens[0]!.text);
  const run = labelled ? tokens.slice(1) : tokens;
  if (run.length < (labelled ? 6 : 12) || !run.every((t) => MONTH_NUMBER.test(t.text))) return null;
  const months = run.map((t) => Number(t.text));
  const step = months[1]! - months[0]!;
  if (Math.abs(step) !== 1 || months.some((m, i) => i > 0 && m - months[i - 1]! !== step)) return null;
  return run.map((token, i) => ({ token, month: months[i]! }));
}

/** A line made only of grid words (a lone year row, a short code row): part of a grid already begun. */
export function isGridFragment(line: Line): boolean {
  const tokens = tokensOf(line);
  return tokens.length > 0 && tokens.every((t) => isGridToken(t.text));
}

/** A field value holding at most one payment code ("Late 30 Days"): a status printed in grid words, not a grid row. */
export function holdsOneCodeAtMost(value: string): boolean {
  return value.split(/\s+/).filter((w) => readPaymentCode(w) != null).length <= 1;
}

/** Whether a line belongs to a payment grid: months, years, codes and row labels only. */
export function isGridLine(line: Line): boolean {
  const tokens = tokensOf(line);
  if (tokens.length < 3) return false;
  if (monthInitials(tokens) || monthNumbers(tokens)) return true;
  // A row of dated values ("Jul 2015   Apr 2019   Apr 2019") is not a month header.
  const dated = line.segments.filter((seg) => /\b(?:19|20)\d{2}\b/.test(seg.text) && /\s|\//.test(seg.text) && parseDate(seg.text) != null).length;
  if (dated >= 2 && dated * 2 >= line.segments.length) return false;
  if (dated >= 1 && tokens.filter((t) => monthTokenOf(t.text)).length < 3) return false;
  let grid = 0;
  let months = 0;
  let codes = 0;
  for (const t of tokens) {
    if (monthTokenOf(t.text)) {
      months++;
      grid++;
    } else if (yearOf(t.text) != null) grid++;
    else if (isCodeToken(t.text)) {
      // Dashes alone ("-" for an empty value) do not make a grid.
      if (readGridCode(t.text) !== null) codes++;
      grid++;
    } else if (ROW_LABEL.test(t.text)) grid++;
  }
  return grid / tokens.length >= 0.8 && (months >= 3 || codes >= 3 || (codes >= 1 && grid === tokens.length && tokens.length >= 4));
}

export interface Column {
  center: number;
  month: number;
  year: number | null;
}

/**
 * A grid of one row per year prints all twelve months over its rows. When a scan lost the header's last months
 * ("Jan … Sep") or its first ones ("Apr … Dec"), they stand at the header's own pitch beyond it. Only a header of six
 * or more consecutive months without years, evenly spaced, that begins at January or ends at December is
 * completed; any other is returned as read. Callers use it only for rows led by their year.
 */
export function completeYearHeader<C extends Column>(columns: C[]): C[] {
  const n = columns.length;
  const first = columns[0];
  const last = columns[n - 1];
  if (!first || !last || n < 6 || n >= 12) return columns;
  if (columns.some((c, i) => c.year !== null || c.month !== first.month + i)) return columns;
  const pitch = (last.center - first.center) / (n - 1);
  if (columns.some((c, i) => i > 0 && Math.abs(c.center - columns[i - 1]!.center - pitch) > pitch * 0.2)) return columns;
  const missing = Array.from({ length: 12 - n }, (_, k) => k + 1);
  if (first.month === 1) return [...columns, ...missing.map((k) => ({ ...last, month: n + k, center: last.center + k * pitch }))];
  if (last.month === 12) return [...missing.map((k) => ({ ...first, month: k, center: first.center - (12 - n - k + 1) * pitch })), ...columns];
  return columns;
}

function nearestColumn(columns: Column[], center: number): Column | null {
  let best: Column | null = null;
  let bestDistance = Infinity;
  for (const c of columns) {
    const d = Math.abs(c.center - center);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  if (!best || columns.length < 2) return best;
  const spacing = Math.abs((columns[columns.length - 1]!.center - columns[0]!.center) / (columns.length - 1));
  return bestDistance <= Math.max(spacing * 0.6, 4) ? best : null;
}

/** Fills the years of month columns that printed none, walking from a known year across year boundaries. */
function fillYears(columns: Column[], fallbackLatest: { year: number; month: number } | null): void {
  if (columns.length === 0) return;
  let ascending = 0;
  for (let i = 1; i < columns.length; i++) {
    const diff = columns[i]!.month - columns[i - 1]!.month;
    if (diff === 1 || diff === -11) ascending++;
    else if (diff === -1 || diff === 11) ascending--;
  }
  const step = ascending >= 0 ? 1 : -1;
  let anchor = columns.findIndex((c) => c.year != null);
  if (anchor < 0) {
    if (!fallbackLatest) return;
    // Without any printed year, the latest month is taken as the last one not after the reference date.
    const latestIndex = step === 1 ? columns.length - 1 : 0;
    const latest = columns[latestIndex]!;
    latest.year = latest.month <= fallbackLatest.month ? fallbackLatest.year : fallbackLatest.year - 1;
    anchor = latestIndex;
  }
  for (let i = anchor + 1; i < columns.length; i++) {
    const prev = columns[i - 1]!;
    const cur = columns[i]!;
    if (cur.year != null) continue;
    cur.year = prev.year! + (step === 1 ? (cur.month < prev.month ? 1 : 0) : cur.month > prev.month ? -1 : 0);
  }
  for (let i = anchor - 1; i >= 0; i--) {
    const next = columns[i + 1]!;
    const cur = columns[i]!;
    if (cur.year != null) continue;
    cur.year = next.year! - (step === 1 ? (cur.month > next.month ? 1 : 0) : cur.month < next.month ? -1 : 0);
  }
}

function key(year: number, month: number): ReportDate {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * Reads a payment grid into month → code. Months are found by position: every code is assigned to
 * the month column whose header is nearest to it horizontally, so blank cells never shift later
 * codes. Handles month header rows with a year row above or below them, month headers carrying
 * their year ("Aug '23", "08/23"), and rows led by their year ("2023  OK OK 30 …" under a
 * "Jan … Dec" header). `reference` (report or reported date) fills years when none is printed.
 */
export function readPaymentGrid(lines: Line[], reference: ReportDate | null = null): Record<string, PaymentCode> {
  const history: Record<string, PaymentCode> = {};
  const fallback = reference ? { year: Number(reference.slice(0, 4)), month: Number(reference.slice(5, 7)) } : null;
  let columns: Column[] = [];
  let pendingYears: Token[] = [];

  const assignYearsFromLine = (years: Token[]) => {
    if (columns.length === 0 || years.length === 0) return;
    const spacing = columns.length > 1 ? Math.abs(columns[columns.length - 1]!.center - columns[0]!.center) / (columns.length - 1) : 20;
    const aligned = years.every((y) => columns.some((c) => Math.abs(c.center - y.center) <= spacing * 0.45));
    if (aligned && years.length >= columns.length * 0.75) {
      // One year under (or over) each month column.
      for (const c of columns) {
        const near = years.reduce((a, b) => (Math.abs(a.center - c.center) <= Math.abs(b.center - c.center) ? a : b));
        if (Math.abs(near.center - c.center) <= spacing * 0.45) c.year = yearOf(near.text);
      }
      return;
    }
    // Years printed over the first month of each year: each column takes the nearest year at or left of it.
    for (const c of columns) {
      const left = years.filter((y) => y.x <= c.center + 2);
      const pick = left.length > 0 ? left[left.length - 1]! : years[0]!;
      if (c === columns[0] || left.length > 0) c.year = yearOf(pick.text);
    }
  };

  for (const line of lines) {
    const tokens = tokensOf(line);
    const yearsOfMonths = new Set<Token>();
    // "Sep 26   Aug 26": every cell a month and a two-digit year printed as two words.
    const pairedShortYears =
      tokens.length >= 2 && tokens.length % 2 === 0 && tokens.every((t, i) => (i % 2 === 0 ? monthTokenOf(t.text) != null : /^\d{2}$/.test(t.text)));
    const monthTokens = tokens
      .map((t, i) => {
        const m = monthTokenOf(t.text);
        // "Aug 2023" printed as two words: the year belongs to the month before it, and the cell is centred on both.
        const next = tokens[i + 1];
        if (m && m.year == null && next && ((yearOf(next.text) != null && /^\d{4}$/.test(next.text)) || pairedShortYears)) {
          m.year = pairedShortYears ? 2000 + Number(next.text) : yearOf(next.text);
          yearsOfMonths.add(next);
          return { t: { ...t, center: (t.x + next.center * 2 - next.x) / 2 }, m };
        }
        return { t, m };
      })
      .filter((x) => x.m != null);
    const shortYearRow = tokens.length > 0 && tokens.every((t) => shortYearOf(t.text) != null);
    const yearTokens = shortYearRow ? tokens.map((t) => ({ ...t, text: String(shortYearOf(t.text)) })) : tokens.filter((t) => yearOf(t.text) != null);
    const codeTokens = tokens.filter((t) => isCodeToken(t.text));

    const initials = monthInitials(tokens);
    const numbered = initials ? null : monthNumbers(tokens);
    if (initials || numbered) {
      columns = initials
        ? initials.map((t, k) => ({ center: t.center, month: k + 1, year: null }))
        : numbered!.map(({ token, month }) => ({ center: token.center, month, year: null }));
      pendingYears = [];
      continue;
    }
    // A month header: several months, or a short last chunk made only of months ("Jul").
    if (monthTokens.length >= 3 || (monthTokens.length >= 1 && monthTokens.length + yearsOfMonths.size === tokens.length)) {
      columns = monthTokens.map(({ t, m }) => ({ center: t.center, month: m!.month, year: m!.year }));
      if (pendingYears.length > 0) assignYearsFromLine(pendingYears);
      pendingYears = [];
      continue;
    }
    if (yearTokens.length >= 1 && codeTokens.length === 0) {
      // A row of years: above the months (kept for the next header) or below them.
      if (columns.length > 0 && columns.every((c) => c.year == null)) assignYearsFromLine(yearTokens);
      else pendingYears = yearTokens;
      continue;
    }
    if (codeTokens.length === 0 || columns.length === 0) continue;

    const rowYearToken = tokens[0] && yearOf(tokens[0].text) != null && codeTokens[0] !== tokens[0] ? tokens[0] : null;
    const rowColumns = (rowYearToken ? completeYearHeader(columns) : columns).map((c) => ({ ...c }));
    if (rowYearToken) {
      const y = yearOf(rowYearToken.text)!;
      rowColumns.forEach((c) => (c.year = y));
    } else {
      fillYears(rowColumns, fallback);
    }
    const rowCodes = codeTokens.filter((token) => token !== rowYearToken);
    const placed = columnsOfCodes(
      rowColumns,
      rowCodes.map((token) => nearestColumn(rowColumns, token.center)),
    );
    for (const [k, token] of rowCodes.entries()) {
      const column = placed[k];
      const code = readGridCode(token.text);
      if (!column || column.year == null || code == null) continue;
      history[key(column.year, column.month)] = code;
    }
  }
  return history;
}

/** "02/24 30", "02/2024: OK", "Feb 2024 CO": a month and its code written out one after another. */
const MONTH_CODE_PAIR = /\b(\d{1,2})\/(\d{4}|\d{2})\s*:?\s+([A-Za-z0-9/*✓✔-]{1,4})(?=\s|[·,;|]|$)/g;

/**
 * Payment history printed as a list of month–code pairs ("10/22 OK · 11/22 OK · 12/22 30 …", wrapping over
 * several lines) rather than a grid. Months are as printed, so nothing is placed by position.
 */
export function readPaymentPairs(text: string): Record<string, PaymentCode> {
  const history: Record<string, PaymentCode> = {};
  for (const m of text.matchAll(MONTH_CODE_PAIR)) {
    const month = Number(m[1]);
    const short = Number(m[2]);
    const year = m[2]!.length === 4 ? short : short < 70 ? 2000 + short : 1900 + short;
    const code = readPaymentCode(m[3]!);
    if (month >= 1 && month <= 12 && code) history[key(year, month)] = code;
  }
  return history;
}
