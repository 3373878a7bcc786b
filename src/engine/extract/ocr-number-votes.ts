import { UNREADABLE_NUMBER } from './types';

/**
 * Which reading of a masked account-number cell to keep, given the free reading of the page and the re-readings
 * of the cell's pixels (ocr-cells.ts). OCR misreads digits with nothing on the page to say so, and a wrong
 * number puts an account, its negative items and its findings under a number that does not exist: a reading is
 * kept only when the readings back it, and a cell whose readings cannot be reconciled keeps no number.
 */

const MASKED_NUMBER = /^[0-9X*]{4,}$/;

/**
 * Bureaus print the first digits or the last digits of an account number, never one lone digit after a run
 * of masks: `288561****4` is a final asterisk read as a digit.
 */
export function tidyMask(text: string): string {
  const m = /^(\d+)([*X]{3,})\d$/.exec(text);
  if (m) return `${m[1]}${m[2]}${m[2]?.slice(-1) ?? '*'}`;
  // nor a lone digit between masks: `426513**2*` is a mask read as a digit
  return /^\d+[*X]{2,}/.test(text) ? text.replace(/(?<=[*X])\d(?=[*X])/g, (_d, at: number) => text[at - 1] ?? '*') : text;
}

/**
 * A constrained reading replaces the current one when it is a plausible masked number and the current one is
 * not, or when it reads at least as many characters: a re-read that drops glyphs must not replace a clean
 * `XXXX1234`, while one that sees a mask where the free reading saw a digit (`262198*` for `2621984`) wins.
 */
export function betterMaskedReading(current: string, candidate: string): string | null {
  const reread = tidyMask(candidate.replace(/\s+/g, ''));
  if (!MASKED_NUMBER.test(reread)) return null;
  if (MASKED_NUMBER.test(current) && reread.length < current.length) return null;
  return reread;
}

/**
 * The digits a free reading printed apart from what follows them ("964307 *xkkkak", "358547 FHrix": the junk is
 * the mask, the gap shows where the digits end). A re-reading that does not keep them is a misreading ("9643 87"
 * and "91577901" were seen for the first cell, "3685474" for the second): the digits are kept and the re-reading
 * dropped. Digits run into the mask ("7256027") say nothing, as the last may be a mask read as a digit.
 */
export function digitsBeforeMask(free: string): string | null {
  return /^(\d{4,})\s+[^\d\s]/.exec(free.trim())?.[1] ?? null;
}

/**
 * Two re-readings kept from different sources that disagree ("28474" and "28471" for a printed "2847****": the
 * first mask read as a digit, a different one each time) are sure only of what they share: their common start,
 * when it is four characters or more. Null when there is nothing to reconcile or too little is shared.
 */
export function agreedReading(kept: string[]): string | null {
  const [first, ...rest] = kept;
  if (first === undefined || rest.every((k) => k === first)) return null;
  let shared = first;
  for (const k of rest) while (!k.startsWith(shared)) shared = shared.slice(0, -1);
  return shared.length >= 4 ? shared : null;
}

/**
 * What the cell's readings settle on, each re-reading taken in turn by the rules above; null when the free
 * reading stands. Re-readings kept that share too little are both doubtful and neither is taken.
 */
export function settledReading(free: string, rereads: string[]): string | null {
  const digits = digitsBeforeMask(free);
  let best = digits ?? free;
  const kept: string[] = [];
  for (const reading of rereads) {
    const better = betterMaskedReading(best, reading);
    if (better !== null && (digits === null || better.startsWith(digits))) kept.push((best = better));
  }
  if (new Set(kept).size > 1) return agreedReading(kept);
  return best === free ? null : best;
}

/** A reading as a masked number (spaces dropped, masks tidied), or null when it is not one. */
function asMaskedNumber(reading: string): string | null {
  const tidy = tidyMask(reading.replace(/\s+/g, ''));
  return MASKED_NUMBER.test(tidy) ? tidy : null;
}

/** What two readings of one number are compared on: its digits and where the masks stand ("6945*", "*1234"). */
function shape(reading: string): string {
  return reading.replace(/[*X]+/g, '*');
}

/**
 * The free reading of a number printed digits first stands by the rules above, yet every re-reading (two or
 * more) gives other digits: for a printed "6945XXXXXXXX", the free reading "69345XXXXXXXX" and the re-readings
 * "6945XXXXXXXX" and "6345XXXXXXXX". A digit inserted by one look and dropped by another look the same, so no
 * reading is sure yet. A number printed mask first is left alone: the constrained re-readings drop its digits
 * after the long mask ("XXXXXXXXXXXX8884" re-read "XXXXXXXXXXXX84", "…884" and, enlarged, "…884").
 */
export function contradicted(free: string, rereads: string[]): boolean {
  if (!/^\d/.test(free.trim()) || settledReading(free, rereads) !== null) return false;
  const digits = digitsBeforeMask(free);
  const plausible = rereads.map(asMaskedNumber).filter((r): r is string => r !== null && (digits === null || r.startsWith(digits)));
  const freeDigits = (digits ?? free).replace(/\D/g, '');
  return plausible.length >= 2 && plausible.length === rereads.length && plausible.every((r) => r.replace(/\D/g, '') !== freeDigits);
}

/**
 * The reading every look gives (the longest of its spellings, as re-readings drop trailing masks), else
 * UNREADABLE_NUMBER. Not a majority: for "6945XXXXXXXX" two of four looks gave "6345XXXXXXXX".
 */
export function unanimousReading(looks: string[]): string {
  const readings = looks.map(asMaskedNumber);
  const [first] = readings;
  if (!first || readings.some((r) => r === null || shape(r) !== shape(first))) return UNREADABLE_NUMBER;
  return readings.reduce<string>((a, b) => (b !== null && b.length > a.length ? b : a), first);
}

/**
 * The digits a reading prints first ("358547" of "358547*******"), when six or more: bureaus print six or more
 * first digits, or the last four, and OCR drops a leading mask ("****3815" read "3815", "****7243" as "7243**").
 */
function leadingDigits(reading: string): string | null {
  const digits = /^\d+/.exec(reading.trim())?.[0];
  return digits && digits.length >= 6 ? digits : null;
}

/** Two runs of first digits agree when the shorter starts the longer (bureaus print more or fewer of them). */
function sameStart(a: string, b: string): boolean {
  return a.startsWith(b) || b.startsWith(a);
}

/**
 * A merged report prints one tradeline's number in each bureau's column, masked as each bureau masks it
 * ("96430704****", "964307*********", "X*4978"): where two columns print first digits, these agree. The column
 * whose first digits (six or more) disagree with two others that agree with each other was misread ("3685474*******" beside
 * "358547*******" and "3585476336****94"): its index, else null.
 */
export function oddColumnOut(readings: string[]): number | null {
  const firsts = readings.map(leadingDigits);
  for (const [i, mine] of firsts.entries()) {
    const others = firsts.filter((d, j): d is string => j !== i && d !== null);
    if (mine === null || others.length < 2) continue;
    if (others.every((d) => !sameStart(mine, d)) && others.every((d) => others.every((e) => sameStart(d, e)))) return i;
  }
  return null;
}
