/**
 * Value readers shared by the Equifax and merged parsers: dates at printed precision, payment-grid
 * codes, masked account numbers. Tolerant of OCR noise (S for $, O for 0, l for 1). The block
 * reader's own (dates.ts) read some values differently (docs/decisions/153); money has one reader
 * for every parser, money.ts (decision 226).
 */
import { UNREADABLE_NUMBER } from '../../extract/types';
import type { ReportDate } from '../../model';
import { withoutFootnoteMarks } from './footnote-marks';

const EMPTY_VALUES = new Set(['', '-', '--', '—', 'n/a', 'na', 'none', 'not reported', 'unknown', 'not available']);

/** True when a printed cell means "nothing here" ("-", "N/A", blank). */
export function isEmptyValue(value: string | null | undefined): boolean {
  if (value == null) return true;
  return EMPTY_VALUES.has(value.trim().toLowerCase());
}

/** Collapses whitespace and strips stray separators an OCR pass or a `|` layout leaves at the ends. */
export function cleanValue(value: string): string {
  return withoutFootnoteMarks(
    value
      .replace(/\s+/g, ' ')
      .replace(/^[\s|:;,]+/, '')
      // trailing separators and scan debris ("Collection :", "Charge-off’ ‘", "Individual ~~", "0248-")
      .replace(/(?:\s+[|!]|[\s|;,:~'‘’`"-]+)$/, '')
      .trim(),
  );
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** Month number from "Jan", "January", "SEPT"; null otherwise. */
export function monthFromName(name: string): number | null {
  const key = name.trim().toLowerCase().replace(/\.$/, '');
  if (key.length < 3) return null;
  const short = key.slice(0, key.startsWith('sept') ? 4 : 3);
  const month = MONTHS[short];
  if (!month) return null;
  const full = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'][month - 1];
  return full?.startsWith(key) || key === short ? month : null;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function fullYear(year: string): number {
  const n = Number(year);
  if (year.length === 4) return n;
  return n < 50 ? 2000 + n : 1900 + n;
}

function validDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * The first date found in a value, at the precision printed: "08/15/2023" → "2023-08-15",
 * "08/2023", "Aug 2023", "August, 2023" → "2023-08"; "2023-08-15" kept. Null when there is none.
 * Not dates.ts's parseDate (the block and general readers'), which takes a value only when all of it is a date,
 * reads two-digit years up to 69 as 20YY (here up to 49), knows "15 Aug 2023", "7th March 2018" and "Aug '23", and
 * lets any day up to 31 through; making them one changes what the Equifax and merged parsers read (decision 234).
 */
export function firstDateInCell(raw: string | null | undefined): ReportDate | null {
  if (raw == null || isEmptyValue(raw)) return null;
  const text = raw.replace(/(?<=\d)[Oo]|[Oo](?=\d)/g, '0').replace(/(?<=\d)[lI]|[lI](?=\d\d)/g, '1');
  // year first: "2023-08-15", "2023-08", and with slashes "2023/08/15", "2023/08" (the year a real one then)
  let m = /\b(\d{4})([-/])(\d{1,2})(?:\2(\d{1,2}))?\b/.exec(text);
  if (m?.[1] && m[3] && (m[2] === '-' || /^(?:19|20)\d\d$/.test(m[1]))) {
    const y = Number(m[1]);
    const mo = Number(m[3]);
    if (mo >= 1 && mo <= 12) {
      if (m[4] && validDay(y, mo, Number(m[4]))) return `${y}-${pad(mo)}-${pad(Number(m[4]))}`;
      if (!m[4]) return `${y}-${pad(mo)}`;
    }
  }
  m = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/.exec(text);
  if (m?.[1] && m[2] && m[3]) {
    const y = fullYear(m[3]);
    const mo = Number(m[1]);
    const d = Number(m[2]);
    if (validDay(y, mo, d)) return `${y}-${pad(mo)}-${pad(d)}`;
  }
  m = /\b(\d{1,2})[/.-](\d{4}|\d{2})\b/.exec(text);
  if (m?.[1] && m[2]) {
    const mo = Number(m[1]);
    if (mo >= 1 && mo <= 12) return `${fullYear(m[2])}-${pad(mo)}`;
  }
  m = /\b([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})\b/.exec(text);
  if (m?.[1] && m[2] && m[3]) {
    const mo = monthFromName(m[1]);
    const y = Number(m[3]);
    const d = Number(m[2]);
    if (mo && validDay(y, mo, d)) return `${y}-${pad(mo)}-${pad(d)}`;
  }
  m = /\b([A-Za-z]{3,9})\.?,?\s*'?(\d{4}|\d{2})\b/.exec(text);
  if (m?.[1] && m[2]) {
    const mo = monthFromName(m[1]);
    if (mo) return `${fullYear(m[2])}-${pad(mo)}`;
  }
  return null;
}

/** Masks any run of 8+ digits to its last 4 so a full account number is never output. */
export function maskDigits(text: string): string {
  return text.replace(/\d{8,}/g, (run) => `${'X'.repeat(run.length - 4)}${run.slice(-4)}`);
}

/** An account number as printed, or null for "-"/blank; an unmasked run of 8+ digits is masked to its last 4. */
export function parseAccountNumber(raw: string | null | undefined): string | null {
  if (raw == null || isEmptyValue(raw)) return null;
  if (raw.trim() === UNREADABLE_NUMBER) return UNREADABLE_NUMBER;
  let value = cleanValue(raw).replace(/\s+/g, '');
  if (!/[\dXx*#]/.test(value)) return null;
  // OCR: mask stars read as %, + or ^; digits after an X/* mask read as look-alike letters ("XXXXGA9T")
  value = value.replace(/[%+^]/g, '*');
  const tail = /^([Xx*#]{2,})([A-Za-z0-9]{2,6})$/.exec(value);
  if (tail?.[1] && tail[2] && /\d/.test(tail[2]) && /[A-WYZa-wyz]/.test(tail[2])) value = tail[1] + ocrLettersToDigits(tail[2]);
  // a number the bureau already masked ("41234567890123****11", "488893705720....") is kept as printed
  return /[Xx*#.•]/.test(value) ? value : maskDigits(value);
}

function ocrLettersToDigits(text: string): string {
  const map: Record<string, string> = {
    O: '0',
    o: '0',
    D: '0',
    Q: '0',
    I: '1',
    l: '1',
    i: '1',
    L: '1',
    Z: '2',
    z: '2',
    E: '3',
    A: '4',
    h: '4',
    S: '5',
    s: '5',
    G: '6',
    b: '6',
    T: '7',
    B: '8',
    g: '9',
    q: '9',
  };
  return text.replace(/[A-Za-z]/g, (c) => map[c] ?? c);
}

/** Last 4 digits of an account number, for matching the same account across bureaus. */
export function lastDigits(accountNumber: string | null, n = 4): string {
  return (accountNumber ?? '').replace(/\D/g, '').slice(-n);
}

const DATE_PATTERN =
  /\b\d{4}-\d{1,2}(?:-\d{1,2})?\b|\b(?:19|20)\d\d\/\d{1,2}(?:\/\d{1,2})?\b|\b\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})\b|\b\d{1,2}\/\d{4}\b|\b[A-Za-z]{3,9}\.?\s+\d{1,2},?\s+\d{4}\b|\b[A-Za-z]{3,9}\.?,?\s+\d{4}\b/g;

/** Every date printed in a text, in order, with where it stands. */
export function findDates(text: string): { index: number; text: string; date: ReportDate }[] {
  const out: { index: number; text: string; date: ReportDate }[] = [];
  for (const m of text.matchAll(DATE_PATTERN)) {
    const date = firstDateInCell(m[0]);
    if (date) out.push({ index: m.index ?? 0, text: m[0], date });
  }
  return out;
}

/** A printed score (300–850) in a value, or null. */
export function parseScore(raw: string | null | undefined): number | null {
  if (raw == null) return null;
  const m = /(?<![\d,.$])([3-8]\d{2})(?![\d,.])/.exec(raw);
  const n = m?.[1] ? Number(m[1]) : NaN;
  return n >= 300 && n <= 850 ? n : null;
}
