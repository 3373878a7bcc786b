import { UNREADABLE_NUMBER } from '../../extract/types';
import type { Account, Coverage, CreditReport, Inquiry } from '../../model';
import type { Section } from './sections';

/** Counts the report prints of what it holds, when it prints any (a summary's account count, "Inquiry N" blocks). */
export interface PrintedCounts {
  accounts?: number | null;
  inquiries?: number | null;
}

const COUNT_LABELS: [RegExp, keyof PrintedCounts][] = [
  [/^total accounts?$/, 'accounts'],
  [/^inquiries ?(?:\(?(?:2|two) years?\)?|\(?last 2 years\)?)?$/, 'inquiries'],
];

/** The count a summary's label names ("Total Accounts", "Inquiries (2 years)"), or null. */
export function countKey(label: string): keyof PrintedCounts | null {
  const key = label.toLowerCase().replace(/:\s*$/, '').replace(/\s+/g, ' ').replace(/\(\s*/g, '(').replace(/\s*\)/g, ')').trim();
  return COUNT_LABELS.find(([re]) => re.test(key))?.[1] ?? null;
}

/** "Your file lists 12 accounts": the account count a summary written in sentences states. */
const COUNT_SENTENCE = /\b(?:file|report)\s+(?:lists|holds|shows|contains|includes)\s+(\d{1,4})\s+accounts\b/i;

/** "Total accounts  11", "Inquiries: 3": a label and a whole number, the line's only words. */
const COUNT_ROW = /^(.*?[A-Za-z].*?)\s*:?\s+(\d{1,4})$/;

/**
 * The counts a single bureau's summary prints, a count's label and a whole number a line ("Total accounts  11",
 * "Inquiries: 3"), read from the lines under a Summary heading. The summary's rows that the heading rules took for
 * sections of their own ("Open accounts  8", "Inquiries  3": a heading with its count) are its rows too, as long as
 * every line under them is such a row. Open and closed accounts are parts of the total, never it.
 */
export function summaryCounts(sections: Section[]): PrintedCounts {
  const counts: PrintedCounts = {};
  const at = sections.findIndex((s) => s.kind === 'summary');
  if (at < 0) return counts;
  const lines = [...sections[at]!.lines];
  for (const s of sections.slice(at + 1)) {
    if (!s.heading || ![s.heading, ...s.lines].every((l) => COUNT_ROW.test(l.text.trim()))) break;
    lines.push(s.heading, ...s.lines);
  }
  for (const line of lines) {
    const m = COUNT_ROW.exec(line.text.trim());
    const key = m ? countKey(m[1]!) : null;
    if (key && counts[key] == null) counts[key] = Number(m![2]);
    // a summary in sentences: "Your file lists 12 accounts; …"
    const said = COUNT_SENTENCE.exec(line.text);
    if (!key && said && counts.accounts == null) counts.accounts = Number(said[1]);
  }
  return counts;
}

/** What was read against what the report says it holds. */
export function coverageOf(read: { accounts: Account[]; inquiries: Inquiry[] }, printed: PrintedCounts = {}): Coverage {
  return {
    accountsRead: read.accounts.length,
    accountsListed: printed.accounts ?? null,
    inquiriesRead: read.inquiries.length,
    inquiriesListed: printed.inquiries ?? null,
  };
}

/** Plain sentences for every count the reading falls short of (or exceeds), so a partial answer is never silent. */
export function coverageWarnings(coverage: Coverage): string[] {
  const out: string[] = [];
  const { accountsRead, accountsListed, inquiriesRead, inquiriesListed } = coverage;
  if (accountsListed != null && accountsRead !== accountsListed) {
    out.push(
      accountsRead < accountsListed
        ? `We read ${accountsRead} of the ${accountsListed} accounts this report lists.`
        : `We read ${accountsRead} accounts, but this report lists ${accountsListed}.`,
    );
  }
  // Printed inquiry counts often cover the last 2 years only ("Inquiries (2 years)") while the list holds older
  // ones too: reading more than the count is expected, reading fewer is not.
  if (inquiriesListed != null && inquiriesRead < inquiriesListed) {
    out.push(`We read ${inquiriesRead} of the ${inquiriesListed} inquiries this report lists.`);
  }
  return out;
}

/**
 * Accounts whose number OCR could not read surely (its readings contradicted each other) keep no number, and
 * the report says which: a wrong number would have a person dispute an account that does not exist.
 */
export function withoutUnreadableNumbers(report: CreditReport): CreditReport {
  const unsure = report.accounts.filter((a) => a.accountNumber === UNREADABLE_NUMBER);
  if (unsure.length === 0) return report;
  return {
    ...report,
    accounts: report.accounts.map((a) => (a.accountNumber === UNREADABLE_NUMBER ? { ...a, accountNumber: null } : a)),
    warnings: [...report.warnings, ...unsure.map((a) => `We could not read the account number of ${a.creditor} clearly; check it against your report.`)],
  };
}
