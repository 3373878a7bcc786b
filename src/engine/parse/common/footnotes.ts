/**
 * A printed figure may carry a footnote marker glued to it ("$5,613¹", "2023/01³", "Closed†"), pointing to a legend
 * elsewhere on the page. The marker is no part of the value: read without it, "$5,613¹" is $5,613, never $56,131.
 * Only characters that cannot be part of a value count as markers: superscript digits and daggers.
 */
const TRAILING_MARKS = /(?<=\S)[\u00B9\u00B2\u00B3\u2070\u2074-\u2079\u2020\u2021]+$/;

export function withoutFootnoteMarks(value: string): string {
  return value.replace(TRAILING_MARKS, '');
}
