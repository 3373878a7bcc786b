/**
 * Creditor names are printed differently by bureaus, inquiries and collectors ("CAPITAL ONE BANK USA, N.A."
 * vs "Capital One"). Names are compared after normalising case, punctuation and corporate suffixes.
 */

/** Words that say what kind of company it is rather than which one. */
const SUFFIX_WORDS = new Set([
  'BANK', 'NA', 'INC', 'INCORPORATED', 'LLC', 'LTD', 'CORP', 'CORPORATION', 'CO', 'COMPANY',
  'CARD', 'CARDS', 'AUTO', 'FINANCIAL', 'FSB', 'USA', 'US', 'THE', 'OF',
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

/** The name reduced to the words that identify the company. */
export function normalizeCreditor(name: string | null | undefined): string {
  if (!name) return '';
  const words = clean(name);
  const core = words.filter((w) => !SUFFIX_WORDS.has(w));
  return (core.length > 0 ? core : words).join(' ');
}

/**
 * True when two printed names are the same company: equal after normalising, or one is the other's
 * leading words ("DISCOVER" and "DISCOVER PERSONAL LOANS") as long as the shorter keeps a word of 3+ letters.
 */
export function sameCreditor(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = normalizeCreditor(a);
  const y = normalizeCreditor(b);
  if (!x || !y) return false;
  if (x === y || x.replace(/ /g, '') === y.replace(/ /g, '')) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  const shortWords = short.split(' ');
  if (!shortWords.some((w) => w.length >= 3)) return false;
  return long.startsWith(`${short} `);
}

/** The last 4 digits printed in an account number ("XXXX1234" → "1234"), or null. */
export function lastFourDigits(accountNumber: string | null | undefined): string | null {
  if (!accountNumber) return null;
  const digits = accountNumber.replace(/\D/g, '');
  if (digits.length === 0) return null;
  return digits.slice(-4);
}
