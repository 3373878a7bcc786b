import type { Inquiry, PublicRecord } from '../../model';
import { redact } from '../../redact';
import { fieldText, fieldTexts, type Block, type Field } from './blocks';
import { findAllDates, parseDate } from './dates';
import type { FieldKey } from './labels';
import { VALUE_SEPARATOR, type Line } from './lines';
import { moneyValue, splitHeading } from './account';

function isProse(text: string): boolean {
  return text.length > 70 || /\.\s*$/.test(text) || /\b(?:you|your|these|this section|following)\b/i.test(text);
}

/** A cell of an inquiry table's type column ("Hard", "Soft", "Promotional", "Account review"): the inquiry's kind. */
export function inquiryKindCell(text: string): Inquiry['kind'] | null {
  const m = /^(hard|soft|promotional|account\s+review|account\s+management|periodic\s+review)(?:\s+inquiry)?$/i.exec(text.trim());
  return m ? (m[1]!.toLowerCase() === 'hard' ? 'hard' : 'soft') : null;
}

/** "ACME BANK    08/15/2023" — a table row with a name and one or more dates (and its kind, where a cell says it). */
function rowInquiries(line: Line, sectionKind: Inquiry['kind']): Inquiry[] {
  const names: string[] = [];
  const dates: string[] = [];
  let kind = sectionKind;
  for (const seg of line.segments) {
    const date = parseDate(seg.text.replace(/^(?:on|date)\s*:?\s*/i, ''));
    const cellKind = names.length > 0 ? inquiryKindCell(seg.text) : null;
    if (date) dates.push(date);
    else if (cellKind) kind = cellKind;
    else if (/[A-Za-z]{2,}/.test(seg.text) && names.length === 0) names.push(seg.text);
  }
  const name = names[0];
  if (!name || dates.length === 0 || isProse(name)) return [];
  return dates.map((date) => ({ creditor: name.replace(/\s+/g, ' ').trim(), date, kind }));
}

function blockDates(block: Block): string[] {
  const labelled = [...fieldTexts(block, 'inquiryDate'), ...fieldTexts(block, 'dateReported')];
  const dates = labelled.flatMap((v) => findAllDates(v));
  if (dates.length > 0) return dates;
  return block.fields.filter((f) => f.key == null).flatMap((f) => findAllDates(f.raw));
}

/**
 * A table of inquiries under one label row ("Company  Inquiry date", then a row an inquiry): the block reader gathers
 * each column's values into one field, so the creditor would be every row's name; each row is an inquiry. Null when
 * the block is not one (a single row, or a row that holds no name and date).
 */
function rowsUnderLabels(block: Block, kind: Inquiry['kind']): Inquiry[] | null {
  const [labels, ...rows] = block.lines;
  if (!labels || block.heading || rows.length < 2 || !block.fields.every((f) => f.key != null)) return null;
  const read = rows.map((line) => rowInquiries(line, kind));
  return read.every((r) => r.length > 0) ? read.flat() : null;
}

/** Inquiries of one section (read into blocks), as labelled blocks or as table rows. */
export function readInquiries(blocks: Block[], kind: Inquiry['kind']): Inquiry[] {
  const out: Inquiry[] = [];
  for (const block of blocks) {
    if (block.fields.length === 0) {
      for (const line of block.heading ? [block.heading, ...block.extra] : block.extra) out.push(...rowInquiries(line, kind));
      continue;
    }
    const rows = rowsUnderLabels(block, kind);
    if (rows) {
      out.push(...rows);
      continue;
    }
    const headingRow = block.heading ? rowInquiries(block.heading, kind) : [];
    const creditor = fieldText(block, 'creditor') ?? (block.heading ? splitHeading(block.heading.text).name : null);
    if (!creditor || isProse(creditor)) continue;
    let dates = blockDates(block);
    if (dates.length === 0 && headingRow.length > 0) dates = headingRow.map((i) => i.date!).filter(Boolean);
    const cleanName = headingRow.length > 0 && !fieldText(block, 'creditor') ? headingRow[0]!.creditor : creditor;
    if (dates.length === 0) out.push({ creditor: cleanName, date: null, kind });
    else for (const date of dates) out.push({ creditor: cleanName, date, kind });
    for (const line of block.extra) out.push(...rowInquiries(line, kind));
  }
  return out;
}

/** A record's status as a row prints it without its label. */
const RECORD_STATUS = /^(?:discharged|dismissed|satisfied|unsatisfied|released|paid|unpaid|vacated|withdrawn|completed|filed|open|closed)$/i;
const AMOUNT = /^\$\s?[\d,]+(?:\.\d{2})?$/;
/** What names a kind of public record ("Bankruptcy Chapter 7", "Civil judgment", "State tax lien"). */
const RECORD_KIND = /\b(?:bankruptcy|judge?ments?|liens?|foreclosure|civil\s+claims?|chapter\s*(?:7|11|13))\b/i;

/** The field an unlabelled value of a public record's row holds: a court says "court"; else a status word or an amount. */
export function recordCellKey(raw: string): 'court' | 'status' | 'amount' | null {
  return /\bcourts?\b|\bclerk\b|\brecorder\b/i.test(raw) ? 'court' : RECORD_STATUS.test(raw) ? 'status' : AMOUNT.test(raw) ? 'amount' : null;
}

/**
 * A public record printed as one row of unlabelled values, set apart by gaps or by "·", "•", "|": its kind first, then
 * only its date, court, status or amount ("Civil judgment · 03/02/2020 · PINE COUNTY COURT · Satisfied · $1,250").
 * Null for a row that holds anything else or no date: that is no such record.
 */
export function unlabelledRecord(line: Line): Block | null {
  const cells = line.segments.flatMap((s) => s.text.split(VALUE_SEPARATOR)).map((c) => c.trim());
  const [kind, ...rest] = cells;
  if (!kind || !RECORD_KIND.test(kind) || findAllDates(kind).length > 0) return null;
  const field = (key: FieldKey, raw: string): Field => ({ key, label: key, raw, parts: [raw], x: line.x, valueX: line.x });
  const fields = [field('recordType', kind)];
  for (const raw of rest.filter((c) => c !== '')) {
    const key = parseDate(raw) ? 'dateFiled' : recordCellKey(raw);
    if (!key || fields.some((f) => f.key === key)) return null;
    fields.push(field(key, raw));
  }
  return fields.some((f) => f.key === 'dateFiled') ? { heading: null, extra: [], fields, gridLines: [], lines: [line] } : null;
}

/** Public records (bankruptcies, judgments, liens) of one section (read into blocks). */
export function readPublicRecords(blocks: Block[]): PublicRecord[] {
  const out: PublicRecord[] = [];
  for (const block of blocks) {
    if (block.fields.length === 0) {
      const rows = block.lines.map(unlabelledRecord).filter((row): row is Block => row != null);
      if (rows.length > 0) out.push(...readPublicRecords(rows));
      continue;
    }
    const headingText = block.heading?.text.replace(/\s+/g, ' ').trim() ?? null;
    const heading = headingText && !isProse(headingText) ? headingText : null;
    const type = fieldText(block, 'recordType') ?? fieldText(block, 'accountType') ?? heading;
    if (!type || block.fields.length === 0) continue;
    const allText = [type, ...block.fields.map((f) => f.raw)].join(' ');
    const chapter = /chapter\s*(7|11|13)\b|\bch\.?\s*(7|11|13)\b/i.exec(allText);
    const dated = fieldText(block, 'dateFiled') ?? fieldText(block, 'inquiryDate') ?? fieldText(block, 'dateReported') ?? '';
    const date = parseDate(dated) ?? findAllDates(dated)[0] ?? null;
    const reference = fieldText(block, 'reference');
    out.push({
      type,
      date,
      status: fieldText(block, 'status'),
      court: fieldText(block, 'court') ?? (heading && heading !== type ? heading : null),
      reference: reference ? redact(reference) : null,
      amount: moneyValue(fieldText(block, 'amount')) ?? moneyValue(fieldText(block, 'balance')),
      chapter: chapter ? (Number(chapter[1] ?? chapter[2]) as 7 | 11 | 13) : null,
    });
  }
  return out;
}
