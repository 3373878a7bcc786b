import type { Account } from '../../model';

const norm = (s: string | null) => (s ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Where both print a value they print the same one. */
const agree = <T>(a: T | null, b: T | null, same: (x: T, y: T) => boolean = (x, y) => x === y) => a == null || b == null || same(a, b);

/**
 * A report that lists its accounts one a row (creditor, type, status, balance) before each account's details prints
 * every account twice. An account read without a number is the detailed account of its creditor when exactly one
 * account with a number has that creditor and their balances, statuses and types agree wherever both print them: the
 * list's row is dropped and the details kept. A row that fits none, or several, stays an account of its own.
 */
export function withoutListedTwice(accounts: Account[]): Account[] {
  const detailed = accounts.filter((a) => a.accountNumber);
  const taken = new Set<Account>();
  const dropped = new Set<Account>();
  for (const row of accounts) {
    if (row.accountNumber) continue;
    const fits = detailed.filter(
      (d) =>
        !taken.has(d) &&
        norm(d.creditor) === norm(row.creditor) &&
        agree(d.balance, row.balance) &&
        agree(d.status, row.status, (x, y) => norm(x) === norm(y)) &&
        agree(d.type, row.type, (x, y) => norm(x) === norm(y)),
    );
    if (fits.length !== 1) continue;
    taken.add(fits[0]!);
    dropped.add(row);
  }
  return dropped.size === 0 ? accounts : accounts.filter((a) => !dropped.has(a));
}
