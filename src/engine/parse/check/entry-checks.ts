/**
 * Self-checks of a report's inquiries and public records (issue 25, decision 243), as account-checks.ts does for
 * accounts: a lender's name of an inquiry cut where an address, a date, a label… starts when a name is left before
 * it; else the inquiry is flagged. A record whose type is no record's type (a label, a date, an address, a bureau's
 * line, a sentence) or whose lines gave nothing but a type is flagged. An entry read twice (same name, same date on
 * one bureau's report: a repeated page header, a summary list read with the section) has its repeats flagged. A
 * flagged entry carries the reading warning and goes into no letter or recommendation until the person confirms it.
 */
import type { CreditReport, Inquiry, PublicRecord } from '../../model';
import { checkName, holdsRemark } from './account-checks';
import { opensWithBureau } from './bureau-lines';
import { isSentence } from './record-checks';

export const ENTRY_WARNING = 'We could not read this entry cleanly; check it against your report.';

const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The checks one name fails, after the repair checkName makes. */
function nameChecks(value: string): { value: string; failed: string[] } {
  const failed: string[] = [];
  const name = checkName(value);
  if (name.failed) failed.push(name.failed);
  if (opensWithBureau(name.name)) failed.push('creditor_is_bureau_line');
  if (holdsRemark(name.name)) failed.push('creditor_holds_remark');
  if (isSentence(name.name)) failed.push('creditor_holds_prose');
  return { value: name.name, failed: [...new Set(failed)] };
}

/** Marks every entry after the first with the same key ('read_twice'). */
function repeats<T>(entries: T[], key: (e: T) => string | null): Set<number> {
  const seen = new Set<string>();
  const out = new Set<number>();
  entries.forEach((e, i) => {
    const k = key(e);
    if (k == null) return;
    if (seen.has(k)) out.add(i);
    seen.add(k);
  });
  return out;
}

function flagged<T extends Inquiry | PublicRecord>(entry: T, failed: string[]): T {
  return failed.length > 0 ? { ...entry, readingWarning: ENTRY_WARNING, readingChecks: failed } : entry;
}

/** One report's inquiries checked. */
export function checkInquiries(inquiries: Inquiry[]): Inquiry[] {
  const checked = inquiries.map((q) => ({ q, ...nameChecks(q.creditor) }));
  const twice = repeats(checked, ({ q, value }) => (q.date ? `${norm(value)}|${q.date}|${q.kind}` : null));
  return checked.map(({ q, value, failed }, i) => flagged({ ...q, creditor: value }, twice.has(i) ? [...failed, 'read_twice'] : failed));
}

/** One report's public records checked (their fields are repaired by checkRecord first). */
export function checkRecords(records: PublicRecord[]): PublicRecord[] {
  const twice = repeats(records, (r) => (r.date ? `${norm(r.type)}|${r.date}|${norm(r.reference ?? '')}` : null));
  return records.map((r, i) => {
    const codes = nameChecks(r.type).failed.map((c) => c.replace(/^creditor_/, 'type_'));
    const nothingElse = r.date == null && r.status == null && r.court == null && r.reference == null && r.amount == null;
    if (nothingElse) codes.push('key_fields_missing');
    if (twice.has(i)) codes.push('read_twice');
    return flagged(r, codes);
  });
}

/** A report's inquiries and records checked. */
export function checkEntries(report: CreditReport): CreditReport {
  return { ...report, inquiries: checkInquiries(report.inquiries), publicRecords: checkRecords(report.publicRecords) };
}
