import type { Account, Bureau, CreditReport, Finding, Inquiry, NegativeItem, PublicRecord } from '../model';
import { lastFourDigits, normalizeCreditor, sameCreditor } from '../detect/common/names';
import { publicRecordName } from '../detect/negative';

/**
 * Findings and negative items name an entry by bureau, creditor and account number (docs/decisions/001).
 * These helpers find the entry on the report so the plan can read its dates and balances.
 */

export type Target = { kind: 'account'; account: Account } | { kind: 'inquiry'; inquiry: Inquiry } | { kind: 'record'; record: PublicRecord };

export interface EntryRef {
  bureau: Bureau;
  creditor: string;
  accountNumber: string | null;
}

/** The key two references to the same entry share: bureau, normalised creditor, last 4 digits. */
export function entryKey(ref: EntryRef): string {
  return `${ref.bureau}|${normalizeCreditor(ref.creditor)}|${lastFourDigits(ref.accountNumber) ?? ''}`;
}

function sameNumber(a: string | null, b: string | null): boolean {
  return (lastFourDigits(a) ?? '') === (lastFourDigits(b) ?? '');
}

/**
 * The entry a reference points to on its bureau's report, or null when none is printed. Hard inquiry
 * items point to inquiries and public record items to records; other references try accounts first.
 */
export function findTarget(reports: CreditReport[], ref: EntryRef, hint?: NegativeItem['issueType']): Target | null {
  const report = reports.find((r) => r.bureau === ref.bureau);
  if (!report) return null;
  const account = report.accounts.find((a) => sameCreditor(a.creditor, ref.creditor) && sameNumber(a.accountNumber, ref.accountNumber));
  const record = report.publicRecords.find((p) => ref.accountNumber === null && sameCreditor(publicRecordName(p), ref.creditor));
  const inquiry = report.inquiries.find((q) => ref.accountNumber === null && q.kind === 'hard' && sameCreditor(q.creditor, ref.creditor));
  if (hint === 'hard_inquiry') return inquiry ? { kind: 'inquiry', inquiry } : null;
  if (hint === 'public_record' || (hint === 'bankruptcy' && !account)) return record ? { kind: 'record', record } : null;
  if (account) return { kind: 'account', account };
  if (record) return { kind: 'record', record };
  if (inquiry) return { kind: 'inquiry', inquiry };
  return null;
}

/** The negative item a finding is about, or null (e.g. an inquiry older than 2 years is not a negative item). */
export function itemOf(finding: Finding, items: NegativeItem[]): NegativeItem | null {
  const key = entryKey(finding);
  return items.find((n) => entryKey(n) === key) ?? null;
}
