/**
 * A payment history whose header prints the months over their years ("Apr May Jun …" over "'22 '22 '22 …"), with
 * a row of codes a bureau under it ("TransUnion OK OK 30 …"). Months and years pair in order (the text layer may
 * join or drop the spaces between them, never their order); the codes take the months in order too.
 */
import type { Bureau, PaymentCode } from '../../model';
import { isNoDataMark, readPaymentCode } from '../common/payment-codes';
import type { Line } from '../common/lines';
import { bureauOfText } from './geometry';
import { MONTH_NAMES, nearestMonth } from './month-columns';

const MONTH_WORD =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/i;

const words = (line: Line | undefined) => (line?.text.match(/\S+/g) ?? []).map((w) => w.replace(/^[’']/, ''));

/** The months ("YYYY-MM", in print order) of a month line over a year line, or null. */
export function monthsOverYears(line: Line, next: Line | undefined): string[] | null {
  const names = words(line).map((w) => (MONTH_WORD.test(w) ? MONTH_NAMES.indexOf(w.slice(0, 3).toLowerCase()) + 1 : 0));
  if (names.length < 2 || names.includes(0)) return null;
  const years = words(next);
  if (years.length !== names.length || years.some((y) => !/^(?:\d{2}|(?:19|20)\d{2})$/.test(y))) return null;
  return names.map((m, k) => `${years[k]!.length === 2 ? `20${years[k]}` : years[k]}-${String(m).padStart(2, '0')}`);
}

/** "Bureau code code …" with one code a month of `months` ("--" for a month without data): that bureau's history, or null. */
export function bureauCodeRow(line: Line, months: string[]): { bureau: Bureau; history: Record<string, PaymentCode> } | null {
  const [first, ...rest] = words(line);
  const bureau = first ? bureauOfText(first) : null;
  if (!bureau || rest.length !== months.length) return null;
  const history: Record<string, PaymentCode> = {};
  for (let k = 0; k < rest.length; k++) {
    const code = readPaymentCode(rest[k]!);
    if (code) history[months[k]!] = code;
    else if (!isNoDataMark(rest[k]!)) return null;
  }
  return { bureau, history };
}

const INITIALS = 'JFMAMJJASOND';

/** "2024  J F M A M J J A S O N D": a year and its twelve month initials, each month's left edge; or null. */
export function initialsRow(line: Line): Array<{ key: string; x: number }> | null {
  const [first, ...rest] = line.segments;
  const year = first && /^(?:19|20)\d{2}$/.test(first.text.trim()) ? first.text.trim() : null;
  if (!year || rest.length !== 12 || rest.some((s, k) => s.text.trim() !== INITIALS[k])) return null;
  return rest.map((s, k) => ({ key: `${year}-${String(k + 1).padStart(2, '0')}`, x: s.x }));
}

/** A line of codes only ("✓  ✓  30  60 …"), or null. */
export function codesOnly(line: Line | undefined): Line | null {
  return line && line.segments.length > 0 && words(line).every((w) => readPaymentCode(w) != null) ? line : null;
}

/**
 * The codes of a line placed under the month initials of its year: each run of codes starts at the month whose
 * initial it sits at and takes the following months in order (a run's words share one position in the text layer).
 */
export function codesAtMonths(codes: Line, months: Array<{ key: string; x: number }>): Record<string, PaymentCode> {
  const out: Record<string, PaymentCode> = {};
  for (const seg of codes.segments) {
    let at = months.indexOf(nearestMonth(months, seg.x, (m) => m.x));
    for (const w of seg.text.match(/\S+/g) ?? []) {
      const code = readPaymentCode(w);
      if (code && at < months.length) out[months[at]!.key] = code;
      at++;
    }
  }
  return out;
}
