/**
 * Bureaus named by headings rather than by columns or rows (decision 216): a saved web page (or its print) puts each
 * bureau's part of an account, of the inquiries or of the public records under a heading that is the bureau's name
 * ("TransUnion", "Equifax (3)"), or names it in a field of its own ("Bureau  Experian"). What follows such a heading,
 * up to the next one or the next account, is that bureau's.
 */
import type { Bureau } from '../../model';
import type { Line } from '../common/lines';
import { bureauOfText } from './geometry';

/** "(3)", "- 3 inquiries": the count a heading may carry after the bureau's name. */
const COUNT = /\s*[:–—-]?\s*\(?\d+\)?\s*(?:items?|accounts?|inquir(?:y|ies)|records?)?\s*$/i;
/** The label of a field that names the bureau of its record. */
const BUREAU_FIELD = /^(?:credit\s+)?bureau\s*:?$|^(?:reported\s+by|source)\s*:?$/i;

/** The bureau a line is the heading of: the line is the bureau's name alone (a count after it allowed). */
export function bureauHeading(line: Line): Bureau | null {
  if (line.segments.length !== 1) return null;
  return bureauOfText(line.segments[0]!.text.replace(COUNT, ''));
}

/** The bureau a "Bureau  Experian" field names. */
export function bureauField(line: Line): Bureau | null {
  const [label, value, ...rest] = line.segments;
  if (!label || !value || rest.length > 0 || !BUREAU_FIELD.test(label.text.trim())) return null;
  return bureauOfText(value.text);
}

/** A bureau's name opening a run of its fields: "TransUnion: Account number: …; Balance: …". */
const OPENING = /^\s*(trans\s?union|experian|equifax)\s*[®™]?\s*:\s*/i;

/**
 * A line a bureau's name opens, as a paragraph of that bureau's fields does (decision 227): the bureau, and the line
 * without the name (its fields, or nothing when the bureau has no such account: "Equifax: not reported.").
 */
export function bureauOpening(line: Line): { bureau: Bureau; rest: Line } | null {
  const [first, ...others] = line.segments;
  const m = first ? OPENING.exec(first.text) : null;
  const bureau = m ? bureauOfText(m[1]!) : null;
  if (!first || !m || !bureau) return null;
  const text = first.text.slice(m[0].length);
  const width = first.text.length > 0 ? (first.right - first.x) / first.text.length : 5;
  const segments = text.trim() === '' ? others : [{ ...first, text, x: first.x + m[0].length * width }, ...others];
  return { bureau, rest: { ...line, segments, text: segments.map((s) => s.text).join('  '), x: segments[0]?.x ?? line.x } };
}
