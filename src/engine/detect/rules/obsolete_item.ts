import type { Account, CreditReport, Finding, Inquiry, PublicRecord } from '../../model';
import { redact } from '../../redact';
import { lastDelinquentMonth, lateStatusDate } from '../common/accounts';
import { certainlyAfter, formatReportDate, periodEndsBefore } from '../common/dates';
import { isDerivedDofd } from '../common/dofd';
import { accountEvidence, readAs, VALUES, type EvidenceItem } from '../common/evidence';
import { accountFinding, type Rule } from '../common/finding';
import { accountIssueType, bankruptcyChapter, isBankruptcyRecord, publicRecordName } from '../negative';

/**
 * obsolete_item: a negative item still reported past its FCRA 605 period (docs/decisions/001).
 * Accounts: 7 years from the most recent delinquency (or the DOFD); collections and charge-offs:
 * DOFD + 7 years + 180 days. The DOFD is the printed one or the one derived from the removal date
 * (docs/decisions/049), and the evidence says which. Public records: chapter 7 (and other) bankruptcies 10 years, chapter 13
 * 7 years, judgments and liens 7 years. Hard inquiries: 2 years.
 */

const LAW = ['FCRA 605(a)', 'FCRA 611'];

/** The date the 7-year period of an ordinary negative account runs from: the latest printed delinquency, else the DOFD. */
function lastDelinquency(account: Account): string | null {
  const candidates = [lastDelinquentMonth(account), lateStatusDate(account)].filter((d): d is string => d !== null);
  if (candidates.length === 0) return account.dateOfFirstDelinquency;
  // The latest candidate wins; "certainly after" keeps a month-precision date from overtaking a day inside it.
  return candidates.reduce((a, b) => (certainlyAfter(b, a) ? b : a));
}

/** What the evidence shows of an account's DOFD: its printed line, or the removal date it was derived from. */
function dofdEvidence(account: Account): EvidenceItem[] {
  const dofd = account.dateOfFirstDelinquency;
  if (!isDerivedDofd(account)) return [{ field: 'dofd', otherwise: readAs('date of first delinquency', formatReportDate(dofd)) }];
  return [{ field: 'removalDate', otherwise: readAs('removal date', formatReportDate(account.removalDate)) }];
}

/** How the explanation names the DOFD: as printed, or as the bureau's own removal date puts it. */
function dofdClause(account: Account): string {
  const dofd = formatReportDate(account.dateOfFirstDelinquency);
  if (!isDerivedDofd(account)) return `began with a first missed payment in ${dofd}`;
  return `prints no date of first delinquency, but the bureau's own removal date, ${formatReportDate(account.removalDate)}, puts the first delinquency in ${dofd} (the removal date less 7 years)`;
}

function accountFindingIfObsolete(report: CreditReport, account: Account): Finding | null {
  const issueType = accountIssueType(account);
  if (!issueType || !report.reportDate) return null;
  const dofd = account.dateOfFirstDelinquency;
  if (issueType === 'collection' || issueType === 'charge_off') {
    if (!periodEndsBefore(dofd, 7, 180, report.reportDate)) return null;
    return accountFinding(
      'obsolete_item',
      report.bureau,
      account,
      LAW,
      accountEvidence(account, dofdEvidence(account)),
      `This ${issueType === 'collection' ? 'collection' : 'charge-off'} ${dofdClause(account)}. The credit reporting law allows it to be reported for 7 years and 180 days from that date, a period that ended before this report (${formatReportDate(report.reportDate)}). Ask the bureau to delete it.`,
    );
  }
  const since = lastDelinquency(account);
  if (!periodEndsBefore(since, 7, 0, report.reportDate)) return null;
  const fromDofd = since === dofd;
  return accountFinding(
    'obsolete_item',
    report.bureau,
    account,
    LAW,
    accountEvidence(account, [
      { field: ['status', 'remarks'], value: VALUES.late },
      ...(fromDofd ? dofdEvidence(account) : [{ otherwise: `The most recent delinquency the report shows is in ${formatReportDate(since)}.` }]),
    ]),
    fromDofd
      ? `This account ${dofdClause(account)}, more than 7 years before this report (${formatReportDate(report.reportDate)}). Negative information this old may no longer be reported; ask the bureau to remove it.`
      : `The most recent delinquency on this account dates from ${formatReportDate(since)}, more than 7 years before this report (${formatReportDate(report.reportDate)}). Negative information this old may no longer be reported; ask the bureau to remove it.`,
  );
}

function recordYears(record: PublicRecord): number {
  if (!isBankruptcyRecord(record)) return 7;
  return bankruptcyChapter(record) === 13 ? 7 : 10;
}

/**
 * Where the period comes from (issue 24): FCRA 605(a)(1) allows any bankruptcy 10 years; 7 years for a chapter 13
 * is the nationwide bureaus' own policy, not the law's limit.
 */
function recordPeriod(record: PublicRecord): string {
  if (!isBankruptcyRecord(record)) return 'That is past the 7-year period the credit reporting law sets for it.';
  if (bankruptcyChapter(record) === 13) {
    return 'The law allows a bankruptcy to be reported for up to 10 years, but the nationwide bureaus remove a chapter 13 bankruptcy after 7 years by their own policy.';
  }
  return 'That is the longest the credit reporting law allows a bankruptcy to be reported (10 years).';
}

/** No FCRA section limits how long an inquiry is shown: 2 years is the bureaus' practice (issue 24), so no 605 cite. */
const INQUIRY_LAW = ['FCRA 611'];

function publicRecordFinding(report: CreditReport, record: PublicRecord): Finding | null {
  const years = recordYears(record);
  if (!periodEndsBefore(record.date, years, 0, report.reportDate)) return null;
  const evidence = redact([record.type, ...(record.court ? [record.court] : []), `Filed: ${record.date}`].join(' — '));
  return {
    code: 'obsolete_item',
    bureau: report.bureau,
    creditor: publicRecordName(record),
    accountNumber: null,
    lawBasis: LAW,
    evidence,
    explanation: `This ${record.type} was filed in ${record.date}, more than ${years} years before this report (${report.reportDate}). ${recordPeriod(record)} Ask the bureau to delete it.`,
  };
}

function inquiryFinding(report: CreditReport, inquiry: Inquiry): Finding | null {
  if (inquiry.kind !== 'hard' || !periodEndsBefore(inquiry.date, 2, 0, report.reportDate)) return null;
  return {
    code: 'obsolete_item',
    bureau: report.bureau,
    creditor: inquiry.creditor,
    accountNumber: null,
    lawBasis: INQUIRY_LAW,
    evidence: redact(`${inquiry.creditor} — hard inquiry ${inquiry.date}`),
    explanation: `This hard inquiry from ${inquiry.date} is more than 2 years older than this report (${report.reportDate}). The bureaus show hard inquiries for 2 years as their own practice (no section of the FCRA sets that limit). Ask the bureau to remove it.`,
  };
}

export const obsoleteItem: Rule = ({ reports }) => {
  const findings: Finding[] = [];
  for (const report of reports) {
    if (!report.reportDate) continue;
    for (const account of report.accounts) {
      const f = accountFindingIfObsolete(report, account);
      if (f) findings.push(f);
    }
    for (const record of report.publicRecords) {
      const f = publicRecordFinding(report, record);
      if (f) findings.push(f);
    }
    for (const inquiry of report.inquiries) {
      const f = inquiryFinding(report, inquiry);
      if (f) findings.push(f);
    }
  }
  return findings;
};
