/**
 * The payment codes credit reports print in a payment history, one table for every reader (decision 224); the union
 * of what the formats of report-formats.md §6 print, the words monitoring sites and apps use, and OCR's usual
 * misreadings of them. A code maps to the model's code; `null` is a month printed with no data.
 *
 * `*` is "paid as agreed": no format of report-formats.md prints it for "no data" (their no-data marks are `X`, `NA`,
 * `ND`, dashes and blanks); the Equifax code family this table's digits and letters come from writes `*` for current,
 * as the older Equifax print among the fixtures does ("03/24:*").
 */
import type { PaymentCode } from '../../model';

const CODES: Record<string, PaymentCode | null> = {
  OK: 'OK',
  '*': 'OK',
  CUR: 'OK',
  CURRENT: 'OK',
  // a check mark: paid as agreed (card prints, apps)
  '✓': 'OK',
  '✔': 'OK',
  // Equifax: zero balance and current
  E: 'OK',
  '30': '30',
  '60': '60',
  '90': '90',
  '120': '120',
  '150': '150',
  '180': '180',
  CO: 'CO',
  'C/O': 'CO',
  CHARGEOFF: 'CO',
  // Monitoring prints: "NG" negative, "RF" repossession or foreclosure; Equifax "G" a government claim.
  NG: 'CO',
  G: 'CO',
  RF: 'RPO',
  // "C" is a collection in Equifax's and current Experian's grids; old Experian grids' current "C" is an option.
  C: 'COL',
  COL: 'COL',
  COLL: 'COL',
  COLLECTION: 'COL',
  CA: 'COL',
  'C/A': 'COL',
  R: 'RPO',
  RPO: 'RPO',
  REPO: 'RPO',
  // voluntary surrender
  V: 'RPO',
  VS: 'RPO',
  F: 'FC',
  FC: 'FC',
  FORECLOSURE: 'FC',
  B: 'BK',
  BK: 'BK',
  BKR: 'BK',
  ND: 'ND',
  'N/D': 'ND',
  'NO DATA': 'ND',
  // TransUnion's "X": a month the creditor reported no data for; "NA" not available.
  X: 'ND',
  NA: 'ND',
  // A payment plan: not a delinquency (decision 001 lists no code for a plan).
  PP: null,
  '-': null,
  '--': null,
  '---': null,
  '—': null,
  '–': null,
};

/** Numeric ratings (Equifax's and Metro 2's 1 = 30 days late … 9 = collection), read only in grids that print them. */
const RATINGS: Record<string, PaymentCode> = {
  '0': 'OK',
  '1': '30',
  '2': '60',
  '3': '90',
  '4': '120',
  '5': '150',
  '6': '180',
  '7': '180',
  '8': 'RPO',
  '9': 'COL',
};

export interface CodeOptions {
  /** The grid writes lateness as the digits 1–9 (a lone "0" current). */
  ratings?: boolean;
  /** A lone "C" means current (old Experian grids' legend), not a collection. */
  currentC?: boolean;
}

/** Whether a word is a printed payment code, the marks meaning "no data" included. */
export function isPaymentCodeWord(word: string): boolean {
  return word.trim().toUpperCase() in CODES;
}

/** A mark meaning "no data for this month" (a dash, "PP"): a code of the history that places no month. */
export function isNoDataMark(word: string): boolean {
  const t = word.trim().toUpperCase();
  return t in CODES && CODES[t] === null;
}

/**
 * Reads one printed payment code, OCR's stray marks and look-alike letters undone; null when it is not a code or
 * means "no data".
 */
export function readPaymentCode(raw: string, opts: CodeOptions = {}): PaymentCode | null {
  let t = raw.replace(/[<>]/g, '').trim().toUpperCase().replace(/\s+/g, ' ');
  // OCR hangs stray marks on short codes ("-OK", "OK.", "OK-", "\"OK")
  if (t.length > 1) t = t.replace(/^[.,:;"'`|_~-]+|[.,:;"'`|_~-]+$/g, '');
  if (t === '') return null;
  if (/^[0-9OIL|SB]+$/.test(t) && /\d/.test(t)) t = t.replace(/O/g, '0').replace(/[IL|]/g, '1').replace(/S/g, '5').replace(/B/g, '8');
  if (['0K', 'QK', 'DK', 'OL', '0L', 'OKK'].includes(t)) t = 'OK';
  // OCR doubles the round letters of a small "COL" ("CoOL", "CcoL") or reads its L as U, I or 1
  if (/^C+[O0]+[LUI1|]$/.test(t) || t === 'CC' || t === '©') t = 'COL';
  // No bureau prints "C0": it is "CO" with the O read as a zero, or doubled ("CO0"), never a current month.
  if (/^C[O0]+$/.test(t)) t = 'CO';
  if (t === 'C' && opts.currentC) return 'OK';
  if (opts.ratings && t in RATINGS) return RATINGS[t]!;
  return CODES[t] ?? null;
}
