import { withoutFootnoteMarks } from './footnote-marks';

/**
 * OCR confuses letters and digits that look alike. Inside something that should be a number,
 * read them back as digits.
 */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
};

/** Replaces look-alike letters with digits in a token that is mostly digits already. */
export function digitsFromOcr(token: string): string {
  const digitCount = (token.match(/\d/g) ?? []).length;
  const lookalikeCount = [...token].filter((c) => c in DIGIT_LOOKALIKES).length;
  if (digitCount === 0 || lookalikeCount > digitCount) return token;
  return [...token].map((c) => DIGIT_LOOKALIKES[c] ?? c).join('');
}

/** Strips TransUnion's adverse markers (">$1,234<") and reports whether they were present. */
export function stripAdverseMarks(text: string): { text: string; adverse: boolean } {
  const trimmed = withoutFootnoteMarks(text.trim());
  const adverse = /^>.*<$/s.test(trimmed) || (/^>/.test(trimmed) && !trimmed.includes('<')) || /^[^>]*<$/.test(trimmed);
  const stripped = trimmed
    .replace(/^>\s*/, '')
    .replace(/\s*<$/, '')
    .replace(/>\s*([^<>]*?)\s*</g, '$1');
  return { text: stripped.trim(), adverse };
}

/** Status words OCR splits after their first capital ("C LOSED"). Only these are rejoined: "J C PENNEY" stays. */
const SPLIT_WORDS = new Set([
  'closed',
  'collection',
  'current',
  'account',
  'charged',
  'transferred',
  'settled',
  'paid',
  'disputed',
  'grantor',
  'consumer',
  'delinquent',
]);

/** Rejoins a status word OCR split after its first capital letter ("C LOSED" → "CLOSED"). */
export function rejoinSplitCapitals(text: string): string {
  return text.replace(/\b([A-Z]) ([A-Z]{2,})\b/g, (whole, first: string, rest: string) =>
    SPLIT_WORDS.has(`${first}${rest}`.toLowerCase()) ? `${first}${rest}` : whole,
  );
}
