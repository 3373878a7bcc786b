import type { Account } from '../../model';
import { labelAt, type FieldKey } from '../../parse/common/labels';
import { redact } from '../../redact';

/**
 * A finding's evidence: the printed lines of the account that show it, label and value together, in printed
 * order, one per line (docs/decisions/001). A fact that is not printed is said as a plain sentence after them,
 * never dressed up as a line.
 */

/** One fact the evidence should show. */
export interface EvidenceItem {
  /** The field (any of its printed label synonyms) whose line shows the fact, or several in order of preference;
   * none for a fact no line prints (a payment-history month), said by its `otherwise` sentence. */
  field?: FieldKey | FieldKey[];
  /** The printed value must say this (a status naming a collection); any value when absent. */
  value?: RegExp;
  /** The value the parser read, to find the rest of a value wrapped onto the lines around its label. */
  read?: string | null;
  /** A plain sentence for when no printed line shows the fact ("No date of first delinquency is printed."). */
  otherwise?: string | null;
}

/** Value patterns of the facts rules look for. */
export const VALUES = {
  late: /\b(?:30|60|90|120|150|180)\s*days?\s+(?:past\s+due|late)|\blate\s+(?:30|60|90|120|150|180)\b/i,
  paidOrSettled: /\bpaid\b|\bsettled\b/i,
  soldOrTransferred: /\bsold\b|transferred|purchased\s+by/i,
  medical: /medical|hospital|health|clinic|physician|radiology|ambulance|anesthesi/i,
  collectionOrChargeOff: /collection|charge[ds]?[\s-]*off|written\s+off/i,
} as const;

/** A value pattern for a value as read ("Late 60 Days"), matching its printed text whatever the spacing and case. */
export function saying(read: string): RegExp {
  const words = read
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(words.join('\\s+'), 'i');
}

/** A label and the text after it up to the next label on the same line. */
interface Piece {
  key: FieldKey | null;
  /** Character offsets in the line. */
  start: number;
  end: number;
  value: string;
}

/**
 * A label inside a line (not at its start) is taken as one when it cannot be part of a value: after a wide gap,
 * followed by a colon, or printed in title case ("Balance", "Pay Status"), so that "charged off, balance written
 * off" stays one value.
 */
function labelInside(line: string, at: number): ReturnType<typeof labelAt> {
  const found = labelAt(line.slice(at));
  if (!found || found.weak) return null;
  if (found.colon || /\s{2,}$/.test(line.slice(0, at))) return found;
  return /^[A-Z][a-z]/.test(found.label) ? found : null;
}

/** The label/value pieces of a printed line, in order; text before the first label is a piece without a key. */
function piecesOf(line: string): Piece[] {
  const starts: { at: number; key: FieldKey; labelEnd: number }[] = [];
  const lead = line.length - line.trimStart().length;
  const first = labelAt(line.slice(lead));
  if (first) starts.push({ at: lead, key: first.key, labelEnd: lead + first.length });
  for (const m of line.matchAll(/(?<=\s)\S/g)) {
    const at = m.index;
    if (starts.length > 0 && at < starts[starts.length - 1]!.labelEnd) continue;
    const found = labelInside(line, at);
    if (found) starts.push({ at, key: found.key, labelEnd: at + found.length });
  }
  const pieces: Piece[] = [];
  if (starts.length === 0 || line.slice(0, starts[0]!.at).trim() !== '') {
    pieces.push({ key: null, start: 0, end: starts[0]?.at ?? line.length, value: line.slice(0, starts[0]?.at ?? line.length) });
  }
  starts.forEach((s, i) => {
    const end = starts[i + 1]?.at ?? line.length;
    pieces.push({
      key: s.key,
      start: s.at,
      end,
      value: line
        .slice(s.labelEnd, end)
        .replace(/^\s*[:：]?\s*/, '')
        .trim(),
    });
  });
  return pieces;
}

/** The line as evidence: labels printed there without a value (a value misplaced by the print) left out. */
function lineText(line: string): string {
  const pieces = piecesOf(line);
  const kept = pieces.filter((p) => p.key === null || p.value !== '');
  return kept.map((p) => line.slice(p.start, p.end).trim()).join(' ');
}

const norm = (s: string): string =>
  s
    .replace(/[^a-z0-9$]+/gi, ' ')
    .trim()
    .toLowerCase();

/** A line holding no label at its start: it can only be (part of) a value. */
function isValueLine(line: string | undefined): line is string {
  if (line === undefined || line.trim() === '') return false;
  const found = labelAt(line.trim());
  return !found || found.weak;
}

/** The lines that show one item, as indices into `lines` with the text each contributes; null when not printed. */
function linesOfItem(lines: string[], item: EvidenceItem): Map<number, string> | null {
  const keys = Array.isArray(item.field) ? item.field : item.field ? [item.field] : [];
  for (const key of keys) {
    for (let i = 0; i < lines.length; i++) {
      const found = linesOfPiece(lines, i, key, item);
      if (found) return found;
    }
  }
  return null;
}

/** The lines showing `key` when line `i` prints its label with a value (the rule's value, if it asks for one). */
function linesOfPiece(lines: string[], i: number, key: FieldKey, item: EvidenceItem): Map<number, string> | null {
  const line = lines[i]!;
  for (const piece of piecesOf(line)) {
    if (piece.key !== key) continue;
    const shown = new Map<number, string>([[i, piece.value === '' ? line.trim() : lineText(line)]]);
    let value = piece.value;
    if (value === '' && isValueLine(lines[i + 1])) {
      // A label printed alone: its value is on the line below, and a wrapped value may begin on the line above.
      shown.set(i + 1, lines[i + 1]!.trim());
      value = lines[i + 1]!.trim();
      const before = lines[i - 1];
      if (item.read && isValueLine(before) && !norm(value).includes(norm(item.read)) && norm(item.read).includes(norm(`${before} ${value}`))) {
        shown.set(i - 1, before.trim());
        value = `${before.trim()} ${value}`;
      }
    }
    if (value === '' || (item.value && !item.value.test(value))) continue;
    return shown;
  }
  return null;
}

/**
 * The printed lines of an account that show a finding's facts, whole and in printed order, one per line; the
 * `otherwise` sentence of each fact no printed line shows follows them. Redacted.
 */
export function accountEvidence(account: Account, items: EvidenceItem[]): string {
  const shown = new Map<number, string>();
  const sentences: string[] = [];
  for (const item of items) {
    const found = linesOfItem(account.evidence, item);
    if (found) for (const [i, text] of found) shown.set(i, text);
    else if (item.otherwise) sentences.push(item.otherwise);
  }
  const printed = [...shown.entries()].sort(([a], [b]) => a - b).map(([, text]) => text.replace(/\s+/g, ' '));
  return redact([...printed, ...sentences].join('\n'));
}

/** A plain sentence restating a value the report was read as, for when its printed line is not among the evidence. */
export function readAs(what: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return `The ${what} reads ${value}.`;
}
