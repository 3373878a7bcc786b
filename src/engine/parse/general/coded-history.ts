/**
 * A payment history printed as a string of one-character codes ("Prior Paying History (newest first): 9995554321")
 * with the legend the report prints for them ("1 = pays as agreed, 2 = 30 days late … 9 = charge-off or
 * collection"). Read only when the document prints the legend: a code string is never guessed. The newest code is
 * the month the account was last reported.
 */
import type { PaymentCode, ReportDate } from '../../model';

/** The codes a report's legend defines: "X = meaning" or "X=MEANING", one character each. */
export function historyLegend(text: string): Map<string, PaymentCode> {
  const legend = new Map<string, PaymentCode>();
  for (const m of text.matchAll(/(?:^|[\s,;:(])([A-Z0-9])\s?=\s?([A-Za-z0-9+][A-Za-z0-9+ /-]{1,40}?)(?=\s*(?:[,;.)]|\s[A-Z0-9]\s?=|$))/gm)) {
    const code = codeOfMeaning(m[2]!);
    if (code) legend.set(m[1]!, code);
  }
  // a legend defines several codes, among them the on-time one
  return legend.size >= 3 && [...legend.values()].includes('OK') ? legend : new Map();
}

/** A legend's meaning in words as a payment code ("30 days late", "pays as agreed", "charge-off or collection"). */
export function codeOfMeaning(meaning: string): PaymentCode | null {
  const t = meaning.toLowerCase();
  if (/charge|collection/.test(t)) return 'CO';
  if (/pays?\s+as\s+agreed|current|on\s+time|never\s+late/.test(t)) return 'OK';
  if (/no\s+data|not\s+reported/.test(t)) return 'ND';
  const days = /\b(30|60|90|120|150|180)\b/.exec(t);
  return days ? (days[1] as PaymentCode) : null;
}

/** "…history (newest first): CODES" in an account's lines, placed month by month back from `newest`. */
export function codedHistory(lines: string[], legend: Map<string, PaymentCode>, newest: ReportDate | null, collection: boolean): Record<string, PaymentCode> {
  if (legend.size === 0 || !newest) return {};
  for (const line of lines) {
    const m = /\bhistory\b([^:]*):\s*([A-Z0-9]{3,})\s*$/i.exec(line.trim());
    if (!m || [...m[2]!].some((c) => !legend.has(c))) continue;
    const codes = [...m[2]!].map((c) => legend.get(c)!);
    if (/oldest\s+first/i.test(m[1]!)) codes.reverse();
    let [y, mo] = newest.split('-').map(Number) as [number, number];
    const out: Record<string, PaymentCode> = {};
    for (const code of codes) {
      out[`${y}-${String(mo).padStart(2, '0')}`] = code === 'CO' && collection ? 'COL' : code;
      mo -= 1;
      if (mo === 0) [y, mo] = [y - 1, 12];
    }
    return out;
  }
  return {};
}
