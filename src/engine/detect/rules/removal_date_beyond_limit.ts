import type { Account, CreditReport, Finding } from '../../model';
import { addYears, certainlyAfterPeriod, dayRange, formatDay, formatReportDate } from '../common/dates';
import { accountEvidence } from '../common/evidence';
import { accountFinding, type Rule } from '../common/finding';

/**
 * removal_date_beyond_limit: the bureau prints a removal date later than its own printed DOFD + 7 years + 180
 * days, for every day the printed dates may stand for (docs/decisions/049). A DOFD derived from the removal
 * date can never show this, so only printed ones count.
 */

const LAW = ['FCRA 605(a)', 'FCRA 605(c)', 'FCRA 623(a)(5)', 'FCRA 611'];
const YEARS = 7;
const EXTRA_DAYS = 180;

function keptTooLong(account: Account): boolean {
  return account.dofdSource === 'printed' && certainlyAfterPeriod(account.removalDate, account.dateOfFirstDelinquency, YEARS, EXTRA_DAYS);
}

/** The last day the law allows, at the DOFD's latest reading, as a person reads it. */
function limitText(dofd: string): string {
  return formatDay(addYears(dayRange(dofd)!.last, YEARS) + EXTRA_DAYS);
}

function findingsIn(report: CreditReport): Finding[] {
  return report.accounts.filter(keptTooLong).map((account) => {
    const dofd = account.dateOfFirstDelinquency!;
    return accountFinding(
      'removal_date_beyond_limit',
      report.bureau,
      account,
      LAW,
      accountEvidence(account, [{ field: 'dofd' }, { field: 'removalDate' }]),
      `The bureau's own dates show this item is kept longer than the law allows: the first delinquency is printed as ${formatReportDate(dofd)}, so it may be reported until ${limitText(dofd)} at the latest (7 years and 180 days later), yet the bureau says it will stay until ${formatReportDate(account.removalDate)}. A removal date that late usually means the debt was re-aged; ask the bureau to correct the removal date and remove the item once the lawful period ends.`,
    );
  });
}

export const removalDateBeyondLimit: Rule = ({ reports }) => reports.flatMap(findingsIn);
