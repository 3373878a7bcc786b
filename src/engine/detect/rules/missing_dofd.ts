import type { CreditReport, Finding } from '../../model';
import { isChargeOff, isCollection } from '../common/accounts';
import { accountEvidence, VALUES } from '../common/evidence';
import { accountFinding, type Rule } from '../common/finding';
import { showsDelinquencyDate } from '../../parse/common/printed-fields';

/**
 * missing_dofd: a collection or charge-off that prints neither a date of first delinquency nor a removal date it
 * can be derived from (docs/decisions/049): a derived DOFD counts as known. docs/decisions/001. Only on a print that
 * shows such dates at all (docs/decisions/186).
 */

const LAW = ['FCRA 623(a)(5)', 'FCRA 611'];

function findingsIn(report: CreditReport): Finding[] {
  const findings: Finding[] = [];
  // A print that shows no such date anywhere says nothing about the file: the report's notShown says so once.
  if (!showsDelinquencyDate(report.printedFields)) return findings;
  for (const account of report.accounts) {
    if (account.dateOfFirstDelinquency) continue;
    const collection = isCollection(account);
    if (!collection && !isChargeOff(account)) continue;
    const what = collection ? 'collection' : 'charge-off';
    findings.push(
      accountFinding(
        'missing_dofd',
        report.bureau,
        account,
        LAW,
        accountEvidence(account, [
          {
            field: ['status', 'accountType', 'remarks'],
            value: VALUES.collectionOrChargeOff,
            otherwise: account.status ? `The status reads "${account.status}".` : null,
          },
          { field: 'dofd', otherwise: 'No date of first delinquency is printed, nor a date the item will be removed.' },
        ]),
        `This ${what} does not show the date of first delinquency. That date decides when the item must leave your report (7 years); without it the item can be kept or re-aged indefinitely. The furnisher must report it.`,
      ),
    );
  }
  return findings;
}

export const missingDofd: Rule = ({ reports }) => reports.flatMap(findingsIn);
