/**
 * Self-check of a single-bureau reading against itself (issue 25, decision 220): a print of several bureaus' reports
 * one after another lists the same accounts once a bureau. Read as one bureau's report, its accounts come back two
 * or three times over, while each part's bureau is named only in its heading, too rarely for the bureau count
 * (bureau-check.ts) to notice. A bureau's own report may list an account twice (a duplicate a finding is raised on),
 * never most of them.
 */
import type { Account } from '../../model';
import { bureauMentions } from '../common/bureau-names';

/** Whether most of the reading's accounts have a twin in it and the text names several bureaus. */
export function readsSeveralReportsAsOne(accounts: Account[], text: string): boolean {
  const named = Object.values(bureauMentions(text)).filter((n) => n > 0).length;
  if (named < 2) return false;
  const counts = new Map<string, number>();
  const keys = accounts.map(accountKey);
  for (const k of keys) if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  const twinned = keys.filter((k) => k && counts.get(k)! > 1).length;
  return twinned >= MIN_TWINNED && twinned > accounts.length / 2;
}

/** Accounts this many and more with a twin are no duplicate reporting. */
const MIN_TWINNED = 4;

/**
 * The same account as another bureau prints it: its creditor, date opened and balance (the bureaus mask its number
 * differently). Null without a date opened, which is what tells two accounts of one creditor apart.
 */
function accountKey(a: Account): string | null {
  if (!a.dateOpened || !a.creditor) return null;
  return `${a.creditor.trim().toUpperCase()}|${a.dateOpened}|${a.balance ?? ''}`;
}
