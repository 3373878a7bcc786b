import type { Consumer, ReportDate } from '../../model';
import { readBlocks, fieldText, fieldTexts } from './blocks';
import { findDate } from './dates';
import { VALUE_SEPARATOR, type Line } from './lines';

const CITY_STATE_ZIP = /\b[A-Za-z][A-Za-z .'-]*,?\s+[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?\b/;
const STREET = /^(?:\d+[A-Za-z]?\s+[A-Za-z0-9]|P\.?\s*O\.?\s*BOX\b|RR\s*\d|HC\s*\d)/i;

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\s+,/g, ',').trim();
}

/**
 * Addresses printed in the lines: a street line followed by a "CITY, ST 12345" line, or both on one
 * line. Lines are split into their segments first, so an address in a side column is read alone.
 */
export function findAddresses(lines: Line[]): string[] {
  const parts = lines.flatMap((l) =>
    l.segments.flatMap((s) => s.text.split(VALUE_SEPARATOR).map((p) => p.replace(/^(?:current\s+|previous\s+|other\s+)?address(?:es)?\s*:?\s*/i, '').trim())),
  );
  const found: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (!STREET.test(part)) continue;
    if (CITY_STATE_ZIP.test(part) && /\d{5}/.test(part)) {
      found.push(tidy(part));
      continue;
    }
    const next = parts[i + 1];
    if (next && CITY_STATE_ZIP.test(next) && !STREET.test(next)) {
      found.push(tidy(`${part}, ${next}`).replace(/,\s*,/g, ','));
      i++;
    }
  }
  return [...new Set(found)];
}

/** The first of the values a line holds: cells are set apart by wide gaps, "·", "•", "|" or a spaced dash. */
const firstValue = (text: string) => text.split(/\s{2,}/)[0]?.split(VALUE_SEPARATOR)[0] ?? '';

const NAME = /^[A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){1,4}$/;

function cleanName(text: string | null | undefined): string | null {
  if (!text) return null;
  const t = tidy(text.replace(/\b(?:on|as\s+of)\b.*$/i, '').replace(/[,;:]$/, ''));
  return NAME.test(t) && !/\d/.test(t) && t.length <= 60 ? t : null;
}

/** The consumer's name: a "Name" field of the personal section, else "Prepared for NAME" in the preamble. */
export function findConsumerName(personal: Line[], preamble: Line[]): string | null {
  for (const block of readBlocks(personal)) {
    for (const value of fieldTexts(block, 'name')) {
      const name = cleanName(firstValue(value.split(';')[0] ?? ''));
      if (name) return name;
    }
  }
  for (const line of [...preamble, ...personal]) {
    // the label starts the line or a value set apart ("Company Name  Account Number" is a table's header, no name)
    const m = /(?:report\s+from\s+\w+\s+for|prepared\s+for|report\s+for|consumer(?:\s+name)?|(?:^|[·•|]\s*|\s{2,})name)\s*:?\s+(.+)$/i.exec(line.text);
    const name = m?.[1] ? cleanName(firstValue(m[1])) : null;
    if (name) return name;
  }
  const labelled = preamble.findIndex((l) => /^(?:prepared\s+for|report\s+for|name)\s*:?$/i.test(l.text.trim()));
  if (labelled >= 0) return cleanName(preamble[labelled + 1]?.text);
  return unlabelledName(preamble);
}

/**
 * A header line that names the person without a label, beside their address or the report's date:
 * "JANE Q SAMPLE · 12 MAIN ST, TOWN, ST 12345", "JANE Q SAMPLE · Report pulled Jul 17, 2024". Only in the first
 * lines of the document, in capitals, and only with such a companion value, so a title or a creditor is never taken.
 */
function unlabelledName(preamble: Line[]): string | null {
  const header = preamble.slice(0, HEADER_LINES);
  // a letter's addressee: the name in capitals over its street and "CITY, ST 12345" line; or its salutation
  for (const [i, line] of header.entries()) {
    const next = header[i + 1]?.text.trim() ?? '';
    const text = line.text.trim();
    const name = text === text.toUpperCase() && STREET.test(next) && CITY_STATE_ZIP.test(next) ? cleanName(text) : null;
    if (name && !NOT_A_PERSON.test(name)) return name;
  }
  for (const line of preamble.slice(0, HEADER_LINES * 2)) {
    const m = /^dear\s+(.+?)\s*[:,]\s*$/i.exec(line.text.trim());
    const name = m ? cleanName(m[1]) : null;
    if (name && !NOT_A_PERSON.test(name) && !/^(?:sir|madam|consumer|customer|member)\b/i.test(name)) return name;
  }
  for (const line of header) {
    const [first, ...rest] = line.text.split(VALUE_SEPARATOR);
    if (!first || rest.length === 0 || first !== first.toUpperCase()) continue;
    const companion = rest.join(' ');
    if (!CITY_STATE_ZIP.test(companion) && !(/\b(?:report|pulled|date|as\s+of)\b/i.test(companion) && findDate(companion))) continue;
    const name = cleanName(first);
    if (name && !NOT_A_PERSON.test(name)) return name;
  }
  return null;
}

/** Words of a title or a company, never of a person's name. */
const NOT_A_PERSON = /\b(?:credit|report|file|bureau|equifax|experian|transunion|llc|inc|corp|bank|services|company)\b/i;

/** How far into a document its header may reach. */
const HEADER_LINES = 8;

const REPORT_DATE_LABEL =
  /(?:report\s+date|\brpt\.?\s+(?:dt|date)\b|date\s+of\s+(?:this\s+)?report|date\s+generated|generated\s+on|report\s+generated(?:\s+on)?|prepared\s+(?:for\s+.+?\s+)?on|created\s+on|date\s+created|as\s+of|report\s+as\s+of|date\s+prepared|date\s+issued|issued\s+on|\b(?:generated|refreshed)(?=\s+(?:on\s+)?(?:[A-Z][a-z]{2,8}\.?\s+\d|\d{1,2}\/)))\s*:?\s*/i;

/**
 * The date the report was produced, as printed: "Report date: 08/15/2023", "Date generated",
 * "Prepared for JOHN DOE on Aug 15, 2023", "As of 08/15/2023", "Generated Mar 3, 2024" (an app's word right before a
 * date), or a label line with the date below.
 */
export function findReportDate(lines: Line[]): ReportDate | null {
  for (const block of readBlocks(lines)) {
    const value = fieldText(block, 'reportDate');
    const date = value ? findDate(value) : null;
    if (date) return date;
  }
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.text;
    const m = REPORT_DATE_LABEL.exec(text);
    if (!m) continue;
    const after = text.slice(m.index + m[0].length);
    const date = findDate(after) ?? (after.trim() === '' ? findDate(lines[i + 1]?.text ?? '') : null);
    if (date) return date;
  }
  return null;
}

/** A score's label; "Scr" is the clipped "Score" of compact prints. */
const SCORE_LABEL = /\b(?:FICO|Vantage\s*Score|credit\s+score|your\s+score|score|scr)\b/i;
/** A line that is a score model's name and nothing else (a bureau's name after it allowed): the caption of a score. */
const MODEL_CAPTION =
  /^(?:your\s+)?(?:fico\s*(?:score)?|vantage\s*score|credit\s+score)\s*(?:\d{1,2}(?:\.\d)?)?\s*(?:[·|-]\s*(?:trans\s?union|experian|equifax))?$/i;

/**
 * The score only when the document prints one ("FICO® Score 8: 712", "VantageScore 3.0 712",
 * "Credit Score" with the number on the next line, a big bare number over its caption "VantageScore 3.0"); never
 * invented. Ranges ("300-850") are ignored.
 */
export function findScore(lines: Line[]): number | null {
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.text.replace(/[®™]/g, '');
    const label = SCORE_LABEL.exec(text);
    if (!label) continue;
    if (/range|factors?|from\s+\d{3}\s+to|between|not\s+(?:available|included)|no\s+score/i.test(text)) continue;
    const after = text.slice(label.index + label[0].length).replace(/^\s*(?:\d+(?:\.\d)?|[A-Z]\d?)?(?=\s*[:\s]\s*\d{3}\b)/, '');
    const m = /(?<![\d.,$-])(\d{3})(?![\d,.%]|\s*(?:-|to)\s*\d)/.exec(after);
    const value = m ? Number(m[1]) : null;
    if (value != null && value >= 300 && value <= 850) return value;
    const next = lines[i + 1]?.text.trim() ?? '';
    const above = MODEL_CAPTION.test(text.trim()) ? (lines[i - 1]?.text.trim() ?? '') : '';
    for (const bare of m ? [] : [next, above]) {
      const n = /^\d{3}$/.test(bare) ? Number(bare) : null;
      if (n != null && n >= 300 && n <= 850) return n;
    }
  }
  return null;
}

export function consumerFrom(personal: Line[], preamble: Line[]): Consumer {
  return { name: findConsumerName(personal, preamble), addresses: findAddresses(personal.length > 0 ? personal : preamble) };
}
