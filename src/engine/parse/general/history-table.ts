/**
 * A payment history printed as a table of its own, an account and a year a row under one month header ("Creditor
 * Account #  Year  Jan … Dec", then "ACME BANK  4417XXXX  2025  OK  OK  30 …"): the header's cells place each row's
 * words — the account's name and number left of the year, each code under its month — so a month left blank never
 * shifts the codes after it. The header holds for the rows after it across pages (a page break may leave it alone at
 * the bottom of the page before). A line under the header that is neither a row, nor a wrapped name, nor the header
 * again ends the table.
 */
import type { Account, PaymentCode } from '../../model';
import { isNegativeAccount } from '../../detect/negative';
import { monthFromName } from '../common/field-values';
import type { FieldKey } from '../common/labels';
import type { Line } from '../common/lines';
import { wordsOf, type Word } from '../common/table';
import { readPaymentCode } from '../common/payment-codes';
import { generalLabelAt } from '../common/vocabulary';
import { nearestMonth } from './month-columns';

export interface HistoryTableRow {
  creditor: string | null;
  accountNumber: string | null;
  history: Record<string, PaymentCode>;
}

interface Header {
  /** The account's cells left of the year: the creditor's and the number's (other labels are kept, not used). */
  cells: Array<{ key: FieldKey | null; x: number }>;
  year: number;
  months: Array<{ month: number; center: number }>;
}

const YEAR_LABEL = /^year$/i;
const YEAR = /^(?:19|20)\d{2}$/;

/** How far left of a column's edge a word may start and still be in it. */
const tolerance = (line: Line) => Math.max(2, line.size * 0.6);

/** The label cells of the words before the year: each the longest known label from its first word; null when a word is none. */
function labelCells(words: Word[]): Header['cells'] | null {
  const cells: Header['cells'] = [];
  for (let i = 0; i < words.length;) {
    let end = words.length;
    for (; end > i; end--) {
      const text = words
        .slice(i, end)
        .map((w) => w.text)
        .join(' ');
      const m = generalLabelAt(text);
      if (m && m.length >= text.length) {
        cells.push({ key: m.key, x: words[i]!.x });
        break;
      }
    }
    if (end === i) return null;
    i = end;
  }
  return cells;
}

function headerOf(line: Line): Header | null {
  const words = wordsOf(line);
  const first = words.findIndex((w) => monthFromName(w.text) != null);
  const months = words.slice(first).map((w) => ({ month: monthFromName(w.text) ?? 0, center: (w.x + w.right) / 2 }));
  if (first < 1 || months.length < 6 || months.some((m, k) => m.month === 0 || (k > 0 && m.month === months[k - 1]!.month))) return null;
  const year = words[first - 1]!;
  if (!YEAR_LABEL.test(year.text)) return null;
  const cells = labelCells(words.slice(0, first - 1));
  if (!cells || !cells.some((c) => c.key === 'creditor' || c.key === 'accountNumber')) return null;
  return { cells, year: year.x, months };
}

/** A row under the header: its account's cells and its year's codes; null when the line is not one. */
function rowOf(line: Line, header: Header): { cells: string[][]; history: Record<string, PaymentCode> } | null {
  const tol = tolerance(line);
  const words = wordsOf(line);
  const at = words.findIndex((w) => w.x >= header.year - tol);
  const year = words[at];
  if (!year || !YEAR.test(year.text) || year.x > header.months[0]!.center) return null;
  const history: Record<string, PaymentCode> = {};
  for (const w of words.slice(at + 1)) {
    const code = readPaymentCode(w.text);
    if (!code) return null;
    const best = nearestMonth(header.months, (w.x + w.right) / 2, (m) => m.center);
    history[`${year.text}-${String(best.month).padStart(2, '0')}`] = code;
  }
  return { cells: cellsOf(words.slice(0, at), header, tol), history };
}

/** Words left of the year placed in the header's cells (each in the last cell starting at or before it). */
function cellsOf(words: Word[], header: Header, tol: number): string[][] {
  const cells = header.cells.map((): string[] => []);
  for (const w of words) {
    let k = 0;
    header.cells.forEach((c, i) => {
      if (c.x - tol <= w.x) k = i;
    });
    cells[k]!.push(w.text);
  }
  return cells;
}

/** The rows of every history table in the lines, one per account (its years' rows joined). */
export function readHistoryTable(lines: Line[]): HistoryTableRow[] {
  const out = new Map<string, HistoryTableRow>();
  let header: Header | null = null;
  let last: { line: Line; cells: string[][]; history: Record<string, PaymentCode>; header: Header } | null = null;
  const flush = () => {
    if (!last) return;
    const { cells, history } = last;
    const text = (key: FieldKey) => {
      const k = last!.header.cells.findIndex((c) => c.key === key);
      return k >= 0 && cells[k]!.length > 0 ? cells[k]!.join(' ') : null;
    };
    const row = { creditor: text('creditor'), accountNumber: text('accountNumber') };
    const id = `${row.creditor ?? ''}|${row.accountNumber ?? ''}`;
    if (row.creditor || row.accountNumber) out.set(id, { ...row, history: { ...out.get(id)?.history, ...history } });
    last = null;
  };
  for (const line of lines) {
    const again = headerOf(line);
    if (again) {
      flush();
      header = again;
      continue;
    }
    if (!header) continue;
    const row = rowOf(line, header);
    if (row) {
      flush();
      last = { line, header, ...row };
      continue;
    }
    // a name wrapped onto the next line, left of the year: a cell's lines sit closer than the table's rows (a row's
    // padding and border lie between rows)
    const tol = tolerance(line);
    const words = wordsOf(line);
    const year = header.year;
    if (last && line.page === last.line.page && line.y - last.line.y < line.size * 1.3 && words.every((w) => w.x < year - tol)) {
      const { cells } = last;
      cellsOf(words, header, tol).forEach((cell, k) => cells[k]!.push(...cell));
      last.line = line;
      continue;
    }
    flush();
    header = null;
  }
  flush();
  return [...out.values()];
}

const letters = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Whether a row is the account's: the same number where both print one, the same name where both do. */
function rowIsOf(row: HistoryTableRow, account: Account): boolean {
  const number = row.accountNumber && account.accountNumber ? letters(row.accountNumber) === letters(account.accountNumber) : null;
  const name = row.creditor ? letters(row.creditor) === letters(account.creditor) : null;
  return number !== false && name !== false && (number === true || name === true);
}

/** Gives an account read without a history the one row of the table that is its own. */
export function withTableHistory(account: Account, rows: HistoryTableRow[]): Account {
  if (Object.keys(account.paymentHistory).length > 0) return account;
  const own = rows.filter((r) => rowIsOf(r, account));
  if (own.length !== 1) return account;
  const read = { ...account, paymentHistory: { ...own[0]!.history } };
  return { ...read, negative: isNegativeAccount(read) };
}
