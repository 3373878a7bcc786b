import type { Account, CreditReport, Finding } from '../../model';
import { isCollection } from '../common/accounts';
import { accountEvidence, readAs } from '../common/evidence';
import { accountFinding, formatMoney, type Rule } from '../common/finding';
import { sameCreditor } from '../common/names';
import { isNegativeAccount } from '../negative';

/**
 * duplicate_account: on one bureau, the same debt reported twice with a balance — a collection whose
 * original creditor's own (negative) account still shows a balance, or two collections for the same
 * original creditor (raised on the one printed second). docs/decisions/001.
 */

const LAW = ['FCRA 611', 'FCRA 623(a)(1)', 'FDCPA 809'];

function hasBalance(account: Account): boolean {
  return account.balance !== null && account.balance > 0;
}

function balanceItem(account: Account) {
  return { field: 'balance' as const, otherwise: readAs('balance', account.balance === null ? null : formatMoney(account.balance)) };
}

function evidenceOf(collection: Account, other: Account): string {
  const mine = accountEvidence(collection, [
    { field: 'originalCreditor', read: collection.originalCreditor, otherwise: readAs('original creditor', collection.originalCreditor) },
    balanceItem(collection),
  ]);
  return `${mine}\nAlso reported by ${other.creditor}:\n${accountEvidence(other, [balanceItem(other)])}`;
}

function duplicatesIn(report: CreditReport): Finding[] {
  const findings: Finding[] = [];
  const accounts = report.accounts;
  accounts.forEach((account, index) => {
    if (!isCollection(account) || !hasBalance(account) || !account.originalCreditor) return;
    const original = accounts.find(
      (other) =>
        other !== account && !isCollection(other) && hasBalance(other) && isNegativeAccount(other) && sameCreditor(other.creditor, account.originalCreditor),
    );
    if (original) {
      findings.push(
        accountFinding(
          'duplicate_account',
          report.bureau,
          account,
          LAW,
          evidenceOf(account, original),
          `${account.creditor} reports this debt with a balance of ${formatMoney(account.balance!)}, while the original creditor ${original.creditor} still reports its own account with a balance of ${formatMoney(original.balance!)}. Once a debt is sold only one of them may report a balance; the same debt counted twice inflates what you appear to owe.`,
        ),
      );
      return;
    }
    const earlierCollection = accounts
      .slice(0, index)
      .find(
        (other) =>
          isCollection(other) && hasBalance(other) && other.originalCreditor !== null && sameCreditor(other.originalCreditor, account.originalCreditor),
      );
    if (earlierCollection) {
      findings.push(
        accountFinding(
          'duplicate_account',
          report.bureau,
          account,
          LAW,
          evidenceOf(account, earlierCollection),
          `Both ${earlierCollection.creditor} and ${account.creditor} report a collection with a balance for a debt originally owed to ${account.originalCreditor}. A debt can be owned by only one collector at a time; the same debt listed twice should be removed once.`,
        ),
      );
    }
  });
  return findings;
}

export const duplicateAccount: Rule = ({ reports }) => reports.flatMap(duplicatesIn);
