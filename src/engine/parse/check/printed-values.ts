/**
 * An account's amounts and dates checked against how its own lines print them (issue 25, decision 245), whatever the
 * layout: a value printed with a footnote mark glued on ("$1,234¹", "2023/01³", "$40†") that the reading does not
 * hold; an amount printed in a form no amount has ("$1,2341"); a cell holding several values joined by a separator
 * ("$0 | $0 | $0", "— | 01/23/2024 | —"), of which the reading can hold one at most and cannot tell which.
 */
import { mayBeSameDay } from '../../detect/common/dates';
import type { Account } from '../../model';
import { parseDate } from '../common/dates';
import { FOOTNOTE_SIGN, MARK_CHARS, withoutFootnoteMarks } from '../common/footnote-marks';
import { parseMoney } from '../common/money';

export type PrintedValueCode =
  /** A value printed with a footnote mark that the reading holds in none of its fields. */
  | 'marked_value_unread'
  /** An amount printed in a form no amount has (digits glued after its last group: "$1,2341"). */
  | 'amount_malformed'
  /** A cell of several values joined by a separator ("$0 | $0 | $0"): several bureaus' or fields' values read as one. */
  | 'value_holds_several';

/** An amount or a date with footnote marks glued after its last digit. */
const MARKED_VALUE = new RegExp(String.raw`(?:\$\s?\d[\d,]*(?:\.\d{2})?|\b\d{1,4}[/-]\d{1,2}(?:[/-]\d{2,4})?)[${MARK_CHARS}]+(?=\s|$)`, 'g');
/** A dollar amount as the page prints it, up to the next space. */
const DOLLAR_TOKEN = /(?<![\w$])\$\s?\d[^\s]*/g;

const MONEY_FIELDS = ['balance', 'creditLimit', 'highBalance', 'pastDue', 'monthlyPayment'] as const;
const DATE_FIELDS = ['dateOpened', 'dateClosed', 'dateReported', 'lastPaymentDate', 'dateOfFirstDelinquency', 'removalDate'] as const;

/** Whether the account holds the value the marked text prints (an amount or a date), in any of its fields. */
function holdsValue(a: Account, printed: string): boolean {
  const value = withoutFootnoteMarks(printed);
  if (value.startsWith('$')) {
    const amount = parseMoney(value);
    return amount == null || MONEY_FIELDS.some((f) => a[f] === amount);
  }
  const date = parseDate(value);
  return date == null || DATE_FIELDS.some((f) => a[f] != null && mayBeSameDay(a[f]!, date));
}

/** An amount token that is no amount even without its marks and trailing punctuation. */
function malformedAmount(token: string): boolean {
  const bare = withoutFootnoteMarks(token.replace(/[.,;:)\]]+$/, ''));
  if (FOOTNOTE_SIGN.test(bare) || /[/%]/.test(bare)) return false;
  return /^\$\s?\d[\d,]*\d$/.test(bare) && parseMoney(bare) == null;
}

/** A value of a cell: an amount, a date, or the dash / "N/A" of a value not reported. */
const CELL_VALUE = String.raw`(?:\$\s?\d[\d,]*(?:\.\d{2})?|\d{1,2}/\d{1,2}/\d{2,4}|\d{1,2}/\d{4}|\d{4}[/-]\d{1,2}(?:[/-]\d{1,2})?|[-—–]|N/A)`;
/** Two values or more joined by a vertical bar or a bullet: one cell printing several values. */
const SEVERAL_VALUES = new RegExp(String.raw`(?:^|\s)${CELL_VALUE}(?:\s*[|¦•·]\s*${CELL_VALUE})+(?=\s|$)`, 'i');
const REAL_VALUE = /\d/;

/** The checks of an account's printed values that its reading fails. */
export function printedValueChecks(a: Account): PrintedValueCode[] {
  const out = new Set<PrintedValueCode>();
  for (const line of a.evidence) {
    for (const m of line.matchAll(MARKED_VALUE)) if (!holdsValue(a, m[0])) out.add('marked_value_unread');
    for (const m of line.matchAll(DOLLAR_TOKEN)) if (malformedAmount(m[0])) out.add('amount_malformed');
    const several = SEVERAL_VALUES.exec(line);
    if (several && REAL_VALUE.test(several[0])) out.add('value_holds_several');
  }
  return [...out];
}
