/** Section headings of a 3-bureau merged report (IdentityIQ / SmartCredit / MyScoreIQ style). */

export type MergedSection = 'personal' | 'score' | 'summary' | 'accounts' | 'inquiries' | 'public' | 'other';

const HEADINGS: [RegExp, MergedSection][] = [
  [/^personal (information|profile|info)$|^consumer information$/, 'personal'],
  [/^(your )?credit scores?$|^(credit )?score (summary|information)$|^(fico|vantage) ?scores?.*$/, 'score'],
  [/^(credit |account |report )?summary$|^(account|credit|report) overview$|^quick view$/, 'summary'],
  [
    /^account (history|details|information)$|^accounts?$|^(credit |trade )?accounts?( history| details| information)?$|^tradelines?$|^(revolving|installment|mortgage|open|other|collection) accounts?$|^collections?$/,
    'accounts',
  ],
  [/^(hard |credit |regular )?inquir(y|ies)( information| details)?$/, 'inquiries'],
  [/^public (information|records?)( information)?$/, 'public'],
  [
    /^creditor contacts?( information)?$|^consumer statements?$|^(fraud |security )?alerts?$|^employment( information)?$|^back to top$|^(score )?factors$|^risk factors$/,
    'other',
  ],
];

export function mergedSection(text: string): MergedSection | null {
  if (text.length > 60 || /:\s*\S/.test(text)) return null;
  const heading = text
    .toLowerCase()
    .replace(/\(?\s*continued\s*\)?/g, ' ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [pattern, section] of HEADINGS) if (pattern.test(heading)) return section;
  return null;
}
