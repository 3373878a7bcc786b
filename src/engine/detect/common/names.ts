/**
 * Creditor names are printed differently by bureaus, inquiries and collectors ("CAPITAL ONE BANK USA, N.A."
 * vs "Capital One"). Names are compared after normalising case, punctuation and corporate suffixes.
 */

/** Words that, at the end of a name, say what kind of company it is rather than which one. */
const SUFFIX_WORDS = new Set([
  'BANK',
  'NA',
  'INC',
  'INCORPORATED',
  'LLC',
  'LTD',
  'CORP',
  'CORPORATION',
  'CO',
  'COMPANY',
  'CARD',
  'CARDS',
  'AUTO',
  'FINANCIAL',
  'FSB',
  'USA',
  'US',
]);

/** Upper case, punctuation to spaces, "&" kept as "AND", single spaces. */
function clean(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/\bN\.\s*A\.?/g, ' NA ')
    .replace(/['’`]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w.length > 0);
}

/** The name reduced to the words that identify the company: trailing suffix words and a leading "THE" dropped. */
export function normalizeCreditor(name: string | null | undefined): string {
  if (!name) return '';
  const words = clean(name);
  const start = words[0] === 'THE' && words.length > 1 ? 1 : 0;
  let end = words.length;
  while (end > start + 1 && SUFFIX_WORDS.has(words[end - 1]!)) end--;
  const core = words.slice(start, end);
  // A name made only of such words ("US BANK") is its own identity.
  return (core.every((w) => SUFFIX_WORDS.has(w)) ? words : core).join(' ');
}

/** True when two printed names are the same company: equal after normalising (spaces aside). */
export function sameCreditor(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = normalizeCreditor(a);
  const y = normalizeCreditor(b);
  if (!x || !y) return false;
  return x === y || x.replace(/ /g, '') === y.replace(/ /g, '');
}

/**
 * A looser match, for rules where a missed match is the safe side (an inquiry is only flagged when no
 * account may be from its creditor): also true when one name is the other's leading words
 * ("DISCOVER" and "DISCOVER PERSONAL LOANS"), as long as the shorter keeps a word of 3+ letters.
 */
export function maybeSameCreditor(a: string | null | undefined, b: string | null | undefined): boolean {
  if (sameCreditor(a, b)) return true;
  const x = normalizeCreditor(a);
  const y = normalizeCreditor(b);
  if (!x || !y) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (!short.split(' ').some((w) => w.length >= 3)) return false;
  return long.startsWith(`${short} `);
}

/** The last 4 digits printed in an account number ("XXXX1234" → "1234"), or null. */
export function lastFourDigits(accountNumber: string | null | undefined): string | null {
  if (!accountNumber) return null;
  const digits = accountNumber.replace(/\D/g, '');
  if (digits.length === 0) return null;
  return digits.slice(-4);
}
