/**
 * Payment histories whose codes sit under (or over) month columns, read line by line inside an account's entry: a
 * year × month grid ("Year Jan … Dec" over "2025 ✓ ✓ 30 …"), a bureau a row over or under "Mon 'YY" months, and
 * "MM/YY:code" pairs. Each code takes the month printed nearest it (nearestMonth, which the account-a-row history
 * table, history-table.ts, and the month-initials rows, month-rows.ts, place their codes by too).
 */
import type { Bureau, PaymentCode } from '../../model';
import { monthNumbers } from '../common/grid';
import type { Line } from '../common/lines';
import { readPaymentCode } from '../common/payment-codes';
import { bureauOfHead, wordsOf } from './geometry';

/** What an entry's month-column histories have read so far (the reader's draft of an account holds it). */
export interface MonthColumnHistories {
  /** The entry's lines (a month line read with the row over it joins them). */
  lines: Line[];
  /** A year × month grid read by the general reader ("Year Jan … Dec" over "2025 ✓ ✓ 30 …"). */
  history: Record<string, PaymentCode>;
  months: Array<{ month: number; center: number }> | null;
  /** Histories printed a bureau a row ("TransUnion OK OK 30 …" over "Jul 24 Jun 24 …"). */
  historyBy: Map<Bureau, Record<string, PaymentCode>>;
  /** The months of a "Mon 'YY" line printed over the bureaus' history rows. */
  monthsAbove: Array<{ key: string; center: number }> | null;
}

export const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The month printed nearest a code's position (the first of two as near); `at` gives a month's position. */
export function nearestMonth<T extends object>(months: T[], position: number, at: (month: T) => number): T {
  let best = months[0]!;
  for (const m of months) if (Math.abs(at(m) - position) < Math.abs(at(best) - position)) best = m;
  return best;
}

const centerOf = (m: { center: number }) => m.center;

/** "Mon 'YY Mon 'YY …" (or "Jul 24 Jun 24 …"): the months of a history printed over or under its bureaus' rows. */
function monthYearRow(line: Line | undefined): Array<{ key: string; center: number }> | null {
  const words = line ? wordsOf(line) : [];
  if (words.length < 2 || words.length % 2 !== 0) return null;
  const months: Array<{ key: string; center: number }> = [];
  for (let i = 0; i < words.length; i += 2) {
    const m = MONTH_NAMES.indexOf(words[i]!.text.slice(0, 3).toLowerCase()) + 1;
    const y = /^[’']?(\d{2})$/.exec(words[i + 1]!.text);
    if (m === 0 || !y) return null;
    months.push({ key: `20${y[1]}-${String(m).padStart(2, '0')}`, center: (words[i]!.center + words[i + 1]!.center) / 2 });
  }
  return months;
}

/**
 * A bureau's row of a history: its name or abbreviation first or last, payment codes between ("TransUnion OK OK 30 …",
 * "OK OK 30 … TU"); "--" prints a month the bureau has no code for. Null when the line is not one.
 */
function bureauCodeWords(line: Line | undefined): { bureau: Bureau; codes: Array<{ code: PaymentCode; center: number }> } | null {
  const words = line ? wordsOf(line) : [];
  if (words.length < 3) return null;
  const first = bureauOfHead(words[0]!.text);
  const bureau = first ?? bureauOfHead(words[words.length - 1]!.text);
  if (!bureau) return null;
  const codes: Array<{ code: PaymentCode; center: number }> = [];
  for (const w of first ? words.slice(1) : words.slice(0, -1)) {
    if (/^[-—–]+$/.test(w.text)) continue;
    const code = readPaymentCode(w.text);
    if (!code) return null;
    codes.push({ code, center: w.center });
  }
  return codes.length > 0 ? { bureau, codes } : null;
}

/** A bureau's codes, each given to the month printed nearest above or below it. */
function placeCodes(d: MonthColumnHistories, row: NonNullable<ReturnType<typeof bureauCodeWords>>, months: Array<{ key: string; center: number }>): void {
  const history = d.historyBy.get(row.bureau) ?? {};
  for (const c of row.codes) history[nearestMonth(months, c.center, centerOf).key] = c.code;
  d.historyBy.set(row.bureau, history);
}

/**
 * A history a bureau a row: "Bureau code code …" over "Mon YY Mon YY …" (the months under the row), or the rows under
 * a month line ("Mar '24 Apr '24 …" over "OK OK … TU"). Returns how many lines it read (0: none).
 */
export function bureauHistoryRow(lines: Line[], i: number, d: MonthColumnHistories): number {
  const line = lines[i]!;
  const months = monthYearRow(line);
  if (months && bureauCodeWords(lines[i + 1])) {
    d.monthsAbove = months;
    return 1;
  }
  const row = bureauCodeWords(line);
  if (!row) return 0;
  const below = monthYearRow(lines[i + 1]);
  if (below) {
    placeCodes(d, row, below);
    d.lines.push(lines[i + 1]!);
    return 2;
  }
  if (!d.monthsAbove) return 0;
  placeCodes(d, row, d.monthsAbove);
  return 1;
}

/** "MM/YY:code" pairs anywhere in an entry's lines (older prints). */
export function pairHistory(lines: Line[]): Record<string, PaymentCode> {
  const out: Record<string, PaymentCode> = {};
  for (const line of lines) {
    for (const m of line.text.matchAll(/\b(\d{2})\/(\d{2}|\d{4})\s?[:=]\s?([A-Z0-9]+|\*|✓)(?=\s|$)/g)) {
      const code = readPaymentCode(m[3]!);
      const month = Number(m[1]);
      if (!code || month < 1 || month > 12) continue;
      const year = m[2]!.length === 2 ? `20${m[2]}` : m[2]!;
      out[`${year}-${m[1]}`] = code;
    }
  }
  return Object.keys(out).length >= 3 ? out : {};
}

/** A year × month grid: the month header sets the columns, each "YYYY code code …" row fills them. */
export function yearGridRow(line: Line, d: MonthColumnHistories): boolean {
  const words = wordsOf(line);
  const numbered = monthNumbers(words)?.map(({ token, month }) => ({ month, center: token.center }));
  const months =
    numbered ?? words.map((w) => ({ month: MONTH_NAMES.indexOf(w.text.slice(0, 3).toLowerCase()) + 1, center: w.center })).filter((m) => m.month > 0);
  if (months.length >= 6 && months.length >= words.length - 1) {
    d.months = months;
    return true;
  }
  if (!d.months) return false;
  const year = /^(?:19|20)\d{2}$/.test(words[0]?.text ?? '') ? Number(words[0]!.text) : null;
  if (year == null) return false;
  const codes = words.slice(1).map((w) => ({ code: readPaymentCode(w.text), center: w.center }));
  if (codes.length === 0 || codes.some((c) => c.code == null)) return false;
  for (const c of codes) {
    const best = nearestMonth(d.months, c.center, centerOf);
    d.history[`${year}-${String(best.month).padStart(2, '0')}`] = c.code as PaymentCode;
  }
  return true;
}
