import type { Account, Bureau, CreditReport, Finding, FindingCode } from '../../model';
import { redact } from '../../redact';
import { normalizeCreditor } from './names';

/** What every rule is given: all reports of one file, and whether they came from one merged report. */
export interface RuleInput {
  reports: CreditReport[];
  merged: boolean;
}

export type Rule = (input: RuleInput) => Finding[];

const MAX_EVIDENCE_LINES = 2;

export function formatMoney(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
}

/**
 * The printed lines of an account that show a finding: the first lines (at most two) matching any of
 * `patterns`; a label line without a value brings the line after it. When no printed line matches,
 * `fallback` (field values restated as "Label: value") is used. Always redacted.
 */
export function accountEvidence(account: Account, patterns: RegExp[], fallback: string[]): string {
  const picked: string[] = [];
  const lines = account.evidence;
  for (let i = 0; i < lines.length && picked.length < MAX_EVIDENCE_LINES; i++) {
    const line = lines[i]!;
    if (!patterns.some((p) => p.test(line))) continue;
    if (picked.includes(line)) continue;
    picked.push(line);
    const next = lines[i + 1];
    if (!/\d/.test(line) && next !== undefined && picked.length < MAX_EVIDENCE_LINES && !/:\s*\S/.test(line)) {
      picked.push(next);
      i++;
    }
  }
  const text = picked.length > 0 ? picked.join(' / ') : [account.creditor, ...fallback].join(' — ');
  return redact(text.replace(/\s+/g, ' ').trim());
}

/** "Label: value" for a field when it is printed, for evidence fallbacks. */
export function field(label: string, value: string | number | null | undefined): string[] {
  if (value === null || value === undefined || value === '') return [];
  return [`${label}: ${typeof value === 'number' ? formatMoney(value) : value}`];
}

export function accountFinding(
  code: FindingCode,
  bureau: Bureau,
  account: Account,
  lawBasis: string[],
  evidence: string,
  explanation: string,
): Finding {
  return { code, bureau, creditor: account.creditor, accountNumber: account.accountNumber, lawBasis, evidence, explanation };
}

/** The key under which a finding is reported once: code, bureau and the entry it names. */
export function findingKey(f: Pick<Finding, 'code' | 'bureau' | 'creditor' | 'accountNumber'>): string {
  const number = (f.accountNumber ?? '').replace(/\s+/g, '').toUpperCase();
  return `${f.code}|${f.bureau}|${normalizeCreditor(f.creditor)}|${number}`;
}

/** Findings with the same code, bureau and entry reported once (the first wins). */
export function dedupeFindings(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const f of findings) {
    const key = findingKey(f);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out;
}
