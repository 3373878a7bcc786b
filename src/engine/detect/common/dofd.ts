import type { Account } from '../../model';
import { shiftYears } from './dates';

/**
 * The date of first delinquency an account is judged by (docs/decisions/049). A DOFD printed under any of its
 * labels is `printed`. Where none is printed but the bureau prints its removal date ("On Record Until",
 * "Estimated month and year this item will be removed"), bureaus set that date at DOFD + 7 years, so the DOFD is
 * the removal date − 7 years at the removal date's precision, marked `removal_date` so letters can say it was
 * derived. Called once per account after parsing; parsers only fill `removalDate`.
 */
export function withDofd(account: Account): Account {
  if (account.dateOfFirstDelinquency) return { ...account, dofdSource: account.dofdSource ?? 'printed' };
  const derived = shiftYears(account.removalDate, -7);
  if (!derived) return { ...account, dofdSource: null };
  return { ...account, dateOfFirstDelinquency: derived, dofdSource: 'removal_date' };
}

/** True when the account's DOFD was derived from its removal date rather than printed. */
export function isDerivedDofd(account: Account): boolean {
  return account.dofdSource === 'removal_date';
}
