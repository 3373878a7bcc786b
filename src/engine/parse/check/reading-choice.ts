/**
 * Which of two readings of one file is returned (issue 25): the layout parser's or the general reader's. A reading
 * whose every account failed its self-checks never wins, and a single-bureau reading at a bureau the text does not
 * name (or of a text naming several bureaus alike) loses to one that passes that check.
 */
import type { Account, CreditReport } from '../../model';
import { checkBureau, type BureauCheckCode } from './bureau-check';
import { failedShare, READING_WARNING } from './account-checks';
import { readsSeveralReportsAsOne } from './repeated-accounts';

export interface Reading {
  reports: CreditReport[];
  /** The bureau self-check of a single-bureau reading; null when it passed or the reading holds several bureaus. */
  bureauCheck: BureauCheckCode | 'accounts_repeated' | null;
}

export const EVERY_ACCOUNT_FLAGGED = 'We could not read any account of this report cleanly; check each one against your report.';

/**
 * A reading of `reports` with its bureau checked against the text; `skipBureau` when the caller named the bureau or
 * the reader read the file as a print of several bureaus.
 */
export function readingOf(reports: CreditReport[], text: string, skipBureau: boolean): Reading {
  const [only] = reports;
  if (skipBureau || reports.length !== 1 || !only) return { reports, bureauCheck: null };
  const bureauCheck = checkBureau(text, only.bureau) ?? (readsSeveralReportsAsOne(only.accounts, text) ? 'accounts_repeated' : null);
  return { reports, bureauCheck };
}

const accountsOf = (r: Reading): Account[] => r.reports.flatMap((x) => x.accounts);
const flagged = (a: Account) => (a.readingChecks ?? []).length > 0;

export function everyAccountFlagged(accounts: Account[]): boolean {
  return accounts.length > 0 && accounts.every(flagged);
}

/** Whether the general reading should be returned instead of the layout parser's. */
export function generalIsBetter(layout: Reading, general: Reading | null): boolean {
  if (!general) return false;
  const [own, other] = [accountsOf(layout), accountsOf(general)];
  if (other.length === 0) return false;
  if (own.length === 0) return true;
  if (everyAccountFlagged(other)) return false;
  if (layout.bureauCheck != null || general.bureauCheck != null) return general.bureauCheck == null;
  if (everyAccountFlagged(own)) return true;
  if (other.length !== own.length) return other.length > own.length;
  return failedShare(general.reports) < failedShare(layout.reports);
}

/** Why the layout parser's reading did not stand, in plain words for `coverage.reader.reason`. */
export function layoutFailure(layout: string, reading: Reading): string {
  const accounts = accountsOf(reading);
  const bureau = reading.reports[0]?.bureau;
  if (reading.bureauCheck === 'bureau_not_printed') return `the ${layout} layout parser read this file as ${bureau}, a bureau it does not name`;
  if (reading.bureauCheck === 'several_bureaus_printed')
    return `the ${layout} layout parser read this file as ${bureau} alone, but it names several bureaus alike`;
  if (reading.bureauCheck === 'accounts_repeated')
    return `the ${layout} layout parser read this file as ${bureau} alone, but its accounts repeat as in several bureaus' reports`;
  if (accounts.length === 0) return `the ${layout} layout parser read no accounts`;
  return `the ${layout} layout parser's self-check failed on ${Math.round(failedShare(reading.reports) * 100)}% of its accounts`;
}

/** A reading kept although its bureau check failed: every account carries that check, so none is silently misread. */
export function withBureauFlag(reading: Reading): CreditReport[] {
  const code = reading.bureauCheck;
  if (!code) return reading.reports;
  return reading.reports.map((r) => ({
    ...r,
    accounts: r.accounts.map((a) => ({ ...a, readingWarning: READING_WARNING, readingChecks: [...(a.readingChecks ?? []), code] })),
  }));
}

/** The report-level warning when no account could be read cleanly. */
export function readingWarnings(accounts: Account[]): string[] {
  return everyAccountFlagged(accounts) ? [EVERY_ACCOUNT_FLAGGED] : [];
}
