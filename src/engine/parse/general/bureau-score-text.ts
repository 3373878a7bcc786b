/**
 * Scores printed in text beside their bureau's name (decision 233): "TransUnion 653 VantageScore 3.0", "Equifax FICO®
 * Score 8: 723   Experian FICO® Score 8: 740", "Scores (VantageScore 3.0): Experian 688; TransUnion 607.", "Your
 * TransUnion score is 612 as of Apr 2024.". A bureau's score is the 300–850 number after its name, with nothing
 * between them but the model's name and words that link a score to it ("score is", "'s", ":").
 */
import type { Bureau } from '../../model';
import { parseScore } from '../common/field-values';
import { bureauOfText } from './geometry';

/** A score model's name as printed beside a score: "FICO® Score 8", "VantageScore 3.0", "Credit Score". */
export const MODEL = String.raw`(?:fico\s*®?\s*(?:score)?\s*(?:\d{1,2}\b)?|vantage\s*score\s*®?\s*(?:\d(?:\.\d)?)?|credit\s+score|score)`;
const MODELS = new RegExp(MODEL, 'gi');

const BUREAU_AT = /\b(?:trans\s?union|experian|equifax)\b/gi;
/** A sentence ends at a period that is no decimal point ("VantageScore 3.0"), or at "!" / "?". */
const SENTENCE_END = /[!?]|\.(?!\d)/;
/** A sentence that speaks of a score. */
const SCORE_WORD = /\b(?:scores?|fico|vantage\s*score)/i;
/** Words that may stand between a bureau's name and its score. */
const LINK = /^(?:['’]s|credit|scores?|is|was|of|now|currently|today|data)$/i;
/** A three-digit number that is not part of a longer figure, a decimal, a percentage or a range ("300-850"). */
const NUMBER = /(?<![\d.,$])(\d{3})(?!\d|[.,]\d|%|\s*(?:-|–|to)\s*\d)/i;
/** What shows a number after a bureau's name is no score: a change in points, an amount, a street address. */
const NOT_A_SCORE = /^\s*(?:points?\b|pts\b|usd\b|%|[A-Z][a-z]+\s+(?:st|street|ave|avenue|blvd|boulevard|rd|road|dr|drive|ln|lane|way|pkwy|hwy)\b)/i;

/** Text without the models' names, bracketed asides and the marks of a name. */
function withoutModels(text: string): string {
  return text
    .replace(MODELS, ' ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[®™]/g, '');
}

/** The score printed right after a bureau's name (`rest`: up to the next bureau or the sentence's end). */
function scoreAfter(rest: string, speaksOfScore: boolean): number | null {
  const n = NUMBER.exec(rest);
  if (!n) return null;
  const before = withoutModels(rest.slice(0, n.index))
    .split(/[\s:=·|–—-]+/)
    .filter(Boolean);
  if (!before.every((w) => LINK.test(w))) return null;
  const after = rest.slice(n.index + n[0].length);
  // after the number only the model's name, or — where the sentence speaks of a score — more words of it
  const bare = withoutModels(after).replace(/[\s·|,;:]/g, '') === '';
  if (!bare && (!speaksOfScore || NOT_A_SCORE.test(after))) return null;
  return parseScore(n[1]);
}

/** Each bureau's score printed in the text beside its name; a bureau's first score counts. */
export function scoresBesideBureaus(text: string): Map<Bureau, number> {
  const out = new Map<Bureau, number>();
  for (const sentence of text.split(SENTENCE_END)) {
    const speaks = SCORE_WORD.test(sentence);
    const named = [...sentence.matchAll(BUREAU_AT)];
    named.forEach((m, i) => {
      const bureau = bureauOfText(m[0]);
      const score = scoreAfter(sentence.slice(m.index + m[0].length, named[i + 1]?.index ?? sentence.length), speaks);
      if (bureau && score != null && !out.has(bureau)) out.set(bureau, score);
    });
  }
  return out;
}
