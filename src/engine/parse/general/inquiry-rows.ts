/** The inquiries of a report's inquiry section, a list a bureau ('all' where the page names none), as the general reader reads them. */
import type { Bureau, Inquiry, ReportDate } from '../../model';
import { readBlocks } from '../common/blocks';
import { parseDate } from '../common/dates';
import type { Line } from '../common/lines';
import { inquiryKindCell, readInquiries } from '../common/records';
import { generalLabelAt } from '../common/vocabulary';
import { bureauHeading, bureauOpening } from './bureau-headings';
import { bureauOfHead } from '../common/bureau-names';
import { bureauCells } from '../common/bureau-cells';
import { inquirySentence } from './prose';
import { bureauHeads, bureauOfText, columnNearest, wordsOf, type BureauColumn } from './geometry';

/** A date as an inquiry row prints it: MM/DD/YYYY, MM-DD-YYYY, MM/YYYY, "Jan 21, 2025" or ISO (2025-01-21). */
const ROW_DATE = String.raw`\d{1,2}\/\d{1,2}\/(?:19|20)\d{2}|\d{1,2}-\d{1,2}-(?:19|20)\d{2}|\d{1,2}\/(?:19|20)\d{2}|[A-Z][a-z]{2}\.?\s\d{1,2},\s(?:19|20)\d{2}|(?:19|20)\d{2}-\d{2}-\d{2}`;
/** The name, the date, and what follows the date (a kind cell, "Hard inquiry", or nothing). */
const NAME_THEN_DATE = new RegExp(String.raw`^(.*?[A-Za-z].*?)\s+(${ROW_DATE})(?:\s+(.+))?$`);
const DATE_THEN_NAME = new RegExp(String.raw`^(${ROW_DATE})\s+(.*?[A-Za-z].*)$`);

/** "NAME  DATE" or "NAME  DATE  Kind": the row's name, date and kind (the section's where no cell says it). */
function nameThenDate(text: string, kind: Inquiry['kind']): { name: string; date: string; kind: Inquiry['kind'] } | null {
  const m = NAME_THEN_DATE.exec(text);
  if (!m) return null;
  const cell = m[3] ? inquiryKindCell(m[3]) : kind;
  return cell ? { name: m[1]!, date: m[2]!, kind: cell } : null;
}

/** A cell of an inquiry table's header line ("REQUESTED BY   DATE", "Creditor | Date | Bureau", "Dt  Creditor  Bureau"). */
const INQUIRY_HEADER_CELL =
  /^(?:creditor|lender|company|company\s+name|requested\s+by|requestor|inquirer|subscriber|date|dt|inquiry\s+date|date\s+of\s+inquiry|bureau|credit\s+bureau|rep|repository|type|kind|inquiry\s+type)$/i;
/** The head of a table's column of bureaus ("Bureau", a merged report's "Rep" / "Repository"). */
const BUREAU_HEAD = /^(?:(?:credit\s+)?bureau|rep|repository)$/i;

/** A cell that names bureaus ("Equifax"; several when the row is every bureau's: "XP TU EF"): each bureau once; else null. */
function bureausListed(cell: string, bureauOf: (text: string) => Bureau | null): Bureau[] | null {
  const whole = bureauOf(cell);
  const heads = whole ? [whole] : cell.split(/\s+/).map(bureauOf);
  if (heads.some((b) => b == null) || new Set(heads).size !== heads.length) return null;
  return heads as Bureau[];
}

/**
 * A row of a multi-bureau inquiry table: the bureau first and the date last ("Equifax  LENDER  01/02/2025"), or the
 * bureaus last after the date ("LENDER  01/02/2025  Equifax") or after the name ("01/02/2025  LENDER  Equifax"; a
 * merged report's "01/02/25  LENDER  XP TU": every bureau that shows the same inquiry). `coded`: the table's header
 * names a Bureau column, whose cells may print the bureau's code ("TUC", "EXP", "EFX", "XP"); elsewhere only a
 * bureau's name is one (as loose words the codes are initials and words).
 */
function bureauInquiryRow(line: Line, coded: boolean): { bureaus: Bureau[]; creditor: string; date: ReportDate } | null {
  const cells = line.segments.map((s) => s.text.trim());
  if (cells.length < 3) return null;
  const bureauOf = coded ? bureauOfHead : bureauOfText;
  const first = bureauOf(cells[0]!);
  const firstDate = first ? parseDate(cells[cells.length - 1]!) : null;
  if (first && firstDate) return { bureaus: [first], creditor: cells.slice(1, -1).join(' '), date: firstDate };
  const last = bureausListed(cells[cells.length - 1]!, bureauOf);
  const lastDate = last ? parseDate(cells[cells.length - 2]!) : null;
  if (last && lastDate) return { bureaus: last, creditor: cells.slice(0, -2).join(' '), date: lastDate };
  const leading = last ? parseDate(cells[0]!) : null;
  if (last && leading) return { bureaus: last, creditor: cells.slice(1, -1).join(' '), date: leading };
  return null;
}

/** A header line of inquiry-table cells only, one of them a Bureau column ("Dt  Creditor  Bureau"). */
function isHeaderRow(line: Line): boolean {
  return line.segments.length >= 2 && line.segments.every((seg) => INQUIRY_HEADER_CELL.test(seg.text.trim()));
}

/** The bureau each line of an inquiry table names as its row's (its name, or its code under a Bureau column); null for other lines. */
export function bureausOfInquiryRows(lines: Line[]): Array<Bureau | null> {
  let coded = false;
  return lines.map((line) => {
    // a row every bureau shows is no one bureau's
    if (!isHeaderRow(line)) {
      const row = bureauInquiryRow(line, coded);
      return row?.bureaus.length === 1 ? row.bureaus[0]! : null;
    }
    coded = line.segments.some((seg) => BUREAU_HEAD.test(seg.text.trim()));
    return null;
  });
}

/** A mark printed under a bureau's column: the row is that bureau's. */
const MARK = /^[✓✔☑✅]$/;

/**
 * An inquiry table's header with a column a bureau ("Inquirer  Date  TU  EXP  EQF"): the bureaus' columns, for the
 * marks of its rows. Null unless the line is header cells and two or three bureaus' heads.
 */
function markColumns(line: Line): BureauColumn[] | null {
  const heads = bureauHeads(line, (text) => INQUIRY_HEADER_CELL.test(text));
  const cells = line.segments.filter((seg) => INQUIRY_HEADER_CELL.test(seg.text.trim())).length;
  return heads && cells > 0 ? heads : null;
}

/** "LENDER  01/02/2025  ✓  ✓": the name and date, and the bureau of each mark by the column it is printed under. */
function markedInquiryRow(line: Line, columns: BureauColumn[]): { creditor: string; date: ReportDate; bureaus: Set<Bureau> } | null {
  const words = wordsOf(line);
  const marks = words.filter((w) => MARK.test(w.text));
  if (marks.length === 0) return null;
  const m = nameThenDate(
    words
      .filter((w) => !MARK.test(w.text))
      .map((w) => w.text)
      .join(' '),
    'hard',
  );
  const date = m ? parseDate(m.date) : null;
  if (!m || !date) return null;
  return { creditor: m.name.trim(), date, bureaus: new Set(marks.map((w) => columnNearest(columns, w.center).bureau)) };
}

/** A bureau's inquiries as a run: "PEPPERCORN CARD SERVICES on 2023-03-31; ZEPHYR CAPITAL on 2021-08-26." */
function inquiryRun(text: string): Array<{ creditor: string; date: ReportDate }> {
  const out: Array<{ creditor: string; date: ReportDate }> = [];
  for (const item of text.replace(/\.\s*$/, '').split(';')) {
    const m = /^(.*?[A-Za-z].*?)\s+on\s+(\S+(?:\s\d{1,2},\s\d{4})?)$/.exec(item.trim());
    const date = m ? parseDate(m[2]!) : null;
    if (!m || !date || generalLabelAt(m[1]!)) return [];
    out.push({ creditor: m[1]!.trim(), date });
  }
  return out;
}

/**
 * "LENDER   — | 01/02/2025 | 01/02/2025": the creditor, then one cell of the dates each bureau shows the inquiry on,
 * in the order the report's key states (a dash where a bureau does not show it). Null unless every place is a date
 * or a dash and one at least a date.
 */
function inquiryCells(line: Line, order: Bureau[]): { creditor: string; dates: Map<Bureau, ReportDate> } | null {
  const last = line.segments[line.segments.length - 1];
  const cells = last && line.segments.length >= 2 ? bureauCells(last.text, order) : null;
  if (!cells) return null;
  const dates = new Map<Bureau, ReportDate>();
  for (const [b, raw] of cells) {
    if (raw == null) continue;
    const date = parseDate(raw);
    if (!date) return null;
    dates.set(b, date);
  }
  const creditor = line.segments
    .slice(0, -1)
    .map((s) => s.text.trim())
    .join(' ');
  return dates.size > 0 && /[A-Za-z]/.test(creditor) && !generalLabelAt(creditor) ? { creditor, dates } : null;
}

/**
 * Inquiry rows of a multi-bureau table name their bureau first ("Equifax  LENDER  01/02/2025") or mark it under its
 * column; rows under a bureau's heading ("Equifax (3)") are that bureau's.
 */
export function inquiriesByBureau(lines: Line[], kind: Inquiry['kind'], cellOrder: Bureau[] | null = null): Map<Bureau | 'all', Inquiry[]> {
  const out = new Map<Bureau | 'all', Inquiry[]>();
  const rest: Line[] = [];
  let under: Bureau | null = null;
  let marked: BureauColumn[] | null = null;
  let coded = false;
  for (const line of lines) {
    const header = markColumns(line);
    if (header) {
      marked = header;
      continue;
    }
    if (isHeaderRow(line)) {
      coded = line.segments.some((seg) => BUREAU_HEAD.test(seg.text.trim()));
      continue;
    }
    const withMarks = marked ? markedInquiryRow(line, marked) : null;
    if (withMarks) {
      for (const b of withMarks.bureaus) out.set(b, [...(out.get(b) ?? []), { creditor: withMarks.creditor, date: withMarks.date, kind }]);
      continue;
    }
    const heading = bureauHeading(line);
    if (heading) {
      under = heading;
      continue;
    }
    const opened = bureauOpening(line);
    const listed = opened ? inquiryRun(opened.rest.text) : [];
    if (opened && listed.length > 0) {
      out.set(opened.bureau, [...(out.get(opened.bureau) ?? []), ...listed.map((q) => ({ ...q, kind }))]);
      continue;
    }
    const cells = cellOrder ? inquiryCells(line, cellOrder) : null;
    if (cells) {
      for (const [b, date] of cells.dates) out.set(b, [...(out.get(b) ?? []), { creditor: cells.creditor, date, kind }]);
      continue;
    }
    const row = bureauInquiryRow(line, coded);
    if (row) {
      for (const b of row.bureaus) out.set(b, [...(out.get(b) ?? []), { creditor: row.creditor, date: row.date, kind }]);
    } else {
      // "LENDER NAME   04/28/2023" or "04/28/2023  LENDER NAME": a name and the date it ends or starts with
      const text = line.text.trim();
      const said = inquirySentence(text);
      const m = said ? { name: said.creditor, date: said.date, kind } : nameThenDate(text, kind);
      const first = m ? null : DATE_THEN_NAME.exec(text);
      const name = (m?.name ?? first?.[2] ?? '').trim();
      const rowDate = m?.date ?? first?.[1];
      if (rowDate && !generalLabelAt(name) && !bureauOfText(name)) {
        const list = out.get(under ?? 'all') ?? [];
        list.push({ creditor: name, date: parseDate(rowDate), kind: m?.kind ?? kind });
        out.set(under ?? 'all', list);
      } else rest.push(line);
    }
  }
  const plain = readInquiries(readBlocks(rest), kind).filter((q) => !bureauOfText(q.creditor) && !/^(?:creditor|lender|company|bureau|date)/i.test(q.creditor));
  if (plain.length) out.set('all', [...(out.get('all') ?? []), ...plain]);
  return out;
}
