import type { Account, Finding, Inquiry } from '../../model';
import { redact } from '../../redact';
import { dayRange } from '../common/dates';
import type { Rule } from '../common/finding';
import { maybeSameCreditor } from '../common/names';
import { isRecentHardInquiry } from '../negative';

/**
 * inquiry_without_account: a hard inquiry within 24 months of the report date with no account from that
 * creditor opened from the inquiry date to 60 days after it. docs/decisions/001.
 * Accounts are looked for in every report of the file (a merged report lists one person's accounts per
 * bureau), and an account from that creditor whose opening date is not printed counts as a match.
 */

const LAW = ['FCRA 604(a)(3)', 'FCRA 611'];
export const INQUIRY_WINDOW_DAYS = 60;

function fromCreditor(account: Account, inquiry: Inquiry): boolean {
  return maybeSameCreditor(account.creditor, inquiry.creditor) || maybeSameCreditor(account.originalCreditor, inquiry.creditor);
}

/** True when the account may have been opened from the inquiry date to 60 days after it. */
function mayHaveFollowed(account: Account, inquiry: Inquiry): boolean {
  if (!account.dateOpened) return true;
  const opened = dayRange(account.dateOpened);
  const asked = dayRange(inquiry.date);
  if (!opened || !asked) return true;
  return opened.last >= asked.first && opened.first <= asked.last + INQUIRY_WINDOW_DAYS;
}

export const inquiryWithoutAccount: Rule = ({ reports }) => {
  const accounts = reports.flatMap((r) => r.accounts);
  const findings: Finding[] = [];
  for (const report of reports) {
    if (!report.reportDate) continue;
    for (const inquiry of report.inquiries) {
      if (!isRecentHardInquiry(inquiry, report.reportDate)) continue;
      if (accounts.some((a) => fromCreditor(a, inquiry) && mayHaveFollowed(a, inquiry))) continue;
      findings.push({
        code: 'inquiry_without_account',
        bureau: report.bureau,
        creditor: inquiry.creditor,
        accountNumber: null,
        lawBasis: LAW,
        evidence: redact(`${inquiry.creditor} — hard inquiry ${inquiry.date}`),
        explanation: `${inquiry.creditor} pulled your credit on ${inquiry.date}, but no account from them was opened in the 60 days after. If you did not apply for credit with them, the inquiry was made without a permissible purpose; ask the bureau to remove it.`,
      });
    }
  }
  return findings;
};
