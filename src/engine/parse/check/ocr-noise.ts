/**
 * Characters OCR put where a print has none (issue 25, decision 245): a letter that looks like a digit between the
 * digits of an account number ("XXXX12O4"), a digit inside the letters of a name's word ("CAP1TAL"), a name made
 * mostly of symbols. No print writes them so; a scan read with them has other characters wrong that no check sees.
 */
import type { Account } from '../../model';

export type OcrNoiseCode = 'number_holds_lookalike' | 'creditor_ocr_noise';

/** A digit's look-alike letter between two digits, or after digits at the end of the number. */
const LOOKALIKE_IN_NUMBER = /\d[OoIlSBZGDQ](?=\d|$)/;
/** A digit that looks like a letter inside a word of capitals: L0WES, CAP1TAL, FIR5T. */
const DIGIT_IN_WORD = /[A-Z][015][A-Z]/;

/** The OCR noise an account's reading shows. */
export function ocrNoise(a: Pick<Account, 'creditor' | 'accountNumber'>): OcrNoiseCode[] {
  const out: OcrNoiseCode[] = [];
  if (a.accountNumber && LOOKALIKE_IN_NUMBER.test(a.accountNumber.replace(/\s+/g, ''))) out.push('number_holds_lookalike');
  const visible = a.creditor.replace(/\s+/g, '');
  const symbols = (visible.match(/[^A-Za-z0-9]/g) ?? []).length;
  if (DIGIT_IN_WORD.test(a.creditor) || (visible.length >= 3 && symbols * 2 > visible.length)) out.push('creditor_ocr_noise');
  return out;
}
