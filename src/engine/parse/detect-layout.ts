import type { ExtractedDocument } from '../extract/types';
import type { Bureau } from '../model';
import { looksLikeEquifax } from './equifax';
import { hasBureauColumns, looksLikeMerged } from './merged';
import { documentLines, documentText } from './common/lines';
import { bureauMentions } from './common/bureau-names';

export { hasBureauColumns } from './merged';

export type Layout = 'experian' | 'transunion' | 'equifax' | 'merged';

export interface DetectOptions {
  /** The bureau the person said the report is from: used only when the document names none. */
  bureau?: Bureau;
}

/** The bureau's name alone on a line: a column header single-bureau prints repeat above every block. */
const ALONE: Record<Bureau, RegExp> = {
  experian: /^\s*experian\s*[®™]?\s*$/gim,
  transunion: /^\s*trans\s?union\s*[®™]?\s*$/gim,
  equifax: /^\s*equifax\s*[®™]?\s*$/gim,
};

/** The report saying whose it is: "Bureau: Equifax", "Source — TransUnion". Outweighs headings another bureau also uses. */
const DECLARED: Record<Bureau, RegExp> = {
  experian: /\b(?:credit\s+)?(?:bureau|source)\s*(?::|\s[—–-])\s*experian\b/i,
  transunion: /\b(?:credit\s+)?(?:bureau|source)\s*(?::|\s[—–-])\s*trans\s?union\b/i,
  equifax: /\b(?:credit\s+)?(?:bureau|source)\s*(?::|\s[—–-])\s*equifax\b/i,
};
const DECLARED_WEIGHT = 8;

/** Headings, phrases and addresses only one bureau prints. */
const SIGNATURES: Record<Bureau, RegExp[]> = {
  experian: [
    /^potentially negative(?: items(?: or items for further review)?)?$/im,
    /^accounts in good standing$/im,
    /^(?:hard|soft) inquiries$/im,
    /^(?:account name|open\/closed|status updated|balance updated|recent payment)\s*:?$/im,
    /\bwritten off\b|\bnever late\b/i,
    /experian\.com|prepared for/i,
    /online personal credit report from experian|address identification number/i,
    /^requests viewed (?:only )?by (?:others|you)$/im,
    /\bon record until\b|\bcompany sold to\b|scheduled to continue on\s+record until/i,
  ],
  transunion: [
    /^adverse accounts$|^accounts with adverse information$/im,
    /^satisfactory accounts$/im,
    /^(?:regular|promotional|account review) inquiries$/im,
    /\bpay status\b/i,
    /estimated month and year this item will be removed/i,
    />\$?[\d,]+</,
    /transunion\.com|file number/i,
  ],
  equifax: [
    /^(?:revolving|mortgage|installment|other|collection) accounts$/im,
    /equifax\.com|confirmation number/i,
    /\|\s*[A-Z][a-z ]+:/,
    /EFX-ACR|date major delinquency (?:1st|first) reported/i,
  ],
};

/**
 * Labels and headings of credit reports in general: enough of them make a document a credit report, whoever printed it
 * (in full, or clipped as compact prints clip them: "Acct #", "Opnd", "Hi Cr", "Pay Stat", "Pst Due", "Rptd").
 */
const VOCABULARY = [
  /\baccount (?:number|#)|\bacct\.? ?(?:#|no\b|num)/i,
  /\bdate opened\b|\bopen(?:ed)? date\b|\bopnd\b/i,
  /\b(?:credit limit|high(?:est)? balance|high credit)\b|\bcr\.? lim\b|\bhi\.? cr\b/i,
  /\b(?:account|pay(?:ment)?) status\b|\baccount condition\b|\bpay\.? stat\b/i,
  /\bpayment history\b|\b24[- ]month\b/i,
  /\binquir(?:y|ies)\b|\binq\b/i,
  /\bpublic records?\b|\bpub\.? recs?\b/i,
  /\b(?:amount )?past due\b|\bpst\.? due\b/i,
  /\bresponsibility\b|\bbureau code\b|\bowner\b|\bresp\b/i,
  /\b(?:last reported|date reported|date updated|last verified)\b|\brptd\b/i,
  /\boriginal creditor\b|\bcreditor name\b|\borig\.? cr\b/i,
  /\baccount type\b|\bloan type\b/i,
];

function count(text: string, re: RegExp): number {
  return (text.match(re) ?? []).length;
}

/** How many of the general credit-report labels a text uses. */
export function reportVocabulary(text: string): number {
  return VOCABULARY.filter((re) => re.test(text)).length;
}

/** A document that uses this much of the vocabulary is a credit report even in a layout never seen. */
const CLEARLY_A_REPORT = 5;

/**
 * Which layout a document is, from several signals: bureau names (and a bureau's name printed alone
 * above its blocks), each bureau's characteristic headings and phrases, and the merged table's three
 * bureau columns. A document that is clearly a credit report but names no bureau takes
 * `options.bureau`; without it, null (as for anything that is not a credit report).
 */
export function detectLayout(doc: ExtractedDocument, options: DetectOptions = {}): Layout | null {
  const lines = documentLines(doc);
  if (hasBureauColumns(lines)) return 'merged';
  const text = documentText(doc);

  const scores: Record<Bureau, number> = { experian: 0, transunion: 0, equifax: 0 };
  let strongestSignature = 0;
  const mentions = bureauMentions(text);
  for (const bureau of Object.keys(scores) as Bureau[]) {
    const signatures = SIGNATURES[bureau].filter((re) => re.test(text)).length;
    strongestSignature = Math.max(strongestSignature, signatures);
    scores[bureau] =
      Math.min(mentions[bureau], 5) + signatures * 2 + (count(text, ALONE[bureau]) >= 2 ? 3 : 0) + (DECLARED[bureau].test(text) ? DECLARED_WEIGHT : 0);
  }
  // A short document with one three-bureau header row is merged, unless one bureau's own headings say otherwise.
  if (strongestSignature < 2 && looksLikeMerged(doc)) return 'merged';
  const reportish = /\b(?:accounts?|inquir(?:y|ies)|credit\s+report|payment\s+history|balance)\b/i.test(text);
  if (!reportish) return null;

  if (looksLikeEquifax(doc) && scores.equifax >= scores.experian && scores.equifax >= scores.transunion) return 'equifax';
  const [bureau, score] = (Object.entries(scores) as Array<[Bureau, number]>).sort((a, b) => b[1] - a[1])[0]!;
  // A bureau named and showing one of its headings, or named in a document that is clearly a credit report.
  if (score >= 3) return bureau;
  const clearlyReport = reportVocabulary(text) >= CLEARLY_A_REPORT;
  if (score >= 1 && clearlyReport) return bureau;
  if (score === 0 && clearlyReport) return options.bureau ?? null;
  return null;
}
