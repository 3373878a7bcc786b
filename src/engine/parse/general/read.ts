/**
 * The general reader (issue 25): reads a report in a layout no parser was written for, from what every US credit
 * report shares — the field vocabulary, how labels and values sit (geometry.ts), where an account starts (a name
 * line followed by account fields) and where sections start (the common headings). Accounts are built by the same
 * code as every layout's (accountFromBlock), so the model's rules about types and statuses stay in one place.
 */
import type { ExtractedDocument } from '../../extract/types';
import type { Account, Bureau, CreditReport, Inquiry, PublicRecord } from '../../model';
import { isNegativeAccount } from '../../detect/negative';
import { accountFromBlock } from '../common/account';
import { bureauMentions, bureauOfHeading } from '../common/bureau-names';
import type { Block, Field } from '../common/blocks';
import { consumerFrom, findReportDate, findScore } from '../common/consumer';
import { coverageOf, summaryCounts } from '../common/coverage';
import { parseDate } from '../common/dates';
import { holdsOneCodeAtMost, isGridLine } from '../common/grid';
import { documentLines, firstPageLines, printHeaderDate, type Line } from '../common/lines';
import { readPublicRecords } from '../common/records';
import { reportDateOf } from '../common/report';
import { COMMON_HEADINGS, INQUIRY_SECTIONS, splitSections, type SectionKind } from '../common/sections';
import { bureauColumns, columnAt, columnValues, fieldOf, pairsUnder, readLine, wrappedLabelRow, type BureauColumn, type Pair } from './geometry';
import { bureauCellOrder, bureauCells, monthCells } from '../common/bureau-cells';
import { bureauField, bureauHeading, bureauOpening } from './bureau-headings';
import { BUREAU_HEADER, bureauHeader, bureauRow, bureauScores, type RowColumn } from './bureau-rows';
import { codedHistory, historyLegend, legendUnder } from './coded-history';
import { readHistoryTable, withTableHistory } from './history-table';
import { bureauCodeRow, codesAtMonths, codesOnly, initialsRow, monthsOverYears } from './month-rows';
import { bureauHistoryRow, pairHistory, yearGridRow, type MonthColumnHistories } from './month-columns';
import { bureauColumnRecords, bureauRecordRows } from './record-rows';
import { recordRuns } from './record-runs';
import { readAccountColumns, readRecordColumns } from './account-columns';
import { inquiriesByBureau } from './inquiry-rows';
import { readTableRows } from './table-rows';
import { readProseAccounts, readProseRecords } from './prose';
import { joinValuesOverLabels, labelRow } from './value-above';
import { generalLabelAt, isSubheading, isWholeLabel } from '../common/vocabulary';

/** Fields that show the lines after a name are an account's. */
const ACCOUNT_SIGNS = new Set(['accountNumber', 'balance', 'status', 'dateOpened', 'accountType', 'loanType', 'creditLimit', 'highBalance', 'pastDue']);
const LOOKAHEAD = 5;

const ADDRESS =
  /^(?:p\.?\s*o\.?\s*box\b|\d+\s+\w+.*\b(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|way|ct|court|pkwy|hwy|suite|ste)\b)|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\s*$/i;
const PHONE = /\(?\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4}/;

/** What a bureau's part prints where it lacks the account ("Not reported by Equifax"): no name. */
const NOTHING_REPORTED = /^(?:not\s+(?:reported|available|on\s+file)|no\s+(?:data|information|record|account)s?\b)/i;

const OWNERSHIP_PART = /(?:^|\s[·|•]\s)(?:individual|joint|authorized\s+user|co-?signer|shared)(?:\s+account)?\s*$/i;

/** A line that could be an account's name: words, not a label, a heading, an address, a phone, a date or an amount. */
function nameCandidate(line: Line): string | null {
  const first = line.segments[0]?.text.trim() ?? '';
  if (first.length < 3 || first.length > 60) return null;
  if (!/[A-Za-z]{2}/.test(first) || /^\d/.test(first) || /[$]/.test(first) || /\d{4,}/.test(first)) return null;
  if (generalLabelAt(first) || isSubheading(first) || ADDRESS.test(first) || PHONE.test(first) || parseDate(first)) return null;
  if (bureauOfHeading(first) || isGridLine(line) || NOTHING_REPORTED.test(first) || bureauOpening(line)) return null;
  // the head of a bureau column ("Bureau  Last payment" over a bureau's row)
  if (BUREAU_HEADER.test(first)) return null;
  // a card's subtitle of the account's type and whose it is ("CREDIT CARD · Individual Account")
  if (OWNERSHIP_PART.test(first)) return null;
  // prose (a sentence) is no name
  if (/[.!?]$/.test(first) && first.split(' ').length > 4) return null;
  return first.replace(/^\d+\.\s*/, '');
}

interface Draft extends MonthColumnHistories {
  heading: Line;
  name: string;
  fields: Map<Bureau | 'all', Field[]>;
  gridLines: Line[];
  extra: Line[];
  /** The months of a month-over-year history header, for the bureau code rows under it. */
  monthKeys: string[] | null;
  /** Code lines already given to a year of month initials. */
  usedCodes: Set<Line>;
  /** Where each bureau's part starts in `lines` (the line of its heading), when bureaus head parts of the entry. */
  parts: Array<{ bureau: Bureau; from: number }>;
  /** The bureaus' order of cells holding every bureau's value (a bureau's account is read from its own values). */
  cellOrder: Bureau[] | null;
}

/** A line that is one known label and nothing else. */
function isLoneLabel(line: Line): boolean {
  return line.segments.length === 1 && isWholeLabel(line.segments[0]!.text);
}

/** A name printed at the left margin (not inside a bureau column). */
function nameCandidateAt(line: Line, firstColumn: number): boolean {
  return (line.segments[0]?.x ?? 0) < firstColumn - 80 && nameCandidate(line) != null;
}

/**
 * "Payment status  Late 30 Days": grid words, but a status and its one code, not a row of a payment grid (one code a
 * bureau where the value holds every bureau's: "Late 30 Days | Current | —").
 */
function isStatusPair(r: ReturnType<typeof readLine>, cellOrder: Bureau[] | null): boolean {
  const [pair, ...more] = r.pairs;
  if (!pair || more.length > 0 || r.loose.length > 0 || r.bareLabels.length > 0 || pair.key !== 'status') return false;
  const cells = cellOrder ? bureauCells(pair.value, cellOrder) : null;
  return cells ? [...cells.values()].every((v) => holdsOneCodeAtMost(v ?? '')) : holdsOneCodeAtMost(pair.value);
}

/** A bureau's row under a header of bureau rows that holds an account's fields. */
function accountRow(line: Line, rowColumns: RowColumn[] | null): ReturnType<typeof bureauRow> {
  const row = rowColumns ? bureauRow(line, rowColumns) : null;
  return row?.fields.some((f) => f.key && ACCOUNT_SIGNS.has(f.key)) ? row : null;
}

function signsAhead(lines: Line[], from: number, rowColumns: RowColumn[] | null): boolean {
  let seen = 0;
  for (let j = from + 1; j < lines.length && seen < LOOKAHEAD; j++) {
    const line = lines[j]!;
    // bureaus' headings and "Not reported by …" under them are not counted: an account only the last bureau reports
    const opening = bureauOpening(line);
    if (bureauHeading(line) || NOTHING_REPORTED.test((opening?.rest ?? line).text.trim())) continue;
    seen++;
    if (accountRow(line, rowColumns)) return true;
    if (bureauColumns(line)) continue;
    const r = readLine(bureauOpening(line)?.rest ?? line);
    if (r.pairs.some((p) => p.key && ACCOUNT_SIGNS.has(p.key))) return true;
    if (r.bareLabels.some((l) => l.key && ACCOUNT_SIGNS.has(l.key))) return true;
    const text = line.segments[0]?.text ?? '';
    if (isSubheading(text)) continue;
    if (nameCandidate(line)) return false;
  }
  return false;
}

/**
 * A value that holds every bureau's, in the key's order ("$0 | $75 | —"): each bureau's. A line of one cell under the
 * value, in its column, continues it (a long value wrapped in its cell) when the joined text still holds one value a
 * bureau.
 */
function stackedValue(
  pair: Pair,
  last: boolean,
  line: Line,
  next: Line | undefined,
  order: Bureau[],
): { values: Map<Bureau, string | null>; wrapped: boolean } | null {
  const tail = last && next?.segments.length === 1 && next.page === line.page ? next.segments[0]! : null;
  // in the value's column, never a field of its own (a word of a label may end a value: "… by another lender")
  const continues = tail != null && tail.x >= pair.valueX - 2 && readLine(next!).pairs.length === 0 && !monthCells(tail.text, order);
  const joined = continues ? bureauCells(`${pair.value} ${tail.text}`, order) : null;
  if (joined) return { values: joined, wrapped: true };
  const values = bureauCells(pair.value, order);
  return values ? { values, wrapped: false } : null;
}

/** Account entries of the lines of the account part of a report, per bureau column when the report has them. */
export function readAccountDrafts(lines: Line[], cellOrder: Bureau[] | null = null): Draft[] {
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  let columns: BureauColumn[] | null = null;
  let contact = false;
  let lastRow: Map<Bureau, Field> | null = null;
  let lastRowY = -Infinity;
  let pending: Line['segments'] = [];
  // the bureau whose heading the entry's fields are under ("TransUnion" over its part of the account); only where
  // several bureaus head parts (a single bureau's name alone on a line is a running header)
  const headed = new Set(lines.map((l) => bureauHeading(l) ?? bureauOpening(l)?.bureau).filter((b) => b != null)).size >= 2;
  let under: Bureau | null = null;
  // a header of tables a bureau a row ("Bureau  Account #  Balance …"), under each account's name or once over all
  let rowColumns: RowColumn[] | null = null;
  // the rows follow their header, each other, the lines indented under them and the next account's name (a header
  // printed once over all the accounts); any other line ends them
  let rowsOpen = false;
  // the left edge of the bureau row whose indented lines are that bureau's part of the entry
  let rowX: number | null = null;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    const cols = bureauColumns(line);
    if (cols) {
      columns = cols;
      continue;
    }
    const header = bureauHeader(line);
    if (header) {
      rowColumns = header;
      rowsOpen = true;
      current?.lines.push(line);
      continue;
    }
    const row = current && rowColumns && rowsOpen ? bureauRow(line, rowColumns) : null;
    if (current && row) {
      if (row.fields.length > 0) current.fields.set(row.bureau, [...(current.fields.get(row.bureau) ?? []), ...row.fields]);
      current.lines.push(line);
      // the lines indented under a bureau's row (its status, type, history …) are that bureau's
      const next = lines[i + 1];
      rowX = null;
      under = null;
      if (next && next.x > line.x + 2 && !bureauRow(next, rowColumns!)) {
        current.parts.push({ bureau: row.bureau, from: current.lines.length - 1 });
        under = row.bureau;
        rowX = line.x;
      }
      continue;
    }
    const outsideRows = rowX == null || line.x <= rowX + 2;
    if (outsideRows && rowX != null) {
      rowX = null;
      under = null;
    }
    // a label wrapped over two lines in a bureau table is a row, never an account's name
    const wrapped: { line: Line; used: number } | null = columns && current ? wrappedLabelRow(lines, i, columns) : null;
    // a row whose label closes the line ("Collection  Collection  Collection  Type") starts with a value, not a name
    const labelled: boolean = wrapped != null || (columns != null && current != null && columnValues(line, columns) != null);
    const name: string | null = labelled ? null : nameCandidate(line);
    if (name && signsAhead(lines, i, rowColumns)) {
      current = {
        heading: line,
        name,
        lines: [line],
        fields: new Map(),
        gridLines: [],
        extra: [],
        history: {},
        months: null,
        historyBy: new Map(),
        monthKeys: null,
        monthsAbove: null,
        usedCodes: new Set(),
        parts: [],
        cellOrder,
      };
      lastRow = null;
      pending = [];
      under = null;
      contact = false;
      drafts.push(current);
      // a multi-bureau table keeps its columns from account to account (pages repeat the header, or drop it as furniture)
      // the rest of a name line (an address, a phone printed beside the name) is the furnisher's, never its name
      continue;
    }
    if (outsideRows) rowsOpen = false;
    if (!current) continue;
    // a month's codes, a bureau each in the key's order ("Jul 2020: 30 | 30 | OK"), several months a line: kept out of
    // the entry's lines, which every bureau's account is read from
    const months = cellOrder ? monthCells(line.text, cellOrder) : null;
    if (months) {
      for (const [b, history] of months) current.historyBy.set(b, { ...current.historyBy.get(b), ...history });
      continue;
    }
    current.lines.push(line);
    const heading = headed && !columns ? bureauHeading(line) : null;
    if (heading) {
      under = heading;
      current.parts.push({ bureau: heading, from: current.lines.length - 1 });
      continue;
    }
    // a paragraph of one bureau's fields opened by its name ("TransUnion: Account number: …; Balance: …")
    const opening = headed && !columns ? bureauOpening(line) : null;
    if (opening) {
      under = opening.bureau;
      current.parts.push({ bureau: opening.bureau, from: current.lines.length - 1 });
      line = opening.rest;
    }
    // a heading inside the entry ("Account Details"); after "Contact", the furnisher's address lines
    // ("Comments:" with its colon is the label of a value printed around it, not a heading)
    if (line.segments.length === 1 && isSubheading(line.segments[0]!.text) && !/:\s*$/.test(line.segments[0]!.text)) {
      contact = /contact|creditor information/i.test(line.text);
      continue;
    }
    const monthKeys = monthsOverYears(line, lines[i + 1]);
    if (monthKeys) {
      current.monthKeys = monthKeys;
      current.lines.push(lines[++i]!);
      continue;
    }
    const coded = current.monthKeys ? bureauCodeRow(line, current.monthKeys) : null;
    if (coded) {
      current.historyBy.set(coded.bureau, { ...current.historyBy.get(coded.bureau), ...coded.history });
      continue;
    }
    // a year of month initials: its codes printed above it (else below), each line used once
    const initials = initialsRow(line);
    if (initials) {
      const above = codesOnly(lines[i - 1]);
      const codes = above && !current.usedCodes.has(above) ? above : codesOnly(lines[i + 1]);
      if (codes) {
        current.usedCodes.add(codes);
        Object.assign(current.history, codesAtMonths(codes, initials));
      }
      continue;
    }
    const grid = yearGridRow(line, current);
    if (grid) continue;
    if (contact && !generalLabelAt(line.segments[0]?.text ?? '')) {
      current.extra.push(line);
      continue;
    }
    const add = (to: Bureau | 'all', field: Field) => {
      const key = to === 'all' ? (under ?? 'all') : to;
      const list = current!.fields.get(key) ?? [];
      list.push(field);
      current!.fields.set(key, list);
    };
    const historyLines = bureauHistoryRow(lines, i, current);
    if (historyLines > 0) {
      i += historyLines - 1;
      continue;
    }
    if (columns) {
      const row = columnValues(wrapped?.line ?? line, columns);
      if (row) {
        if (wrapped) {
          current.lines.push(...lines.slice(i + 1, i + wrapped.used));
          i += wrapped.used - 1;
        }
        lastRow = new Map();
        lastRowY = line.y;
        // the first line of a value printed above its label (cells centred vertically)
        for (const seg of pending) {
          const b = columnAt(columns, seg.x).bureau;
          const v = row.values.get(b);
          row.values.set(b, v ? `${seg.text} ${v}` : seg.text);
        }
        pending = [];
        for (const [b, v] of row.values) {
          if (/^[-—–]+$/.test(v.trim())) continue;
          const field: Field = { key: row.key, label: row.label, raw: v, parts: [v], x: row.x, valueX: row.x };
          add(b, field);
          lastRow.set(b, field);
        }
        continue;
      }
      // the title of the bureaus' history rows ("24-month history"), printed under their values
      if (isLoneLabel(line) && generalLabelAt(line.text.trim())?.key === 'paymentHistory') continue;
      // a value wrapped onto the next line, in its bureau's column; a label alone is no value
      const firstCol = Math.min(...columns.map((c) => c.center));
      const next = lines[i + 1];
      const nearerNext = next != null && columnValues(next, columns) != null && next.page === line.page && next.y - line.y < line.y - lastRowY;
      const inColumns = line.segments.length > 0 && line.segments[0]!.x >= firstCol - 80 && !nameCandidateAt(line, firstCol) && !isLoneLabel(line);
      if (nearerNext && inColumns) {
        pending.push(...line.segments);
        continue;
      }
      if (lastRow && inColumns) {
        for (const seg of line.segments) {
          const field = lastRow.get(columnAt(columns, seg.x).bureau);
          if (field) {
            field.raw = `${field.raw} ${seg.text}`;
            field.parts.push(seg.text);
          }
        }
        continue;
      }
    }
    const r = readLine(line);
    if (isGridLine(line) && !isStatusPair(r, cellOrder)) {
      current.gridLines.push(line);
      continue;
    }
    if (r.pairs.length === 0 && r.bareLabels.length >= 2 && r.loose.length === 0) {
      const next = lines[i + 1];
      const valueRow = next && !isWholeLabel(next.segments[0]?.text ?? '') && !isSubheading(next.text) && !nameCandidate(next);
      const under = valueRow ? pairsUnder(r.bareLabels, next) : null;
      if (under) {
        for (const p of under) add('all', fieldOf(p));
        current.lines.push(next!);
        i++;
        continue;
      }
    }
    if (r.pairs.length === 0 && r.bareLabels.length === 1 && r.loose.length === 0) {
      // a label over its value
      const next = lines[i + 1];
      const lone = r.bareLabels[0]!;
      const value = next?.segments.length === 1 ? next.segments[0]! : null;
      if (next && value && !generalLabelAt(value.text) && !isSubheading(value.text) && !nameCandidate(next) && Math.abs(value.x - lone.x) < 12) {
        add('all', fieldOf({ key: lone.key, label: lone.label, value: next.segments[0]!.text, x: lone.x, valueX: next.segments[0]!.x }));
        current.lines.push(next);
        i++;
        continue;
      }
    }
    for (const p of r.pairs) {
      const cells = cellOrder ? stackedValue(p, p === r.pairs.at(-1), line, lines[i + 1], cellOrder) : null;
      if (!cells) {
        add('all', fieldOf(p));
        continue;
      }
      if (cells.wrapped) current.lines.push(lines[++i]!);
      for (const [b, value] of cells.values) if (value != null) add(b, fieldOf({ ...p, value }));
    }
    if (r.pairs.length === 0 && r.bareLabels.length === 0) current.extra.push(line);
  }
  return drafts;
}

/** The entry's lines a bureau's account is read from: its name and the bureau's part, when bureaus head parts. */
function linesOf(d: Draft, bureau: Bureau | null): Line[] {
  const at = d.parts.findIndex((p) => p.bureau === bureau);
  if (at < 0) return d.cellOrder && bureau ? d.lines.map((l) => ownCells(l, d.cellOrder!, bureau)) : d.lines;
  return [d.heading, ...d.lines.slice(d.parts[at]!.from, d.parts[at + 1]?.from ?? d.lines.length)];
}

/** A line as one bureau's: each cell of every bureau's values ("$0 | $75 | —") holds that bureau's alone. */
function ownCells(line: Line, order: Bureau[], bureau: Bureau): Line {
  const segments = line.segments.map((seg) => {
    const cells = bureauCells(seg.text, order);
    return cells ? { ...seg, text: cells.get(bureau) ?? '—' } : seg;
  });
  return segments.every((seg, i) => seg === line.segments[i]) ? line : { ...line, segments, text: segments.map((seg) => seg.text).join('  ') };
}

function blockOf(d: Draft, fields: Field[], bureau: Bureau | null): Block {
  const heading: Line = { ...d.heading, text: d.name, segments: [{ ...d.heading.segments[0]!, text: d.name }] };
  return { heading, extra: d.extra, fields, gridLines: d.gridLines, lines: linesOf(d, bureau) };
}

const ACCOUNT_KINDS = new Set<SectionKind>([
  'preamble',
  'negative',
  'good',
  'accounts',
  'revolving',
  'installment',
  'mortgage',
  'otherAccounts',
  'collections',
]);

/** Which bureau a single-bureau report is: the bureau it names most (the layout's guess breaks ties). */
function namedBureau(text: string, fallback: Bureau | null): Bureau | null {
  const counts = Object.entries(bureauMentions(text)) as Array<[Bureau, number]>;
  counts.sort((a, b) => b[1] - a[1]);
  const [top, second] = counts;
  if (!top || top[1] === 0) return fallback;
  if (second && second[1] === top[1]) return fallback ?? top[0];
  return top[0];
}

/**
 * Public records as blocks of label–value pairs (several pairs a line); a new record at each repeated field; or a
 * table, a row of labels over a record a row (each cell under its label). A block's bureau: the one its "Bureau
 * Experian" field names, else the bureau heading it is under.
 */
function recordBlocks(lines: Line[]): Array<{ block: Block; bureau: Bureau | null }> {
  const blocks: Block[] = [];
  const bureauOf = new Map<Block, Bureau | null>();
  let current: Block | null = null;
  let under: Bureau | null = null;
  let table: { header: Line; labels: NonNullable<ReturnType<typeof labelRow>> } | null = null;
  for (const line of lines) {
    const heading = bureauHeading(line);
    const named = heading ? null : bureauField(line);
    if (heading) under = heading;
    if (named && current) bureauOf.set(current, named);
    if (heading || named) continue;
    const labels = labelRow(line);
    if (labels && labels.length >= 2) {
      table = { header: line, labels };
      continue;
    }
    const { pairs } = readLine(line);
    const cells = table && pairs.length === 0 ? pairsUnder(table.labels, line) : null;
    // a cell wrapped onto the next line: closer under its row than the table's rows are to each other
    const row = current?.lines[current.lines.length - 1];
    if (table && cells && current && row && row !== table.header && row.page === line.page && line.y - row.y < line.size * 1.3) {
      for (const cell of cells) {
        const field = current.fields.find((f) => f.x === cell.x);
        if (!field) continue;
        field.raw = `${field.raw} ${cell.value}`;
        field.parts.push(cell.value);
      }
      current.lines.push(line);
      continue;
    }
    if (table && cells && cells.length >= 2) {
      blocks.push((current = { heading: null, extra: [], fields: cells.map(fieldOf), gridLines: [], lines: [table.header, line] }));
      bureauOf.set(current, under);
      continue;
    }
    table = null;
    if (pairs.length === 0) {
      if (!current || current.fields.length > 0) blocks.push((current = { heading: line, extra: [], fields: [], gridLines: [], lines: [line] }));
      if (!bureauOf.has(current)) bureauOf.set(current, under);
      continue;
    }
    for (const p of pairs) {
      if (!current || current.fields.some((f) => f.key != null && f.key === p.key))
        blocks.push((current = { heading: null, extra: [], fields: [], gridLines: [], lines: [] }));
      if (!bureauOf.has(current)) bureauOf.set(current, under);
      current.fields.push(fieldOf(p));
      if (!current.lines.includes(line)) current.lines.push(line);
    }
  }
  return blocks.filter((b) => b.fields.length > 0).map((block) => ({ block, bureau: bureauOf.get(block) ?? null }));
}

export interface GeneralReading {
  reports: CreditReport[];
  /** Multi-bureau: the bureaus came from columns. */
  multiBureau: boolean;
}

/** Reads any report by vocabulary and geometry. `bureauHint`: the layout detector's bureau, used for ties only. */
export function readGeneral(doc: ExtractedDocument, bureauHint: Bureau | null): GeneralReading {
  const printed = documentLines(doc);
  // the lines of tables read by their columns are never joined as values over labels
  const tabled = [...(readTableRows(printed)?.flatMap((b) => b.lines) ?? []), ...readAccountColumns(printed).used, ...readRecordColumns(printed).used];
  const lines = joinValuesOverLabels(printed, new Set(tabled));
  const sections = splitSections(lines, COMMON_HEADINGS);
  // A "Summary" right under an account's name (the Equifax web view's) is the entry's, not the report's summary.
  const accountLines: Line[] = [];
  for (const s of sections) {
    const last = accountLines[accountLines.length - 1];
    const inside = s.kind === 'summary' && s.heading != null && isSubheading(s.heading.text) && last != null && nameCandidate(last) != null;
    if (ACCOUNT_KINDS.has(s.kind) || inside) accountLines.push(...(s.heading ? [s.heading, ...s.lines] : s.lines));
  }
  // tables whose columns are accounts (creditors head the columns, a field a row) are read by their columns
  const columned = readAccountColumns(accountLines);
  const rest = accountLines.filter((l) => !columned.used.has(l));
  // one fixed-width table of accounts (a header of field labels, a row an account) is read by its columns
  const rows = readTableRows(rest)?.filter((b) => b.fields.some((f) => f.key === 'accountNumber' && f.raw)) ?? [];
  // accounts stated in sentences, a paragraph an account, are read by their phrases
  const prose = readProseAccounts(rest);
  // cells holding every bureau's value, in the order the report's key states
  const cellOrder = bureauCellOrder(lines.map((l) => l.text));
  const drafts = rows.length >= 2 ? [] : readAccountDrafts(prose.used.size > 0 ? rest.filter((l) => !prose.used.has(l)) : rest, cellOrder);
  const multi = drafts.some((d) => [...d.fields.keys()].some((k) => k !== 'all'));
  const printedTexts = lines.map((l) => l.text);
  const text = printedTexts.join('\n');
  const single = namedBureau(text, bureauHint);

  const firstPage = firstPageLines(doc);
  const headerish = sections.filter((s) => ['preamble', 'personal', 'summary', 'score'].includes(s.kind)).flatMap((s) => s.lines);
  const printedDate = findReportDate(headerish) ?? findReportDate(firstPage);
  const gridReference = printedDate ?? printHeaderDate(doc) ?? doc.created ?? null;
  const personal = sections.filter((s) => s.kind === 'personal').flatMap((s) => s.lines);
  const preamble = sections.filter((s) => s.kind === 'preamble').flatMap((s) => s.lines);

  const inquiries = new Map<Bureau | 'all', Inquiry[]>();
  const records: PublicRecord[] = [];
  const recordsBy = new Map<Bureau, PublicRecord[]>();
  for (const s of sections) {
    if (INQUIRY_SECTIONS.has(s.kind)) {
      const kind: Inquiry['kind'] = s.kind === 'softInquiries' || s.kind === 'accountReviewInquiries' ? 'soft' : 'hard';
      // "Hard Inquiries" / "Soft Inquiries" printed as sub-headings inside one "Inquiries" section
      let part: Line[] = [];
      let partKind = kind;
      const flush = () => {
        for (const [b, list] of inquiriesByBureau(part, partKind, cellOrder)) inquiries.set(b, [...(inquiries.get(b) ?? []), ...list]);
        part = [];
      };
      for (const line of s.lines) {
        const t = line.text.trim().toLowerCase();
        if (/^(?:hard|regular)\s+inquir/.test(t) || /^soft\s+inquir/.test(t)) {
          flush();
          partKind = t.startsWith('soft') ? 'soft' : 'hard';
        } else part.push(line);
      }
      flush();
    } else if (s.kind === 'publicRecords') {
      // records printed as runs of their fields, a record a paragraph ("Bankruptcy (TransUnion): Date filed: …; …")
      // records stated in sentences, a record a paragraph ("A tax lien was filed in … at …")
      const stated = readProseRecords(s.lines);
      records.push(...stated.records);
      const runs = recordRuns(stated.used.size > 0 ? s.lines.filter((l) => !stated.used.has(l)) : s.lines);
      for (const { bureau, record } of runs.records) {
        if (multi && bureau) recordsBy.set(bureau, [...(recordsBy.get(bureau) ?? []), record]);
        else if (!multi) records.push(record);
      }
      const rest = s.lines.filter((l) => !runs.used.has(l) && !stated.used.has(l));
      const tabled = bureauRecordRows(rest);
      const rows = tabled.size > 0 ? tabled : bureauColumnRecords(rest);
      for (const [b, list] of rows) recordsBy.set(b, [...(recordsBy.get(b) ?? []), ...list]);
      // records side by side, a record a column under its type
      const columned = rows.size === 0 && !multi ? readRecordColumns(rest) : null;
      if (columned) records.push(...readPublicRecords(columned.records));
      for (const { block, bureau } of rows.size === 0 ? recordBlocks(rest.filter((l) => !columned?.used.has(l))) : []) {
        const read = readPublicRecords([block]);
        if (multi && bureau) recordsBy.set(bureau, [...(recordsBy.get(bureau) ?? []), ...read]);
        else records.push(...read);
      }
    }
  }

  const bureaus: Bureau[] = multi
    ? (['transunion', 'experian', 'equifax'] as Bureau[]).filter((b) => drafts.some((d) => d.fields.has(b)) || inquiries.has(b) || recordsBy.has(b))
    : single
      ? [single]
      : [];
  // a legend may wrap over lines; a history's own legend is the one printed under its label
  const legend = { legend: historyLegend(text.replace(/\n/g, ' ')), oldestFirst: false };
  const legends = new Map<string, typeof legend>();
  const legendOf = (label: string): typeof legend => {
    const key = label.toLowerCase();
    if (!legends.has(key)) legends.set(key, legendUnder(printedTexts, label) ?? legend);
    return legends.get(key)!;
  };
  const historyRows = readHistoryTable(accountLines);
  /**
   * A history printed in a table of its own (an account and a year a row), else as a code string with the report's
   * legend, when nothing else gave the account one.
   */
  const withHistory = (drafted: Account, printed: Line[]): Account => {
    const account = withTableHistory(drafted, historyRows);
    if (Object.keys(account.paymentHistory).length > 0) return account;
    const history = codedHistory(
      printed.map((l) => l.text),
      legendOf,
      account.dateReported ?? gridReference,
      account.category === 'collection',
    );
    if (Object.keys(history).length === 0) return account;
    const read = { ...account, paymentHistory: history };
    return { ...read, negative: isNegativeAccount(read) };
  };

  const scores = bureauScores(headerish, cellOrder);
  const reports: CreditReport[] = bureaus.map((bureau) => {
    const accounts: Account[] = [];
    for (const d of drafts) {
      const fields = multi ? (d.fields.get(bureau) ?? []) : (d.fields.get('all') ?? []);
      if (fields.length === 0) continue;
      const account = accountFromBlock(blockOf(d, [...fields, ...(multi ? (d.fields.get('all') ?? []) : [])], multi ? bureau : null), {
        section: 'accounts',
        reportDate: gridReference,
      });
      const printed = multi ? d.historyBy.get(bureau) : Object.keys(d.history).length > 0 ? d.history : pairHistory(d.lines);
      if (account && Object.keys(account.paymentHistory).length === 0 && printed && Object.keys(printed).length > 0) {
        account.paymentHistory = { ...printed };
        account.negative = isNegativeAccount(account);
      }
      if (account) accounts.push(withHistory(account, linesOf(d, multi ? bureau : null)));
    }
    for (const block of rows.length >= 2 ? rows : []) {
      const account = accountFromBlock(block, { section: 'accounts', reportDate: gridReference });
      if (account) accounts.push(withHistory(account, block.lines));
    }
    for (const { block, history } of multi ? [] : [...columned.accounts, ...prose.accounts]) {
      const account = accountFromBlock(block, { section: 'accounts', reportDate: gridReference });
      if (!account) continue;
      const read = Object.keys(history).length > 0 ? { ...account, paymentHistory: history } : account;
      accounts.push({ ...read, negative: isNegativeAccount(read) });
    }
    const inq = [...(inquiries.get(bureau) ?? []), ...(inquiries.get('all') ?? [])];
    const consumer = consumerFrom(personal, preamble);
    if (consumer.name == null) consumer.name = consumerFrom([], firstPage).name;
    return {
      bureau,
      ...reportDateOf(printedDate, doc, accounts),
      score: scores.get(bureau) ?? (multi ? null : (findScore(headerish) ?? findScore(firstPage))),
      consumer,
      accounts,
      inquiries: inq,
      publicRecords: multi ? (recordsBy.get(bureau) ?? []) : records,
      coverage: coverageOf({ accounts, inquiries: inq }, multi ? {} : summaryCounts(sections)),
      warnings: [],
    };
  });
  return { reports, multiBureau: multi };
}
