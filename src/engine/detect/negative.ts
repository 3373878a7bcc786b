import type { Account, Bureau, CreditReport, ImpactLevel, Inquiry, IssueType, NegativeItem, PublicRecord } from '../model';
import {
  hasDelinquentHistory,
  hasPastDueAmount,
  isChargeOff,
  isCollection,
  isForeclosure,
  isInBankruptcy,
  isRepossession,
  isSettledForLess,
  saysPaidOrSettled,
  worstLate,
} from './common/accounts';
import { mayBeWithinMonths } from './common/dates';

/** Months a hard inquiry counts as a negative item (docs/decisions/001). */
export const HARD_INQUIRY_MONTHS = 24;

/**
 * The issue type of an account, first match wins (docs/decisions/001), or null when the account is
 * not negative.
 */
export function accountIssueType(account: Account): IssueType | null {
  if (isInBankruptcy(account)) return 'bankruptcy';
  if (isForeclosure(account)) return 'foreclosure';
  if (isRepossession(account)) return 'repossession';
  if (isCollection(account)) return 'collection';
  if (isChargeOff(account)) return 'charge_off';
  if (worstLate(account) > 0 || hasPastDueAmount(account)) return 'late_payment';
  if (isSettledForLess(account)) return 'other';
  // A delinquency code not covered above cannot occur, but a negative grid must never read as clean.
  if (hasDelinquentHistory(account)) return 'late_payment';
  return null;
}

/** True when the account is negative by the record's definition. */
export function isNegativeAccount(account: Account): boolean {
  return accountIssueType(account) !== null;
}

export function impactLevel(issueType: IssueType, account?: Account): ImpactLevel {
  switch (issueType) {
    case 'hard_inquiry':
      return 'low';
    case 'other':
      return 'medium';
    case 'late_payment':
      return account && worstLate(account) >= 90 ? 'high' : 'medium';
    default:
      return 'high';
  }
}

function lateSentence(account: Account): string {
  const days = worstLate(account);
  const what = days > 0 ? `a payment ${days} days late` : 'a past-due balance';
  const weight = days >= 90 ? 'Serious delinquencies like this weigh heavily on a score' : 'Late payments lower a score, most while they are recent,';
  return `This account shows ${what}. ${weight} and stay on the report for 7 years.`;
}

function accountDescription(account: Account, issueType: IssueType): string {
  switch (issueType) {
    case 'bankruptcy':
      return 'This account is reported as included in a bankruptcy. It counts as a serious negative mark and stays on the report for 7 years from the first missed payment.';
    case 'foreclosure':
      return 'The lender reports that this loan ended in foreclosure. A foreclosure is one of the most damaging marks, most while it is recent, and stays for 7 years from the first missed payment.';
    case 'repossession':
      return 'The lender reports that it took back the property securing this loan. A repossession is one of the most damaging marks, most while it is recent, and stays for 7 years from the first missed payment.';
    case 'collection':
      return saysPaidOrSettled(account)
        ? 'A collection agency reports this debt as paid or settled. A paid collection still counts against many scores and stays for 7 years from the first missed payment.'
        : 'A collection agency reports this debt as unpaid. Collections usually lower a score most while they are recent and stay for 7 years from the first missed payment.';
    case 'charge_off':
      return 'The lender stopped trying to collect this debt and wrote it off as a loss. A charge-off is one of the most damaging marks and stays for 7 years from the first missed payment.';
    case 'late_payment':
      return lateSentence(account);
    default:
      return 'This account was settled for less than the full balance. Lenders read that as a debt not paid in full, and it stays on the report for 7 years.';
  }
}

function accountItem(bureau: Bureau, account: Account): NegativeItem | null {
  const issueType = accountIssueType(account);
  if (!issueType) return null;
  return {
    bureau,
    creditor: account.creditor,
    accountNumber: account.accountNumber,
    issueType,
    impactLevel: impactLevel(issueType, account),
    description: accountDescription(account, issueType),
    status: account.status,
    accountType: account.type,
  };
}

/** True when a public record is a bankruptcy (by its type or its chapter). */
export function isBankruptcyRecord(record: PublicRecord): boolean {
  return record.chapter !== null || /bankrupt|chapter\s*(?:7|11|13)/i.test(record.type);
}

/** The bankruptcy chapter printed on a record, from its field or its type text. */
export function bankruptcyChapter(record: PublicRecord): 7 | 11 | 13 | null {
  if (record.chapter !== null) return record.chapter;
  const m = /chapter\s*(7|11|13)\b/i.exec(record.type);
  return m ? (Number(m[1]) as 7 | 11 | 13) : null;
}

/** The name a public record's negative item and findings carry: the court as printed, else the record type. */
export function publicRecordName(record: PublicRecord): string {
  return record.court ?? record.type;
}

function publicRecordItem(bureau: Bureau, record: PublicRecord): NegativeItem {
  const bankruptcy = isBankruptcyRecord(record);
  const chapter = bankruptcyChapter(record);
  const description = bankruptcy
    ? `A ${chapter ? `chapter ${chapter} ` : ''}bankruptcy is on your public record. It is among the most damaging marks and stays for ${chapter === 13 ? 7 : 10} years from the filing date.`
    : `A public record (${record.type}) is on your report. Judgments and liens weigh heavily on a score and stay for 7 years from the filing date.`;
  return {
    bureau,
    creditor: publicRecordName(record),
    accountNumber: null,
    issueType: bankruptcy ? 'bankruptcy' : 'public_record',
    impactLevel: 'high',
    description,
    status: record.status,
    accountType: 'Public record',
  };
}

/** True when a hard inquiry is dated within 24 months of the report date (any inquiry when no report date is printed). */
export function isRecentHardInquiry(inquiry: Inquiry, reportDate: string | null): boolean {
  if (inquiry.kind !== 'hard' || !inquiry.date) return false;
  if (!reportDate) return true;
  return mayBeWithinMonths(inquiry.date, HARD_INQUIRY_MONTHS, reportDate);
}

function inquiryItem(bureau: Bureau, inquiry: Inquiry): NegativeItem {
  return {
    bureau,
    creditor: inquiry.creditor,
    accountNumber: null,
    issueType: 'hard_inquiry',
    impactLevel: 'low',
    description: `${inquiry.creditor} checked your credit when you applied for credit. A hard inquiry lowers a score by a few points for up to a year and stays on the report for 2 years.`,
    status: null,
    accountType: 'Hard inquiry',
  };
}

/** One negative item per negative account, per public record, and per hard inquiry within 24 months. */
export function negativeItemsOf(report: CreditReport): NegativeItem[] {
  const items: NegativeItem[] = [];
  for (const account of report.accounts) {
    const item = accountItem(report.bureau, account);
    if (item) items.push(item);
  }
  for (const record of report.publicRecords) items.push(publicRecordItem(report.bureau, record));
  for (const inquiry of report.inquiries) {
    if (isRecentHardInquiry(inquiry, report.reportDate)) items.push(inquiryItem(report.bureau, inquiry));
  }
  return items;
}
