import type { CreditReport, Finding } from '../../model';
import { saysSoldOrTransferred } from '../common/accounts';
import { accountEvidence, readAs, VALUES } from '../common/evidence';
import { accountFinding, formatMoney, type Rule } from '../common/finding';

/**
 * balance_after_transfer: status or remarks say the account was sold or transferred (or charged off and
 * sold, "purchased by another lender") and it still shows a balance above zero. docs/decisions/001.
 */

const LAW = ['FCRA 623(a)(2)', 'FCRA 611'];

function findingsIn(report: CreditReport): Finding[] {
  const findings: Finding[] = [];
  for (const account of report.accounts) {
    if (account.balance === null || account.balance <= 0 || !saysSoldOrTransferred(account)) continue;
    findings.push(
      accountFinding(
        'balance_after_transfer',
        report.bureau,
        account,
        LAW,
        accountEvidence(account, [
          { field: ['status', 'remarks', 'companySold'], value: VALUES.soldOrTransferred, otherwise: readAs('status', account.status) },
          { field: 'balance', otherwise: readAs('balance', formatMoney(account.balance)) },
        ]),
        `This account is reported as sold or transferred, yet it still shows a balance of ${formatMoney(account.balance)}. After a transfer you owe the new owner, not this lender, so its balance should be $0; reporting both counts the debt twice.`,
      ),
    );
  }
  return findings;
}

export const balanceAfterTransfer: Rule = ({ reports }) => reports.flatMap(findingsIn);
