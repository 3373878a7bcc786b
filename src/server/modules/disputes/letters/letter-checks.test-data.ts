/** Checks the letter tests share: every fact from the input, every cite printed, no threats or promises. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LAW_IDS, LAWS, provisionOf } from '../../../../engine/plan/laws';
import { BUREAU_DISPUTE_ADDRESSES } from './bureau-addresses';
import { maskAccountNumber } from './compose';
import type { LetterDocument } from '../../../../common/disputes/letters';
import type { LetterInput } from './types';

const here = path.dirname(new URL(import.meta.url).pathname);
/** The fixed wording of the letters: the only words a letter may hold besides its input and the library. */
const templateSource = ['compose.ts', 'wording.ts', 'address-lines.ts', 'next-round.ts'].map((f) => readFileSync(path.join(here, f), 'utf8')).join('\n');

const words = (s: string) => new Set((s.match(/[A-Za-z]+/g) ?? []).map((w) => w.toLowerCase()));
const numbers = (s: string) => new Set(s.match(/\d+/g) ?? []);
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

/** Everything the letter may draw facts from: its input, the law library's citations and the bureau addresses. */
function sources(input: LetterInput): string {
  const library = LAW_IDS.flatMap((id) => [LAWS[id].id, ...LAWS[id].provisions.map((p) => p.cite)]);
  const addresses = Object.values(BUREAU_DISPUTE_ADDRESSES).flatMap((a) => [a.name, ...a.lines]);
  // Account numbers as the letter masks them.
  const masked = input.items.flatMap((i) => (i.accountNumberMasked ? [maskAccountNumber(i.accountNumberMasked)] : []));
  // The input's ISO dates as the letter prints them (month name; MM/DD/YYYY without leading zeros dropped).
  const dates = strings(input)
    .filter((s) => /^\d{4}-\d{2}-\d{2}$/.test(s))
    .flatMap((s) => {
      const [y, m, d] = s.split('-').map(Number) as [number, number, number];
      return [`${y} ${m} ${d}`];
    });
  return [...strings(input), ...library, ...addresses, ...masked, ...dates, 'Experian TransUnion Equifax'].join('\n');
}

/** Every number in the letter comes from its sources (item numbers aside); every word from its sources or its fixed wording. */
export function inventedFacts(doc: LetterDocument, input: LetterInput): string[] {
  const from = sources(input);
  const allowedNumbers = numbers(from);
  // The periods the law sets ("30 days", "5 business days") come from the summaries of the provisions it cites.
  for (const cite of citesIn(doc.plainText)) for (const n of numbers(provisionOf(cite)?.provision.summary ?? '')) allowedNumbers.add(n);
  for (let n = 1; n <= input.items.length; n++) allowedNumbers.add(String(n));
  const allowedWords = new Set([...words(from), ...words(templateSource)]);
  const out: string[] = [];
  const textWithoutPaddedDates = doc.plainText.replace(/\b0(\d)\//g, '$1/');
  for (const n of numbers(textWithoutPaddedDates)) if (!allowedNumbers.has(n)) out.push(n);
  for (const w of words(doc.plainText)) if (!allowedWords.has(w)) out.push(w);
  return out;
}

/** Every citation printed in a text ("FCRA 611(a)(7)", "12 CFR 1022.43"). */
export function citesIn(text: string): string[] {
  return [...text.matchAll(/FCRA \d+[A-Z]?(?:\([A-Za-z0-9]+\))*|FDCPA \d+(?:\([A-Za-z0-9]+\))*|\d+ CFR [\d.]+|\d+ U\.S\.C\. [\w.()-]+/g)].map((m) => m[0]);
}

export const THREATS_AND_PROMISES =
  /\b(sue|lawsuit|attorney|lawyer|court|legal action|damages|penalt|guarantee|promise|will be (removed|deleted)|must delete|demand)\w*/i;
