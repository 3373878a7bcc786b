import { withoutFootnoteMarks } from './footnote-marks';
import { digitsFromOcr, stripAdverseMarks } from './ocr';

const EMPTY_VALUES = /^(?:-+|—|–|n\/?a|none|not\s+(?:reported|available|applicable)|unknown|\*+)$/i;

/**
 * Reads a printed money value in dollars: "$1,234", "1234", "$0", ">$1,234<", "$1, 234" (OCR),
 * "S1,234" ($ read as S), "$1,234.56". Empty markers ("-", "N/A", "") give null. Anything that is
 * not entirely a money value gives null.
 */
export function parseMoney(raw: string | null | undefined): number | null {
  if (raw == null) return null;
  let text = withoutFootnoteMarks(stripAdverseMarks(raw).text.trim());
  if (text === '' || EMPTY_VALUES.test(text)) return null;
  text = text.replace(/\s*(?:USD|dollars)$/i, '').replace(/(?<!\.\d{0,1})[.,:;]+$/, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (/^-/.test(text)) {
    negative = true;
    text = text.slice(1).trim();
  }
  // "$" read as "S" or "5" only when followed by a digit-ish group with thousands separators.
  text = text.replace(/^[S$§]\s*(?=[\dOolI])/, '$');
  if (text.startsWith('$')) text = text.slice(1).trim();
  text = digitsFromOcr(text.replace(/\s+/g, ''));
  if (!/^\d{1,3}(?:[,.]\d{3})*(?:\.\d{1,2})?$|^\d+(?:\.\d{1,2})?$/.test(text)) return null;
  // A dot followed by exactly three digits is an OCR'd thousands comma ("1.234"), unless it is a decimal.
  const normalised = text.replace(/[,.](?=\d{3}(?:\D|$))/g, '');
  const value = Number(normalised.replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

const MONEY_IN_TEXT = /(?:\$|\bS(?=\d))\s?\d{1,3}(?:,\s?\d{3})+(?:\.\d{2})?|\$\s?\d+(?:\.\d{2})?/;

/** The first dollar amount printed inside prose ("Account charged off. $2,345 written off"). */
export function findMoney(text: string): number | null {
  const match = MONEY_IN_TEXT.exec(text);
  return match ? parseMoney(match[0]) : null;
}

/** A value that is an amount and nothing else: "$1,602", "$1,602.00", "1,602.00" (a bare "1602" could be anything). */
export function isWholeAmount(value: string): boolean {
  return /^-?\$\s?\d[\d,]*(?:\.\d{2})?$|^\d{1,3}(?:,\d{3})+(?:\.\d{2})?$/.test(value.trim());
}
