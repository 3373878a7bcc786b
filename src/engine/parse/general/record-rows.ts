/**
 * Public records printed as a table with a bureau column (3-bureau prints): a header of labels ("Bureau  Type  Date
 * Filed  Status"), then one row a bureau's record, its cells in the header's order. Each row is read by the common
 * public-record reader, so types, chapters and references follow the same rules as every layout's.
 */
import type { Bureau, PublicRecord } from '../../model';
import type { Block } from '../common/blocks';
import type { Line } from '../common/lines';
import { readPublicRecords } from '../common/records';
import { bureauOfText } from './geometry';
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
