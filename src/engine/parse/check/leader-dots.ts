/**
 * Leader dots in a value (decision 227): a typed report fills the gap between a label and its value with dots
 * ("Balance ........ $1,234"). A reader that does not know them keeps the dots in the value it read ("…… Individual")
 * and cannot read an amount or a date behind them, so every field of the line is suspect. The dots are taken off the
 * text values (they are never part of a value), and the account is flagged: what the dots hid may be missing.
 */
import type { Account } from '../../model';

/**
 * Three dots or more parted by a space from the text beside them ("….. Individual", "Individual . . . ."). Dots joined
 * to a value are not leaders: Experian masks an account number with them ("411111222233....").
 */
const LEADER = /(?:^|\s)\.{3,}\s+\S|\S\s+\.{3,}(?=\s|$)|(?:^|\s)(?:\.\s){2,}\.(?=\s|$)/;

export function holdsLeader(value: string | null): boolean {
  return value != null && LEADER.test(value);
}

function cleaned(value: string): string {
  return value
    .replace(/(?:^|\s)(?:\.\s?){3,}(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type TextField = 'creditor' | 'originalCreditor' | 'accountNumber' | 'type' | 'status' | 'responsibility';
const TEXT_FIELDS: TextField[] = ['creditor', 'originalCreditor', 'accountNumber', 'type', 'status', 'responsibility'];

/** The account with leader dots taken off its text values, and whether any value held them. */
export function withoutLeaders(a: Account): { account: Account; found: boolean } {
  let found = false;
  const out: Account = { ...a };
  for (const field of TEXT_FIELDS) {
    const value = a[field];
    if (!holdsLeader(value)) continue;
    found = true;
    const rest = cleaned(value!);
    if (field === 'creditor') out.creditor = rest;
    else out[field] = rest === '' ? null : rest;
  }
  if (a.remarks.some(holdsLeader)) {
    found = true;
    out.remarks = a.remarks.map(cleaned).filter((r) => r !== '');
  }
  return { account: out, found };
}
