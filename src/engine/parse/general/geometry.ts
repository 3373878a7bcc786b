/**
 * How labels and values sit on a line (general reader): same line ("Label value", "Label: value", several pairs in
 * columns), a row of labels over a row of values, and bureau columns (a header of bureau names, then a label and one
 * value a bureau). Labels come from the vocabulary; positions from the line's segments.
 */
import type { Bureau } from '../../model';
import type { Field } from '../common/blocks';
import type { FieldKey } from '../common/labels';
import type { Line, Segment } from '../common/lines';
import { bureauOfHead } from '../common/bureau-names';
import { wordsOf as lineWords } from '../common/table';
import { generalLabelAt, isWholeLabel } from '../common/vocabulary';

export { bureauOfHead } from '../common/bureau-names';

export interface Pair {
  key: FieldKey | null;
  label: string;
  value: string;
  x: number;
  valueX: number;
}

/** A pair as a block's field. */
export function fieldOf(p: Pair): Field {
  return { key: p.key, label: p.label, raw: p.value, parts: [p.value], x: p.x, valueX: p.valueX };
}

interface Cell {
  label: { key: FieldKey | null; label: string } | null;
  value: string;
  x: number;
  valueX: number;
}

/** A segment read as label, label + value, or value. Splits "Label:value Label:value" glued in one segment. */
function cellsOf(seg: Segment): Cell[] {
  const out: Cell[] = [];
  let rest = seg.text;
  let x = seg.x;
  const width = seg.text.length > 0 ? (seg.right - seg.x) / seg.text.length : 5;
  while (rest.length > 0) {
    const m = generalLabelAt(rest);
    if (!m) {
      // a value followed, after a gap, by a label of several words with its own value
      let cut = rest.length;
      for (let i = 1; i < rest.length; i++) {
        if (rest.charAt(i - 1) !== ' ' || !/[A-Z]/.test(rest.charAt(i))) continue;
        const next = generalLabelAt(rest.slice(i));
        if (next && !next.weak && (next.colon || next.label.includes(' ')) && rest.slice(i + next.length).trim() !== '') {
          cut = i;
          break;
        }
      }
      out.push({ label: null, value: rest.slice(0, cut).trim(), x, valueX: x });
      if (cut === rest.length) break;
      rest = rest.slice(cut);
      x += cut * width;
      continue;
    }
    const after = rest.slice(m.length);
    // leader dots between the label and its value ("Balance ........ $1,234") are the gap, not the value
    const value = after.replace(/^\s*(?:\.\s?){3,}/, '').replace(/^\s+/, '');
    // a value glued to the next label ("…9139Reported:"): split at the next "Label:" the vocabulary knows
    let cut = value.length;
    for (let i = 1; i < value.length; i++) {
      if (!/[A-Z]/.test(value.charAt(i)) || /[A-Za-z]/.test(value.charAt(i - 1))) continue;
      const next = generalLabelAt(value.slice(i));
      // "Label:" glued on, or a label of several words after a gap with a value of its own ("… Reference Number 17-73515")
      const spaced = next && value.charAt(i - 1) === ' ' && !next.weak && next.label.includes(' ') && value.slice(i + next.length).trim() !== '';
      if (next?.colon || spaced) {
        cut = i;
        break;
      }
    }
    const valueX = x + (rest.length - value.length) * width;
    // the ";" that parts a run of fields ("Type: Collection; Status: …") closes the value, it is not in it
    out.push({ label: { key: m.key, label: m.label }, value: value.slice(0, cut).trim().replace(/\s*;$/, ''), x, valueX });
    rest = value.slice(cut);
    x = valueX + cut * width;
  }
  return out;
}

export interface LineReading {
  pairs: Pair[];
  /** Labels printed with no value beside them (a row of labels over values, or an empty field). */
  bareLabels: Array<{ key: FieldKey | null; label: string; x: number; right: number }>;
  /** Segments that are neither labels nor their values. */
  loose: Segment[];
}

/** Fields whose value is a word that can also be a label ("Status  Closed", "Account type  Open"). */
const WORD_VALUED = new Set<FieldKey>(['status', 'accountType', 'loanType', 'responsibility', 'remarks']);

/** Pairs on one line: each label takes the value segment that follows it, up to the next label. */
export function readLine(line: Line): LineReading {
  const pairs: Pair[] = [];
  const bareLabels: LineReading['bareLabels'] = [];
  const loose: Segment[] = [];
  let open: { key: FieldKey | null; label: string; x: number; right: number } | null = null;
  const cells = line.segments.flatMap((seg) => cellsOf(seg).map((cell) => ({ seg, cell })));
  for (const [i, { seg, cell }] of cells.entries()) {
    {
      // "Status  Closed": a status word that is also a label ("Closed", "Open"), alone after a text field's label
      if (open && cell.label && !cell.value && i === cells.length - 1 && open.key && WORD_VALUED.has(open.key)) {
        pairs.push({ key: open.key, label: open.label, value: seg.text.trim(), x: open.x, valueX: cell.x });
        open = null;
        continue;
      }
      if (cell.label && cell.value) {
        if (open) bareLabels.push(open);
        open = null;
        pairs.push({ key: cell.label.key, label: cell.label.label, value: cell.value, x: cell.x, valueX: cell.valueX });
      } else if (cell.label) {
        if (open) bareLabels.push(open);
        open = { ...cell.label, x: cell.x, right: seg.right };
      } else if (open) {
        pairs.push({ key: open.key, label: open.label, value: cell.value, x: open.x, valueX: cell.x });
        open = null;
      } else {
        loose.push({ text: cell.value, x: cell.valueX, right: seg.right });
      }
    }
  }
  if (open) bareLabels.push(open);
  return { pairs, bareLabels, loose };
}

/** Values printed under a row of labels: each value segment goes to the label whose column it starts in. */
export function pairsUnder(labels: LineReading['bareLabels'], values: Line): Pair[] | null {
  if (labels.length < 2) return null;
  const out: Pair[] = [];
  for (const seg of values.segments) {
    let best: (typeof labels)[number] | null = null;
    for (const l of labels) if (l.x <= seg.x + 6 && (!best || l.x > best.x)) best = l;
    if (!best) return null;
    const prev = out.find((p) => p.x === best.x);
    if (prev) prev.value = `${prev.value} ${seg.text}`;
    else out.push({ key: best.key, label: best.label, value: seg.text, x: best.x, valueX: seg.x });
  }
  return out.length > 0 ? out : null;
}

const BUREAU_NAME: Array<[Bureau, RegExp]> = [
  ['transunion', /^trans\s?union\s*[®™]?$/i],
  ['experian', /^experian\s*[®™]?$/i],
  ['equifax', /^equifax\s*[®™]?$/i],
];

export function bureauOfText(text: string): Bureau | null {
  const t = text.trim();
  for (const [b, re] of BUREAU_NAME) if (re.test(t)) return b;
  return null;
}

/** Words of a line where they are printed (common/table.ts's words), each with its centre. */
export function wordsOf(line: Line): Array<{ text: string; x: number; right: number; center: number }> {
  return lineWords(line).map(({ text, x, right }) => ({ text, x, right, center: (x + right) / 2 }));
}

export interface BureauColumn {
  bureau: Bureau;
  center: number;
  left: number;
}

/** The column a value printed from x on belongs to: the one whose cell starts nearest (values are left-aligned). */
export function columnAt(columns: BureauColumn[], x: number): BureauColumn {
  let best = columns[0]!;
  for (const c of columns) if (Math.abs(c.left - x) < Math.abs(best.left - x)) best = c;
  return best;
}

/** The column whose head is nearest to a mark or a centred value printed around `center`. */
export function columnNearest(columns: BureauColumn[], center: number): BureauColumn {
  let best = columns[0]!;
  for (const c of columns) if (Math.abs(c.center - center) < Math.abs(best.center - center)) best = c;
  return best;
}

/**
 * The heads of two or three bureau columns on a line, by name or abbreviation; the line's other words are given to
 * `other`, and a head that is not alone in its run of text ("TU EXP EQF" printed as one run) is placed by its letters.
 */
export function bureauHeads(line: Line, other: (text: string) => boolean): BureauColumn[] | null {
  const cols: BureauColumn[] = [];
  for (const seg of line.segments) {
    if (other(seg.text.trim())) continue;
    const whole = bureauOfHead(seg.text);
    if (whole) {
      cols.push({ bureau: whole, center: (seg.x + seg.right) / 2, left: seg.x });
      continue;
    }
    const words = wordsOf({ ...line, segments: [seg] });
    const heads = words.map((w) => bureauOfHead(w.text));
    if (heads.some((b) => b == null)) return null;
    words.forEach((w, k) => cols.push({ bureau: heads[k]!, center: w.center, left: w.x }));
  }
  if (cols.length < 2 || new Set(cols.map((c) => c.bureau)).size !== cols.length) return null;
  return cols;
}

/** A header of two or three bureau names (or their abbreviations) side by side: the columns of a multi-bureau table. */
export function bureauColumns(line: Line): BureauColumn[] | null {
  const cols = bureauHeads(line, (text) => /^(?:bureau|credit bureau|)$/i.test(text));
  if (!cols) return null;
  // A cell starts half a column before its header's centre (centred headers), or at the header (left-aligned ones):
  // half the distance between centres covers both.
  const gap = pitchOf(cols);
  return cols.map((c) => ({ ...c, left: Math.min(c.left, c.center - gap / 2) }));
}

/** The mean distance between neighbouring columns' centres. */
function pitchOf(columns: BureauColumn[]): number {
  const centers = columns.map((c) => c.center).sort((a, b) => a - b);
  return (centers[centers.length - 1]! - centers[0]!) / Math.max(1, centers.length - 1);
}

type LabelOf = (text: string) => { key: FieldKey | null; label: string; length: number } | null;

/**
 * A label and one value a bureau column, the label printed in a label column left of the bureaus' cells or right of
 * them (the last cell of the line); null when the line has no label at either end. `labelOf` tells a label (the
 * general vocabulary unless given).
 */
export function columnValues(
  line: Line,
  columns: BureauColumn[],
  labelOf: LabelOf = generalLabelAt,
): { key: FieldKey | null; label: string; x: number; values: Map<Bureau, string> } | null {
  const left = labelLeftOf(line, columns, labelOf);
  const read = left ?? labelRightOf(line, columns, labelOf);
  if (!read) return null;
  const values = new Map<Bureau, string>();
  const firstCol = Math.min(...columns.map((c) => c.center));
  for (const seg of read.segs) {
    if (left && seg.right < firstCol - 60) continue;
    const best = columnAt(columns, seg.x);
    const prev = values.get(best.bureau);
    values.set(best.bureau, prev ? `${prev} ${seg.text}` : seg.text);
  }
  return { key: read.key, label: read.label, x: read.x, values };
}

interface LabelledSegments {
  key: FieldKey | null;
  label: string;
  x: number;
  segs: Segment[];
}

function labelLeftOf(line: Line, columns: BureauColumn[], labelOf: LabelOf): LabelledSegments | null {
  const [first, ...rest] = line.segments;
  if (!first) return null;
  // the label sits in the label column, left of every bureau's cells (a value that is also a word of a label — a
  // remark's "lender" — is no label)
  if (first.x >= Math.min(...columns.map((c) => c.left)) - LABEL_MARGIN) return null;
  const m = labelOf(first.text);
  if (!m) return null;
  const inline = first.text.slice(m.length).trim();
  const segs = inline ? [{ text: inline, x: first.right - 1, right: first.right }, ...rest] : rest;
  return { key: m.key, label: m.label, x: first.x, segs };
}

/** A whole label printed as the line's last cell, right of where the last bureau's column ends, after its values. */
function labelRightOf(line: Line, columns: BureauColumn[], labelOf: LabelOf): LabelledSegments | null {
  const last = line.segments[line.segments.length - 1];
  if (!last || line.segments.length < 2) return null;
  const end = Math.max(...columns.map((c) => c.center)) + pitchOf(columns) / 2;
  const text = last.text.trim();
  const m = labelOf(text);
  if (last.x < end || !m || m.length < text.length) return null;
  return { key: m.key, label: m.label, x: last.x, segs: line.segments.slice(0, -1) };
}

/** How far left of the first bureau's cells a row's label starts at least. */
const LABEL_MARGIN = 20;

/**
 * A label wrapped over two lines in the label column, its values printed between them or beside the first ("Date of
 * First" / "04/2023  04/2023" / "Delinquency:"): one line, the joined label then the values; with the number of lines
 * it takes. Null when the two fragments do not make a known label.
 */
export function wrappedLabelRow(lines: Line[], i: number, columns: BureauColumn[]): { line: Line; used: number } | null {
  const [a, b, c] = [lines[i], lines[i + 1], lines[i + 2]];
  const left = Math.min(...columns.map((col) => col.left)) - LABEL_MARGIN;
  const lone = (l: Line | undefined) => l != null && l.segments.length === 1 && l.segments[0]!.x < left;
  const values = (l: Line | undefined) => l != null && l.segments.length > 0 && l.segments.every((seg) => seg.x >= left);
  if (!lone(a) || isWholeLabel(a!.segments[0]!.text)) return null;
  const join = (tail: Line, vals: Line['segments']) => {
    const text = `${a!.segments[0]!.text} ${tail.segments[0]!.text}`;
    const m = generalLabelAt(text);
    return m && m.length >= text.trim().length ? { ...a!, text, segments: [{ ...a!.segments[0]!, text }, ...vals] } : null;
  };
  if (values(b) && lone(c) && b!.page === a!.page && c!.page === a!.page) {
    const line = join(c!, b!.segments);
    if (line) return { line, used: 3 };
  }
  if (lone(b) && b!.page === a!.page) {
    const line = join(b!, []);
    if (line) return { line, used: 2 };
  }
  return null;
}
