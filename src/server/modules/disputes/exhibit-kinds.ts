/** What a person may put behind a letter, and how the letter's enclosures list names it. */

export const EXHIBIT_KINDS = ['id', 'proof_of_address', 'report_page', 'other'] as const;
export type ExhibitKind = (typeof EXHIBIT_KINDS)[number];

export const EXHIBIT_LABELS: Record<ExhibitKind, string> = {
  id: 'Copy of my driver’s license or state ID',
  proof_of_address: 'Copy of a utility bill or bank statement showing my address',
  report_page: 'Copy of the credit report page with the disputed items marked',
  other: 'Supporting document',
};

/**
 * The enclosures a letter lists: exactly the exhibits attached to it, none when nothing is (issue 24: a letter never
 * names an enclosure that is not there). The letter screen says which copies the bureaus ask for.
 */
export function exhibitEnclosures(kinds: string[]): string[] {
  return [...new Set(kinds)].filter((k): k is ExhibitKind => k in EXHIBIT_LABELS).map((k) => EXHIBIT_LABELS[k]);
}
