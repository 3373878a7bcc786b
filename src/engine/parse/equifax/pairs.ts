/**
 * Splits an Equifax line into `Label: value` pairs. Several pairs may share a line, separated by "|"
 * or by nothing at all ("Date Closed:Balance: $0"), so labels are found by looking back from each
 * colon for the longest known label, not by splitting on separators.
 */
import { cleanValue } from '../common/field-values';
import { knownLabels, labelMatchKey, type LabelField } from '../common/field-labels';

export interface Pair {
  /** The label as printed (without the colon). */
  label: string;
  /** Null for a label that is not in the dictionary. */
  field: LabelField | null;
  value: string;
}

const MAX_LABEL = 48;
const LABEL_KEYS = new Map<string, LabelField>();
for (const spec of knownLabels()) if (!LABEL_KEYS.has(spec.key)) LABEL_KEYS.set(spec.key, spec.field);

interface LabelHit {
  start: number;
  colon: number;
  label: string;
  field: LabelField | null;
}

function canStartLabel(text: string, i: number): boolean {
  const c = text[i] ?? '';
  if (!/[A-Za-z#]/.test(c)) return false;
  const before = text[i - 1];
  if (before === undefined || !/[A-Za-z]/.test(before)) return true;
  return /[A-Z]/.test(c) && /[a-z]/.test(before);
}

/** The longest known label that ends right before `colon` and starts at or after `from`. */
function knownLabelBefore(text: string, from: number, colon: number): LabelHit | null {
  for (let i = Math.max(from, colon - MAX_LABEL); i < colon; i++) {
    if (!canStartLabel(text, i)) continue;
    const label = text.slice(i, colon).trim();
    const field = LABEL_KEYS.get(labelMatchKey(label));
    if (field && labelMatchKey(label).length > 0) return { start: i, colon, label, field };
  }
  return null;
}

/** An unknown label directly after a separator ("|", line start, a wide gap): a few capitalised words. */
function unknownLabelBefore(text: string, from: number, colon: number): LabelHit | null {
  const segment = text.slice(from, colon);
  const separators = [...segment.matchAll(/\||\s{2,}/g)];
  const last = separators[separators.length - 1];
  const offset = last ? (last.index ?? 0) + last[0].length : 0;
  if (!last && from !== 0) return null;
  const raw = segment.slice(offset);
  const label = raw.trim();
  if (!label || label.length > MAX_LABEL || label.split(/\s+/).length > 5) return null;
  if (!/^[A-Z#(]/.test(label) || /[$\d]{3,}/.test(label)) return null;
  return { start: from + offset + raw.indexOf(label), colon, label, field: null };
}

function labelHits(text: string): LabelHit[] {
  const hits: LabelHit[] = [];
  let from = 0;
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    // a time like 10:30 is a value, not a label
    if (/\d/.test(text[colon - 1] ?? '') && /\d/.test(text[colon + 1] ?? '')) continue;
    // after a separator ("|" or a wide gap) the label starts there: a value ending in a label's first
    // word ("Charge Account | Owner:") must not lend it to the label ("Account Owner")
    const separators = [...text.slice(from, colon).matchAll(/\||\s{2,}/g)];
    const last = separators[separators.length - 1];
    const start = last ? from + (last.index ?? 0) + last[0].length : from;
    const hit = knownLabelBefore(text, start, colon) ?? unknownLabelBefore(text, from, colon);
    if (!hit) continue;
    hits.push(hit);
    from = colon + 1;
  }
  return hits;
}

/** The pairs on one line; empty when the line holds no `Label:`. */
export function splitPairs(text: string): Pair[] {
  const hits = labelHits(text);
  return hits.map((hit, index) => {
    const end = hits[index + 1]?.start ?? text.length;
    return { label: hit.label.replace(/\s+/g, ' '), field: hit.field, value: cleanValue(text.slice(hit.colon + 1, end)) };
  });
}

/** Text on the line before its first label (e.g. a creditor name printed in front of its pairs). */
export function textBeforePairs(text: string): string {
  const first = labelHits(text)[0];
  return cleanValue(first ? text.slice(0, first.start) : text);
}
