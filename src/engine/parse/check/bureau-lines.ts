/**
 * An account read from another bureau's lines (decision 227): a print that runs each bureau's fields as a paragraph
 * opened by the bureau's name ("TransUnion: Account number: …; Balance: …") names the bureau on the account's own
 * lines. An account of one bureau's report whose lines open with another bureau's name, and never with its own, was
 * read from that other bureau's lines (or the reading put three bureaus' paragraphs into one report).
 */
import type { Bureau } from '../../model';

const OPENING: Array<[RegExp, Bureau]> = [
  [/^trans\s?union\s*[®™]?\s*:/i, 'transunion'],
  [/^experian\s*[®™]?\s*:/i, 'experian'],
  [/^equifax\s*[®™]?\s*:/i, 'equifax'],
];

/** What a bureau's line says when that bureau has no such account: not its lines. */
const NOT_REPORTED = /^\s*(?:not\s+reported|none|no\s+data|n\/?a|-+)\s*\.?\s*$/i;

function openedBy(line: string): Bureau | null {
  const t = line.trim();
  for (const [re, bureau] of OPENING) {
    const m = re.exec(t);
    if (m) return NOT_REPORTED.test(t.slice(m[0].length)) ? null : bureau;
  }
  return null;
}

/** Whether the account's lines open with another bureau's name and never with `bureau`'s. */
export function readFromAnotherBureau(evidence: string[], bureau: Bureau): boolean {
  const named = evidence.map(openedBy).filter((b): b is Bureau => b != null);
  return named.length > 0 && !named.includes(bureau);
}

/** A creditor's name that is a bureau's line ("TransUnion: not reported."): that line read as an account's name. */
export function opensWithBureau(text: string): boolean {
  return OPENING.some(([re]) => re.test(text.trim()));
}
