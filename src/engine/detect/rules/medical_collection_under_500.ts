import type { Account, CreditReport, Finding } from '../../model';
import { isCollection, isMedical } from '../common/accounts';
import { accountEvidence, readAs, VALUES } from '../common/evidence';
import { accountFinding, formatMoney, type Rule } from '../common/finding';

/**
 * medical_collection_under_500: a medical collection whose original amount (high balance, else balance)
 * is under $500; the bureaus stopped reporting these in 2023. docs/decisions/001.
 */

const LAW = ['FCRA 611', 'FCRA 623(a)(1)', 'FDCPA 809'];
export const MEDICAL_THRESHOLD = 500;

function originalAmount(account: Account): number | null {
  return account.highBalance ?? account.balance;
}

/** Where the medical word is when no printed line shows it: the creditor heading, or a value read. */
function medicalSentence(account: Account): string {
  return VALUES.medical.test(account.creditor)
    ? `The creditor is ${account.creditor}.`
    : (readAs('original creditor', account.originalCreditor) ?? `The creditor is ${account.creditor}.`);
}

function findingsIn(report: CreditReport): Finding[] {
  const findings: Finding[] = [];
  for (const account of report.accounts) {
    const amount = originalAmount(account);
    if (amount === null || amount >= MEDICAL_THRESHOLD || !isCollection(account) || !isMedical(account)) continue;
    findings.push(
      accountFinding(
        'medical_collection_under_500',
        report.bureau,
        account,
        LAW,
        accountEvidence(account, [
          {
            field: ['originalCreditor', 'accountType', 'loanType', 'remarks', 'creditor'],
            value: VALUES.medical,
            read: account.originalCreditor,
            otherwise: medicalSentence(account),
          },
          { field: ['highBalance', 'originalAmount', 'balance'], otherwise: readAs('original amount', formatMoney(amount)) },
        ]),
        `This is a medical collection of ${formatMoney(amount)}. Since 2023 the three bureaus no longer report medical collections under $500; ask them to delete it.`,
      ),
    );
  }
  return findings;
}

export const medicalCollectionUnder500: Rule = ({ reports }) => reports.flatMap(findingsIn);
