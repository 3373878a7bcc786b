/**
 * Accounts printed as a table: one header row of known labels (the creditor's column among them), then
 * one row per account, cells placed under their header by x-position, a cell that wraps continuing on
 * the next line in its column. Each row becomes a block whose evidence is the header and the row.
 */
import type { Block, Field } from './blocks';
import { labelKey, type FieldKey } from './labels';
import type { Line, Segment } from './lines';

interface Column {
  key: FieldKey;
  label: string;
  x: number;
  right: number;
}

/** A header needs this many labelled columns, so a pair of labels over their values is never a table. */
const MIN_COLUMNS = 4;

function columnsOf(line: Line): Column[] | null {
  if (line.segments.length < MIN_COLUMNS) return null;
  const columns: Column[] = [];
  for (const seg of line.segments) {
    const key = labelKey(seg.text);
    if (key == null) return null;
    columns.push({ key, label: seg.text.trim(), x: seg.x, right: seg.right });
  }
  // "Account" heading the first column names the creditor when another column holds the number.
  const first = columns[0]!;
  if (first.key === 'accountNumber' && /^account$/i.test(first.label) && columns.slice(1).some((c) => c.key === 'accountNumber')) first.key = 'creditor';
  return columns.some((c) => c.key === 'creditor') && new Set(columns.map((c) => c.key)).size === columns.length ? columns : null;
}

/** The column a cell sits in: the one it overlaps most, else the nearest by centre. */
function columnOf(columns: Column[], seg: Segment): number {
  let best = 0;
  let bestScore = -Infinity;
  columns.forEach((c, i) => {
    const overlap = Math.min(c.right, seg.right) - Math.max(c.x, seg.x);
    const distance = Math.abs((c.x + c.right) / 2 - (seg.x + seg.right) / 2);
    const score = overlap > 0 ? overlap : -distance;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

/** Whether a line starts a row: it has a cell in the creditor's column and at least one more. */
function startsRow(columns: Column[], line: Line): boolean {
  const creditor = columns.findIndex((c) => c.key === 'creditor');
  const cells = line.segments.map((s) => columnOf(columns, s));
  return line.segments.length >= 2 && cells.includes(creditor) && new Set(cells).size === cells.length;
}

/**
 * The accounts of a section printed as a table, or null when the section is not one (then the block
 * reader reads it). Lines before the header are left out; a repeated header (a new page) is skipped.
 */
export function readAccountTable(lines: Line[]): Block[] | null {
  const headerIndex = lines.findIndex((l) => columnsOf(l) != null);
  if (headerIndex < 0) return null;
  const header = lines[headerIndex]!;
  const columns = columnsOf(header)!;
  const blocks: Block[] = [];
  for (const line of lines.slice(headerIndex + 1)) {
    if (columnsOf(line) != null) continue;
    let block = blocks[blocks.length - 1];
    if (startsRow(columns, line) || !block) {
      const fields: Field[] = columns.map((c) => ({ key: c.key, label: c.label, raw: '', parts: [], x: c.x, valueX: c.x }));
      block = { heading: null, extra: [], fields, gridLines: [], lines: [header] };
      blocks.push(block);
    }
    block.lines.push(line);
    for (const seg of line.segments) {
      const field = block.fields[columnOf(columns, seg)]!;
      const text = seg.text.trim();
      if (/^-+$/.test(text)) continue;
      field.parts.push(text);
      field.raw = field.raw ? `${field.raw} ${text}` : text;
    }
  }
  return blocks.length >= 1 ? blocks : null;
}
