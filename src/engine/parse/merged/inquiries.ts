/**
 * The merged report's inquiries table: "Creditor Name | Type of Business | Date of Inquiry | Credit Bureau",
 * columns placed by the header's x positions, one row per inquiry and bureau.
 */
import type { TextItem } from '../../extract/types';
import type { Bureau, Inquiry } from '../../model';
import { cleanValue, findDates, isEmptyValue } from '../common/field-values';
import { bureauFromName, cellsOf, type Cell } from './columns';

type Field = 'creditor' | 'business' | 'date' | 'bureau' | 'kind';

export interface InquiryColumns {
  columns: { field: Field; left: number }[];
}

const HEADER_FIELDS: [RegExp, Field][] = [
  [/bureau|source|reported by/i, 'bureau'],
  [/date/i, 'date'],
  [/business|industry|category/i, 'business'],
  [/inquiry type|^type$|kind/i, 'kind'],
  [/creditor|company|name|inquirer|subscriber/i, 'creditor'],
];

/** The inquiries header line, or null: needs a creditor and a date column. */
export function inquiryHeader(line: { text: string; items: TextItem[] }): InquiryColumns | null {
  const columns: { field: Field; left: number }[] = [];
  for (const cell of cellsOf(line)) {
    const field = HEADER_FIELDS.find(([re]) => re.test(cell.text))?.[1];
    if (!field || columns.some((c) => c.field === field)) return null;
    columns.push({ field, left: cell.x });
  }
  const fields = new Set(columns.map((c) => c.field));
  return fields.has('creditor') && fields.has('date') ? { columns: columns.sort((a, b) => a.left - b.left) } : null;
}

function fieldOf(cols: InquiryColumns, cell: Cell, width: number): Field {
  let field = cols.columns[0]?.field ?? 'creditor';
  for (const c of cols.columns) if (cell.x >= c.left - width * 2) field = c.field;
  return field;
}

export interface InquiryRow {
  creditor: string;
  business: string;
  dateText: string;
  bureauText: string;
  kindText: string;
}

export function readInquiryRow(cols: InquiryColumns, line: { text: string; items: TextItem[] }): InquiryRow {
  const cells = cellsOf(line);
  const chars = cells.reduce((n, c) => n + c.text.length, 0);
  const width = chars > 0 ? cells.reduce((n, c) => n + (c.right - c.x), 0) / chars : 5;
  const row: InquiryRow = { creditor: '', business: '', dateText: '', bureauText: '', kindText: '' };
  const key: Record<Field, keyof InquiryRow> = { creditor: 'creditor', business: 'business', date: 'dateText', bureau: 'bureauText', kind: 'kindText' };
  for (const cell of cells) {
    const k = key[fieldOf(cols, cell, width)];
    row[k] = row[k] ? `${row[k]} ${cell.text}` : cell.text;
  }
  return row;
}

/** Bureaus named in a cell ("Experian", "TransUnion, Equifax"). */
export function bureausIn(text: string): Bureau[] {
  const out: Bureau[] = [];
  for (const part of text.split(/[,/&]|\s{2,}|\band\b/)) {
    for (const word of [part.trim(), ...part.trim().split(/\s+/)]) {
      const b = bureauFromName(word);
      if (b && !out.includes(b)) out.push(b);
    }
  }
  return out;
}

/** Inquiries from a row, one per bureau it names; null when the row is not an inquiry. */
export function inquiriesOf(row: InquiryRow): { bureau: Bureau; inquiry: Inquiry }[] | null {
  const creditor = cleanValue(row.creditor);
  const date = findDates(row.dateText)[0]?.date ?? null;
  const bureaus = bureausIn(row.bureauText);
  if (!creditor || isEmptyValue(creditor) || (!date && bureaus.length === 0)) return null;
  const kind: Inquiry['kind'] = /soft|promotion|account review|review/i.test(`${row.kindText} ${row.business}`) ? 'soft' : 'hard';
  return bureaus.map((bureau) => ({ bureau, inquiry: { creditor, date, kind } }));
}
