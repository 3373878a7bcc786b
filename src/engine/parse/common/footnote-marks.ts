/**
 * Footnote marks a print glues onto a value to point to a note ("$1,234¹", "2023/01³", "$25*", "$40†", "Closed‡").
 * No amount, date or status holds them, so they are dropped before a value is read: superscript digits, daggers,
 * section and paragraph signs after any text; asterisks only after a digit, where they cannot be part of a word, and
 * never three stars or more (a masked account number's: "4417****"). A lone mark is left as it is.
 */
export const MARK_CHARS = '*†‡§¶¹²³⁴⁵⁶⁷⁸⁹⁰';
const AFTER_DIGIT = new RegExp(`(?<=\\d)\\s?(?!.*\\*{3})[${MARK_CHARS}]+$`);

/** Marks that are superscripts or typographic signs, never text of a value, wherever they stand in a value. */
export const FOOTNOTE_SIGN = /[†‡§¶¹²³⁴⁵⁶⁷⁸⁹⁰]/;
const SIGNS_AFTER_TEXT = new RegExp(`(?<=\\S)${FOOTNOTE_SIGN.source}+$`);

/** The value without the footnote marks glued to its end. */
export function withoutFootnoteMarks(value: string): string {
  return value.replace(AFTER_DIGIT, '').replace(SIGNS_AFTER_TEXT, '');
}
