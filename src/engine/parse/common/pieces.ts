import { parseDate } from './dates';
import { labelAt, type FieldKey } from './labels';
import type { Line, Segment } from './lines';
import { parseMoney } from './money';
import { stripAdverseMarks } from './ocr';

/** Part of a line: a label alone, a label with its value, or plain text. */
export interface Piece {
  kind: 'label' | 'pair' | 'text';
  /** Known field, or null for a label we do not know ("Address:"). */
  key: FieldKey | null;
  label: string;
  value: string;
  x: number;
  valueX: number;
  /** A label that is also an ordinary word ("Closed"), printed without a colon. */
  weak: boolean;
  /** The label was printed with a colon ("Balance:"). */
  colon: boolean;
}

/** A label we do not know, printed with a colon: "Loan type:", "Date of status:". */
const UNKNOWN_LABEL = /^([A-Za-z][A-Za-z0-9 /#&'’().-]{0,38}[A-Za-z#).])\s*:(?!\d)\s*/;

function looksLikeValue(text: string): boolean {
  const t = stripAdverseMarks(text).text;
  return parseMoney(t) !== null || parseDate(t) !== null || /^(?:-|n\/a|none)$/i.test(t);
}

function charWidthOf(seg: Segment): number {
  return seg.text.length > 0 ? Math.max(1, (seg.right - seg.x) / seg.text.length) : 5;
}

/** Finds "Known label:" occurrences after the start of a text (several pairs in one run of text). */
function embeddedLabels(text: string): number[] {
  const starts: number[] = [];
  const re = /(?:^|\s|\|)\s*(?=[A-Za-z])/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const at = m.index + m[0].length;
    if (at === 0) {
      re.lastIndex = Math.max(re.lastIndex, 1);
      continue;
    }
    const label = labelAt(text.slice(at));
    if (label && label.colon) starts.push(at);
    if (re.lastIndex === m.index) re.lastIndex++;
  }
  return starts;
}

/** A known label that is only the first word of a longer, unknown one ("Reported Since:" is not "Reported"). */
function startsUnknownLabel(text: string, known: { length: number; colon: boolean }): boolean {
  const unknown = UNKNOWN_LABEL.exec(text);
  if (known.colon || unknown == null || unknown[1]!.length <= known.length) return false;
  // Only words continue the label; a value ("Date Opened 03/2018  Balance:") ends it.
  return /^[A-Za-z ]+$/.test(unknown[1]!.slice(known.length));
}

function piecesOfText(text: string, x: number, cw: number): Piece[] {
  const found = labelAt(text);
  const known = found && startsUnknownLabel(text, found) ? null : found;
  const unknown = known ? null : UNKNOWN_LABEL.exec(text);
  if (!known && !unknown) return [{ kind: 'text', key: null, label: '', value: text, x, valueX: x, weak: false, colon: false }];

  const labelLength = known ? known.length : unknown![0].length;
  const label = known ? known.label : unknown![1]!;
  const key = known ? known.key : null;
  const weak = known ? known.weak : false;
  const colon = known ? known.colon : true;
  const rest = text.slice(labelLength);
  // OCR specks after a label ("Credit Limit. .") are not a value.
  const restTrim = /^[\s.,:;'"`|_~-]*$/.test(rest) ? '' : rest.trim();
  // Without a colon or a gap, a label runs into its value only when the value is unmistakable
  // (money, a date) or the label is a phrase of several words ("Pay Status Paid as agreed", as OCR
  // prints it when it loses the gap).
  const phrase = known != null && !known.weak && /\s/.test(known.label.trim()) && /^\s*[A-Z0-9>$(]/.test(rest);
  if (known && !known.colon && restTrim !== '' && !looksLikeValue(restTrim) && !phrase) {
    return [{ kind: 'text', key: null, label: '', value: text, x, valueX: x, weak: false, colon: false }];
  }
  const lead = rest.length - rest.trimStart().length;
  const valueX = x + (labelLength + lead) * cw;
  if (restTrim === '') return [{ kind: 'label', key, label, value: '', x, valueX, weak, colon }];

  // The value may itself be followed by more "Label:" pairs.
  const more = embeddedLabels(restTrim);
  if (more.length === 0) return [{ kind: 'pair', key, label, value: restTrim.replace(/\s*\|$/, ''), x, valueX, weak, colon }];
  const first = more[0]!;
  const value = restTrim.slice(0, first).replace(/[\s|]+$/, '');
  const offset = labelLength + lead + first;
  const head: Piece =
    value === '' ? { kind: 'label', key, label, value: '', x, valueX, weak, colon } : { kind: 'pair', key, label, value, x, valueX, weak, colon };
  return [head, ...piecesOfText(restTrim.slice(first), x + offset * cw, cw)];
}

/** Splits one segment into label/value pieces; "|" separates pairs printed on one line. */
export function piecesOfSegment(seg: Segment): Piece[] {
  const cw = charWidthOf(seg);
  const parts: Piece[] = [];
  let offset = 0;
  for (const part of seg.text.split(/(\s*\|\s*)/)) {
    if (/^\s*\|\s*$/.test(part) || part.trim() === '') {
      offset += part.length;
      continue;
    }
    parts.push(...piecesOfText(part.trim(), seg.x + offset * cw, cw));
    offset += part.length;
  }
  return parts;
}

/**
 * A label run into its value without a colon, accepted only because the label is a phrase ("Unpaid balance REPORTED
 * AS A LOSS"): the value words gave no proof of their own.
 */
function isPhrasePair(piece: Piece): boolean {
  return piece.kind === 'pair' && !piece.colon && !looksLikeValue(piece.value);
}

/**
 * A segment printed after a lone label on the same line is that label's value, even where it opens with a label's
 * words ("Remarks   UNPAID BALANCE REPORTED AS A LOSS…"): a label run into its value is how a lost gap prints at the
 * start of a line, not beside a label still waiting for its value.
 */
export function piecesOfLine(line: Line): Piece[] {
  const out: Piece[] = [];
  for (const seg of line.segments) {
    const pieces = piecesOfSegment(seg);
    const [head] = pieces;
    if (head && out[out.length - 1]?.kind === 'label' && isPhrasePair(head)) {
      pieces[0] = { ...head, kind: 'text', key: null, label: '', value: `${head.label} ${head.value}`, valueX: head.x, weak: false };
    }
    out.push(...pieces);
  }
  return out;
}
