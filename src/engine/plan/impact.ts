import type { IssueType } from '../model';
import type { Target } from './targets';

/**
 * Honest estimates of what removing or correcting an item may do to a score. Ranges, never promises:
 * the effect depends on the whole report and the scoring model.
 */

export interface ImpactEstimate {
  /** "High — …", shown to the user. */
  text: string;
  /** Upper end of the range in points, used to order recommendations. */
  points: number;
  /** Lower end of the range in points. */
  low: number;
}

const CAVEAT = 'The actual change depends on the rest of your report and the scoring model; no result is guaranteed.';

function estimate(level: string, what: string, low: number, high: number): ImpactEstimate {
  return { text: `${level} — ${what} can raise a score by ${low}–${high} points. ${CAVEAT}`, points: high, low };
}

/** The estimated effect of removing a negative item of this type. */
export function removalImpact(issueType: IssueType | null, worstLateDays = 0): ImpactEstimate {
  switch (issueType) {
    case 'bankruptcy':
      return estimate('High', 'removal of a bankruptcy', 40, 150);
    case 'foreclosure':
      return estimate('High', 'removal of a foreclosure', 30, 120);
    case 'repossession':
      return estimate('High', 'removal of a repossession', 25, 100);
    case 'collection':
      return estimate('High', 'removal of a collection', 20, 100);
    case 'charge_off':
      return estimate('High', 'removal of a charge-off', 20, 100);
    case 'public_record':
      return estimate('High', 'removal of a judgment or lien', 20, 80);
    case 'late_payment':
      return worstLateDays >= 90
        ? estimate('Medium to high', 'removal of a 90-day or later payment', 20, 70)
        : estimate('Medium', 'removal of a late payment', 10, 40);
    case 'other':
      return estimate('Medium', 'removal of a settled-for-less account', 10, 40);
    case 'hard_inquiry':
      return estimate('Low', 'removal of a hard inquiry', 0, 10);
    default:
      return estimate('Low', 'correcting how this account is reported', 0, 20);
  }
}

/** The estimated effect of fixing the entry a finding is about; its negative item's type when there is one. */
export function findingImpact(issueType: IssueType | null, target: Target | null, worstLateDays: number): ImpactEstimate {
  if (issueType) return removalImpact(issueType, worstLateDays);
  if (target?.kind === 'inquiry') return removalImpact('hard_inquiry');
  return removalImpact(null);
}
