/**
 * Footnote marks a print glues onto a value to point to a note ("$1,234¹", "2023/01³", "$25*", "$40†"): superscript
 * digits, asterisks, daggers, section and paragraph signs. No amount or date holds them, so they are dropped before a
 * value is read — after a digit only, where they cannot be part of a word, and never three stars or more (a masked
 * account number's: "4417****").
 */
export const MARK_CHARS = '*†‡§¶¹²³⁴⁵⁶⁷⁸⁹⁰';
const TRAILING_MARKS = new RegExp(`(?<=\\d)\\s?(?!.*\\*{3})[${MARK_CHARS}]+$`);

/** The value without the footnote marks glued to its end. */
export function withoutFootnoteMarks(value: string): string {
  return value.replace(TRAILING_MARKS, '');
}

/** Marks that are superscripts or typographic signs, never text of a value, wherever they stand in a value. */
export const FOOTNOTE_SIGN = /[†‡§¶¹²³⁴⁵⁶⁷⁸⁹⁰]/;
