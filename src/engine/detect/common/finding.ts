import type { Account, Bureau, CreditReport, Finding, FindingCode } from '../../model';
import { normalizeCreditor } from './names';

/** What every rule is given: all reports of one file, and whether they came from one merged report. */
export interface RuleInput {
  reports: CreditReport[];
  merged: boolean;
}

export type Rule = (input: RuleInput) => Finding[];

export const BUREAU_NAMES: Readonly<Record<Bureau, string>> = {
  experian: 'Experian',
  transunion: 'TransUnion',
  equifax: 'Equifax',
};

/** "a, b and c". */
export function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function formatMoney(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
}

export function accountFinding(code: FindingCode, bureau: Bureau, account: Account, lawBasis: string[], evidence: string, explanation: string): Finding {
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
