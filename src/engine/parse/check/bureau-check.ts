/**
 * Self-check of the bureau a single-bureau reading assigns (issue 25): a layout parser recognises a file by its
 * arrangement, and another bureau's print (or a 3-bureau print) can share it. The bureau's own name is what every
 * print carries — in its title, its header or its footer — so the whole text is counted, headers included.
 */
import type { Bureau } from '../../model';
import { bureauMentions } from '../common/bureau-names';

export type BureauCheckCode = 'bureau_not_printed' | 'several_bureaus_printed';

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
