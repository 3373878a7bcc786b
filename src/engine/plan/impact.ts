import type { IssueType } from '../model';
import type { Target } from './targets';

/**
 * What removing or correcting an item may do to a score, in words only (issue 24): no source publishes point ranges
 * for these, so none is shown. `points` is an ordering weight (the bigger the usual effect, the earlier it is
 * listed), never shown to anyone.
 */

export interface ImpactEstimate {
  /** "High — …", shown to the user. */
  text: string;
  /** Ordering weight only; never shown. */
  points: number;
}

const CAVEAT = 'How much it matters depends on the rest of your report and the scoring model; no result is guaranteed.';

function estimate(level: string, what: string, weight: number): ImpactEstimate {
  return { text: `${level} — ${what} usually lowers a score most while it is recent. ${CAVEAT}`, points: weight };
}

/** The estimated effect of removing a negative item of this type. */
export function removalImpact(issueType: IssueType | null, worstLateDays = 0): ImpactEstimate {
  switch (issueType) {
    case 'bankruptcy':
      return estimate('High', 'a bankruptcy', 150);
    case 'foreclosure':
      return estimate('High', 'a foreclosure', 120);
    case 'repossession':
      return estimate('High', 'a repossession', 100);
    case 'collection':
      return estimate('High', 'a collection', 100);
    case 'charge_off':
      return estimate('High', 'a charge-off', 100);
    case 'public_record':
      return estimate('High', 'a judgment or lien', 80);
    case 'late_payment':
      return worstLateDays >= 90 ? estimate('Medium to high', 'a payment 90 days or more late', 70) : estimate('Medium', 'a late payment', 40);
    case 'other':
      return estimate('Medium', 'a settled-for-less account', 40);
    case 'hard_inquiry':
      return estimate('Low', 'a hard inquiry', 10);
    default:
      return estimate('Low', 'an error in how an account is reported', 20);
  }
}

/** The estimated effect of fixing the entry a finding is about; its negative item's type when there is one. */
export function findingImpact(issueType: IssueType | null, target: Target | null, worstLateDays: number): ImpactEstimate {
  if (issueType) return removalImpact(issueType, worstLateDays);
  if (target?.kind === 'inquiry') return removalImpact('hard_inquiry');
  return removalImpact(null);
}
