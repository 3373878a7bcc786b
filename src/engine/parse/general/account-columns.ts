/**
 * Accounts printed as the columns of a table (general reader): a head line of creditors' names, one a column, then a
 * field a row — its label in a column on the left, each account's value under its creditor, wrapping onto lines
 * below inside its column — and the history a row a year ("History 2024" / "Jan OK Feb 30 …"). Several such tables
 * may follow one another. The transpose of a one-account-a-row table; like bureau columns, but the heads are creditors.
 */
import type { PaymentCode } from '../../model';
import { bureauOfHead } from '../common/bureau-names';
import type { Block, Field } from '../common/blocks';
import { monthFromName, parseDate } from '../common/dates';
import type { FieldKey } from '../common/labels';
import type { Line, Segment } from '../common/lines';
import { readMonthRuns } from '../common/month-runs';
import { isNoDataMark, readPaymentCode } from '../common/payment-codes';
import { generalLabelAt, isSubheading, isWholeLabel } from '../common/vocabulary';

/** Fields that show a row of labels is an account's. */
const ACCOUNT_SIGNS = new Set<FieldKey>(['accountNumber', 'balance', 'status', 'dateOpened', 'accountType', 'creditLimit', 'highBalance', 'pastDue']);
/** Fields that show a row of labels is a public record's (the heads then name the records: "Civil judgment"). */
const RECORD_SIGNS = new Set<FieldKey>(['dateFiled', 'court', 'recordType']);
/** A history row's label: "History 2024", "Payment history 2023". */
const HISTORY_ROW = /^(?:payment\s+)?history\s*[:(]?\s*((?:19|20)\d{2})\)?$/i;
/** A cell that prints no value for its account. */
const EMPTY = /^[-–—]+$|^n\/?a$/i;

interface Column {
  name: string;
  start: number;
}

export interface ColumnAccount {
  block: Block;
  /** The months and codes of its history rows. */
  history: Record<string, PaymentCode>;
}

/** "Nov OK Dec OK": months and their codes, a history cell wrapped onto its own line. */
function isMonthRun(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length % 2 === 0 && words.every((w, k) => (k % 2 === 0 ? monthFromName(w) != null : readPaymentCode(w) != null || isNoDataMark(w)));
}

/** A head cell: a creditor's name, not a label, a heading, a bureau, a date, a figure, an amount or a history's months. */
function isName(text: string): boolean {
  const t = text.trim();
  if (t.length < 3 || !/[A-Za-z]{2}/.test(t) || /^\d|[$]|\d{4,}/.test(t) || isMonthRun(t)) return false;
  return !generalLabelAt(t) && !isSubheading(t) && !bureauOfHead(t) && !parseDate(t) && !HISTORY_ROW.test(t);
}

/** The label of a row printed in the label column, or null. */
function rowLabel(seg: Segment): { key: FieldKey | null; label: string; year: number | null } | null {
  const text = seg.text.trim();
  const year = HISTORY_ROW.exec(text);
  if (year) return { key: null, label: text, year: Number(year[1]) };
  const m = generalLabelAt(text);
  return m && isWholeLabel(text) ? { key: m.key, label: m.label, year: null } : null;
}

/** Where each head's column starts: at its cell, or half a column before its centre when heads are centred. */
function columnsOf(heads: Segment[]): Column[] {
  const centers = heads.map((h) => (h.x + h.right) / 2);
  const pitch = heads.length > 1 ? (centers[centers.length - 1]! - centers[0]!) / (heads.length - 1) : 0;
  return heads.map((h, k) => ({ name: h.text.trim(), start: heads.length > 1 ? Math.min(h.x, centers[k]! - pitch / 2) : h.x }));
}

/** The column a cell printed from x on is in: the last one starting at or before it (-1: the label column). */
function columnOf(columns: Column[], x: number): number {
  let found = -1;
  columns.forEach((c, k) => {
    if (c.start <= x + 4) found = k;
  });
  return found;
}

/** A line of cells each inside a column, none in the label column (a head line's, or a wrapped row's). */
function inColumns(line: Line, columns: Column[]): boolean {
  return line.segments.length > 0 && line.segments.every((s) => columnOf(columns, s.x) >= 0);
}

/** A row: its label in the label column, left of every column, and values in the columns. */
function rowOf(line: Line, columns: Column[]): { label: NonNullable<ReturnType<typeof rowLabel>>; cells: Segment[] } | null {
  const [first, ...cells] = line.segments;
  if (!first || cells.length === 0 || first.right > columns[0]!.start + 4) return null;
  const label = rowLabel(first);
  return label && inColumns({ ...line, segments: cells }, columns) ? { label, cells } : null;
}

/**
 * A table's head at line i: a line of names side by side (one where a table holds the last account), right of the
 * label column, its names maybe wrapped onto a second line, then a row whose label is an account's field. The columns
 * and the first row's index.
 */
function headAt(lines: Line[], i: number, signs: Set<FieldKey>): { columns: Column[]; from: number } | null {
  const head = lines[i]!;
  if (head.segments.length === 0 || !head.segments.every((s) => isName(s.text))) return null;
  const columns = columnsOf(head.segments);
  if (columns[0]!.start < 40) return null;
  let from = i + 1;
  const wrapped = lines[from];
  if (wrapped && wrapped.page === head.page && inColumns(wrapped, columns) && wrapped.segments.every((s) => isName(s.text))) {
    for (const s of wrapped.segments) columns[columnOf(columns, s.x)]!.name += ` ${s.text.trim()}`;
    from++;
  }
  const next = lines[from];
  const row = next && next.page === head.page ? rowOf(next, columns) : null;
  return row?.label.key && signs.has(row.label.key) ? { columns, from } : null;
}

interface Row {
  line: Line;
  label: NonNullable<ReturnType<typeof rowLabel>>;
  label0: Segment;
  values: string[][];
}

/** The accounts of one table from its head at i; with the index of the first line after it. */
function readTable(lines: Line[], i: number, columns: Column[], from: number, signs: Set<FieldKey>): { accounts: ColumnAccount[]; end: number; used: Line[] } {
  const rows: Row[] = [];
  let j = from;
  for (; j < lines.length; j++) {
    const line = lines[j]!;
    if (headAt(lines, j, signs)) break;
    const row = rowOf(line, columns);
    if (row) {
      const values: string[][] = columns.map(() => []);
      for (const s of row.cells) values[columnOf(columns, s.x)]!.push(s.text.trim());
      rows.push({ line, label: row.label, label0: line.segments[0]!, values });
      continue;
    }
    // a value wrapped onto the next line stays in its column
    const last = rows[rows.length - 1];
    if (last && line.page === last.line.page && inColumns(line, columns)) {
      for (const s of line.segments) last.values[columnOf(columns, s.x)]!.push(s.text.trim());
      continue;
    }
    break;
  }
  const used = lines.slice(i, j);
  const accounts = columns.map((column, k): ColumnAccount => {
    const heading: Line = { ...lines[i]!, text: column.name, x: column.start, segments: [{ text: column.name, x: column.start, right: column.start + 1 }] };
    const fields: Field[] = [];
    const printed: Line[] = [heading];
    const history: string[] = [];
    for (const row of rows) {
      const value = row.values[k]!.join(' ').trim();
      if (value === '' || EMPTY.test(value)) continue;
      printed.push({ ...row.line, text: `${row.label0.text}  ${value}`, segments: [row.label0, { text: value, x: column.start, right: column.start + 1 }] });
      if (row.label.year != null) history.push(`${row.label.year} ${value}`);
      else fields.push({ key: row.label.key, label: row.label.label, raw: value, parts: [value], x: row.label0.x, valueX: column.start });
    }
    return { block: { heading, extra: [], fields, gridLines: [], lines: printed }, history: readMonthRuns(history) };
  });
  return { accounts, end: j, used };
}

/** The columns of every such table whose first row is one of `signs`, and the lines the tables take. */
function readColumns(lines: Line[], signs: Set<FieldKey>): { accounts: ColumnAccount[]; used: Set<Line> } {
  const accounts: ColumnAccount[] = [];
  const used = new Set<Line>();
  for (let i = 0; i < lines.length; i++) {
    const head = headAt(lines, i, signs);
    if (!head) continue;
    const table = readTable(lines, i, head.columns, head.from, signs);
    accounts.push(...table.accounts);
    for (const l of table.used) used.add(l);
    i = table.end - 1;
  }
  return { accounts, used };
}

/** Every account printed in such tables, and the lines the tables take. */
export function readAccountColumns(lines: Line[]): { accounts: ColumnAccount[]; used: Set<Line> } {
  return readColumns(lines, ACCOUNT_SIGNS);
}

/** Public records printed the same way, a record a column under its type; as blocks for the common record reader. */
export function readRecordColumns(lines: Line[]): { records: Block[]; used: Set<Line> } {
  const { accounts, used } = readColumns(lines, RECORD_SIGNS);
  return { records: accounts.map((a) => a.block), used };
}
