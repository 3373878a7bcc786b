/**
 * Single-bureau monitoring prints with Experian data (F2 in docs' format catalogue): numbered blocks
 * ("Account 3", "Inquiry 2", "Derogatory Information 1", "Contact 5") of `Label<wide gap>Value` lines,
 * the bureau's name printed alone above every block as a column header, ordinal dates ("7th March
 * 2018"), a 24-month grid read by x-position, and a summary that prints how many accounts each group
 * holds. "Open Accounts" repeats accounts listed elsewhere and derogatory blocks are cross-references:
 * both are merged, never added. Creditor contacts are neither accounts nor public records.
 */
import type { ExtractedDocument, TextLine } from '../../extract/types';
import type { Account, Bureau, CreditReport, Inquiry, PublicRecord } from '../../model';
import { isNegativeAccount } from '../../detect/negative';
import { accountFromBlock } from '../common/account';
import { readBlocks, type Block, type Field } from '../common/blocks';
import { consumerFrom, findReportDate } from '../common/consumer';
import { coverageOf } from '../common/coverage';
import { parseDate } from '../common/dates';
import { labelKey, type FieldKey } from '../common/labels';
import { documentLines, firstPageLines, type Line } from '../common/lines';
import { readPublicRecords } from '../common/records';
import { reportDateOf } from '../common/report';
import type { SectionKind } from '../common/sections';
import { gridRowOf, isGridCaption, isLegendLine, readMonitorGrid, type GridToken } from './monitor-grid';

type Part = SectionKind | 'derogatory' | 'contacts';

const SECTIONS: Array<[Part, RegExp]> = [
  ['summary', /^summary$/i],
  ['personal', /^personal information$/i],
  ['statement', /^consumer statements?$/i],
  ['inquiries', /^(?:credit )?inquiries$/i],
  ['revolving', /^revolving credit accounts$/i],
  ['otherAccounts', /^line of credit accounts$/i],
  ['mortgage', /^real estate credit accounts$/i],
  ['installment', /^installment credit accounts$/i],
  // "Open Accounts" lists again accounts of the other groups.
  ['accounts', /^open accounts$/i],
  ['collections', /^collection accounts$/i],
  ['otherAccounts', /^other accounts$/i],
  ['derogatory', /^derogatory information$/i],
  ['publicRecords', /^public records$/i],
  ['contacts', /^creditor contact information$/i],
];

const ACCOUNT_PARTS = new Set<Part>(['revolving', 'otherAccounts', 'mortgage', 'installment', 'accounts', 'collections']);

/** The numbered line that opens a block: "Account 3", "Inquiry 1", "Derogatory Information 2", "Contact 7". */
const BLOCK_START = /^(account|inquiry|derogatory information|contact|public record)\s+(\d{1,3})$/i;

/** Labels this layout uses in its own way; the rest go through the shared dictionary. */
const OWN_LABELS: Record<string, FieldKey> = {
  account: 'creditor',
  'account balance': 'balance',
  'account condition': 'status',
  limit: 'creditLimit',
  'inquiry date': 'inquiryDate',
};

/** "Past Due - 30 DAYS   1": how many times the account was that late (over a longer period than the grid). */
const LATE_COUNTER = /^past due\s*-\s*(\d{2,3}\+?)\s*days$/i;

/** Statements that a section holds nothing. */
const EMPTY = /^(?:no public records available|no account information available|no consumer statements?|no inquiries|none reported)\.?$/i;

const BUREAU_ALONE = /^(?:experian|trans\s?union|equifax)\s*[®™]?$/i;

function sectionOf(line: Line): Part | null {
  if (line.segments.length !== 1) return null;
  const text = line.text.trim();
  for (const [part, re] of SECTIONS) if (re.test(text)) return part;
  return null;
}

/** True when the document is made of "Account N" blocks whose creditor is printed under the label "Account". */
export function isMonitorLayout(lines: Line[]): boolean {
  let numbered = 0;
  let creditorRows = 0;
  for (const line of lines) {
    if (line.segments.length === 1 && /^account\s+\d{1,3}$/i.test(line.text.trim())) numbered++;
    else if (line.segments.length >= 2 && /^account$/i.test(line.segments[0]!.text.trim())) creditorRows++;
  }
  return numbered >= 1 && creditorRows >= 1;
}

/** Grid rows are read from the extractor's own items: blank cells leave gaps that merged segments would lose. */
function itemTokens(line: TextLine): GridToken[] {
  const out: GridToken[] = [];
  for (const item of line.items) {
    const cw = item.text.length > 0 ? item.width / item.text.length : 5;
    for (const m of item.text.matchAll(/\S+/g)) out.push({ text: m[0], center: item.x + (m.index + m[0].length / 2) * cw });
  }
  return out;
}

interface RawBlock {
  kind: string;
  lines: Line[];
}

/** A numbered block's lines, read into labelled fields; wrapped values continue the field above. */
function fieldsOf(lines: Line[]): { fields: Field[]; counters: string[] } {
  const fields: Field[] = [];
  const counters: string[] = [];
  for (const line of lines) {
    const [first, ...rest] = line.segments;
    if (!first) continue;
    const label = first.text.trim();
    const value = rest.map((s) => s.text.trim()).join(' ');
    const counter = LATE_COUNTER.exec(label);
    if (counter) {
      if (Number(value) > 0) counters.push(`Past due ${counter[1]} days: ${value}`);
      continue;
    }
    const key = OWN_LABELS[label.toLowerCase()] ?? labelKey(label);
    const last = fields[fields.length - 1];
    if (rest.length === 0 && last && first.x >= last.valueX - 2) {
      // The wrapped end of the value above, printed in the value column.
      last.raw = `${last.raw} ${label}`.trim();
      last.parts.push(label);
      continue;
    }
    if (rest.length === 0 && key == null) continue;
    const raw = /^-+$/.test(value) ? '' : value;
    fields.push({ key, label, raw, parts: raw ? [raw] : [], x: first.x, valueX: rest[0]?.x ?? first.right });
  }
  return { fields, counters };
}

function text(fields: Field[], key: FieldKey): string | null {
  return fields.find((f) => f.key === key && f.raw !== '')?.raw ?? null;
}

function norm(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The visible digits of a masked number ("412345XXXXXX" → "412345"). */
function digits(number: string | null): string {
  return (number ?? '').replace(/[^0-9]/g, '');
}

function sameAccount(a: Account, b: Account): boolean {
  return (
    norm(a.creditor) === norm(b.creditor) &&
    (a.accountNumber ?? '') === (b.accountNumber ?? '') &&
    a.dateOpened === b.dateOpened &&
    (a.creditLimit ?? a.highBalance) === (b.creditLimit ?? b.highBalance)
  );
}

/**
 * A derogatory cross-reference names an account already listed (creditor, masked number): its status
 * joins that account's remarks. One that matches no account adds nothing.
 */
function mergeDerogatory(accounts: Account[], fields: Field[]): void {
  const byLabel = (re: RegExp) => fields.find((f) => re.test(f.label) && f.raw !== '')?.raw ?? null;
  // Here "Account" prints the masked number and "Creditor Name" the creditor.
  const creditor = byLabel(/^creditor(?: name)?$/i);
  const number = digits(byLabel(/^account(?: number)?$/i));
  const status = text(fields, 'status');
  if (!creditor || !status) return;
  const target = accounts.find((a) => {
    const own = digits(a.accountNumber);
    return norm(a.creditor) === norm(creditor) && (number === '' || own === '' || own.startsWith(number) || number.startsWith(own));
  });
  if (!target) return;
  const known = [target.status ?? '', ...target.remarks].map((t) => t.toLowerCase());
  if (!known.includes(status.toLowerCase())) target.remarks.push(status);
  target.negative = isNegativeAccount(target);
}

/** The accounts the summary says the report holds: every group's Count but "Open Accounts", which repeats the others. */
function summaryCount(lines: Line[]): number | null {
  let group: Part | null = null;
  let total: number | null = null;
  for (const line of lines) {
    if (BLOCK_START.test(line.text.trim())) break;
    group = sectionOf(line) ?? group;
    const m = /^count$/i.exec(line.segments[0]?.text.trim() ?? '');
    const n = line.segments[1] ? Number(line.segments[1].text.trim()) : NaN;
    if (!m || !Number.isInteger(n) || group == null || !ACCOUNT_PARTS.has(group) || group === 'accounts') continue;
    total = (total ?? 0) + n;
  }
  return total;
}

/**
 * Parses a monitoring print. `bureau` is the bureau whose data it shows (the layout is the same
 * whichever bureau feeds it).
 */
export function parseMonitor(doc: ExtractedDocument, bureau: Bureau): CreditReport {
  const raw = new Map<string, TextLine>();
  for (const page of doc.pages) for (const l of page.lines) raw.set(`${page.number}:${l.y}`, l);
  const lines = documentLines(doc).filter((l) => !BUREAU_ALONE.test(l.text.trim()) && !isLegendLine(l.text) && !isGridCaption(l.text));

  const parts: Array<{ part: Part | 'preamble'; lines: Line[] }> = [{ part: 'preamble', lines: [] }];
  for (const line of lines) {
    const part = sectionOf(line);
    if (part) parts.push({ part, lines: [] });
    else parts[parts.length - 1]!.lines.push(line);
  }

  const blocksOf = (sectionLines: Line[]): RawBlock[] => {
    const blocks: RawBlock[] = [];
    for (const line of sectionLines) {
      const start = BLOCK_START.exec(line.text.trim());
      if (start && line.segments.length === 1) blocks.push({ kind: start[1]!.toLowerCase(), lines: [] });
      else if (!EMPTY.test(line.text.trim())) blocks[blocks.length - 1]?.lines.push(line);
    }
    return blocks;
  };

  const accounts: Account[] = [];
  const inquiries: Inquiry[] = [];
  const publicRecords: PublicRecord[] = [];
  const derogatory: Field[][] = [];
  // The number of "Inquiry N" blocks, or none when the report has no inquiry section.
  let inquiriesListed: number | null = null;

  for (const { part, lines: sectionLines } of parts) {
    if (ACCOUNT_PARTS.has(part as Part)) {
      for (const block of blocksOf(sectionLines)) {
        if (block.kind !== 'account') continue;
        const account = accountFrom(block.lines, part as SectionKind, raw);
        if (account && !accounts.some((a) => sameAccount(a, account))) accounts.push(account);
      }
    } else if (part === 'inquiries') {
      inquiriesListed ??= 0;
      for (const block of blocksOf(sectionLines)) {
        if (block.kind !== 'inquiry') continue;
        inquiriesListed++;
        const { fields } = fieldsOf(block.lines);
        const creditor = text(fields, 'creditor');
        if (creditor) inquiries.push({ creditor, date: parseDate(text(fields, 'inquiryDate')), kind: 'hard' });
      }
    } else if (part === 'derogatory') {
      for (const block of blocksOf(sectionLines)) if (block.kind === 'derogatory information') derogatory.push(fieldsOf(block.lines).fields);
    } else if (part === 'publicRecords') {
      const content = sectionLines.filter((l) => !EMPTY.test(l.text.trim()));
      publicRecords.push(...readPublicRecords(readBlocks(content)));
    }
  }
  for (const fields of derogatory) mergeDerogatory(accounts, fields);

  const personal = parts.filter((p) => p.part === 'personal').flatMap((p) => p.lines);
  const accountsListed = summaryCount(lines);
  // The sample printed no report date; a print that does ("Report Date 17th April 2025") is read. Else the print
  // header's stamp, else the latest Last Reported, else the file's creation day.
  const { reportDate, reportDateSource } = reportDateOf(findReportDate(firstPageLines(doc)), doc, accounts);
  return {
    bureau,
    reportDate,
    score: null,
    consumer: consumerFrom(personal, parts[0]!.lines),
    accounts,
    inquiries,
    publicRecords,
    reportDateSource,
    coverage: coverageOf({ accounts, inquiries }, { accounts: accountsListed, inquiries: inquiriesListed }),
    warnings: [],
  };
}

function accountFrom(lines: Line[], section: SectionKind, raw: Map<string, TextLine>): Account | null {
  const gridRows: GridToken[][] = [];
  const fieldLines: Line[] = [];
  for (const line of lines) {
    const source = raw.get(`${line.page}:${line.y}`);
    const tokens = source ? itemTokens(source) : [];
    const previous = gridRows[gridRows.length - 1];
    // the row under the years is the initials row, even when OCR garbled it past recognising
    const underYears = previous != null && gridRowOf(previous) === 'years' && tokens.length > 0;
    if (gridRowOf(tokens) != null || underYears) gridRows.push(tokens);
    else fieldLines.push(line);
  }
  const { fields, counters } = fieldsOf(fieldLines);
  const creditorLine = fieldLines.find((l) => OWN_LABELS[l.segments[0]?.text.trim().toLowerCase() ?? ''] === 'creditor') ?? null;
  const block: Block = { heading: creditorLine, extra: [], fields, gridLines: [], lines };
  const account = accountFromBlock(block, { section, reportDate: null });
  if (!account) return null;
  account.paymentHistory = readMonitorGrid(gridRows);
  account.remarks.push(...counters);
  account.negative = isNegativeAccount(account);
  return account;
}
