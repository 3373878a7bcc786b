/**
 * A payment history read as nothing where the account prints one (decision 227): month–code pairs in the account's
 * own lines ("Jan OK  Feb 30", "2023-04 OK, 2023-05 30", "04/23:OK") that no reader turned into months. Codes are
 * checked against the payment codes, so a date followed by a word ("Mar 2021 Collection") is not a pair.
 */
import { readPaymentCode } from '../common/payment-codes';

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const PAIR = new RegExp(String.raw`(?:^|[\s,;(])(?:${MONTH}|(?:19|20)\d{2}-\d{2}|\d{2}/\d{2}:)\s*([A-Za-z0-9]{1,3})(?=$|[\s,;.)])`, 'gi');

/** How many month–code pairs the lines print. */
export function printedMonthCodes(lines: string[]): number {
  let n = 0;
  for (const line of lines) for (const m of line.matchAll(PAIR)) if (readPaymentCode(m[1]!) != null) n++;
  return n;
}

/** Pairs enough to say a history is printed: a run, not a date and a code that happen to meet. */
export const PRINTED_HISTORY_PAIRS = 3;
