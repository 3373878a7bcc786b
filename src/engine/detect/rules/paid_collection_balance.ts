import type { CreditReport, Finding } from '../../model';
import { isCollection, saysPaidOrSettled } from '../common/accounts';
import { accountEvidence, readAs, VALUES } from '../common/evidence';
import { accountFinding, formatMoney, type Rule } from '../common/finding';

/** paid_collection_balance: a collection marked paid or settled that still shows a balance above zero. docs/decisions/001. */

const LAW = ['FCRA 623(a)(2)', 'FCRA 611', 'FDCPA 809'];

function findingsIn(report: CreditReport): Finding[] {
  const findings: Finding[] = [];
  for (const account of report.accounts) {
    if (!isCollection(account) || account.balance === null || account.balance <= 0 || !saysPaidOrSettled(account)) continue;
    findings.push(
      accountFinding(
        'paid_collection_balance',
        report.bureau,
        account,
        LAW,
        accountEvidence(account, [
          { field: ['status', 'remarks'], value: VALUES.paidOrSettled, otherwise: readAs('status', account.status) },
          { field: 'balance', otherwise: readAs('balance', formatMoney(account.balance)) },
        ]),
        `This collection is marked paid or settled but still shows a balance of ${formatMoney(account.balance)}. A paid or settled collection must be reported with a $0 balance; ask the bureau to correct it.`,
      ),
    );
  }
  return findings;
}

export const paidCollectionBalance: Rule = ({ reports }) => reports.flatMap(findingsIn);
