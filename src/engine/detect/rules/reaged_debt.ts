import type { Account, CreditReport, Finding } from '../../model';
import { delinquencyRunStart, isCollection } from '../common/accounts';
import { certainlyAfter, formatReportDate, monthIndex } from '../common/dates';
import { isDerivedDofd } from '../common/dofd';
import { accountEvidence, readAs, type EvidenceItem } from '../common/evidence';
import { accountFinding, type Rule } from '../common/finding';
import { sameCreditor } from '../common/names';

/**
 * reaged_debt: the printed date of first delinquency is at least 2 months later than the first month of
 * the delinquency run in the account's own payment history, or later than the DOFD the original
 * creditor prints for the same debt on the same report. A DOFD equal to or within one month of the
 * first late month is not re-aged. Only printed DOFDs are compared: one derived from an estimated removal date
 * is too coarse to accuse a furnisher of moving it (docs/decisions/049). docs/decisions/001.
 */

const LAW = ['FCRA 623(a)(5)', 'FCRA 605(c)', 'FCRA 611'];
/** A DOFD this many months or more after the run began is re-aged; one month is tolerated. */
const MIN_SHIFT_MONTHS = 2;

function historyShift(account: Account): { runStart: string } | null {
  const dofd = monthIndex(account.dateOfFirstDelinquency);
  const runStart = delinquencyRunStart(account);
  const start = monthIndex(runStart);
  if (dofd === null || start === null || runStart === null) return null;
  return dofd - start >= MIN_SHIFT_MONTHS ? { runStart } : null;
}

function dofdItem(account: Account): EvidenceItem {
  return { field: 'dofd', otherwise: readAs('date of first delinquency', formatReportDate(account.dateOfFirstDelinquency)) };
}

/** The original creditor's own accounts for a collection, on the same report, that print a DOFD. */
function originalAccounts(report: CreditReport, collection: Account): Account[] {
  if (!isCollection(collection) || !collection.originalCreditor) return [];
  return report.accounts.filter(
    (other) =>
      other !== collection &&
      !isCollection(other) &&
      other.dateOfFirstDelinquency !== null &&
      !isDerivedDofd(other) &&
      sameCreditor(other.creditor, collection.originalCreditor),
  );
}

function findingsIn(report: CreditReport): Finding[] {
  const findings: Finding[] = [];
  for (const account of report.accounts) {
    const dofd = account.dateOfFirstDelinquency;
    if (!dofd || isDerivedDofd(account)) continue;
    const shift = historyShift(account);
    if (shift) {
      findings.push(
        accountFinding(
          'reaged_debt',
          report.bureau,
          account,
          LAW,
          accountEvidence(account, [
            dofdItem(account),
            { otherwise: `The payment history shows the delinquency began in ${formatReportDate(shift.runStart)}.` },
          ]),
          `The payment history shows the missed payments began in ${formatReportDate(shift.runStart)}, but the date of first delinquency is reported as ${formatReportDate(dofd)}. A later date keeps the debt on your report longer than the law allows (7 years from the real first delinquency).`,
        ),
      );
      continue;
    }
    const originals = originalAccounts(report, account);
    if (originals.length === 0 || !originals.every((o) => certainlyAfter(dofd, o.dateOfFirstDelinquency))) continue;
    const original = originals[0]!;
    findings.push(
      accountFinding(
        'reaged_debt',
        report.bureau,
        account,
        LAW,
        `${accountEvidence(account, [dofdItem(account)])}\nThe original creditor ${original.creditor} prints:\n${accountEvidence(original, [dofdItem(original)])}`,
        `${original.creditor}, the original creditor, reports the first delinquency in ${formatReportDate(original.dateOfFirstDelinquency)}, but ${account.creditor} reports ${formatReportDate(dofd)}. A collector must keep the original date; a later one keeps the debt on your report longer than the law allows.`,
      ),
    );
  }
  return findings;
}

export const reagedDebt: Rule = ({ reports }) => reports.flatMap(findingsIn);
