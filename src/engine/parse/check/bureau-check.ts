/**
 * Self-check of the bureau a single-bureau reading assigns (issue 25): a layout parser recognises a file by its
 * arrangement, and another bureau's print (or a 3-bureau print) can share it. The bureau's own name is what every
 * print carries — in its title, its header or its footer — so the whole text is counted, headers included.
 */
import type { Bureau } from '../../model';

export type BureauCheckCode = 'bureau_not_printed' | 'several_bureaus_printed';

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

/**
 * What is wrong with reading the text as one report of `bureau`: another bureau is named and this one never is,
 * or another bureau is named as often as this one (and more than in passing, as a report's own pages name it on
 * each page; a single bureau's report names the others at most in a sentence or an inquirer's name).
 */
export function checkBureau(text: string, bureau: Bureau): BureauCheckCode | null {
  const mentions = bureauMentions(text);
  const own = mentions[bureau];
  const others = (Object.keys(mentions) as Bureau[]).filter((b) => b !== bureau).map((b) => mentions[b]);
  if (own === 0) return others.some((n) => n > 0) ? 'bureau_not_printed' : null;
  return others.some((n) => n >= Math.max(MORE_THAN_IN_PASSING, own)) ? 'several_bureaus_printed' : null;
}

/** Mentions of another bureau that a single bureau's report does not reach (a disclosure's list of the three bureaus). */
const MORE_THAN_IN_PASSING = 3;
