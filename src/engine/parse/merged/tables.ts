/**
 * Reads a merged report's lines into tables: a title (creditor or record name), rows of a label and
 * per-bureau values, and per-bureau payment history. A line with values but no label continues the
 * row above it in the same columns; a new table starts when a label repeats or a title precedes a
 * bureau header line.
 */
import type { Bureau, PaymentCode } from '../../model';
import { applyYearRow, isYearToken, monthColumns, readGridRow, tokensOf, type MonthColumn } from '../common/grid-columns';
import { fieldForLabel, labelMatchKey } from '../common/field-labels';
import type { DocLine } from '../common/doc-lines';
import { findDates } from '../common/field-values';
import { readPaymentCode } from '../common/payment-codes';
import { cardAt, cardRows } from './cards';
import { bureauFromName, bureauHeader, cellsOf, readRow, type BureauColumns, type Row } from './columns';
import { inquiriesOf, inquiryHeader, readInquiryRow, type InquiryColumns } from './inquiries';
import { mergedSection, type MergedSection } from './sections';
import { countKey } from '../common/coverage';
import type { Inquiry, ReportDate } from '../../model';

export interface Table {
  section: MergedSection | 'header';
  title: string;
  rows: Row[];
  history: Partial<Record<Bureau, Record<string, PaymentCode>>>;
  /** Each bureau's "Days Late - 7 Year History" cell as printed ("30: 0 60: 1 90: 0"). */
  daysLate: Partial<Record<Bureau, string>>;
}

export interface MergedTables {
  tables: Table[];
  inquiries: { bureau: Bureau; inquiry: Inquiry }[];
  /** Lines before the first bureau table (report date, title). */
  preamble: string[];
  /** The date printed under or beside "Credit Report Date" / "Report Date", when there is one. */
  reportDate: ReportDate | null;
}

const GRID_TITLE = /payment history|payment grid|payment status history|\d+[- ]month history|two[- ]year history/i;
/** Furniture between tables: navigation links, grid legends. */
const SKIP_LINE = /^back to top$|^(ok|30|60|90|co)\s*[=:-]\s*[a-z]/i;
/** The title of the 7-year late counters printed under an account's grid. */
const DAYS_LATE_TITLE = /^days late\b.*history|^\d+[- ]year history/i;
/** A late counter cell: "30: 0 60: 1 90: 0", or one counter a line when the cell stacks them. */
const DAYS_LATE_COUNTS = /(?:^|\s)(?:30|60|90|120|150|180)\+?\s*:\s*\d+/;
/** "None Reported", "No public records": a section that exists and is empty, never a title. */
const EMPTY_SECTION = /^(?:none reported|nothing reported|no (?:[a-z ]+ )?(?:reported|available|found|on file)\.?)$/i;
const HEADING_EXTRA = /^\(\d{1,3}\)$|^(?:show|view|hide|expand|collapse|see)\b/i;
/** A payment grid's year row, by its label. */
const YEAR_ROW_LABEL = /^years?\b(?!\s*:?\s*(?:opened|closed|reported))/i;
const REPORT_DATE_LABEL = /^(?:credit )?report date\b|^date of (?:this )?report\b/i;

function isLabel(label: string): boolean {
  return /:\s*$/.test(label) || fieldForLabel(label.replace(/:\s*$/, '')) !== null || countKey(label) !== null;
}

function hasValues(row: Row): boolean {
  return Object.values(row.values).some((v) => v && v.trim());
}

/** A grid row labelled by a bureau name ("TransUnion OK OK 30 …"). */
function gridBureauRow(line: DocLine): { bureau: Bureau; rest: ReturnType<typeof tokensOf> } | null {
  const tokens = tokensOf(line);
  for (let n = 1; n <= 2; n++) {
    const name = tokens
      .slice(0, n)
      .map((t) => t.text)
      .join(' ');
    const bureau = bureauFromName(name);
    if (bureau && (n === 2 || !/^trans$/i.test(name))) return { bureau, rest: tokens.slice(n) };
  }
  return null;
}

export function readTables(lines: DocLine[]): MergedTables {
  const tables: Table[] = [];
  const inquiries: MergedTables['inquiries'] = [];
  const preamble: string[] = [];
  let section: MergedSection | 'header' = 'header';
  let cols: BureauColumns | null = null;
  let table: Table | null = null;
  let title: string[] = [];
  let titleAt = -2;
  let titleHeaded = false;
  let grid: MonthColumn[] | null = null;
  let inGrid = false;
  let inquiryCols: InquiryColumns | null = null;
  let lastInquiry: { bureau: Bureau; inquiry: Inquiry }[] = [];
  let reportDate: ReportDate | null = null;
  let reportDateNext = false;
  let daysLate = false;

  const startTable = (name: string) => {
    table = { section, title: name, rows: [], history: {}, daysLate: {} };
    tables.push(table);
    title = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as DocLine;
    const text = line.text.trim();
    const cells = cellsOf(line);

    if (REPORT_DATE_LABEL.test(text) || reportDateNext) {
      const date = findDates(text)[0]?.date ?? null;
      if (date && !reportDate) reportDate = date;
      reportDateNext = !date && !reportDateNext;
      if (reportDateNext || (date && !REPORT_DATE_LABEL.test(text))) continue;
    }
    if (EMPTY_SECTION.test(text)) {
      title = [];
      continue;
    }

    // a heading may carry a count or a link beside it ("Revolving Accounts   (3)", "Inquiries   View all")
    const extra = cells[1];
    const heading = cells.length === 1 || (cells.length === 2 && extra && HEADING_EXTRA.test(extra.text)) ? mergedSection(cells[0]?.text ?? '') : null;
    if (heading) {
      section = heading;
      table = null;
      title = [];
      inGrid = false;
      grid = null;
      inquiryCols = null;
      daysLate = false;
      continue;
    }
    if (section === 'other') continue;

    const card = section === 'inquiries' || section === 'public' ? cardAt(lines, i) : null;
    if (card) {
      const date = card.date ?? card.fields.map((f) => findDates(f.value)[0]?.date).find(Boolean) ?? null;
      if (section === 'inquiries') for (const bureau of card.bureaus) inquiries.push({ bureau, inquiry: { creditor: card.name, date, kind: 'hard' } });
      else {
        const dated = card.date ? [{ label: 'Date filed', values: Object.fromEntries(card.bureaus.map((b) => [b, card.date!])) }] : [];
        tables.push({ section, title: card.name, rows: [...dated, ...cardRows(card)], history: {}, daysLate: {} });
        table = null;
      }
      i += card.used - 1;
      continue;
    }

    const header = bureauHeader(line, { single: section !== 'inquiries' });
    if (header) {
      cols = header;
      titleHeaded = title.length > 0 && titleAt === i - 1;
      inGrid = false;
      grid = null;
      continue;
    }

    if (table && DAYS_LATE_TITLE.test(text)) {
      daysLate = true;
      inGrid = false;
      grid = null;
      continue;
    }
    if (daysLate && table) {
      if (DAYS_LATE_COUNTS.test(text)) {
        readDaysLate(table, line, cols);
        continue;
      }
      daysLate = false;
    }

    if (section === 'inquiries') {
      const ih = inquiryHeader(line);
      if (ih) {
        inquiryCols = ih;
        continue;
      }
      if (inquiryCols) {
        const row = readInquiryRow(inquiryCols, line);
        const found = inquiriesOf(row);
        if (found) {
          inquiries.push(...found);
          lastInquiry = found;
        } else if (row.creditor && !row.dateText && !row.bureauText && lastInquiry.length > 0) {
          // a creditor name wrapped onto the next line
          for (const f of lastInquiry) f.inquiry.creditor = `${f.inquiry.creditor} ${row.creditor.trim()}`;
        }
        continue;
      }
      if (cols) {
        // inquiries laid out like the account tables: the creditor in the label column, a date under
        // each bureau that shows the inquiry
        const row = readRow(cols, line);
        const dated = (Object.entries(row.values) as [Bureau, string][]).filter(([, v]) => findDates(v).length > 0);
        if (row.label && dated.length > 0) {
          const creditor = row.label.replace(/:\s*$/, '').trim();
          for (const [bureau, v] of dated) {
            for (const d of findDates(v)) inquiries.push({ bureau, inquiry: { creditor, date: d.date, kind: 'hard' } });
          }
          continue;
        }
      }
    }

    // payment history grids: a month row, an optional year row, a row per bureau
    if (table && GRID_TITLE.test(text) && cells.length <= 2) {
      inGrid = true;
      grid = null;
      continue;
    }
    const tokens = tokensOf(line);
    // right under a grid title a short history (a young account) still counts as a month row
    const months = monthColumns(
      tokens.filter((t) => !/^(month|mo|year)s?:?$/i.test(t.text)),
      inGrid && !grid ? 1 : 6,
    );
    if (table && months) {
      grid = months;
      inGrid = true;
      continue;
    }
    if (inGrid && grid && table) {
      const br = gridBureauRow(line);
      if (br) {
        const t: Table = table;
        t.history[br.bureau] = { ...(t.history[br.bureau] ?? {}), ...readGridRow(grid, br.rest) };
        continue;
      }
      // the year row, labelled "Year" or not: 2- or 4-digit years ('25, 2025) under the month columns;
      // a scan's OCR may garble some cells, so half of them being years is enough
      const years = tokens.filter((t) => !/^years?:?$/i.test(t.text));
      const yearCells = years.filter((t) => isYearToken(t.text)).length;
      // right under the month row, a row with a few legible years is the year row even if OCR garbled the rest
      const underMonths = grid.every((c) => c.year === null);
      if (
        years.length > 0 &&
        (yearCells >= years.length * 0.5 || underMonths) &&
        applyYearRow(
          grid,
          years.filter((t) => isYearToken(t.text)),
        )
      )
        continue;
      // an unlabelled line of grid cells (codes, years) or scan debris without a word stays in the grid
      const gridish = tokens.filter((t) => readPaymentCode(t.text, { ratings: true }) !== null || isYearToken(t.text) || t.text.length <= 2).length;
      const debris = !/[A-Za-z]{3,}/.test(text);
      if (tokens.length > 0 && (gridish >= tokens.length * 0.7 || debris) && !isTitleBeforeHeader(lines, i)) continue;
    }
    // a grid's year row that could not be read (a scan's OCR: "Year D8 Toa DAE") is still no row of the table
    if (table && YEAR_ROW_LABEL.test(text)) continue;
    if (inGrid) {
      const br = gridBureauRow(line);
      if (br && br.rest.every((t) => readPaymentCode(t.text, { ratings: true }) !== null || /^-$/.test(t.text))) continue;
      inGrid = false;
      grid = null;
      if (DAYS_LATE_TITLE.test(text)) {
        daysLate = true;
        continue;
      }
    }
    if (SKIP_LINE.test(text)) continue;

    if (!cols) {
      preamble.push(text);
      if (titleAt !== i - 1) title = [];
      title.push(text);
      titleAt = i;
      continue;
    }

    const row = readRow(cols, line);
    if (row.label && bureauFromName(row.label) && !isLabel(row.label)) continue;
    // a line ending in a colon with nothing under the bureaus and no known label is a wrapped title
    // ("CONTOSO COLLECTIONS (Original Creditor:"), not a row
    const labelled = row.label !== '' && isLabel(row.label) && (hasValues(row) || fieldForLabel(row.label.replace(/:\s*$/, '')) !== null);
    if (labelled) {
      const key = labelMatchKey(row.label);
      const current = table as Table | null;
      const repeats = current !== null && current.rows.some((r) => labelMatchKey(r.label) === key);
      // the title is the last line above the table; lines before it (notes, prose) are not part of it
      const name = titleName(title);
      // a title and a bureau header start the next account unless it is the same one continued on a new page
      // (an account table only ends at a repeated label, so a running page header above a re-printed
      // bureau header cannot split an account in two)
      const titled = titleHeaded && name !== '' && !/continued/i.test(name) && name !== current?.title && !isAccountTable(current);
      if (!current || repeats || titled) startTable(/continued/i.test(name) || !name ? (current?.title ?? name) : name);
      (table as unknown as Table).rows.push(row);
      title = [];
      titleHeaded = false;
      continue;
    }
    const valueOnly = row.label === '' && hasValues(row);
    const current = table as Table | null;
    const lastRow = current?.rows[current.rows.length - 1];
    const beforeHeader = isTitleBeforeHeader(lines, i);
    if (valueOnly && lastRow && !beforeHeader && !startsNewTable(lines, i, cols, current)) {
      for (const [bureau, value] of Object.entries(row.values) as [Bureau, string][]) {
        lastRow.values[bureau] = lastRow.values[bureau] ? `${lastRow.values[bureau]} ${value}` : value;
      }
      continue;
    }
    if (!beforeHeader && !valueOnly && hasValues(row) && row.label) {
      // an unlabelled-looking row with values, e.g. a label without colon that we do not know
      if (current) current.rows.push(row);
      continue;
    }
    // a title line: the creditor or record name printed above its table
    if (titleAt !== i - 1) title = [];
    title.push(text.replace(/\s{2,}/g, ' '));
    titleAt = i;
    titleHeaded = false;
    if (!current && findDates(text).length > 0) preamble.push(text);
  }
  return { tables, inquiries, preamble, reportDate };
}

/**
 * The creditor or record name above a table: the last title line, joined to the line before it when a
 * bracket opened there is closed here ("CONTOSO COLLECTIONS (Original Creditor:" / "NORTHWIND BANK)").
 */
function titleName(title: string[]): string {
  const last = title[title.length - 1] ?? '';
  const before = title[title.length - 2];
  const open = (t: string) => (t.match(/\(/g) ?? []).length - (t.match(/\)/g) ?? []).length;
  return before !== undefined && open(before) > 0 && open(last) < 0 ? `${before} ${last}` : last;
}

/** The 7-year late counters: one cell per bureau column, or a row labelled by the bureau's name. */
function readDaysLate(table: Table, line: DocLine, cols: BureauColumns | null): void {
  const add = (bureau: Bureau, text: string) => {
    const value = text.replace(/\s+/g, ' ').trim();
    table.daysLate[bureau] = table.daysLate[bureau] ? `${table.daysLate[bureau]} ${value}` : value;
  };
  const labelled = gridBureauRow(line);
  if (labelled) {
    add(labelled.bureau, labelled.rest.map((t) => t.text).join(' '));
    return;
  }
  if (!cols) return;
  for (const [bureau, value] of Object.entries(readRow(cols, line).values) as [Bureau, string][]) {
    if (DAYS_LATE_COUNTS.test(value)) add(bureau, value);
  }
}

const ACCOUNT_FIELDS = new Set(['accountNumber', 'balance', 'dateOpened', 'paymentStatus', 'accountStatus', 'highBalance', 'creditLimit']);

function isAccountTable(table: Table | null): boolean {
  if (!table) return false;
  return table.rows.filter((r) => ACCOUNT_FIELDS.has(fieldForLabel(r.label.replace(/:\s*$/, '')) ?? '')).length >= 2;
}

/** True when the line right after `i` is a bureau header line. */
function isTitleBeforeHeader(lines: DocLine[], i: number): boolean {
  const next = lines[i + 1];
  return next !== undefined && bureauHeader(next) !== null;
}

/** A value-only line is a title (not a wrapped value) when a header or a repeated label follows it. */
function startsNewTable(lines: DocLine[], i: number, cols: BureauColumns, table: Table | null): boolean {
  if (isTitleBeforeHeader(lines, i)) return true;
  for (let j = i + 1; j <= i + 3 && j < lines.length; j++) {
    const line = lines[j] as DocLine;
    const row = readRow(cols, line);
    if (row.label && isLabel(row.label)) {
      const key = labelMatchKey(row.label);
      return table !== null && table.rows.some((r) => labelMatchKey(r.label) === key);
    }
    if (row.label === '' && hasValues(row)) continue;
    return false;
  }
  return false;
}
