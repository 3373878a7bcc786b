import { labelAt, labelKey } from './labels';
import type { Line } from './lines';

export type SectionKind =
  | 'preamble'
  | 'personal'
  | 'summary'
  | 'score'
  | 'negative'
  | 'good'
  | 'accounts'
  | 'revolving'
  | 'installment'
  | 'mortgage'
  | 'otherAccounts'
  | 'collections'
  | 'publicRecords'
  | 'hardInquiries'
  | 'softInquiries'
  | 'accountReviewInquiries'
  | 'inquiries'
  | 'statement'
  | 'ignored';

export interface Section {
  kind: SectionKind;
  heading: Line | null;
  lines: Line[];
}

export type HeadingTable = Array<[SectionKind, RegExp]>;

/** Section headings of every bureau's consumer disclosure, as whole-line patterns. */
export const COMMON_HEADINGS: HeadingTable = [
  [
    'personal',
    /^(?:personal|consumer|identifying|identification)\s+(?:information|info|details|data)$|^personal\s+profile$|^your\s+personal\s+information$|^personal\s+info(?:rmation)?\s+summary$/,
  ],
  ['summary', /^(?:report|account|credit|accounts?)\s+summary$|^summary(?:\s+of\s+accounts)?$|^at\s+a\s+glance$|^overview$|^in\s+(?:short|brief)$/],
  ['score', /^(?:your\s+)?(?:credit\s+)?scores?(?:\s+information)?$/],
  [
    'negative',
    /^(?:potentially\s+negative\s+(?:items|information|accounts)(?:\s+or\s+items\s+for\s+further\s+review)?|(?:accounts|items)\s+(?:needing|requiring|that\s+need)\s+(?:your\s+)?attention|negative\s+items\s+for\s+review|accounts?\s+with\s+(?:derogatory|adverse|negative)\s+(?:information|history|items)|derogatory\s+accounts?|problem\s+accounts?|accounts?\s+in\s+collections?\s+or\s+past\s+due|accounts?\s+with\s+(?:adverse|negative)\s+information|adverse\s+accounts?|negative\s+(?:items|accounts|information)|derogatory\s+(?:items|accounts)|accounts?\s+with\s+negative\s+items)$/,
  ],
  [
    'good',
    /^(?:accounts?\s+in\s+good\s+standing|positive\s+items|accounts?\s+(?:paid|paying)\s+as\s+agreed|current\s+accounts?|open\s+and\s+current\s+accounts|satisfactory\s+items|accounts?\s+with\s+(?:positive|good)\s+(?:history|standing)|satisfactory\s+accounts?|accounts?\s+(?:in\s+)?good\s+standing|positive\s+accounts?|accounts?\s+without\s+(?:adverse|negative)\s+information|other\s+accounts\s+in\s+good\s+standing)$/,
  ],
  [
    'accounts',
    // a dispute-results letter's items updated or verified, and the updated file after them ("Your updated … credit file")
    /^(?:(?:your\s+)?(?:credit\s+)?accounts|accounts?|credit\s+accounts?|account\s+(?:information|details|history)|trade\s*lines?|credit\s+items|all\s+accounts|account\s+detail|(?:updated|verified)(?:\s+(?:and|or|&)\s+(?:updated|verified))?\s+(?:items|accounts)|items\s+(?:updated|verified)|your\s+updated\s+(?:\w+\s+)?credit\s+(?:file|report))$/,
  ],
  ['revolving', /^revolving(?:\s+(?:accounts?|credit|lines?|credit\s+accounts?))?$/],
  ['installment', /^installment(?:\s+(?:accounts?|loans?|credit\s+accounts?))?$/],
  ['mortgage', /^(?:mortgage|real\s+estate)(?:\s+(?:accounts?|loans?|credit\s+accounts?))?$/],
  ['otherAccounts', /^(?:other|open|other\s+open)(?:\s+(?:accounts?|credit|items))?$|^(?:line\s+of\s+credit)\s+accounts?$/],
  ['collections', /^collections(?:\s+(?:accounts?|agency\s+accounts?|items))?$|^collection\s+(?:accounts|agency\s+accounts|items)$/],
  // compact prints clip the headings as they clip labels: "Pub Rec", "Hard Inq"
  ['publicRecords', /^(?:public\s+records?(?:\s+information)?|public\s+record\s+items|pub\.?\s+recs?)$/],
  [
    'hardInquiries',
    /^(?:hard\s+inquiries|regular\s+inquiries|inquiries\s+(?:shared|seen)\s+with\s+others|requests?\s+for\s+your\s+credit\s+history|credit\s+inquiries\s+that\s+may\s+impact|requests\s+viewed\s+by\s+others|credit\s+history\s+requests|inquiries\s+that\s+(?:may|can)\s+affect\s+your\s+credit|inquiries\s+viewed\s+by\s+others|hard\s+inquiry|inquiries\s+that\s+(?:may|can)\s+affect(?:\s+your)?\s+(?:credit\s+)?(?:rating|score)|hard\s+credit\s+inquiries|hard\s+inqs?\.?|who\s+(?:has\s+)?(?:asked\s+for|requested|pulled|checked)\s+your\s+(?:credit\s+)?(?:report|file))$/,
  ],
  [
    'softInquiries',
    /^(?:soft\s+inquiries|promotional\s+inquiries|inquiries\s+seen\s+only\s+by\s+you|inquiries\s+that\s+do\s+not\s+affect(?:\s+your)?\s+(?:credit\s+)?(?:rating|score)|soft\s+inquiry|soft\s+credit\s+inquiries|other\s+inquiries|promotional\s+and\s+account\s+review\s+inquiries|requests\s+viewed\s+only\s+by\s+you|inquiries\s+viewed\s+only\s+by\s+you|who\s+else\s+(?:has\s+)?(?:looked|viewed|checked)(?:\s+at\s+your\s+(?:credit\s+)?(?:report|file))?)$/,
  ],
  ['accountReviewInquiries', /^(?:account\s+review\s+inquiries|account\s+reviews?|account\s+management\s+inquiries|periodic\s+reviews?)$/],
  [
    'inquiries',
    /^(?:inquiries|credit\s+inquiries|inquiry\s+information|requests\s+for\s+your\s+credit\s+report|companies\s+that\s+requested\s+your\s+credit\s+file)$/,
  ],
  ['statement', /^(?:consumer|personal)\s+statements?$|^your\s+statements?$/],
  [
    'ignored',
    /^(?:contact\s+us|your\s+rights.*|important\s+information.*|how\s+to\s+read.*|dispute.*|summary\s+of\s+your\s+rights.*|end\s+of\s+report|creditor\s+contacts?(?:\s+information)?|creditor\s+contact\s+information|about\s+this\s+report|key\s+to\s+.*|legend|remarks\s+legend|payment\s+history\s+key)$/,
  ],
];

/** Strips counts and punctuation around a heading: "Accounts in Good Standing (12)", "Hard Inquiries: 3". */
function headingText(text: string): string {
  return (
    text
      .replace(/[®™*]/g, '')
      .replace(/\s*[:–—-]?\s*\(?\d+\)?\s*(?:items?|accounts?|inquiries)?\s*$/i, '')
      .replace(/\s*\((?:continued|cont\.?)\)\s*$/i, '')
      .replace(/\s*\([^)]*\)\s*$/, '')
      .replace(/\s*[-–—]\s*continued$/i, '')
      // a qualifier after a spaced dash ("Inquiries - Credit Grantors"); "Re-aged" keeps its unspaced hyphen
      .replace(/\s+[-–—]\s+[^-–—]+$/, '')
      .replace(/[:.]\s*$/, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase()
  );
}

/** The kind of section a line opens, or null when it is not a heading. */
export function headingKind(line: Line, table: HeadingTable = COMMON_HEADINGS): SectionKind | null {
  if (line.text.length > 80) return null;
  // A heading stands alone on its line, at most with a count beside it.
  if (line.segments.length > 2 || (line.segments.length === 2 && !/^\(?\d+\)?(?:\s+\w+)?$/.test(line.segments[1]!.text))) return null;
  // A known label printed with its colon ("Account History:") introduces a value, not a section.
  if (/[:：]\s*$/.test(line.text) && labelKey(line.text) != null) return null;
  const text = headingText(line.text);
  if (text.length < 4) return null;
  for (const [kind, re] of table) if (re.test(text)) return kind;
  return null;
}

/**
 * Splits a document's lines at section headings. Lines before the first heading form the
 * "preamble" (report title, consumer name, report date). A "(continued)" heading of the same kind
 * keeps extending the section.
 */
export function splitSections(lines: Line[], table: HeadingTable = COMMON_HEADINGS): Section[] {
  const sections: Section[] = [{ kind: 'preamble', heading: null, lines: [] }];
  let previous: Line | null = null;
  const margin = lines.length > 0 ? Math.min(...lines.map((l) => l.x)) : 0;
  const sizes = lines
    .map((l) => l.size)
    .filter((v) => v > 0)
    .sort((a, b) => a - b);
  const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 0;
  for (const line of lines) {
    // A value printed under its label ("Account type" / "Collection") is not a heading, nor is a
    // wrapped value in a value column, nor text smaller than the body.
    const underLabel = previous != null && previous.segments.every((seg) => labelKey(seg.text) != null && !labelAt(seg.text)?.weak);
    const indented = line.x > margin + 40;
    const small = bodySize > 0 && line.size > 0 && line.size < bodySize * 0.95;
    previous = line;
    const kind = underLabel || indented || small ? null : headingKind(line, table);
    if (kind) {
      const last = sections[sections.length - 1]!;
      if (last.kind === kind && /continued|cont\.?\)/i.test(line.text)) continue;
      sections.push({ kind, heading: line, lines: [] });
      continue;
    }
    sections[sections.length - 1]!.lines.push(line);
  }
  return sections;
}

export const ACCOUNT_SECTIONS = new Set<SectionKind>(['negative', 'good', 'accounts', 'revolving', 'installment', 'mortgage', 'otherAccounts', 'collections']);
export const INQUIRY_SECTIONS = new Set<SectionKind>(['hardInquiries', 'softInquiries', 'accountReviewInquiries', 'inquiries']);
