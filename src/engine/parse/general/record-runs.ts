/**
 * Public records printed as runs of their fields (decision 233): a record a paragraph, opened by its bureau, its type
 * or both, then "label: value; label: value" — "TransUnion: Type: Tax lien; Date filed: 2016-01-23; …",
 * "Bankruptcy Chapter 7 (TransUnion): Date filed: 2016-01-23; Court: …; Status: Discharged.". A paragraph wrapped over
 * lines is one run until its closing period. Each run is read by the common public-record reader.
 */
import type { Bureau, PublicRecord } from '../../model';
import type { Block, Field } from '../common/blocks';
import { parseDate } from '../common/dates';
import type { Line } from '../common/lines';
import { readPublicRecords, recordCellKey } from '../common/records';
import { bureauOfHead } from '../common/bureau-names';
import { bureauOpening } from './bureau-headings';
import { bureauOfText, fieldOf, readLine, type Pair } from './geometry';

/** Fields that only a public record prints: a run holding none of them is something else. */
const RECORD_SIGNS = new Set(['dateFiled', 'court', 'reference', 'recordType']);

/** A bureau named inside a run's lead: "(TransUnion)", "— Equifax", "· Experian", "Experian —". */
const LEAD_BUREAU =
  /\(\s*(trans\s?union|experian|equifax)\s*\)|(?:^|\s[—–·|-]\s*)(trans\s?union|experian|equifax)\s*$|^(trans\s?union|experian|equifax)\s*[—–·|-]\s/i;

interface Lead {
  bureau: Bureau | null;
  type: string | null;
}

/** What opens a run: the text before its first field, ending in a colon ("Bankruptcy Chapter 7 (TransUnion):"). */
function leadOf(text: string): Lead | null {
  const t = text.trim();
  if (!t.endsWith(':')) return null;
  const body = t.slice(0, -1).trim();
  const m = LEAD_BUREAU.exec(body);
  const name = m ? (m[1] ?? m[2] ?? m[3])! : null;
  const type = (m ? body.replace(m[0], ' ') : body).replace(/\s+/g, ' ').trim();
  return { bureau: name ? bureauOfText(name) : null, type: type || null };
}

/** The start of a run at `line`: its lead and its fields so far, or null when the line opens none. */
function runStart(line: Line): { lead: Lead; body: Line } | null {
  const opening = bureauOpening(line);
  const body = opening?.rest ?? line;
  const { pairs, loose } = readLine(body);
  const first = pairs[0];
  if (!first) return null;
  const before = loose.filter((s) => s.x < first.x);
  if (before.length > 1 || loose.length > before.length) return null;
  const lead = before[0] ? leadOf(before[0].text) : { bureau: null, type: null };
  if (!lead) return null;
  const bureau = opening?.bureau ?? lead.bureau;
  if (!bureau && !lead.type) return null;
  return { lead: { bureau, type: lead.type }, body };
}

/** The lines of a run as one line (a wrapped paragraph), without the period that closes it. */
function joined(lines: Line[]): Line {
  const text = lines
    .map((l) => l.segments.map((s) => s.text).join(' '))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;]$/, '');
  const first = lines[0]!;
  const start = first.segments[0]?.x ?? first.x;
  const width = first.segments[0] && first.segments[0].text.length > 0 ? (first.segments[0].right - first.segments[0].x) / first.segments[0].text.length : 5;
  return { ...first, text, x: start, segments: [{ text, x: start, right: start + text.length * width }] };
}

/**
 * A record printed as a row in fixed columns opened by its bureau's head ("XP  Bankruptcy Chapter 7  FILED 08/16/17
 * US BANKRUPTCY COURT NORTHERN DIST  Discharged"): the one cell before its first field is its type; each cell after
 * the fields must be a court (it says "court"), a status word or an amount, else the line is no such row.
 */
export function recordRow(line: Line): { bureau: Bureau; block: Block } | null {
  const [head, ...cells] = line.segments;
  const bureau = head ? bureauOfHead(head.text) : null;
  if (!bureau || cells.length < 2) return null;
  const { pairs, loose } = readLine({ ...line, segments: cells, text: cells.map((s) => s.text).join('  '), x: cells[0]!.x });
  const first = pairs[0];
  if (!first || !pairs.some((p) => p.key && RECORD_SIGNS.has(p.key))) return null;
  const type = loose.filter((s) => s.x < first.x);
  if (type.length !== 1) return null;
  const fields = pairs.map(fieldOf);
  for (const cell of loose.filter((s) => s.x > first.x)) {
    const raw = cell.text.trim();
    const key = recordCellKey(raw);
    if (!key) return null;
    fields.push({ key, label: key, raw, parts: [raw], x: cell.x, valueX: cell.x });
  }
  const heading: Line = { ...line, text: type[0]!.text, x: type[0]!.x, segments: [cells.find((s) => s.x === type[0]!.x) ?? cells[0]!] };
  return { bureau, block: { heading, extra: [], fields, gridLines: [], lines: [line] } };
}

/** The kinds of public record a row's first cell names. */
const RECORD_TYPE = /\b(?:bankruptcy|lien|judge?ment|civil\s+(?:claim|suit|action)|foreclosure|garnishment)\b/i;
/** The mark that parts a row's cells inside one run of text ("Tax lien · 03/02/2019 · …"). */
const CELL_MARK = /\s*[·•]\s*/;

/**
 * A record printed as a row of unlabelled cells opened by its bureau ("Equifax: Tax lien · 03/02/2019 · CARVER
 * COUNTY COURT · Released · $2,100"): the first cell names a kind of public record, then one date (filed) and each
 * other cell a court, a status word or an amount; the cells parted by gaps or by a mark (" · "). Anything else in a
 * cell, or no date, and the line is no such row.
 */
function unlabelledRecordRow(line: Line): { bureau: Bureau; block: Block } | null {
  const opening = bureauOpening(line);
  const [head, ...rest] = line.segments;
  const bureau = opening?.bureau ?? (head ? bureauOfHead(head.text) : null);
  const segments = opening ? opening.rest.segments : rest;
  const cells = segments.flatMap((seg) =>
    seg.text
      .split(CELL_MARK)
      .map((text) => ({ text: text.trim(), x: seg.x }))
      .filter((c) => c.text !== ''),
  );
  const [type, ...others] = cells;
  if (!bureau || !type || !RECORD_TYPE.test(type.text) || others.length === 0) return null;
  const fields: Field[] = [];
  for (const cell of others) {
    const raw = cell.text;
    const dated = parseDate(raw) != null && !fields.some((f) => f.key === 'dateFiled');
    const key = dated ? 'dateFiled' : recordCellKey(raw);
    if (!key) return null;
    fields.push({ key, label: key, raw, parts: [raw], x: cell.x, valueX: cell.x });
  }
  if (!fields.some((f) => f.key === 'dateFiled')) return null;
  const heading: Line = { ...line, text: type.text, x: type.x, segments: [{ text: type.text, x: type.x, right: type.x + 1 }] };
  return { bureau, block: { heading, extra: [], fields, gridLines: [], lines: [line] } };
}

export interface RecordRuns {
  records: Array<{ bureau: Bureau | null; record: PublicRecord }>;
  /** Lines read as runs (the rest is for the other record readers). */
  used: Set<Line>;
}

/** The public records printed as runs among a section's lines. */
export function recordRuns(lines: Line[]): RecordRuns {
  const out: RecordRuns = { records: [], used: new Set() };
  for (let i = 0; i < lines.length; i++) {
    const row = recordRow(lines[i]!) ?? unlabelledRecordRow(lines[i]!);
    if (row) {
      for (const record of readPublicRecords([row.block])) out.records.push({ bureau: row.bureau, record });
      out.used.add(lines[i]!);
      continue;
    }
    const start = runStart(lines[i]!);
    if (!start) continue;
    const run = [start.body];
    let j = i + 1;
    // a paragraph not closed by its period carries on on the next line, unless that line opens a run of its own
    for (let last = lines[i]!; j < lines.length && !/\.\s*$/.test(last.text) && !runStart(lines[j]!) && lines[j]!.page === last.page; j++) {
      last = lines[j]!;
      run.push(last);
    }
    const pairs: Pair[] = readLine(joined(run)).pairs;
    if (!pairs.some((p) => p.key && RECORD_SIGNS.has(p.key))) continue;
    const head = start.lead.type ? { ...lines[i]!, text: start.lead.type, segments: [{ ...lines[i]!.segments[0]!, text: start.lead.type }] } : null;
    const block: Block = { heading: head, extra: [], fields: pairs.map(fieldOf), gridLines: [], lines: lines.slice(i, j) };
    for (const record of readPublicRecords([block])) out.records.push({ bureau: start.lead.bureau, record });
    for (const line of block.lines) out.used.add(line);
    i = j - 1;
  }
  return out;
}
