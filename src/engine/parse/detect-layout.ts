import type { ExtractedDocument } from '../extract/types';
import { looksLikeEquifax } from './equifax';
import { hasBureauColumns, looksLikeMerged } from './merged';
import { documentLines } from './common/lines';

export { hasBureauColumns } from './merged';

export type Layout = 'experian' | 'transunion' | 'equifax' | 'merged';

const BUREAU_WORDS = {
  experian: /\bexperian\b/gi,
  transunion: /\btrans\s?union\b/gi,
  equifax: /\bequifax\b/gi,
} as const;

/** Headings and phrases only one bureau prints. */
const SIGNATURES: Record<'experian' | 'transunion' | 'equifax', RegExp[]> = {
  experian: [
    /^potentially negative items$/im,
    /^accounts in good standing$/im,
    /^(?:hard|soft) inquiries$/im,
    /^(?:account name|open\/closed|status updated|balance updated|recent payment)\s*:?$/im,
    /\bwritten off\b|\bnever late\b/i,
    /experian\.com|prepared for/i,
  ],
  transunion: [
    /^adverse accounts$/im,
    /^satisfactory accounts$/im,
    /^(?:regular|promotional|account review) inquiries$/im,
    /\bpay status\b/i,
    /estimated month and year this item will be removed/i,
    />\$?[\d,]+</,
    /transunion\.com|file number/i,
  ],
  equifax: [/^(?:revolving|mortgage|installment|other|collection) accounts$/im, /equifax\.com|confirmation number/i, /\|\s*[A-Z][a-z ]+:/],
};

function count(text: string, re: RegExp): number {
  return (text.match(re) ?? []).length;
}

/**
 * Which layout a document is, from bureau names, their characteristic headings and the merged
 * table's three bureau columns; null when it is not recognisably a credit report.
 */
export function detectLayout(doc: ExtractedDocument): Layout | null {
  const lines = documentLines(doc);
  const text = lines.map((l) => l.text).join('\n');
  if (hasBureauColumns(lines)) return 'merged';

  const scores = { experian: 0, transunion: 0, equifax: 0 };
  let strongestSignature = 0;
  for (const bureau of Object.keys(scores) as Array<keyof typeof scores>) {
    const signatures = SIGNATURES[bureau].filter((re) => re.test(text)).length;
    strongestSignature = Math.max(strongestSignature, signatures);
    scores[bureau] = Math.min(count(text, BUREAU_WORDS[bureau]), 5) + signatures * 2;
  }
  // A short document with one three-bureau header row is merged, unless one bureau's own headings say otherwise.
  if (strongestSignature < 2 && looksLikeMerged(doc)) return 'merged';
  const reportish = /\b(?:accounts?|inquir(?:y|ies)|credit\s+report|payment\s+history|balance)\b/i.test(text);
  if (!reportish) return null;

  if (looksLikeEquifax(doc) && scores.equifax >= scores.experian && scores.equifax >= scores.transunion) return 'equifax';
  const best = (Object.entries(scores) as Array<[keyof typeof scores, number]>).sort((a, b) => b[1] - a[1])[0]!;
  // A bare mention of a bureau is not enough: it must be named and show at least one of its headings.
  if (best[1] < 3) return null;
  return best[0];
}
