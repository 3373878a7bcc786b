/**
 * Payment history printed as words rather than a grid: months named with their codes, one after another.
 *
 * - "Jan OK  Feb 30  Mar OK …" after a year, on the line's start ("2023: Jan OK …") or on a line of its own above
 *   the run; the run may wrap over several lines, each keeping the year until a line that is neither a run nor a
 *   year;
 * - "Mar 2023: 30, Apr 2023: 60", "Aug '22 OK", "2023-03 30, 2023-04 60": each month with its year, anywhere in a
 *   line (a sentence may lead in: "24 on-time months; Mar 2023: 30"), a pair wrapped over two lines too ("Jan 2025:" /
 *   "COL, Feb 2025: COL");
 * - a year's run after a one-word label and leader dots: "History 2024 ........ Jan OK Feb 30".
 *
 * Months are as printed, so nothing is placed by position; "no data" marks keep their month empty.
 */
import type { PaymentCode } from '../../model';
import { monthFromName } from './dates';
import { isNoDataMark, readPaymentCode } from './payment-codes';

const YEAR = /^((?:19|20)\d{2}):?$/;
const SHORT_YEAR = /^['’](\d{2}):?$/;
/** A month as ISO prints it, year first: "2023-04". */
const ISO_MONTH = /^((?:19|20)\d{2})-(0[1-9]|1[0-2]):?$/;
/** Leader dots between a label and its value ("History 2024 ....... Jan OK"). */
const LEADER = /^\.{3,}$/;

interface Pair {
  month: number;
  year: number | null;
  code: PaymentCode | null;
}

function yearOf(token: string | undefined): number | null {
  const m = YEAR.exec(token ?? '') ?? SHORT_YEAR.exec(token ?? '');
  if (!m) return null;
  return m[1]!.length === 2 ? 2000 + Number(m[1]) : Number(m[1]);
}

function monthOf(token: string | undefined): number | null {
  const m = /^([A-Za-z]{3,9})\.?:?$/.exec(token ?? '');
  return m ? monthFromName(m[1]!) : null;
}

/** The month–code pair at `tokens[i]`: a month, its year maybe, then a code (or a no-data mark); with its length. */
function pairAt(tokens: string[], i: number): { pair: Pair; used: number } | null {
  const iso = ISO_MONTH.exec(tokens[i] ?? '');
  const month = iso ? Number(iso[2]) : monthOf(tokens[i]);
  if (month == null) return null;
  const year = iso ? Number(iso[1]) : yearOf(tokens[i + 1]);
  const at = i + (year == null || iso ? 1 : 2);
  const word = tokens[at];
  // a code is a short word: "Apr 2021 Collection account" is a date and a status
  if (word == null || word.length > 4) return null;
  const code = readPaymentCode(word);
  if (code == null && !isNoDataMark(word)) return null;
  return { pair: { month, year, code }, used: at - i + 1 };
}

/**
 * "Mar 2026:" / "history COL", "Oct" / "history 2025: 150": a pair wrapped onto the next line of a value printed beside
 * a label that wraps too (the label's second word opens the line). One word that is no code, no month and no year is
 * skipped inside a pair whose year ends in the colon that promises its code.
 */
function pairAcrossLabel(tokens: string[], i: number): { pair: Pair; used: number } | null {
  const labelWord = (t: string | undefined) => t != null && /^[A-Za-z]+$/.test(t) && !readPaymentCode(t) && !isNoDataMark(t) && monthOf(t) == null;
  const [a, b, c, d] = tokens.slice(i, i + 4);
  const three = labelWord(c) && b?.endsWith(':') ? [a, b, d] : labelWord(b) && c?.endsWith(':') ? [a, c, d] : null;
  const found = three?.every((t) => t != null) ? pairAt(three as string[], 0) : null;
  return found?.pair.year != null && found.used === 3 ? { pair: found.pair, used: 4 } : null;
}

/**
 * How many words open a line as its label before a year: one word ("History 2024"), or up to three ending in a
 * colon ("Payment history: 2023"); 0 when none does. A month's name is no label.
 */
function labelBefore(tokens: string[]): number {
  const word = (t: string | undefined) => t != null && /^[A-Za-z]{3,}:?$/.test(t) && monthOf(t) == null;
  if (!word(tokens[0])) return 0;
  for (let n = 1; n <= 3 && word(tokens[n - 1]); n++) if (tokens[n - 1]!.endsWith(':') || n === 1) if (yearOf(tokens[n]) != null) return n;
  return 0;
}

const key = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

function tokensOfLine(line: string): string[] {
  return line
    .replace(/[·,;|]/g, ' ')
    .split(/\s+/)
    .filter((t) => t !== '' && !LEADER.test(t));
}

/**
 * A line that is wholly a run of months and their codes, after its year, a label and its year, or none (the year of
 * the run above then): the pairs read and the year the run ends in; null for any other line.
 */
function runOfLine(tokens: string[], yearAbove: number | null): { pairs: Pair[]; year: number | null; led: boolean } | null {
  // the whole line a run, after its year maybe, or a label and its year ("History 2024", "Payment history: 2023")
  const labelWords = labelBefore(tokens);
  const labelled = labelWords > 0 ? yearOf(tokens[labelWords]) : null;
  const lead = labelled ?? yearOf(tokens[0]);
  const pairs: Pair[] = [];
  let i = lead == null ? 0 : labelled == null ? 1 : labelWords + 1;
  let runYear: number | null = lead ?? yearAbove;
  while (i < tokens.length) {
    const found = pairAt(tokens, i);
    // the next year's run goes on in the same line ("… Aug CO  2022 Jan OK …")
    const next = found || pairs.length === 0 ? null : yearOf(tokens[i]);
    if (next != null && pairAt(tokens, i + 1)) {
      runYear = next;
      i++;
      continue;
    }
    if (!found) break;
    pairs.push({ ...found.pair, year: found.pair.year ?? runYear });
    i += found.used;
  }
  return pairs.length > 0 && i === tokens.length && pairs.every((p) => p.year != null) ? { pairs, year: runYear, led: lead != null } : null;
}

/**
 * A payment-history line however short ("History 2024: Jan CO Feb CO", "2023: Mar 30"): a year, maybe after a label,
 * then only months and their codes. Such a line is history, never the wrapped end of the value above it.
 */
export function isYearRunLine(line: string): boolean {
  return runOfLine(tokensOfLine(line), null)?.led === true;
}

/** Reads the month–code runs of an account's lines (in print order); none unless two months are read. */
export function readMonthRuns(lines: string[]): Record<string, PaymentCode> {
  const out: Record<string, PaymentCode> = {};
  const put = (p: Pair, year: number) => {
    if (p.code) out[key(year, p.month)] = p.code;
  };
  let year: number | null = null;
  const rest: string[] = [];
  for (const line of lines) {
    const tokens = tokensOfLine(line);
    const lone = tokens.length === 1 ? yearOf(tokens[0]) : null;
    if (lone != null) {
      year = lone;
      continue;
    }
    const run = runOfLine(tokens, year);
    if (run) {
      for (const p of run.pairs) put(p, p.year!);
      year = run.year;
      continue;
    }
    year = null;
    rest.push(...tokens);
  }
  // months printed with their years, anywhere in the other lines, a pair wrapped over two of them too
  for (let k = 0; k < rest.length; k++) {
    const found = pairAt(rest, k) ?? pairAcrossLabel(rest, k);
    if (found?.pair.year == null) continue;
    put(found.pair, found.pair.year);
    k += found.used - 1;
  }
  return Object.keys(out).length >= 2 ? out : {};
}
