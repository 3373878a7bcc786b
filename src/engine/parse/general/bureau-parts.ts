/**
 * A print of several single-bureau reports one after another (a section a bureau, each headed by the bureau's name
 * alone on a line, or with "report" after it — as monitoring sites print TransUnion then Equifax): the parts, each
 * with the lines before the first heading (the consumer, the site), so every part is read as the report of its
 * bureau. Decided from the page: such a heading on a line that starts a part with report content, at least two
 * bureaus.
 */
import type { ExtractedDocument, TextLine } from '../../extract/types';
import type { Bureau } from '../../model';
import { bureauOfText } from './geometry';

export interface BureauPart {
  bureau: Bureau;
  doc: ExtractedDocument;
}

/**
 * A line holding only a bureau's name, "report" or "credit report" after it allowed ("Equifax® report": a section
 * heading, not a column header or a row naming a bureau first).
 */
function headingBureau(line: TextLine): Bureau | null {
  return line.items.length === 1 ? bureauOfText(line.text.replace(REPORT_WORDS, '')) : null;
}

const REPORT_WORDS = /\s+(?:credit\s+)?(?:report|file)\s*$/i;

/** The parts of a document of several bureaus' sections; null when it is not one. */
export function bureauParts(doc: ExtractedDocument): BureauPart[] | null {
  const preamble: Array<{ page: number; line: TextLine }> = [];
  const parts: Array<{ bureau: Bureau; lines: Array<{ page: number; line: TextLine }> }> = [];
  for (const page of doc.pages) {
    for (const line of [...page.lines].sort((a, b) => a.y - b.y)) {
      const b = headingBureau(line);
      const current = parts[parts.length - 1];
      // the same bureau's name again (a page header repeated) continues its part
      if (b && b !== current?.bureau) parts.push({ bureau: b, lines: [{ page: page.number, line }] });
      else (current ? current.lines : preamble).push({ page: page.number, line });
    }
  }
  const bureaus = new Set(parts.map((p) => p.bureau));
  // each bureau once, each part more than its heading: two or three reports, not a legend naming the bureaus
  if (parts.length < 2 || bureaus.size !== parts.length || parts.some((p) => p.lines.length < MIN_PART_LINES)) return null;
  return parts.map((p) => ({ bureau: p.bureau, doc: docOf(doc, [...preamble, ...p.lines]) }));
}

/** Lines a part needs beyond its heading to hold a report (a date, a section heading, an account). */
const MIN_PART_LINES = 5;

function docOf(doc: ExtractedDocument, lines: Array<{ page: number; line: TextLine }>): ExtractedDocument {
  const pages = doc.pages.map((p) => ({ ...p, lines: lines.filter((l) => l.page === p.number).map((l) => l.line) })).filter((p) => p.lines.length > 0);
  return { ...doc, pages };
}
