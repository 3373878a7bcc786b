import type { Fragment } from './lines';

/**
 * A word drawn with letter-spacing (a stylesheet's `letter-spacing`, a tracked heading) places every glyph apart, and
 * pdf.js gives it back as its letters with single spaces between: "B a l a n c e", "$ 1 , 2 0 0". Its words still
 * come as separate pieces, with a wider gap between them.
 */
const SPACED_WORD = /^\S(?: \S)+$/;
/** A page is letter-spaced when most of its words come out so; an ordinary page has one or two ("1 / 8"). */
const SPACED_SHARE = 0.5;
const SPACED_MIN = 2;

/**
 * On a page whose words mostly come out letter by letter, each such piece is one word again; elsewhere a piece
 * like "C C C" (codes in a row, a page number "1 / 8") is left as printed.
 */
export function closeLetterSpacing(fragments: Fragment[]): Fragment[] {
  let words = 0;
  let spaced = 0;
  for (const f of fragments) {
    const text = f.text.trim();
    if (text.replace(/\s/g, '').length < 2) continue;
    words++;
    if (SPACED_WORD.test(text)) spaced++;
  }
  if (spaced < SPACED_MIN || spaced <= words * SPACED_SHARE) return fragments;
  return fragments.map((f) => (SPACED_WORD.test(f.text.trim()) ? { ...f, text: f.text.replace(/ /g, '') } : f));
}
