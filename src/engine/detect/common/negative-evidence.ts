import type { Account, IssueType, PaymentCode } from '../../model';
import { worstLateInHistory } from './accounts';
import { formatReportDate } from './dates';
import { redact } from '../../redact';
import { accountEvidence, readAs, saying, VALUES, type EvidenceItem } from './evidence';

/**
 * What the report printed that makes an account a negative item (docs/decisions/126): the line that prints its
 * negative status (status, then remarks), whole and redacted, through the same helpers the findings use. A late
 * mark that only the payment grid shows is said as a plain sentence naming the month; a status the print does not
 * show on one line is restated as read. A line printing the status without a label is quoted as printed. Null when the report printed nothing about it.
 */

/** The printed value that says the account is negative, per issue type (any status line when absent). */
const STATUS_VALUES: Partial<Record<IssueType, RegExp>> = {
  collection: /collection/i,
  charge_off: /charge[ds]?[\s-]*off|written\s+off|profit\s+and\s+loss/i,
  late_payment: VALUES.late,
  repossession: /repossess|surrender/i,
  foreclosure: /foreclos/i,
  bankruptcy: /bankrupt|chapter\s*(?:7|11|13)/i,
  other: /settled/i,
};

const STATUS_FIELDS: EvidenceItem['field'] = ['status', 'remarks'];

/** The payment-grid code that shows each issue type, and how a sentence names it. */
const GRID_CODES: Partial<Record<IssueType, { code: PaymentCode; words: string }>> = {
  collection: { code: 'COL', words: 'in collection' },
  charge_off: { code: 'CO', words: 'charged off' },
  repossession: { code: 'RPO', words: 'repossessed or surrendered' },
  foreclosure: { code: 'FC', words: 'in foreclosure' },
  bankruptcy: { code: 'BK', words: 'included in bankruptcy' },
};

function monthsWith(account: Account, code: string): string[] {
  return Object.entries(account.paymentHistory)
    .filter(([, c]) => c === code)
    .map(([month]) => month)
    .sort();
}

/** What the payment grid shows, as a plain sentence naming the month ("… a payment 90 days late in May 2023."). */
function gridSentence(account: Account, issue: IssueType): string | null {
  if (issue === 'late_payment') {
    const worst = worstLateInHistory(account);
    if (worst === 0) return null;
    const last = formatReportDate(monthsWith(account, String(worst)).at(-1));
    return `The payment history shows a payment ${worst} days late${last ? ` in ${last}` : ''}.`;
  }
  const grid = GRID_CODES[issue];
  const first = grid ? monthsWith(account, grid.code)[0] : undefined;
  if (!grid || !first) return null;
  return `The payment history shows the account ${grid.words} from ${formatReportDate(first) ?? first}.`;
}

export function negativeItemEvidence(account: Account, issue: IssueType): string | null {
  const value = STATUS_VALUES[issue];
  if (value) {
    const shown = accountEvidence(account, [{ field: STATUS_FIELDS, value, read: account.status }]);
    if (shown) return shown;
    // A status printed without a label ("CHASE CARD 30 days late 03/2024"): the printed line that says it.
    const name = account.creditor.trim().toLowerCase();
    const line = account.evidence.find((l) => value.test(name ? l.toLowerCase().replace(name, ' ') : l));
    if (line) return redact(line.replace(/\s+/g, ' ').trim());
  }
  const grid = gridSentence(account, issue);
  if (grid) return grid;
  if (!account.status) return null;
  // The status line as read (a table's wrapped cell is not one line: then the status is restated as read).
  return (
    accountEvidence(account, [
      { field: STATUS_FIELDS, value: saying(account.status), read: account.status, otherwise: readAs('status', account.status.replace(/\.+$/, '')) },
    ]) || null
  );
}
