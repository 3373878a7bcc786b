import type { Account, CreditReport, IssueType, PublicRecord, ReportDate } from '../model';
import { lastDelinquentMonth, lateStatusDate } from '../detect/common/accounts';
import { addYears, certainlyAfter, dayRange } from '../detect/common/dates';
import { isDerivedDofd } from '../detect/common/dofd';
import { accountIssueType, bankruptcyChapter, isBankruptcyRecord } from '../detect/negative';
import { findTarget, type EntryRef, type Target } from './targets';
import { formatDay, formatMonth } from './wording';

/**
 * When a negative item should stop being reported under FCRA 605, computed from the dates printed on the
 * report with the same periods the obsolete_item rule applies (docs/decisions/001), so the date the plan
 * names is the day after which that rule would raise a finding.
 */

export interface DropOff {
  /** Day number of the last day the item may still be reported. */
  day: number;
  /** "by March 2029" (month-precision dates) or "by March 5, 2029". */
  text: string;
  /** What the period runs from, for the user: "the date of first delinquency (November 2020)". */
  basis: string;
  /** The period, for the user: "7 years", "7 years and 180 days". */
  period: string;
  /** Where the period comes from, to start a sentence: "Under FCRA 605", "Under the bureaus' policy (…)". */
  source: string;
  years: number;
}

const FCRA_605 = 'Under FCRA 605';
/** The FCRA allows every bankruptcy 10 years; the bureaus remove chapter 13 cases after 7 by their own policy. */
const CHAPTER_13 = "Under the bureaus' policy for chapter 13 bankruptcies (the FCRA allows up to 10 years)";
const JUDGMENT = 'Under FCRA 605 (a judgment can stay longer while its statute of limitations runs)';
const INQUIRY = "Under the bureaus' practice for hard inquiries";

/** The period of 605 that applies and the printed date it runs from, as the obsolete_item rule reads them. */
interface Period {
  source: string;
  from: ReportDate;
  years: number;
  extraDays: number;
  basis: string;
}

function latestDelinquency(account: Account): ReportDate | null {
  const candidates = [lastDelinquentMonth(account), lateStatusDate(account)].filter((d): d is string => d !== null);
  if (candidates.length === 0) return account.dateOfFirstDelinquency;
  return candidates.reduce((a, b) => (certainlyAfter(b, a) ? b : a));
}

/** The DOFD as the plan names it: printed, or implied by the bureau's removal date (docs/decisions/049). */
function dofdBasis(account: Account): string {
  return isDerivedDofd(account) ? "the date of first delinquency the bureau's removal date implies" : 'the date of first delinquency';
}

function accountPeriod(account: Account, issueType: IssueType | null): Period | null {
  if (issueType === 'collection' || issueType === 'charge_off') {
    const dofd = account.dateOfFirstDelinquency;
    return dofd ? { source: FCRA_605, from: dofd, years: 7, extraDays: 180, basis: dofdBasis(account) } : null;
  }
  const since = latestDelinquency(account);
  if (!since) return null;
  const basis = since === account.dateOfFirstDelinquency ? dofdBasis(account) : 'the most recent delinquency';
  return { source: FCRA_605, from: since, years: 7, extraDays: 0, basis };
}

function recordPeriod(record: PublicRecord): Period | null {
  if (!record.date) return null;
  if (!isBankruptcyRecord(record)) return { source: JUDGMENT, from: record.date, years: 7, extraDays: 0, basis: 'the filing date' };
  const chapter13 = bankruptcyChapter(record) === 13;
  return { source: chapter13 ? CHAPTER_13 : FCRA_605, from: record.date, years: chapter13 ? 7 : 10, extraDays: 0, basis: 'the filing date' };
}

function periodOf(target: Target, issueType: IssueType | null): Period | null {
  switch (target.kind) {
    case 'account':
      return accountPeriod(target.account, issueType ?? accountIssueType(target.account));
    case 'record':
      return recordPeriod(target.record);
    case 'inquiry':
      return target.inquiry.date ? { source: INQUIRY, from: target.inquiry.date, years: 2, extraDays: 0, basis: 'the inquiry date' } : null;
  }
}

/** The drop-off of a period: the latest day the printed date may stand for, moved on by the period. */
function dropOffOf(period: Period): DropOff | null {
  const range = dayRange(period.from);
  if (!range) return null;
  const day = addYears(range.last, period.years) + period.extraDays;
  const text = range.precision === 'day' ? `by ${formatDay(day)}` : `by ${formatMonth(day)}`;
  const printed = range.precision === 'day' ? formatDay(range.first) : formatMonth(range.first);
  return {
    day,
    text,
    basis: `${period.basis} (${printed})`,
    source: period.source,
    period: period.extraDays > 0 ? `${period.years} years and ${period.extraDays} days` : `${period.years} years`,
    years: period.years,
  };
}

/**
 * The date an entry (a negative item, or what a finding names) should drop off the report, or null when
 * the report does not print the date its period runs from.
 */
export function dropOffDate(reports: CreditReport[], ref: EntryRef, issueType: IssueType | null): DropOff | null {
  const target = findTarget(reports, ref, issueType ?? undefined);
  if (!target) return null;
  return dropOffOfTarget(target, issueType);
}

export function dropOffOfTarget(target: Target, issueType: IssueType | null): DropOff | null {
  const period = periodOf(target, issueType);
  return period ? dropOffOf(period) : null;
}
