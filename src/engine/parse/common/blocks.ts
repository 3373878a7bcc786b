import { holdsOneCodeAtMost, isGridFragment, isGridLine } from './grid';
import { normaliseLabel, type FieldKey } from './labels';
import type { Line, Segment } from './lines';
import { findDate, parseDate } from './dates';
import { parseMoney } from './money';
import { stripAdverseMarks } from './ocr';
import { piecesOfLine, type Piece } from './pieces';
import { fixedWrapWidth, joinFixedWidth, joinWrapped } from './wrap';
import { isYearRunLine } from './month-runs';
import { continuesEntry } from './continued';
import { bureauOfHeading } from './bureau-names';

/** A labelled value of a block; `raw` is the value as printed, wraps rejoined. */
export interface Field {
  key: FieldKey | null;
  label: string;
  raw: string;
  /** The printed pieces of a wrapped value, first line first (rejoined into `raw`). */
  parts: string[];
  x: number;
  valueX: number;
}

/** One entry of a section (an account, an inquiry, a public record) as printed. */
export interface Block {
  /** The line that opened the block, usually the creditor's name. */
  heading: Line | null;
  /** Unlabelled lines that are not the heading (a creditor's address, a phone number). */
  extra: Line[];
  fields: Field[];
  /** Lines of a payment grid, read separately by position. */
  gridLines: Line[];
  /** Every line of the block in reading order (for evidence). */
  lines: Line[];
}

/** Labels that may legitimately appear more than once in one block. */
const REPEATABLE = new Set<string>(['address', 'phone', 'remarks', 'statement', 'paymentHistory']);

function fieldId(f: { key: FieldKey | null; label: string }): string {
  return f.key ?? `?${normaliseLabel(f.label)}`;
}

type Kind = 'grid' | 'labels' | 'fields' | 'text';

interface Classified {
  line: Line;
  kind: Kind;
  pieces: Piece[];
}

/** "Payment status  Late 30 Days": grid words, but a status and its one code, not a row of a payment grid. */
function isStatusPair(pieces: Piece[]): boolean {
  const [label, value, ...more] = pieces;
  if (!label || more.length > 0 || label.key !== 'status') return false;
  if (label.kind === 'pair' && !value) return holdsOneCodeAtMost(label.value);
  return label.kind === 'label' && value?.kind === 'text' && holdsOneCodeAtMost(value.value);
}

function classify(line: Line): Classified {
  const pieces = piecesOfLine(line);
  if ((isGridLine(line) || isYearRunLine(line.text)) && !isStatusPair(pieces)) return { line, kind: 'grid', pieces: [] };
  const labelled = pieces.filter((p) => p.kind !== 'text');
  if (labelled.length === 0) return { line, kind: 'text', pieces };
  if (pieces.every((p) => p.kind === 'label')) {
    if (pieces.every((p) => p.key === 'paymentHistory')) return { line, kind: 'grid', pieces };
    return { line, kind: 'labels', pieces };
  }
  return { line, kind: 'fields', pieces };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const MASKED_NUMBER = /#\s*\S*\d|\b[X*x•]{2,}\d{2,}|\d{2,}[X*x•]{2,}/;

function upperRatio(text: string): number {
  const letters = text.replace(/[^A-Za-z]/g, '');
  if (letters.length === 0) return 0;
  return letters.replace(/[^A-Z]/g, '').length / letters.length;
}

const REPORT_TITLE = /\b(?:credit\s+)?report\b/i;

/** How much a free line looks like the name that opens a block rather than a wrapped value or an address. */
function headingScore(line: Line, bodySize: number, followsValue: string | null): number {
  const text = line.text.trim();
  let score = 0;
  if (!/[A-Za-z]{2,}/.test(text)) score -= 6;
  // A row of payment codes that OCR garbled too much to be read as a grid is never a name.
  if (isGridFragment(line) || (text.match(/\b(?:OK|0K)\b/g) ?? []).length >= 3) score -= 6;
  // A bureau's section heading ("TRANSUNION (TUC) · Scr 778") opens the bureau's part, a line naming a report
  // ("3-Bureau Report (compact)") is the document's title: neither is an account's name.
  if (bureauOfHeading(text)) score -= 6;
  if (REPORT_TITLE.test(text)) score -= 4;
  // a date inside the line ("JANE DOE · Rpt Dt 05-27-2025"): a header's line, an account's name prints none
  else if (findDate(text) != null) score -= 3;
  if (upperRatio(text) >= 0.8) score += 2;
  if (line.size > bodySize + 0.5) score += 3;
  if (MASKED_NUMBER.test(text)) score += 2;
  if (/\.$/.test(text)) score -= 3;
  if (text.length > 60) score -= 3;
  if (/^\(?\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4}/.test(text)) score -= 4;
  if (/^\d+\s+\w/.test(text) || /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?$/.test(text) || /^P\.?\s*O\.?\s+BOX/i.test(text)) score -= 2;
  if (parseMoney(text) != null || parseDate(text) != null) score -= 6;
  if (followsValue != null) {
    if (/>[^<]*$/.test(followsValue)) score -= 5;
    if (/^[a-z]/.test(text)) score -= 5;
    if (/[,\-/&]$/.test(followsValue)) score -= 3;
  }
  return score;
}

/** Whether every printed value of these fields starts right of x (they sit in value columns). After a
 * payment grid no field is active, so the block's fields are used. */
function valuesRightOf(fields: Field[], x: number): boolean {
  const filled = fields.filter((f) => f.parts.length > 0);
  return filled.length > 0 && filled.every((f) => f.valueX > x + 10);
}

/**
 * A value row's text run that reaches into the next label's column is two values the extractor
 * glued ("RIVERSIDE EMERGENCY PHYSICIANSMedical debt"): split it at that column, snapped to the
 * nearby point where upper case turns into a capitalised word.
 */
function splitAtColumns(seg: Segment, columns: Field[]): Segment[] {
  const cw = seg.text.length > 0 ? (seg.right - seg.x) / seg.text.length : 5;
  const inside = columns
    .map((f) => f.x)
    .filter((x) => x > seg.x + cw * 3 && x < seg.right - cw * 2)
    .sort((a, b) => a - b);
  if (inside.length === 0) return [seg];
  const out: Segment[] = [];
  let start = 0;
  let startX = seg.x;
  for (const x of inside) {
    const guess = Math.round((x - seg.x) / cw);
    let cut = -1;
    for (let d = 0; d <= 8 && cut < 0; d++) {
      for (const i of [guess - d, guess + d]) {
        if (i <= start || i >= seg.text.length) continue;
        const before = seg.text[i - 1]!;
        const at = seg.text[i]!;
        // Only where two runs are glued without a space ("PHYSICIANSMedical"); text that merely
        // overflows into the next column keeps its spaces and stays whole.
        if (/[A-Z]/.test(before) && /[A-Z]/.test(at) && /[a-z]/.test(seg.text[i + 1] ?? '') && /[A-Z]{2}$/.test(seg.text.slice(0, i))) {
          cut = i;
          break;
        }
      }
    }
    if (cut < 0) continue;
    out.push({ text: seg.text.slice(start, cut).trim(), x: startX, right: seg.x + cut * cw });
    start = cut;
    // The rest belongs to the column it was split at.
    startX = x;
  }
  out.push({ text: seg.text.slice(start).trim(), x: startX, right: seg.right });
  return out.filter((s) => s.text !== '');
}

function columnFor(active: Field[], x: number, tolerance: number): Field | null {
  let best: Field | null = null;
  for (const f of active) {
    if (f.x <= x + tolerance && (best == null || f.x > best.x)) best = f;
  }
  return best ?? active[0] ?? null;
}

/** Explanatory prose ("The following accounts contain information that…"): never a block's name. */
function isProse(line: Line): boolean {
  const text = line.text.trim();
  const words = text.split(/\s+/);
  const lower = words.filter((w) => /^[a-z]/.test(w)).length;
  return (text.length >= 50 && /[.:]$/.test(text)) || (words.length >= 8 && lower / words.length > 0.5);
}

function newField(p: Piece, raw = ''): Field {
  return { key: p.key, label: p.label, raw, parts: raw ? [raw] : [], x: p.x, valueX: raw ? p.valueX : p.x };
}

function appendTo(field: Field, text: string): void {
  field.parts.push(text);
  field.raw = joinWrapped(field.raw, text);
}

/** Where readBlocks stands in a section: the block being filled and what the next line may continue. */
interface Reader {
  classified: Classified[];
  /** The body text's font size (a name printed larger reads as a heading). */
  bodySize: number;
  blocks: Block[];
  cur: Block | null;
  /** The fields a value line fills, matched by column. */
  active: Field[];
  /** A row of labels was read: the next free line holds their values. */
  awaitingValues: boolean;
  /** The line just read was the value under a lone "Label:" line. */
  valueUnderColonLabel: boolean;
  /** The line before the current run of free lines was such a value. */
  colonValueBefore: boolean;
  /** The role of each line of the run of free lines being read. */
  plan: Map<number, RunRole>;
  /** The last free line read as a wrapped value, and how to take it back. */
  lastContinuation: Continuation | null;
  inGrid: boolean;
}

type RunRole = 'cont' | 'heading' | 'extra';

interface Continuation {
  index: number;
  undo: Array<[Field, string, number]>;
}

function asText(p: Piece): Piece {
  return { ...p, kind: 'text', key: null, value: p.label };
}

/**
 * "Pay Status    Closed": an ordinary word right after a label is its value, unless a row of values
 * follows (then the line is a row of labels: "Opened    Closed").
 */
function resolveWeakLabels(c: Classified, next: Classified | undefined): void {
  if (c.kind !== 'labels' || !c.pieces.some((p, j) => (j > 0 || c.pieces.length === 1) && p.weak)) return;
  // A row of values follows (plain text, or ordinary words like "Closed" that also name labels).
  if (next && (next.kind === 'text' || (next.kind !== 'grid' && next.pieces.every((p) => p.kind === 'text' || (p.weak && p.kind === 'label'))))) return;
  if (c.pieces.every((p) => p.weak)) {
    // "LENDER" alone: the wrapped end of a value, not a label.
    c.pieces = c.pieces.map(asText);
    c.kind = 'text';
    return;
  }
  c.pieces = c.pieces.map((p, j) => (j > 0 && p.weak && c.pieces[j - 1]!.kind === 'label' && !c.pieces[j - 1]!.weak ? asText(p) : p));
  c.kind = 'fields';
}

function openBlock(r: Reader, heading: Line | null): Block {
  const block: Block = { heading, extra: [], fields: [], gridLines: [], lines: heading ? [heading] : [] };
  r.blocks.push(block);
  r.cur = block;
  r.active = [];
  r.awaitingValues = false;
  return block;
}

function labelIds(c: Classified): string[] {
  return c.pieces.filter((p) => p.kind !== 'text').map(fieldId);
}

/** Whether the block already holds one of these labels that may not repeat (then they start a new block). */
function repeatsLabels(block: Block | null, ids: string[]): boolean {
  return block != null && ids.some((id) => !REPEATABLE.has(id) && block.fields.some((f) => fieldId(f) === id));
}

/** A free line read as values of the active fields, each run of text into the field whose column it is under. */
function continueValues(r: Reader, line: Line, index: number, firstValue: boolean): void {
  const undo: Array<[Field, string, number]> = [];
  const segments = firstValue ? line.segments.flatMap((seg) => splitAtColumns(seg, r.active)) : line.segments;
  for (const seg of segments) {
    const cw = seg.text.length > 0 ? (seg.right - seg.x) / seg.text.length : 5;
    const field = columnFor(r.active, seg.x, cw * 2);
    if (!field) continue;
    undo.push([field, field.raw, field.parts.length]);
    if (firstValue && field.parts.length === 0) {
      field.parts.push(seg.text);
      field.raw = seg.text;
      field.valueX = seg.x;
    } else appendTo(field, seg.text);
  }
  r.lastContinuation = { index, undo };
}

function endOfTextRun(classified: Classified[], start: number): number {
  let end = start;
  while (end < classified.length && classified[end]!.kind === 'text') end++;
  return end;
}

function readsAsName(line: Line, bodySize: number): boolean {
  return !isProse(line) && headingScore(line, bodySize, null) >= 2;
}

/**
 * The first line of the run printed where the block's own name was, left of every value column: it opens
 * the next block even when the next labels are new to this one ("Record type" after "Type"). -1 for none.
 */
function alignedName(r: Reader, block: Block, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const line = r.classified[i]!.line;
    if (
      block.heading != null &&
      Math.abs(line.x - block.heading.x) <= 3 &&
      valuesRightOf(r.active.length > 0 ? r.active : block.fields, line.x) &&
      headingScore(line, r.bodySize, null) >= 2
    ) {
      return i;
    }
  }
  return -1;
}

/** Whether the labels after the run start a new block, given where a name was found in it. */
function runStartsBlock(r: Reader, start: number, end: number, nextIds: string[], forced: number): boolean {
  const block = r.cur;
  if (nextIds.length === 0) return false;
  if (block == null || repeatsLabels(block, nextIds) || forced >= 0) return true;
  // Labels the block already printed (even repeatable ones, "Address") belong to the next entry after a payment
  // grid, or after a line that reads as a name.
  const printedAgain = nextIds.some((id) => block.fields.some((f) => fieldId(f) === id));
  if (printedAgain && block.gridLines.length > 0 && r.active.length === 0) return true;
  const candidates = printedAgain ? end : r.colonValueBefore ? Math.min(start + 1, end) : start;
  for (let i = start; i < candidates; i++) if (readsAsName(r.classified[i]!.line, r.bodySize)) return true;
  return false;
}

/** The line of the run that reads most like a name (the first when all read as prose). */
function likeliestHeading(r: Reader, start: number, end: number): number {
  let best = start;
  let bestScore = -Infinity;
  for (let i = start; i < end; i++) {
    if (isProse(r.classified[i]!.line)) continue;
    const follows = i === start && r.active.length > 0 ? (r.active[r.active.length - 1]?.raw ?? '') : null;
    const score = headingScore(r.classified[i]!.line, r.bodySize, follows);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Decides the role of each line of a run of free lines starting at `start`: wrapped values of the active
 * fields (or unlabelled extra lines), and, when the labels after the run start a new block, its heading.
 */
function planTextRun(r: Reader, start: number): void {
  r.plan = new Map();
  const end = endOfTextRun(r.classified, start);
  const next = r.classified[end];
  const nextIds = next && (next.kind === 'labels' || next.kind === 'fields') ? labelIds(next) : [];
  const forced = nextIds.length > 0 && r.cur != null && !repeatsLabels(r.cur, nextIds) ? alignedName(r, r.cur, start, end) : -1;
  const heading = !runStartsBlock(r, start, end, nextIds, forced) ? end : forced >= 0 ? forced : likeliestHeading(r, start, end);
  const before: RunRole = r.active.length > 0 ? 'cont' : 'extra';
  for (let i = start; i < end; i++) r.plan.set(i, i < heading ? before : i === heading ? 'heading' : 'extra');
}

/** Under a label row, a row of ordinary words that happen to be labels ("Closed") is the values, as is a
 * value that starts with label words but has no colon ("Past due 30 days as of Dec 2025"). */
function isValueRowUnderLabels(r: Reader, c: Classified): boolean {
  return (
    (c.kind === 'labels' || c.kind === 'fields') &&
    r.awaitingValues &&
    c.pieces.every((p) => p.kind === 'text' || (p.kind === 'label' && p.weak) || (p.kind === 'pair' && !p.colon))
  );
}

function readGridLine(r: Reader, line: Line): void {
  const block = r.cur ?? openBlock(r, null);
  block.gridLines.push(line);
  block.lines.push(line);
  r.active = [];
  r.awaitingValues = false;
}

/** The values of the label row above, column by column. */
function readValuesUnderLabels(r: Reader, block: Block, line: Line, index: number): void {
  continueValues(r, line, index, true);
  r.awaitingValues = false;
  // "Status:" alone, its value on the next line: that value is whole, so a name after it opens the next entry.
  r.valueUnderColonLabel = r.active.length === 1 && /[:：]\s*$/.test(r.classified[index - 1]?.line.text ?? '');
  block.lines.push(line);
}

/** A row of cells ending in a date ("Northwind Auto    05/19/2023"): an entry of a table, never a title over one. */
function isDatedRow(line: Line): boolean {
  return line.segments.length >= 2 && parseDate(line.segments[line.segments.length - 1]!.text) != null;
}

/** A title before the first entry ("Your credit file") gives way to the name that follows it. */
function replacesTitle(r: Reader, block: Block, line: Line): boolean {
  return (
    block.fields.length === 0 &&
    block.heading != null &&
    !isDatedRow(block.heading) &&
    !isProse(line) &&
    (isProse(block.heading) || (r.blocks.length === 1 && headingScore(line, r.bodySize, null) > headingScore(block.heading, r.bodySize, null)))
  );
}

/** A line without labels: a block's name, a wrapped value, the values of a label row, or an extra line. */
function readTextLine(r: Reader, line: Line, index: number, previousWasColonValue: boolean): void {
  const block = r.cur;
  if (block == null) {
    if (!isProse(line)) openBlock(r, line);
    return;
  }
  if (r.awaitingValues) {
    readValuesUnderLabels(r, block, line, index);
    return;
  }
  if (continuesEntry(line.text, block.heading?.text)) {
    block.lines.push(line);
    return;
  }
  r.colonValueBefore = previousWasColonValue;
  if (!r.plan.has(index)) planTextRun(r, index);
  const role = r.plan.get(index);
  if (role === 'heading') {
    openBlock(r, line);
  } else if (role === 'cont' && r.active.length > 0) {
    continueValues(r, line, index, false);
    block.lines.push(line);
  } else if (replacesTitle(r, block, line)) {
    block.heading = line;
    block.lines.push(line);
  } else {
    block.extra.push(line);
    block.lines.push(line);
  }
}

/** Text before a line's first label, as a line of its own: the name of the entry the line opens. */
function leadingName(line: Line, leading: Piece[], firstLabelX: number): Line {
  const segs = line.segments.filter((seg) => seg.x < firstLabelX - 1);
  return { ...line, segments: segs, text: leading.map((p) => p.value).join('  '), x: segs[0]?.x ?? line.x };
}

/**
 * A block that starts without a free heading line: the line before, when it was just taken as a wrapped value
 * but reads as a name, is taken back from the values to be the heading.
 */
function reclaimHeading(r: Reader, block: Block, index: number): Line | null {
  const last = r.lastContinuation;
  if (!last || last.index !== index - 1) return null;
  const prevLine = r.classified[index - 1]!.line;
  if (headingScore(prevLine, r.bodySize, null) <= 0) return null;
  for (const [field, raw, parts] of last.undo) {
    field.raw = raw;
    field.parts.length = parts;
  }
  block.lines.pop();
  return prevLine;
}

/** The fields of a line of labels with values, its unlabelled runs added to the field whose column they are under. */
function fieldsOfPieces(pieces: Piece[], active: Field[]): Field[] {
  const created: Field[] = [];
  let pendingLabel: Field | null = null;
  for (const p of pieces) {
    if (p.kind === 'label' && p.weak && pendingLabel && pendingLabel.parts.length === 0) {
      // "Pay Status    Closed": an ordinary word right after a label is its value.
      appendTo(pendingLabel, p.label);
      pendingLabel.valueX = p.x;
      pendingLabel = null;
    } else if (p.kind === 'label') {
      pendingLabel = newField(p);
      created.push(pendingLabel);
    } else if (p.kind === 'pair') {
      pendingLabel = null;
      created.push(newField(p, p.value));
    } else if (pendingLabel) {
      if (pendingLabel.parts.length === 0) pendingLabel.valueX = p.x;
      appendTo(pendingLabel, p.value);
    } else {
      const target = columnFor(created.length > 0 ? created : active, p.x, 12);
      if (target) appendTo(target, p.value);
    }
  }
  return created;
}

/** A line with labels: it may open a new block, then adds its labels (and the values beside them) to the block. */
function readLabelledLine(r: Reader, c: Classified, index: number): void {
  const { line } = c;
  const ids = labelIds(c);
  // Text before its first label is a name opening a new entry ("ACME BANK      Date: 03/15/2025").
  const firstLabel = c.pieces.findIndex((p) => p.kind !== 'text');
  const leading = firstLabel > 0 ? c.pieces.slice(0, firstLabel) : [];
  if (leading.length > 0 && !r.awaitingValues) {
    openBlock(r, leadingName(line, leading, c.pieces[firstLabel]!.x)).lines = [line];
  } else if (r.cur == null) openBlock(r, null);
  else if (repeatsLabels(r.cur, ids)) openBlock(r, reclaimHeading(r, r.cur, index));
  const block = r.cur!;
  if (block.lines[block.lines.length - 1] !== line) block.lines.push(line);
  r.lastContinuation = null;

  if (c.kind === 'labels') {
    r.active = c.pieces.map((p) => newField(p));
    block.fields.push(...r.active);
    r.awaitingValues = true;
    return;
  }
  const created = fieldsOfPieces(c.pieces.slice(leading.length), r.active);
  block.fields.push(...created);
  r.active = created;
  r.awaitingValues = false;
}

function readLine(r: Reader, c: Classified, index: number): void {
  const previousWasColonValue = r.valueUnderColonLabel;
  r.valueUnderColonLabel = false;
  if (c.kind === 'text' && r.inGrid && isGridFragment(c.line)) c.kind = 'grid';
  if (isValueRowUnderLabels(r, c)) c.kind = 'text';
  r.inGrid = c.kind === 'grid';
  if (c.kind === 'grid') readGridLine(r, c.line);
  else if (c.kind === 'text') readTextLine(r, c.line, index, previousWasColonValue);
  else readLabelledLine(r, c, index);
}

/**
 * Reads the lines of one section into blocks of labelled fields. Tolerates every arrangement the
 * bureaus use: "Label: value" pairs (several per line, in columns), a label line followed by a
 * value line (columns matched by x), labels followed by their values after a gap, values wrapped
 * onto following lines (even mid-word), and free lines (creditor name, address). A new block starts
 * at a free line that is followed by labels the current block already has, or when a label
 * repeats.
 */
export function readBlocks(lines: Line[]): Block[] {
  const classified = lines.map(classify);
  classified.forEach((c, i) => resolveWeakLabels(c, classified[i + 1]));
  const r: Reader = {
    classified,
    bodySize: median(lines.map((l) => l.size).filter((s) => s > 0)),
    blocks: [],
    cur: null,
    active: [],
    awaitingValues: false,
    valueUnderColonLabel: false,
    colonValueBefore: false,
    plan: new Map(),
    lastContinuation: null,
    inGrid: false,
  };
  classified.forEach((c, index) => readLine(r, c, index));
  return r.blocks;
}

/** A field's value with TransUnion's >adverse< marks removed, and whether they were there. */
export function valueOf(field: Field): { text: string; adverse: boolean } {
  return stripAdverseMarks(field.raw);
}

/** The first non-empty value printed for a key in a block. */
export function fieldText(block: Block, key: FieldKey): string | null {
  for (const f of block.fields) {
    if (f.key !== key) continue;
    const v = valueOf(f).text;
    if (v !== '') return v;
  }
  return null;
}

/** Every non-empty value printed for a key, in order. */
export function fieldTexts(block: Block, key: FieldKey): string[] {
  return block.fields
    .filter((f) => f.key === key)
    .map((f) => valueOf(f).text)
    .filter((v) => v !== '');
}

/**
 * Rejoins the wrapped values of a document's blocks when the document cuts values at a fixed
 * width (TransUnion): the fragment lengths, not the words, tell where a word continues.
 */
export function rejoinFixedWidthWraps(blocks: Block[]): void {
  const wrapped = blocks.flatMap((b) => b.fields.filter((f) => f.parts.length >= 2));
  const width = fixedWrapWidth(wrapped.map((f) => f.parts));
  if (width == null) return;
  for (const f of wrapped) f.raw = joinFixedWidth(f.parts, width);
}
