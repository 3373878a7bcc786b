import { UNREADABLE_NUMBER } from '../../extract/types';
import type { Account, Coverage, CreditReport, Inquiry } from '../../model';

/** Counts the report prints of what it holds, when it prints any (a summary's account count, "Inquiry N" blocks). */
export interface PrintedCounts {
  accounts?: number | null;
  inquiries?: number | null;
}

/** What was read against what the report says it holds. */
export function coverageOf(read: { accounts: Account[]; inquiries: Inquiry[] }, printed: PrintedCounts = {}): Coverage {
  return {
    accountsRead: read.accounts.length,
    accountsListed: printed.accounts ?? null,
    inquiriesRead: read.inquiries.length,
    inquiriesListed: printed.inquiries ?? null,
  };
}

/** Plain sentences for every count the reading falls short of (or exceeds), so a partial answer is never silent. */
export function coverageWarnings(coverage: Coverage): string[] {
  const out: string[] = [];
  const { accountsRead, accountsListed, inquiriesRead, inquiriesListed } = coverage;
  if (accountsListed != null && accountsRead !== accountsListed) {
    out.push(
      accountsRead < accountsListed
        ? `We read ${accountsRead} of the ${accountsListed} accounts this report lists.`
        : `We read ${accountsRead} accounts, but this report lists ${accountsListed}.`,
    );
  }
  // Printed inquiry counts often cover the last 2 years only ("Inquiries (2 years)") while the list holds older
  // ones too: reading more than the count is expected, reading fewer is not.
  if (inquiriesListed != null && inquiriesRead < inquiriesListed) {
    out.push(`We read ${inquiriesRead} of the ${inquiriesListed} inquiries this report lists.`);
  }
  return out;
}

/**
 * Accounts whose number OCR could not read surely (its readings contradicted each other) keep no number, and
 * the report says which: a wrong number would have a person dispute an account that does not exist.
 */
export function withoutUnreadableNumbers(report: CreditReport): CreditReport {
  const unsure = report.accounts.filter((a) => a.accountNumber === UNREADABLE_NUMBER);
  if (unsure.length === 0) return report;
  return {
    ...report,
    accounts: report.accounts.map((a) => (a.accountNumber === UNREADABLE_NUMBER ? { ...a, accountNumber: null } : a)),
    warnings: [...report.warnings, ...unsure.map((a) => `We could not read the account number of ${a.creditor} clearly; check it against your report.`)],
  };
}
