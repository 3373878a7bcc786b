/**
 * Test helper: how far parsed reports agree with a generated fixture's truth. Accounts are matched as in
 * docs/decisions/001 (bureau, creditor normalised to A–Z0–9, last four digits present in the number);
 * the matched pairs are then compared field by field.
 */
import type { Account, CreditReport } from '../../model';

export interface TruthLike {
  reports: {
    bureau: string;
    reportDate: string | null;
    score: number | null;
    accounts: Account[];
    inquiries: CreditReport['inquiries'];
    publicRecords: CreditReport['publicRecords'];
  }[];
}

const FIELDS = [
  'originalCreditor',
  'accountNumber',
  'type',
  'status',
  'balance',
  'creditLimit',
  'highBalance',
  'pastDue',
  'dateOpened',
  'dateClosed',
  'dateReported',
  'dateOfFirstDelinquency',
  'negative',
  'paymentHistory',
  'remarks',
] as const;
export type CheckedField = (typeof FIELDS)[number];

export interface TruthCheck {
  matched: number;
  missing: string[];
  extra: string[];
  /** Field → descriptions of the matched accounts where it differs. */
  fieldErrors: Partial<Record<CheckedField, string[]>>;
  /** Report-level differences: report date, score, inquiries, public records. */
  reportErrors: string[];
}

const norm = (s: string | null | undefined): string => (s ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
const last4 = (s: string | null | undefined): string => (s ?? '').replace(/\D/g, '').slice(-4);
const sortKeys = (h: Record<string, string>): string => JSON.stringify(Object.fromEntries(Object.entries(h).sort()));

function fieldValue(a: Account, f: CheckedField): string {
  if (f === 'paymentHistory') return sortKeys(a.paymentHistory);
  if (f === 'remarks') return JSON.stringify(a.remarks.filter((r) => !/^(Account status|Creditor classification):/.test(r)));
  return JSON.stringify(a[f] ?? null);
}

export function checkAgainstTruth(reports: CreditReport[], truth: TruthLike): TruthCheck {
  const out: TruthCheck = { matched: 0, missing: [], extra: [], fieldErrors: {}, reportErrors: [] };
  for (const tr of truth.reports) {
    const r = reports.find((x) => x.bureau === tr.bureau);
    if (!r) {
      out.reportErrors.push(`${tr.bureau}: no report`);
      continue;
    }
    if (r.reportDate !== tr.reportDate) out.reportErrors.push(`${tr.bureau}: reportDate ${r.reportDate} ≠ ${tr.reportDate}`);
    if (r.score !== tr.score) out.reportErrors.push(`${tr.bureau}: score ${r.score} ≠ ${tr.score}`);
    const inq = (xs: CreditReport['inquiries']) => JSON.stringify(xs.map((q) => `${norm(q.creditor)}|${q.date}|${q.kind}`).sort());
    if (inq(r.inquiries) !== inq(tr.inquiries)) out.reportErrors.push(`${tr.bureau}: inquiries ${inq(r.inquiries)} ≠ ${inq(tr.inquiries)}`);
    const rec = (xs: CreditReport['publicRecords']) => JSON.stringify(xs.map((p) => `${norm(p.type)}|${p.date}|${norm(p.court)}|${p.chapter ?? ''}`).sort());
    if (rec(r.publicRecords) !== rec(tr.publicRecords)) out.reportErrors.push(`${tr.bureau}: records ${rec(r.publicRecords)} ≠ ${rec(tr.publicRecords)}`);
    const used = new Set<number>();
    for (const ta of tr.accounts) {
      const i = r.accounts.findIndex((a, j) => !used.has(j) && norm(a.creditor) === norm(ta.creditor) && last4(a.accountNumber) === last4(ta.accountNumber));
      if (i < 0) {
        out.missing.push(`${tr.bureau} ${ta.creditor} ${ta.accountNumber}`);
        continue;
      }
      used.add(i);
      out.matched++;
      const a = r.accounts[i] as Account;
      for (const f of FIELDS) {
        if (fieldValue(a, f) !== fieldValue(ta, f)) (out.fieldErrors[f] ??= []).push(`${tr.bureau} ${ta.creditor}: ${fieldValue(a, f)} ≠ ${fieldValue(ta, f)}`);
      }
    }
    r.accounts.forEach((a, j) => {
      if (!used.has(j)) out.extra.push(`${tr.bureau} ${a.creditor} ${a.accountNumber}`);
    });
  }
  return out;
}
