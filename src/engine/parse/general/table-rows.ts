/**
 * Accounts printed as one fixed-width table (general reader): a header line of at least four labels the vocabulary
 * knows sets the columns (common/table.ts places the cells); a line of "Label: value" pairs under a row — a
 * disclosure's line of type, status and remarks — adds its fields to that row, and any other "Words: …" line under
 * it is kept as the row's printed evidence, never spread over the columns.
 */
import type { Block, Field } from '../common/blocks';
import type { FieldKey } from '../common/labels';
import type { Line } from '../common/lines';
import { monthFromName } from '../common/field-values';
import { readAccountTable, wordsOf } from '../common/table';
import { readLine } from './geometry';
import { generalLabelAt, isSubheading } from '../common/vocabulary';

/** A line that starts with a label and its colon ("TYPE: …", "Prior Paying History (newest first): …", "24 MO HISTORY: …"). */
const LABELLED_LINE = /^(?=\d*\s*[A-Za-z])[A-Za-z0-9][A-Za-z0-9 ()/#.'&-]{0,40}:\s*\S/;

/**
 * Column heads a table prints shortened for room, read as labels only as a column's head (a line of text opened
 * by "High" is no label): "High" over the high balances, beside the balance and limit columns.
 */
const SHORT_HEADS: ReadonlyMap<string, FieldKey> = new Map([['high', 'highBalance']]);

function keyOf(label: string): FieldKey | null {
  const m = generalLabelAt(label.trim());
  return m && m.length >= label.trim().length ? m.key : (SHORT_HEADS.get(label.trim().toLowerCase()) ?? null);
}

function pairLine(line: Line): Field[] | null {
  if (!LABELLED_LINE.test(line.text.trim())) return null;
  return readLine(line).pairs.map((p) => ({ key: p.key, label: p.label, raw: p.value, parts: [p.value], x: p.x, valueX: p.valueX }));
}

/** A heading of an account's parts alone on its line ("Payment history"), or a month header: no row of the table. */
function endsAt(line: Line): boolean {
  return (line.segments.length === 1 && isSubheading(line.text)) || wordsOf(line).filter((w) => monthFromName(w.text) != null).length >= 6;
}

/** The table's rows as blocks, or null when the lines hold no such table. */
export function readTableRows(lines: Line[]): Block[] | null {
  return readAccountTable(lines, { keyOf, pairLine, endsAt, splitLabels: true });
}
