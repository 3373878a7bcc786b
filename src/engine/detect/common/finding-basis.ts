/**
 * What every finding carries besides its evidence (issue 25, docs/decisions/186): the rule in words, the printed
 * lines it rests on, and why the rule applies to this print (what the print shows that the rule needs).
 */
import type { Account, CreditReport, Finding, FindingCode } from '../../model';

import { normalizeCreditor } from './names';

export const RULE_TEXT: Readonly<Record<FindingCode, string>> = {
  obsolete_item:
    'A negative item may be reported for 7 years (collections and charge-offs: 7 years and 180 days from the first delinquency; hard inquiries: 2 years).',
  duplicate_account: 'One debt may be reported with a balance only once, not by both the original creditor and a collector, or by two collectors.',
  balance_after_transfer: 'An account that was sold or transferred must show a zero balance with the creditor that no longer owns it.',
  reaged_debt: 'The date of first delinquency must be the month the delinquency began; a later date keeps the item on the report longer.',
  removal_date_beyond_limit: 'The date the bureau will remove an item must not be later than 7 years and 180 days after the first delinquency.',
  paid_collection_balance: 'A collection marked paid or settled must show a zero balance.',
  missing_dofd: 'A collection or charged-off account must carry its date of first delinquency.',
  medical_collection_under_500: 'Medical collections under $500 are no longer reported by the bureaus (since 2023).',
  inquiry_without_account: 'A hard inquiry needs a permissible purpose, usually an application of yours.',
  cross_bureau_mismatch: 'The same account should be reported the same way at every bureau.',
};

const SHOWS: Readonly<Record<FindingCode, (report: CreditReport, merged: boolean) => string>> = {
  obsolete_item: (r) => `This print shows the item's dates and is dated ${r.reportDate ?? 'by its accounts'}, so its age can be counted from the page.`,
  duplicate_account: () => 'This print shows each account’s creditor, original creditor and balance.',
  balance_after_transfer: () => 'This print shows the account’s status or remarks saying it was sold or transferred, and its balance.',
  reaged_debt: () => 'This print shows both a date of first delinquency and the payment history it can be checked against.',
  removal_date_beyond_limit: () => 'This print shows both the date of first delinquency and the date the item will be removed.',
  paid_collection_balance: () => 'This print shows the collection’s status and its balance.',
  missing_dofd: (r) =>
    r.printedFields?.dateOfFirstDelinquency
      ? 'This print shows a date of first delinquency for its delinquent accounts, and none for this one.'
      : 'This print shows the month each delinquent item will be removed, and none for this one.',
  medical_collection_under_500: () => 'This print shows the collection as medical and its balance.',
  inquiry_without_account: () => 'This print lists hard inquiries with their dates and every account with the date it was opened.',
  cross_bureau_mismatch: (_r, merged) =>
    merged ? 'This 3-bureau print shows the three bureaus’ values of the account side by side.' : 'The bureaus’ reports were compared.',
};

/** Words of a line, for comparing a line of evidence with the line it was printed as. */
const words = (s: string): string[] =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

/** True when every word of `part` occurs in `line` in order (evidence drops a label the print left empty). */
function within(part: string[], line: string[]): boolean {
  let i = 0;
  for (const w of line) if (w === part[i]) i++;
  return part.length > 0 && i === part.length;
}

function accountsOf(report: CreditReport | undefined, finding: Finding): Account[] {
  if (!report) return [];
  const name = normalizeCreditor(finding.creditor);
  return report.accounts.filter((a) => normalizeCreditor(a.creditor) === name || (finding.accountNumber !== null && a.accountNumber === finding.accountNumber));
}

/** The lines of the finding's evidence that were printed (not the plain sentences said for what is not printed). */
export function printedLinesOf(finding: Finding, report: CreditReport | undefined): string[] {
  const printed = accountsOf(report, finding).flatMap((a) => a.evidence.map(words));
  return finding.evidence.split('\n').filter((line) => printed.some((p) => within(words(line), p)));
}

/** The finding with its rule, printed lines and why the rule applies to this print. */
export function withBasis(finding: Finding, reports: CreditReport[], merged: boolean): Finding {
  const report = reports.find((r) => r.bureau === finding.bureau);
  return {
    ...finding,
    rule: RULE_TEXT[finding.code],
    printedLines: printedLinesOf(finding, report),
    appliesBecause: report ? SHOWS[finding.code](report, merged) : '',
  };
}
