import type { Account, Finding, Inquiry, InquiryBurst } from '../../model';
import { redact } from '../../redact';
import { dayRange } from '../common/dates';
import type { Rule } from '../common/finding';
import { burstOf, inquiryBursts } from '../common/inquiry-bursts';
import { maybeSameCreditor } from '../common/names';
import { isRecentHardInquiry } from '../negative';

/**
 * inquiry_without_account: a hard inquiry within 24 months of the report date with no account from that
 * creditor opened from the inquiry date to 60 days after it. docs/decisions/001. Inquiries of a rate-shopping burst
 * that ended in an account are not raised; the others are possible errors only on the person's word that they did
 * not apply (docs/decisions/187).
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

function explanation(inquiry: Inquiry, burst: InquiryBurst | null): string {
  const ask =
    'That is normal when you applied. Only if you did not apply could it have been made without a permissible purpose: tell us, and it becomes an item to dispute.';
  if (burst) {
    const when = burst.first === burst.last ? `on ${burst.first}` : `from ${burst.first} to ${burst.last}`;
    return `${inquiry.creditor} is one of ${burst.inquiries.length} lenders that checked your credit ${when}, which may be shopping for one loan; the scoring models count auto, mortgage and student loan inquiries like these as one. No such loan was opened after them. ${ask}`;
  }
  return `${inquiry.creditor} checked your credit on ${inquiry.date} (a hard inquiry), and no account from them was opened in the 60 days after. ${ask}`;
}

export const inquiryWithoutAccount: Rule = ({ reports }) => {
  const accounts = reports.flatMap((r) => r.accounts);
  const findings: Finding[] = [];
  for (const report of reports) {
    if (!report.reportDate) continue;
    const bursts = inquiryBursts(report.inquiries, accounts);
    for (const inquiry of report.inquiries) {
      if (!isRecentHardInquiry(inquiry, report.reportDate)) continue;
      if (accounts.some((a) => fromCreditor(a, inquiry) && mayHaveFollowed(a, inquiry))) continue;
      const burst = burstOf(bursts, inquiry);
      // Shopping that ended in the loan it was for: every lender asked was asked by the person's application.
      if (burst?.accountOpened) continue;
      findings.push({
        code: 'inquiry_without_account',
        bureau: report.bureau,
        creditor: inquiry.creditor,
        accountNumber: null,
        lawBasis: LAW,
        evidence: redact(`${inquiry.creditor} — hard inquiry ${inquiry.date}`),
        explanation: explanation(inquiry, burst),
        needsStatement: 'did_not_apply',
        ...(burst ? { inquiryBurst: burst } : {}),
      });
    }
  }
  return findings;
};
