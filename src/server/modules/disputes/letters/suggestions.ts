/**
 * The editable suggestion the chooser offers for the person's own statement (issue 24): built only from the facts
 * of the item (the creditor, the line the report printed) and the ground, never from the app's explanation or
 * advice. First person, no "you": the person edits it into what they know is true; a bracketed part is theirs to
 * fill in. The letter prints whatever the person saves, not this text.
 */
import type { FindingCode } from '../../../../engine/model';
import type { PersonReason } from '../../../../common/disputes/reasons';
import type { Ground } from './rules';

type Facts = { creditor: string; evidence: string | null };

const shows = (f: Facts) => (f.evidence ? `My report shows “${f.evidence}”. ` : '');

const SUGGESTIONS: Readonly<Record<Ground, (f: Facts) => string>> = {
  obsolete_item: (f) => `${shows(f)}The delinquency on this ${f.creditor} account began long enough ago that the period for reporting it has ended.`,
  removal_date_beyond_limit: (f) => `${shows(f)}The date this ${f.creditor} item is set to be removed is later than the reporting period allows.`,
  reaged_debt: (f) =>
    `${shows(f)}The date of first delinquency reported for ${f.creditor} is later than when the account actually became delinquent, [month and year].`,
  missing_dofd: (f) => `${shows(f)}This ${f.creditor} account is reported as delinquent without the date the delinquency began.`,
  duplicate_account: (f) => `${shows(f)}This ${f.creditor} debt is listed more than once on my report; it is one debt.`,
  balance_after_transfer: (f) => `${shows(f)}This account was sold or transferred, so ${f.creditor} should not report a balance for it.`,
  paid_collection_balance: (f) => `${shows(f)}I paid this ${f.creditor} collection on [date], so the balance should be $0.`,
  medical_collection_under_500: (f) => `${shows(f)}This ${f.creditor} item is a medical collection of less than $500.`,
  inquiry_without_account: (f) => `I did not apply for credit with ${f.creditor} and did not authorize it to obtain my credit report.`,
  cross_bureau_mismatch: (f) =>
    `${shows(f)}${f.creditor} reports this account differently to the credit bureaus; the correct information is [what is correct].`,
  not_mine: (f) => `I have never had an account with ${f.creditor}, and I did not authorize anyone to open one in my name.`,
  identity_theft: (f) => `I did not open this ${f.creditor} account; it was opened with my personal information without my permission.`,
  wrong_status: (f) => `${shows(f)}The status is wrong: it should show [the correct status].`,
  wrong_balance: (f) => `${shows(f)}The balance is wrong: it should be [the correct balance].`,
  wrong_dates: (f) => `${shows(f)}A date is wrong: [which date] should be [the correct date].`,
  paid_or_settled: (f) =>
    `${shows(f)}I paid or settled this ${f.creditor} account on [date], and the report does not show that correctly (its status or its balance).`,
  wrong_payment_history: (f) => `${shows(f)}The payment history is wrong: I paid on time in [month and year].`,
  other: () => '',
};

/** The suggestion for an item disputed on a finding or a reason of the person's. */
export function suggestedStatement(ground: FindingCode | PersonReason, facts: Facts): string {
  return SUGGESTIONS[ground](facts).trim();
}
