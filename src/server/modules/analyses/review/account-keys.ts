import { createHash } from 'node:crypto';
import type { Account, Inquiry, PublicRecord } from '../../../../engine/model';

const plain = (s: string | null | undefined) => (s ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** `<prefix>-<hash of the identity>-<place among entries with the same hash>`. */
function stableKeys(prefix: string, identities: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return identities.map((identity) => {
    const hash = createHash('sha256').update(identity).digest('hex').slice(0, 12);
    const n = seen.get(hash) ?? 0;
    seen.set(hash, n + 1);
    return `${prefix}-${hash}-${n}`;
  });
}

/**
 * A stable key for each account read from a report: a hash of what was printed to tell it apart (creditor, number,
 * date opened) and its place among accounts with the same hash. A re-read of the same file gives the same keys
 * even when other accounts are read or missed around it; the person's corrections never change a key.
 */
export function accountKeys(accounts: readonly Pick<Account, 'creditor' | 'accountNumber' | 'dateOpened'>[]): string[] {
  return stableKeys(
    'r',
    accounts.map((a) => [plain(a.creditor), a.accountNumber ?? '', a.dateOpened ?? ''].join('|')),
  );
}

/** The same for inquiries ("q-": creditor, date, kind) and public records ("p-": type, date, reference), decision 250. */
export function inquiryKeys(inquiries: readonly Inquiry[]): string[] {
  return stableKeys(
    'q',
    inquiries.map((q) => [plain(q.creditor), q.date ?? '', q.kind].join('|')),
  );
}
export function recordKeys(records: readonly PublicRecord[]): string[] {
  return stableKeys(
    'p',
    records.map((r) => [plain(r.type), r.date ?? '', plain(r.reference)].join('|')),
  );
}
