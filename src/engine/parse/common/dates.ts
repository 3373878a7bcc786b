import { withoutFootnoteMarks } from './footnote-marks';
import { digitsFromOcr, stripAdverseMarks } from './ocr';
import type { ReportDate } from '../../model';

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

/** Month number for a month name or abbreviation ("Aug", "August", "Sept."), else null. */
export function monthFromName(name: string): number | null {
  return MONTHS[name.toLowerCase().replace(/\.$/, '')] ?? null;
}

const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function fullYear(y: string): number | null {
  const n = Number(y);
  if (!Number.isInteger(n)) return null;
  if (y.length === 2) return n <= 69 ? 2000 + n : 1900 + n;
  if (y.length === 4 && n >= 1900 && n <= 2099) return n;
  return null;
}

function ym(year: number | null, month: number | null): ReportDate | null {
  if (year == null || month == null || month < 1 || month > 12) return null;
  return `${year}-${pad(month)}`;
}

function ymd(year: number | null, month: number | null, day: number): ReportDate | null {
  const base = ym(year, month);
  if (base == null || day < 1 || day > 31) return null;
  return `${base}-${pad(day)}`;
}

interface DatePattern {
  re: RegExp;
  read: (m: RegExpExecArray) => ReportDate | null;
}

// Order matters: the most precise forms first.
const PATTERNS: DatePattern[] = [
  // year first: 2023-08-15, 2023/08/15
  { re: /(\d{4})([-/])(\d{1,2})\2(\d{1,2})/, read: (m) => ymd(fullYear(m[1]!), Number(m[3]), Number(m[4])) },
  { re: /(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4}|\d{2})(?!\d)/, read: (m) => ymd(fullYear(m[3]!), Number(m[1]), Number(m[2])) },
  { re: new RegExp(`${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})`, 'i'), read: (m) => ymd(fullYear(m[3]!), monthFromName(m[1]!), Number(m[2])) },
  // "15 Aug 2023", and the ordinal day of monitoring prints: "7th March 2018", "21st May 2024".
  { re: new RegExp(`(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_NAME},?\\s+(\\d{4})`, 'i'), read: (m) => ymd(fullYear(m[3]!), monthFromName(m[2]!), Number(m[1])) },
  { re: /(\d{4})[-/](\d{1,2})(?![\d/])/, read: (m) => ym(fullYear(m[1]!), Number(m[2])) },
  { re: /(\d{1,2})\s?[/.-]\s?(\d{4})(?!\d)/, read: (m) => ym(fullYear(m[2]!), Number(m[1])) },
  { re: new RegExp(`${MONTH_NAME},?\\s*(\\d{4})`, 'i'), read: (m) => ym(fullYear(m[2]!), monthFromName(m[1]!)) },
  { re: new RegExp(`${MONTH_NAME}\\s*'(\\d{2})`, 'i'), read: (m) => ym(fullYear(m[2]!), monthFromName(m[1]!)) },
  { re: /(\d{1,2})\s?\/\s?(\d{2})(?!\d)/, read: (m) => ym(fullYear(m[2]!), Number(m[1])) },
];

/** Undo OCR look-alikes inside the numeric groups of a date-like token. */
function normaliseOcr(text: string): string {
  return text.replace(/[\dOolIS|]+(?:\s?[/.-]\s?[\dOolIS|]+)+/g, (token) => digitsFromOcr(token));
}

function matchDate(text: string, whole: boolean): ReportDate | null {
  const cleaned = normaliseOcr(withoutFootnoteMarks(stripAdverseMarks(text).text.trim()));
  for (const { re, read } of PATTERNS) {
    const anchored = whole ? new RegExp(`^(?:${re.source})[.,]?$`, re.flags) : re;
    const m = anchored.exec(cleaned);
    if (m) {
      const value = read(m);
      if (value) return value;
    }
  }
  return null;
}

/**
 * Reads a printed date keeping its precision: "08/15/2023" → "2023-08-15"; "08/2023", "8/2023",
 * "Aug 2023", "2023-08" → "2023-08"; "August 15, 2023" → "2023-08-15". The whole value must be a
 * date; otherwise null.
 */
export function parseDate(raw: string | null | undefined): ReportDate | null {
  if (raw == null) return null;
  return matchDate(raw, true);
}

/** The first date printed anywhere inside a text ("30 days past due as of Aug 2023"). */
export function findDate(text: string): ReportDate | null {
  return matchDate(text, false);
}

/** Every date printed in a text, in order. */
export function findAllDates(text: string): ReportDate[] {
  const found: ReportDate[] = [];
  let rest = text;
  for (let guard = 0; guard < 20 && rest.length > 0; guard++) {
    let best: { index: number; length: number; value: ReportDate } | null = null;
    const cleaned = normaliseOcr(rest);
    for (const { re, read } of PATTERNS) {
      const m = re.exec(cleaned);
      if (!m) continue;
      const value = read(m);
      if (value && (best == null || m.index < best.index)) best = { index: m.index, length: m[0].length, value };
    }
    if (!best) break;
    found.push(best.value);
    rest = cleaned.slice(best.index + best.length);
  }
  return found;
}
