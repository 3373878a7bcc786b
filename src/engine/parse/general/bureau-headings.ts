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
