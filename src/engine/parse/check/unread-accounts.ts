/**
 * What the page prints of accounts against what was read (issue 25: never misread silently). A page printing lines
 * of account-field labels ("Account number:", "Balance", "Date opened") from which no account was read, printing
 * many more account numbers than accounts were read (cards read as one, an arrangement no reader follows), or more
 * different account numbers than accounts read (accounts lost between lines: decision 236), would
 * otherwise show a short or empty list as if it were the person's whole file. The report says so instead.
 */
import type { ExtractedDocument } from '../../extract/types';
import type { CreditReport } from '../../model';
import { labelAt, type FieldKey } from '../common/labels';
import { documentLines, type Line } from '../common/lines';
import { last4, READING_WARNING } from './account-checks';

export const ACCOUNTS_NOT_READ = 'This report prints account details, but we could not read any account from it; check your accounts against your report.';

export function accountsShortWarning(printed: number, read: number): string {
  return `This report prints ${printed} account numbers, but we read only ${read} account${read === 1 ? '' : 's'}; check your accounts against your report.`;
}

/** Labels only accounts print (a public record or an inquiry prints a status or a date, never these). */
const ACCOUNT_KEYS = new Set<FieldKey>([
  'accountNumber',
  'accountType',
  'balance',
  'creditLimit',
  'highBalance',
  'pastDue',
  'dateOpened',
  'monthlyPayment',
  'paymentHistory',
]);
/** Lines of account-field labels, and different labels among them, that make a page print accounts. */
const MIN_LINES = 6;
const MIN_KINDS = 3;
/**
 * Account numbers printed for each account read, above which accounts went unread. A report may print an account
 * twice (a summary, then the details), never three times.
 */
const NUMBERS_PER_ACCOUNT = 3;

function accountKeys(line: Line): FieldKey[] {
  return line.segments.map((seg) => labelAt(seg.text)).flatMap((m) => (m && !m.weak && ACCOUNT_KEYS.has(m.key) ? [m.key] : []));
}

/** A printed account number's last four digits, when it is one (digits, not words). */
function numberKey(value: string): string | null {
  const t = value.trim();
  if (!/\d{3}/.test(t) || /[a-z]{3}/.test(t) || t.length > 40) return null;
  return last4(t);
}

/**
 * The different account numbers the lines print under an account number's label (its value in the label's segment
 * or the next one), by their last four digits: a number printed twice (a summary, then the details; masked
 * differently) counts once.
 */
export function printedAccountNumbers(lines: Line[]): number {
  const keys = new Set<string>();
  for (const line of lines) {
    line.segments.forEach((seg, i) => {
      const m = labelAt(seg.text);
      if (!m || m.weak || m.key !== 'accountNumber') return;
      const rest = seg.text.slice(m.length).trim();
      const next = line.segments[i + 1]?.text ?? '';
      const key = numberKey(rest || (labelAt(next) ? '' : next));
      if (key) keys.add(key);
    });
  }
  return keys.size;
}

/** What the lines print of accounts: lines with a label only accounts print, their kinds, account numbers' labels. */
export function printedAccountFields(lines: Line[]): { lines: number; kinds: number; numbers: number } {
  let count = 0;
  let numbers = 0;
  const kinds = new Set<FieldKey>();
  for (const line of lines) {
    const keys = accountKeys(line);
    if (keys.length === 0) continue;
    count++;
    numbers += keys.filter((k) => k === 'accountNumber').length;
    for (const k of keys) kinds.add(k);
  }
  return { lines: count, kinds: kinds.size, numbers };
}

/** The report-level warning when the reading holds far fewer accounts than the lines print; null when it does not. */
export function unreadAccountsWarning(lines: Line[], accountsRead: number): string | null {
  const printed = printedAccountFields(lines);
  if (accountsRead === 0) return printed.lines >= MIN_LINES && printed.kinds >= MIN_KINDS ? ACCOUNTS_NOT_READ : null;
  if (printed.numbers > accountsRead * NUMBERS_PER_ACCOUNT) return accountsShortWarning(printed.numbers, accountsRead);
  // more different account numbers printed than accounts read: some were not read (an account lost between lines)
  const different = printedAccountNumbers(lines);
  return different > accountsRead ? accountsShortWarning(different, accountsRead) : null;
}

/**
 * The reports, each warned when together they hold far fewer accounts than the file prints; the accounts that were
 * read are flagged too (cards read as one carry two cards' fields), so none goes into a letter unconfirmed.
 */
export function withUnreadAccounts(doc: ExtractedDocument, reports: CreditReport[]): CreditReport[] {
  if (reports.length === 0) return reports;
  const warning = unreadAccountsWarning(
    documentLines(doc),
    reports.reduce((n, r) => n + r.accounts.length, 0),
  );
  if (!warning) return reports;
  return reports.map((r) => ({
    ...r,
    warnings: [...r.warnings, warning],
    accounts: r.accounts.map((a) => ({ ...a, readingWarning: READING_WARNING, readingChecks: [...(a.readingChecks ?? []), 'accounts_unread' as const] })),
  }));
}
