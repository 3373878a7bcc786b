/**
 * Accounts printed as a table: a header of known labels (the creditor's column among them) on one line or
 * wrapped onto two ("Account" over "Number"), then one row per account, cells placed under their header by
 * x-position, a cell that wraps continuing on the next lines in its column. Each row becomes a block whose
 * evidence is the header and the row.
 */
import type { Block, Field } from './blocks';
import { labelKey, type FieldKey } from './labels';
import type { Line } from './lines';
import { spanOf } from './text-width';

interface Column {
  key: FieldKey;
  label: string;
  /** Left edge of the column: cells are printed from here up to the next column's edge. */
  x: number;
  /** A header naming two fields ("Type / owner"): the second one, printed after the cell's last " / ". */
  second?: FieldKey;
  /** "Account" heading a first column that holds the creditor's name with the number printed under it. */
  nameOverNumber?: boolean;
}

interface Header {
  columns: Column[];
  lines: Line[];
}

/** A word of a line with its estimated position. */
export interface Word {
  text: string;
  x: number;
  right: number;
  /** The first word of a segment (a visible gap before it). */
  segmentStart: boolean;
}

/** A header needs this many labelled columns, so a pair of labels over their values is never a table. */
const MIN_COLUMNS = 4;

/**
 * Values that never wrap inside their cell: a line holding one where the current row already has one starts
 * the next row (a wrapped creditor name, type or remark only continues the row).
 */
const ATOMIC = new Set<FieldKey>([
  'accountNumber',
  'dateOpened',
  'dateClosed',
  'dateReported',
  'dofd',
  'balance',
  'creditLimit',
  'highBalance',
  'pastDue',
  'monthlyPayment',
  'lastPaymentDate',
  'lastPaymentAmount',
  'originalAmount',
]);

/** The words of a line, each with its estimated position (`spanOf`). */
export function wordsOf(line: Line): Word[] {
  const words: Word[] = [];
  for (const seg of line.segments) {
    for (const m of seg.text.matchAll(/\S+/g)) {
      words.push({ text: m[0], ...spanOf(seg.text, seg.x, seg.right, m.index, m.index + m[0].length), segmentStart: m.index === 0 });
    }
  }
  return words;
}

/** How far apart two left edges may be and still be one column. */
const tolerance = (line: Line) => Math.max(2, line.size * 0.6);

/** How a table is read: the field a header cell names, and what a line under a row may add to it. */
export interface TableReading {
  /** The field a header cell's label names (the catalogue's labels by default). */
  keyOf: (label: string) => FieldKey | null;
  /** A line printing "Label: value" pairs under a row (a disclosure's second line of words): that row's fields. */
  pairLine?: (line: Line) => Field[] | null;
  /** A line that ends the table besides `endsTable`'s (a heading the reader knows, another table's header). */
  endsAt?: (line: Line) => boolean;
  /**
   * A header cell that is no label may be several labels run together ("HIGH CREDIT LIMIT" where two columns'
   * labels sit closer than the extractor's gap): split it into the longest labels it starts with.
   */
  splitLabels?: boolean;
}

const CATALOGUE: TableReading = { keyOf: labelKey };

/** "Type / owner": a header cell naming two fields, each a label of its own; null otherwise. */
function twoFields(label: string, how: TableReading): [FieldKey, FieldKey] | null {
  const m = /^(.+?)\s+\/\s+(.+)$/.exec(label.trim());
  const first = m ? how.keyOf(m[1]!) : null;
  const second = m ? how.keyOf(m[2]!) : null;
  return first && second && first !== second ? [first, second] : null;
}

const isHeaderCell = (label: string, how: TableReading) => how.keyOf(label) != null || twoFields(label, how) != null;

function asColumns(cells: Array<{ label: string; x: number }>, how: TableReading): Column[] | null {
  if (cells.length < MIN_COLUMNS) return null;
  const columns: Column[] = [];
  for (const cell of cells) {
    const key = how.keyOf(cell.label);
    const two = key == null ? twoFields(cell.label, how) : null;
    if (two) columns.push({ key: two[0], second: two[1], label: cell.label, x: cell.x });
    else if (key != null) columns.push({ key, label: cell.label, x: cell.x });
    else return null;
  }
  // "Account" heading the first column names the creditor when another column holds the number.
  const first = columns[0]!;
  if (first.key === 'accountNumber' && /^account$/i.test(first.label) && columns.slice(1).some((c) => c.key === 'accountNumber')) first.key = 'creditor';
  // with no other column naming the creditor or holding the number, its cells print the name with the number under it
  else if (
    first.key === 'accountNumber' &&
    /^account$/i.test(first.label) &&
    !columns.slice(1).some((c) => c.key === 'creditor' || c.key === 'accountNumber')
  ) {
    first.key = 'creditor';
    first.nameOverNumber = true;
  }
  const keys = columns.flatMap((c) => (c.second ? [c.key, c.second] : [c.key]));
  return columns.some((c) => c.key === 'creditor') && new Set(keys).size === keys.length ? columns : null;
}

/** A run of labels split into its labels, each with its left edge; null when some word starts no label. */
function splitRun(text: string, x: number, right: number, how: TableReading): Array<{ label: string; x: number }> | null {
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], ...spanOf(text, x, right, m.index, m.index + m[0].length), segmentStart: false }));
  return labelCells(words, how, false);
}

/** A header on one line: every segment a label (or, with `splitLabels`, a run of labels). */
function oneLineHeader(line: Line, how: TableReading): Column[] | null {
  const cells = line.segments.flatMap((s) => {
    const label = s.text.trim();
    const split = how.splitLabels && !isHeaderCell(label, how) ? splitRun(s.text, s.x, s.right, how) : null;
    return split ?? [{ label, x: s.x }];
  });
  return asColumns(cells, how);
}

/**
 * A header wrapped onto two lines. A cell starts at each segment of the top line and at each top word that
 * has a bottom word printed at its left edge (the bottom word is the rest of that cell's label); every bottom
 * word joins the cell it sits under.
 */
function twoLineHeader(top: Line, bottom: Line, how: TableReading): Column[] | null {
  return twoLineHeaderCells(top, bottom, false, how) ?? twoLineHeaderCells(top, bottom, true, how);
}

/**
 * `pastBottom`: a top word also starts a cell when the cell so far has words below it that all end before it.
 * Only tried when the header is not read otherwise: OCR prints neighbouring cells' labels as one run when their
 * gap is under a word space and a half ("Account" over "Type", then "Responsibility" with nothing below), where
 * a PDF text layer keeps them apart.
 */
function twoLineHeaderCells(top: Line, bottom: Line, pastBottom: boolean, how: TableReading): Column[] | null {
  if (bottom.y - top.y > Math.max(top.size, bottom.size) * 2.2 || bottom.segments.length === 0) return null;
  const tol = tolerance(top);
  const under = wordsOf(bottom);
  const cells: Array<{ top: string[]; bottom: string[]; x: number }> = [];
  for (const word of wordsOf(top)) {
    const anchored = under.some((b) => Math.abs(b.x - word.x) <= tol);
    const cell = cells[cells.length - 1];
    const below = cell ? under.filter((b) => b.x >= cell.x - tol && b.x < word.x - tol) : [];
    const pastBelow = pastBottom && below.length > 0 && below.every((b) => b.right < word.x - tol);
    if (!cell || word.segmentStart || anchored || pastBelow) cells.push({ top: [word.text], bottom: [], x: word.x });
    else cell.top.push(word.text);
  }
  for (const word of under) {
    const at = columnIndex(cells, word.x, tol);
    if (at < 0) return null; // a word left of every cell: not a header
    cells[at]!.bottom.push(word.text);
  }
  return asColumns(
    cells.map((c) => ({ label: [...c.top, ...c.bottom].join(' '), x: c.x })),
    how,
  );
}

/**
 * Words split into the longest header cells they start with, a cell never reaching over a visible gap; a word that
 * starts none is a cell of its own where `unknown` allows (a group's name, "Amounts"), else the split fails.
 */
function labelCells(words: Word[], how: TableReading, unknown: boolean): Array<{ label: string; x: number }> | null {
  const cells: Array<{ label: string; x: number }> = [];
  for (let i = 0; i < words.length;) {
    let end = i + 1;
    while (end < words.length && !words[end]!.segmentStart) end++;
    const label = (to: number) =>
      words
        .slice(i, to)
        .map((w) => w.text)
        .join(' ');
    while (end > i && !isHeaderCell(label(end), how)) end--;
    if (end === i && !unknown) return null;
    end = Math.max(end, i + 1);
    cells.push({ label: label(end), x: words[i]!.x });
    i = end;
  }
  return cells;
}

/**
 * A header in two levels: a group's head over several columns ("Dates" over Opened / Reported / Closed, "Amounts"
 * over Balance / Limit / High), the other heads standing alone beside them (one cell spanning both lines). A top
 * cell with words printed under it, from its left edge up to the next top cell, is a group: its columns are the
 * labels those words split into (the group's own name is no column; it heads two or more); a top cell with nothing
 * under it is a column (one at least: the name's). Tried after the two-line reading of wrapped labels ("Account"
 * over "Number"), which a group never satisfies.
 */
function groupedHeader(top: Line, bottom: Line, how: TableReading): Column[] | null {
  if (bottom.y - top.y > Math.max(top.size, bottom.size) * 2.2 || bottom.segments.length === 0) return null;
  // the name's head stands alone (nothing under it) and both lines open with a label (the name's head, a group's
  // first column): cheap tests first, most lines of a page are no header
  if (bottom.segments[0]!.x <= top.segments[0]!.right || !opensWithLabel(top, how) || !opensWithLabel(bottom, how)) return null;
  const tol = tolerance(top);
  const over = wordsOf(top);
  const under = wordsOf(bottom);
  const heads = labelCells(over, how, true);
  if (!heads || under[0]!.x < heads[0]!.x - tol) return null;
  const cells: Array<{ label: string; x: number }> = [];
  let groups = 0;
  let alone = 0;
  for (const [i, head] of heads.entries()) {
    const next = heads[i + 1];
    const below = under.filter((w) => w.x >= head.x - tol && (!next || w.x < next.x - tol));
    const subs = below.length ? labelCells(below, how, false) : null;
    // a group heads two columns or more; a word under a head that starts no label: no header
    if (below.length && (!subs || subs.length < 2)) return null;
    if (subs) groups++;
    else alone++;
    cells.push(...(subs ?? [head]));
  }
  // a title over a header of one line is no group (that header is read on its own line)
  return groups > 0 && alone > 0 && !oneLineHeader(bottom, how) ? asColumns(cells, how) : null;
}

/** Whether a line's first words (up to four, in its first run of text) are a header cell. */
function opensWithLabel(line: Line, how: TableReading): boolean {
  const words = (line.segments[0]?.text ?? '').trim().split(/\s+/).slice(0, 4);
  return words.some((_, n) => isHeaderCell(words.slice(0, n + 1).join(' '), how));
}

/** The last column whose left edge is at or before `x` (with tolerance), or -1. */
function columnIndex(columns: ReadonlyArray<{ x: number }>, x: number, tol: number): number {
  let at = -1;
  columns.forEach((c, i) => {
    if (c.x - tol <= x) at = i;
  });
  return at;
}

function headerAt(lines: Line[], i: number, how: TableReading): Header | null {
  const line = lines[i]!;
  const one = oneLineHeader(line, how);
  if (one) return { columns: one, lines: [line] };
  const next = lines[i + 1];
  const two = next && next.page === line.page ? (twoLineHeader(line, next, how) ?? groupedHeader(line, next, how)) : null;
  return two ? { columns: two, lines: [line, next!] } : null;
}

/** A rule printed under a header or between rows ("-------"). */
const RULE = /^\s*[-=_]{3,}\s*$/;

/** Whether a line repeats the header (a new page of the table). */
function repeatsHeader(lines: Line[], i: number, header: Header, how: TableReading): boolean {
  const again = headerAt(lines, i, how);
  return again != null && again.columns.map((c) => c.key).join() === header.columns.map((c) => c.key).join();
}

/**
 * A line that ends the table: one run of text starting in the first column and reaching across into the
 * next (a heading such as "Payment History"), where a wrapped creditor name stays inside its column.
 */
function endsTable(line: Line, columns: Column[], tol: number): boolean {
  const second = columns[1]!;
  return line.segments.length === 1 && line.segments[0]!.x < second.x - tol && line.segments[0]!.right > second.x + tol;
}

/**
 * The accounts of a section printed as a table, or null when the section is not one (then the block
 * reader reads it). Lines before the header are left out; a repeated header (a new page) is skipped.
 */
export function readAccountTable(lines: Line[], how: TableReading = CATALOGUE): Block[] | null {
  let start = -1;
  let header: Header | null = null;
  for (let i = 0; i < lines.length && !header; i++) {
    header = headerAt(lines, i, how);
    start = i;
  }
  if (!header) return null;
  const { columns } = header;
  const blocks: Block[] = [];
  for (let i = start + header.lines.length; i < lines.length; i++) {
    const line = lines[i]!;
    const tol = tolerance(line);
    if (repeatsHeader(lines, i, header, how)) {
      i += headerAt(lines, i, how)!.lines.length - 1;
      continue;
    }
    const last = blocks[blocks.length - 1];
    const pairs = last ? how.pairLine?.(line) : null;
    if (last && pairs) {
      last.fields.push(...pairs);
      last.lines.push(line);
      continue;
    }
    if (RULE.test(line.text)) continue;
    if (endsTable(line, columns, tol) || how.endsAt?.(line)) break;
    const cells = new Map<number, string[]>();
    for (const word of wordsOf(line)) {
      const at = Math.max(0, columnIndex(columns, word.x, tol));
      cells.set(at, [...(cells.get(at) ?? []), word.text]);
    }
    let block = blocks[blocks.length - 1];
    // a row starts where a value that never wraps comes again, or where the first column starts a new value beside
    // one (a cell's wrapped lines never hold such a value: rows are printed from their top line)
    const atomic = [...cells.keys()].filter((at) => ATOMIC.has(columns[at]!.key));
    const startsRow = atomic.some((at) => block?.fields[at]!.raw) || (cells.has(0) && atomic.length > 0 && Boolean(block?.fields[0]!.raw));
    if (!block || startsRow) {
      const fields: Field[] = columns.map((c) => ({ key: c.key, label: c.label, raw: '', parts: [], x: c.x, valueX: c.x }));
      block = { heading: null, extra: [], fields, gridLines: [], lines: [...header.lines] };
      blocks.push(block);
    }
    block.lines.push(line);
    for (const [at, words] of [...cells.entries()].sort((a, b) => a[0] - b[0])) {
      const field = block.fields[at]!;
      const text = words.join(' ');
      if (/^-+$/.test(text)) continue;
      field.parts.push(text);
      field.raw = field.raw ? `${field.raw} ${text}` : text;
    }
  }
  // the first fields are the columns' (a pair line under a row adds more after them)
  for (const block of blocks) block.fields = block.fields.flatMap((field, at) => bothFields(field, columns[at]).flatMap((f) => labelledRemark(f, how)));
  return blocks.length >= 1 ? blocks : null;
}

/** "Orig. creditor: GLIMMER UTILITIES. Settled for less": a label and its colon, its value up to a sentence's end. */
const LABELLED_SENTENCE = /^([A-Za-z][A-Za-z .'#/-]{1,30}):\s*(.+?)(?:\.(?=\s+[A-Z][a-z])\s*(.*))?\.?$/;

/**
 * A remarks cell opening with another field's label and its colon ("Orig. creditor: GLIMMER UTILITIES. Settled
 * for less than full balance"): that field's value, up to the end of its sentence (a capital then lower case opens
 * the next); the rest stays the remarks. A cell without such a label is left whole.
 */
function labelledRemark(field: Field, how: TableReading): Field[] {
  if (field.key !== 'remarks') return [field];
  const m = LABELLED_SENTENCE.exec(field.raw.trim());
  const key = m ? how.keyOf(m[1]!) : null;
  if (!m || key == null || key === 'remarks') return [field];
  const rest = (m[3] ?? '').trim();
  return [
    { ...field, key, label: m[1]!, raw: m[2]!.trim(), parts: [m[2]!.trim()] },
    { ...field, raw: rest, parts: rest ? [rest] : [] },
  ];
}

/**
 * A two-field column's cell, split at its last " / " ("COLLECTION AGENCY/ATTORNEY / Individual Account"); a name
 * over its number, split at the cell's last line when that line is one word holding a digit ("836375XXXXXX").
 */
function bothFields(field: Field, column: Column | undefined): Field[] {
  if (column?.nameOverNumber) {
    const last = field.parts.length > 1 ? field.parts[field.parts.length - 1]! : '';
    if (!/^\S*\d\S*$/.test(last)) return [field];
    const name = field.parts.slice(0, -1);
    return [
      { ...field, raw: name.join(' '), parts: name },
      { ...field, key: 'accountNumber', raw: last, parts: [last] },
    ];
  }
  if (!column?.second) return [field];
  const at = field.raw.lastIndexOf(' / ');
  const [first, second] = at < 0 ? [field.raw, ''] : [field.raw.slice(0, at).trim(), field.raw.slice(at + 3).trim()];
  return [
    { ...field, raw: first, parts: first ? [first] : [] },
    { ...field, key: column.second, raw: second, parts: second ? [second] : [] },
  ];
}
