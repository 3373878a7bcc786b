/**
 * A payment history printed as a string of one-character codes ("Prior Paying History (newest first): 9995554321",
 * a merged report's "PAY PATTERN 03/21-04/19  CCCC321CCCCC CCCCCCCCCCCC") with the legend the report prints for them
 * ("1 = pays as agreed, 2 = 30 days late … 9 = charge-off or collection"). Read only when the document prints the
 * legend: a code string is never guessed. The newest code is the month the string's range starts at, else the month
 * the account was last reported.
 */
import type { PaymentCode, ReportDate } from '../../model';
import { parseDate } from '../common/dates';

/** A legend's codes; null: a month the legend says nothing was reported for (no month of the history). */
export type HistoryLegend = Map<string, PaymentCode | null>;

/** The codes a report's legend defines: "X = meaning" or "X=MEANING", one character each ("-" and "." too). */
export function historyLegend(text: string): HistoryLegend {
  const legend: HistoryLegend = new Map();
  for (const m of text.matchAll(/(?:^|[\s,;:(])([A-Z0-9.-])\s?=\s?([A-Za-z0-9+][A-Za-z0-9+ /-]{1,40}?)(?=\s*(?:[,;.)]|\s[A-Z0-9.-]\s?=|$))/gm)) {
    // a legend's "not reported" (not "no data reported") is a month with nothing: no month of the history
    const nothing = /not\s+reported/i.test(m[2]!) && !/no\s+data/i.test(m[2]!);
    const code = nothing ? null : codeOfMeaning(m[2]!);
    if (nothing || code) legend.set(m[1]!, code);
  }
  // a legend defines several codes, among them the on-time one
  return legend.size >= 3 && [...legend.values()].includes('OK') ? legend : new Map();
}

/**
 * A legend's meaning in words as a payment code ("30 days late", "pays as agreed", "charge-off or collection", "in
 * collection", "repossessed").
 */
export function codeOfMeaning(meaning: string): PaymentCode | null {
  const t = meaning.toLowerCase();
  if (/charge/.test(t)) return 'CO';
  if (/collection/.test(t)) return 'COL';
  if (/repossess|surrender/.test(t)) return 'RPO';
  if (/foreclos/.test(t)) return 'FC';
  if (/bankrupt/.test(t)) return 'BK';
  if (/pays?\s+as\s+agreed|current|on\s+time|never\s+late/.test(t)) return 'OK';
  if (/no\s+data|not\s+reported/.test(t)) return 'ND';
  const days = /\b(30|60|90|120|150|180)\b/.exec(t);
  return days ? (days[1] as PaymentCode) : null;
}

/**
 * The legend printed under the history's own label ("PAY PATTERN (NEWEST MONTH FIRST): C = CURRENT  1 = 30 …" and the
 * lines of "X = meaning" that continue it), when a report prints several legends that give one code several meanings
 * (a manner-of-payment legend's "1 = as agreed" beside a pattern's "1 = 30"). `newestFirst`: what its label says.
 */
export function legendUnder(lines: string[], label: string): { legend: HistoryLegend; oldestFirst: boolean } | null {
  const head = new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}\\s*(\\([^)]*\\))?\\s*:`, 'i');
  const at = lines.findIndex((l) => head.test(l));
  if (at < 0) return null;
  const aside = head.exec(lines[at]!)![1] ?? '';
  const parts = [lines[at]!];
  for (let i = at + 1; i < lines.length && /\s=\s|^\S\s?=/.test(lines[i]!) && !/^\s*[A-Za-z][A-Za-z ]{1,30}:/.test(lines[i]!); i++) parts.push(lines[i]!);
  const legend = historyLegend(parts.join(' '));
  return legend.size > 0 ? { legend, oldestFirst: /oldest\s+(?:month\s+)?first/i.test(aside) } : null;
}

/** "LABEL …history/pattern (aside): CODES", or the label, a month range "MM/YY-MM/YY" and the codes in groups. */
const CODED =
  /^(.*?\b(?:history|pattern))\b([^:]*?)(?::\s*(?:(\d{1,2}\/\d{2,4})\s*[-–]\s*(\d{1,2}\/\d{2,4})\s+)?|\s+(\d{1,2}\/\d{2,4})\s*[-–]\s*(\d{1,2}\/\d{2,4})\s+)([A-Z0-9.-]{3,}(?: [A-Z0-9.-]+)*)\s*$/i;

/**
 * "…history (newest first): CODES" in an account's lines, placed month by month back from `newest` (or from the
 * newest month of the range printed before the codes). `legendOf`: the legend for a history's label.
 */
export function codedHistory(
  lines: string[],
  legendOf: (label: string) => { legend: HistoryLegend; oldestFirst: boolean },
  newest: ReportDate | null,
  collection: boolean,
): Record<string, PaymentCode> {
  for (const line of lines) {
    const m = CODED.exec(line.trim());
    if (!m) continue;
    const { legend, oldestFirst } = legendOf(m[1]!.trim());
    const chars = [...m[7]!.replace(/ /g, '')];
    if (legend.size === 0 || chars.some((c) => !legend.has(c))) continue;
    const from = parseDate(m[3] ?? m[5] ?? '');
    const to = parseDate(m[4] ?? m[6] ?? '');
    const ranged = from && to && from.slice(0, 7) !== to.slice(0, 7);
    // a range printed oldest to newest, or a label that says so
    const reversed = ranged ? from < to : oldestFirst || /oldest\s+(?:month\s+)?first/i.test(m[2]!);
    const start = ranged ? (reversed ? to : from) : newest;
    if (!start) continue;
    const codes = chars.map((c) => legend.get(c)!);
    if (reversed) codes.reverse();
    // one code for charge-offs and collections: a collection account's is a collection
    const oneForBoth = ![...legend.values()].includes('COL');
    let [y, mo] = start.split('-').map(Number) as [number, number];
    const out: Record<string, PaymentCode> = {};
    for (const code of codes) {
      if (code) out[`${y}-${String(mo).padStart(2, '0')}`] = code === 'CO' && collection && oneForBoth ? 'COL' : code;
      mo -= 1;
      if (mo === 0) [y, mo] = [y - 1, 12];
    }
    return out;
  }
  return {};
}
