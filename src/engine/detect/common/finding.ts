import type { Account, Bureau, CreditReport, Finding, FindingCode } from '../../model';
import { redact } from '../../redact';
import { normalizeCreditor } from './names';

/** What every rule is given: all reports of one file, and whether they came from one merged report. */
export interface RuleInput {
  reports: CreditReport[];
  merged: boolean;
}

export type Rule = (input: RuleInput) => Finding[];

export function formatMoney(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
}

/** Printed lines rules look for in an account's evidence. */
export const LINES = {
  dofd: /first\s+delinquen|1st\s+delinquen|\bdofd\b|delinquency\s+date/i,
  /** The current balance (not "High balance" or "Original balance"), as a label alone or with an amount. */
  balance: /^\s*(?:current\s+)?balance\s*:?\s*$|(?<!high\s|original\s|credit\s)\bbalance\s*:?\s*>?\s*-?\$/i,
  originalAmount: /high\s+(?:balance|credit)|original\s+(?:amount|balance)/i,
  originalCreditor: /original\s+creditor/i,
  late: /\b(?:30|60|90|120|150|180)\s*days?\s+(?:past\s+due|late)|\blate\s+(?:30|60|90|120|150|180)\b/i,
  paidOrSettled: /\bpaid\b|\bsettled\b/i,
  collectionOrChargeOff: /collection\s+account|in\s+collection|charge[ds]?[\s-]*off|written\s+off|\bcollection\b/i,
  soldOrTransferred: /\bsold\b|transferred|purchased\s+by/i,
  medical: /medical|hospital|health|clinic|physician|radiology|ambulance|anesthesi/i,
  /** A status line ("Pay Status", "Account status", "Status") that names a collection or charge-off. */
  derogatoryStatus: /status\b.*(?:collection|charge[ds]?[\s-]*off|written\s+off)/i,
} as const;

/** One thing evidence should show: the first printed line matching `line`, else the text `otherwise` (if any). */
export interface EvidenceItem {
  /** One pattern, or several tried in order (the first that matches any line wins). */
  line: RegExp | RegExp[];
  otherwise?: string | null;
}

/** A label printed alone on its line (its value on the next): no digits, no colon, no column gap. */
function isLabelOnly(line: string): boolean {
  const t = line.trim();
  return !/\d|:|\s{2,}/.test(t) && t.length <= 40;
}

/**
 * The printed lines of an account that show a finding, one per item (a label printed alone brings the
 * value on the line after it: "Label: value"). Items not printed use their `otherwise` text, restated
 * from the account's fields; when nothing printed matched at all, the creditor's name leads. Redacted.
 */
export function accountEvidence(account: Account, items: EvidenceItem[]): string {
  const lines = account.evidence;
  const used = new Set<number>();
  const parts: string[] = [];
  let printed = 0;
  for (const item of items) {
    const patterns = Array.isArray(item.line) ? item.line : [item.line];
    let i = -1;
    for (const p of patterns) {
      i = lines.findIndex((l, j) => !used.has(j) && p.test(l));
      if (i >= 0) break;
    }
    if (i < 0) {
      if (item.otherwise) parts.push(item.otherwise);
      continue;
    }
    used.add(i);
    printed++;
    let text = lines[i]!.trim();
    const next = lines[i + 1];
    if (isLabelOnly(text) && next !== undefined && !used.has(i + 1)) {
      text = `${text}: ${next.trim()}`;
      used.add(i + 1);
    }
    parts.push(text);
  }
  const body = parts.join(' / ');
  const text = printed === 0 ? `${account.creditor} — ${body}` : body;
  return redact(text.replace(/\s+/g, ' ').trim());
}

/** "Label: value" for a field when it is printed, for evidence that restates a field. */
export function field(label: string, value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return `${label}: ${typeof value === 'number' ? formatMoney(value) : value}`;
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
