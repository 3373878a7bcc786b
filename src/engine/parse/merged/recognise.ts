/**
 * How a 3-bureau monitoring report (IdentityIQ, MyScoreIQ, SmartCredit, MyFreeScoreNow) is recognised:
 * the bureau header row repeated above its tables ("TransUnion  Experian  Equifax", "Transunion ®  …"),
 * or, for a single tradeline or a single-bureau page of those sites, one bureau header and the sites'
 * own label vocabulary ("Bureau Code:", "Balance Owed:", "Days Late - 7 Year History" …).
 */
import type { ExtractedDocument, TextItem } from '../../extract/types';
import type { Line } from '../common/lines';
import { bureauHeader } from './columns';

interface PlainLine {
  text: string;
  items: TextItem[];
}

/** Labels only the 3-bureau monitoring sites print (F6, F7 in docs of the report formats). */
const MONITORING_LABELS: RegExp[] = [
  /^account #:?$/i,
  /^account type - detail:?$/i,
  /^bureau code:?$/i,
  /^no\. of months \(terms\):?$/i,
  /^date last active:?$/i,
  /^two-year payment history$/i,
  /^days late - 7 year history$/i,
  /^balance owed:?$/i,
  /^last veri(?:fi|ﬁ)?ed:?$/i,
  /^account rating:?$/i,
  /^account description:?$/i,
  /^creditor remarks:?$/i,
  /^dispute status:?$/i,
  /^term length:?$/i,
  /^payment frequency:?$/i,
];

function monitoringLabels(lines: PlainLine[]): number {
  const seen = new Set<RegExp>();
  for (const line of lines) {
    for (const item of line.items) {
      const text = item.text.trim().replace(/\s+/g, ' ');
      const label = MONITORING_LABELS.find((re) => re.test(text));
      if (label) seen.add(label);
    }
  }
  return seen.size;
}

function isFullHeader(line: PlainLine): boolean {
  return (bureauHeader(line)?.columns.length ?? 0) === 3;
}

function recognised(lines: PlainLine[]): boolean {
  // A single contact table naming the three bureaus is not enough: merged reports repeat the header over every table.
  if (lines.filter(isFullHeader).length >= 2) return true;
  // One table (a single tradeline) or one bureau's column (a single-bureau page) in the sites' own vocabulary.
  return lines.some((line) => bureauHeader(line, { single: true }) !== null) && monitoringLabels(lines) >= 3;
}

/** The recognition above over the layout detector's lines. */
export function hasBureauColumns(lines: Line[]): boolean {
  return recognised(lines.map((l) => ({ text: l.text, items: l.segments.map((s) => ({ text: s.text, x: s.x, width: s.right - s.x })) })));
}

/** True when the document prints bureau columns the way the 3-bureau monitoring sites do. */
export function looksLikeMerged(doc: ExtractedDocument): boolean {
  const lines = doc.pages.flatMap((p) => p.lines);
  if (recognised(lines)) return true;
  // a short print (one account table) with a single three-bureau header row
  return doc.pages.length <= 2 && lines.some(isFullHeader);
}
