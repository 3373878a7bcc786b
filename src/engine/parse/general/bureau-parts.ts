/**
 * A print of several single-bureau reports one after another (a section a bureau, each headed by the bureau's name
 * alone on a line, or with "report" after it — as monitoring sites print TransUnion then Equifax): the parts, each
 * with the lines before the first heading (the consumer, the site), so every part is read as the report of its
 * bureau. Decided from the page: such a heading on a line that starts a part with report content, at least two
 * bureaus.
 */
import type { ExtractedDocument, TextLine } from '../../extract/types';
import type { Bureau } from '../../model';
import { bureauOfHeading } from '../common/bureau-names';
import { toLine } from '../common/lines';
import { headingKind, INQUIRY_SECTIONS } from '../common/sections';
import { bureausOfInquiryRows } from './inquiry-rows';

export interface BureauPart {
  bureau: Bureau;
  doc: ExtractedDocument;
}

/** A line holding only a bureau's heading (common/bureau-names.ts `bureauOfHeading`): a section heading, not a column header or a row naming a bureau first. */
function headingBureau(line: TextLine): Bureau | null {
  return line.items.length === 1 ? bureauOfHeading(line.text) : null;
}

/** The parts of a document of several bureaus' sections; null when it is not one. */
export function bureauParts(doc: ExtractedDocument): BureauPart[] | null {
  const preamble: PageLine[] = [];
  const parts: Array<{ bureau: Bureau; lines: PageLine[] }> = [];
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
  const last = parts[parts.length - 1]!;
  const shared = sharedInquiries(last.lines);
  if (shared) last.lines = last.lines.filter((l) => !shared.rows.has(l));
  const own = (b: Bureau) => (shared ? [...shared.rows].filter(([, named]) => named == null || named === b).map(([l]) => l) : []);
  return parts.map((p) => ({ bureau: p.bureau, doc: docOf(doc, [...preamble, ...p.lines, ...own(p.bureau)]) }));
}

type PageLine = { page: number; line: TextLine };

/**
 * The inquiry section closing the last part when its rows name several bureaus ("Hard Inq (all bureaus)": a row an
 * inquiry, its bureau's name or code in a Bureau column): each of its lines with the bureau its row names (null for
 * the heading, the header and lines of no bureau). Each part is given the rows of its bureau, as the inquiries of its
 * report; null when the last part closes with no such table.
 */
function sharedInquiries(lines: PageLine[]): { rows: Map<PageLine, Bureau | null> } | null {
  const from = lines.findIndex(({ page, line }) => {
    const kind = headingKind(toLine(line, page));
    return kind != null && INQUIRY_SECTIONS.has(kind);
  });
  if (from < 0) return null;
  const rest = lines.slice(from + 1);
  const end = rest.findIndex(({ page, line }) => headingKind(toLine(line, page)) != null);
  const section = lines.slice(from, end < 0 ? undefined : from + 1 + end);
  const named = bureausOfInquiryRows(section.map(({ page, line }) => toLine(line, page)));
  if (new Set(named.filter((b) => b != null)).size < 2) return null;
  return { rows: new Map(section.map((l, k) => [l, named[k] ?? null])) };
}

/** Lines a part needs beyond its heading to hold a report (a date, a section heading, an account). */
const MIN_PART_LINES = 5;

function docOf(doc: ExtractedDocument, lines: PageLine[]): ExtractedDocument {
  const pages = doc.pages.map((p) => ({ ...p, lines: lines.filter((l) => l.page === p.number).map((l) => l.line) })).filter((p) => p.lines.length > 0);
  return { ...doc, pages };
}
