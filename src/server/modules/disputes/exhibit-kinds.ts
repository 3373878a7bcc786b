/** What a person may put behind a letter, and how the letter's enclosures list names it. */
import type { LetterKindName } from '../../../common/disputes/letters';

export const EXHIBIT_KINDS = ['id', 'proof_of_address', 'report_page', 'other'] as const;
export type ExhibitKind = (typeof EXHIBIT_KINDS)[number];

export const EXHIBIT_LABELS: Record<ExhibitKind, string> = {
  id: 'Copy of my driver’s license or state ID',
  proof_of_address: 'Copy of a utility bill or bank statement showing my address',
  report_page: 'Copy of the credit report page with the disputed items marked',
  other: 'Supporting document',
};

/**
 * The enclosures a letter lists: the exhibits uploaded, else the ones the bureaus ask for (ID and proof of address,
 * plus the marked report page for a dispute), which the person then encloses on paper.
 */
export function exhibitEnclosures(kinds: string[], letterKind: LetterKindName): string[] {
  const uploaded = [...new Set(kinds)].filter((k): k is ExhibitKind => k in EXHIBIT_LABELS).map((k) => EXHIBIT_LABELS[k]);
  if (uploaded.length > 0) return uploaded;
  // A disclosure request, a method-of-verification request and an identity reply dispute no line of the report anew.
  const idOnly = letterKind === 'file_disclosure' || letterKind === 'method_of_verification' || letterKind === 'identity_reply';
  const base: ExhibitKind[] = idOnly ? ['id', 'proof_of_address'] : ['id', 'proof_of_address', 'report_page'];
  return base.map((k) => EXHIBIT_LABELS[k]);
}
