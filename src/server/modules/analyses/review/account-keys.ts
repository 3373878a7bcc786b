import { createHash } from 'node:crypto';
import type { Account } from '../../../../engine/model';

/**
 * A stable key for each account read from a report: a hash of what was printed to tell it apart (creditor, number,
 * date opened) and its place among accounts with the same hash. A re-read of the same file gives the same keys
 * even when other accounts are read or missed around it; the person's corrections never change a key.
 */
export function accountKeys(accounts: readonly Pick<Account, 'creditor' | 'accountNumber' | 'dateOpened'>[]): string[] {
  const seen = new Map<string, number>();
  return accounts.map((account) => {
    const identity = [account.creditor.trim().toLowerCase().replace(/\s+/g, ' '), account.accountNumber ?? '', account.dateOpened ?? ''].join('|');
    const hash = createHash('sha256').update(identity).digest('hex').slice(0, 12);
    const n = seen.get(hash) ?? 0;
    seen.set(hash, n + 1);
    return `r-${hash}-${n}`;
  });
}
