/**
 * Public records of 3-bureau prints: a table with a bureau column (a header of labels, "Bureau  Type  Date Filed
 * Status", then one row a bureau's record), or the record's name over bureau columns (a row a field, its label at
 * either end). Each bureau's record is read by the common public-record reader, so types, chapters and references
 * follow the same rules as every layout's.
 */
import type { Bureau, PublicRecord } from '../../model';
import type { Block, Field } from '../common/blocks';
import type { Line } from '../common/lines';
import { readPublicRecords } from '../common/records';
import { bureauColumns, bureauOfText, columnValues, type BureauColumn } from './geometry';
import { generalLabelAt } from '../common/vocabulary';

/** Each bureau's records, or an empty map when the lines hold no such table. */
export function bureauRecordRows(lines: Line[]): Map<Bureau, PublicRecord[]> {
  const out = new Map<Bureau, PublicRecord[]>();
  let header: Array<ReturnType<typeof generalLabelAt>> | null = null;
  for (const line of lines) {
    const cells = line.segments.map((s) => s.text.trim());
    const bureau = bureauOfText(cells[0] ?? '');
    if (!bureau) {
      const labels = cells.slice(1).map((c) => generalLabelAt(c));
      // "Bureau" heads the first column; every other cell is a label of its own
      if (/^(?:credit\s+)?bureau$/i.test(cells[0] ?? '') && labels.length >= 2 && labels.every((l, i) => l && l.length >= cells[i + 1]!.length))
        header = labels;
      continue;
    }
    if (!header || cells.length !== header.length + 1) continue;
    const block: Block = {
      heading: null,
      extra: [],
      fields: header.map((label, i) => ({ key: label!.key, label: label!.label, raw: cells[i + 1]!, parts: [cells[i + 1]!], x: 0, valueX: 0 })),
      gridLines: [],
      lines: [line],
    };
    out.set(bureau, [...(out.get(bureau) ?? []), ...readPublicRecords([block])]);
  }
  return out;
}

/**
 * Each bureau's records printed like 3-bureau account tables: the record's name, a header of bureau columns, then a
 * row a field with a value a bureau ("--" where the bureau does not report the record). Empty when there is none.
 */
export function bureauColumnRecords(lines: Line[]): Map<Bureau, PublicRecord[]> {
  const out = new Map<Bureau, PublicRecord[]>();
  let columns: BureauColumn[] | null = null;
  let title: Line | null = null;
  let fields = new Map<Bureau, Field[]>();
  const flush = () => {
    for (const [bureau, list] of fields) {
      const block: Block = { heading: title, extra: [], fields: list, gridLines: [], lines: title ? [title] : [] };
      out.set(bureau, [...(out.get(bureau) ?? []), ...readPublicRecords([block])]);
    }
    fields = new Map();
  };
  for (const line of lines) {
    const heads = bureauColumns(line);
    if (heads) {
      columns = heads;
      continue;
    }
    const row = columns ? columnValues(line, columns) : null;
    if (!row) {
      flush();
      title = line;
      continue;
    }
    for (const [bureau, raw] of row.values) {
      if (/^[-—–]+$/.test(raw.trim())) continue;
      const field: Field = { key: row.key, label: row.label, raw, parts: [raw], x: row.x, valueX: row.x };
      fields.set(bureau, [...(fields.get(bureau) ?? []), field]);
    }
  }
  flush();
  return out;
}
