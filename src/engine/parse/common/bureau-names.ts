/** The bureaus' names as reports print them, counted over a text (layout detection, the general reader, self-checks). */
import type { Bureau } from '../../model';

const NAMES: Record<Bureau, RegExp> = {
  experian: /\bexperian\b/gi,
  transunion: /\btrans\s?union\b/gi,
  equifax: /\bequifax\b/gi,
};

/** How many times the text names each bureau. */
export function bureauMentions(text: string): Record<Bureau, number> {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  return { experian: count(NAMES.experian), transunion: count(NAMES.transunion), equifax: count(NAMES.equifax) };
}
