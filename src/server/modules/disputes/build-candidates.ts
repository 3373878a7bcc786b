/**
 * Dispute candidates from a completed analysis (docs/decisions/055): every finding and every negative item the
 * findings do not already cover, the accounts the person marked "not mine" in the review (decision 050), each with
 * what the report printed, why it may be wrong, the laws and the reasons that fit. Accounts marked "accurate as
 * reported" are candidates the person cannot dispute. Pure: rows in, candidates out.
 */
import { createHash } from 'node:crypto';
import type { AnalysisRawData, Bureau } from '../../../common/analysis';
import { BUREAUS } from '../../../common/analysis';
import type { CandidateDto, CandidateSource } from '../../../common/disputes/candidates';
import type { Priority } from '../../../common/disputes/items';
import { REASON_OPTIONS, type ReasonOption } from '../../../common/disputes/reasons';
import { lastFourDigits, normalizeCreditor } from '../../../engine/detect/common/names';
import { negativeItemEvidence } from '../../../engine/detect/common/negative-evidence';
import type { Account, CreditReport, Finding, FindingCode, IssueType } from '../../../engine/model';
import { dropOffDate, LAWS, lawOf, type LawId } from '../../../engine/plan';
import { CODE_PRIORITY } from '../../../engine/plan/items';
import { itemStateOf, NO_PERSON_FACTS, type PersonFacts } from '../../../engine/plan/item-state';
import { reasonsFor } from './letters/rules';
import { suggestedStatement } from './letters/suggestions';
import { FINDING_TITLE_FALLBACK, FINDING_TITLES, ISSUE_TYPE_LABELS } from '../../../common/report-labels';

export interface CandidateRow {
  id: string;
  bureau: Bureau;
  rawData: AnalysisRawData;
}

/** A candidate as the server keeps it: the DTO plus what the items and letters need. */
export interface Candidate extends Omit<CandidateDto, 'choice'> {
  /** The finding code, when it comes from a finding (the letters phrase it). */
  findingCode: FindingCode | null;
  /** The analysis row of each bureau that reports it. */
  analysisByBureau: Partial<Record<Bureau, string>>;
  /** The finding's request: delete or correct. */
  request: 'delete' | 'correct';
  /** What is wrong, as the letter states it (the finding's words; for "not mine", the person's claim). Null for a
   * negative item without a finding: the impact explanation is no dispute ground, the person's reason is (126). */
  problem: string | null;
}

/** What a finding asks the bureau to do: remove what may not be reported, or fix a value. */
const FINDING_REQUEST: Record<FindingCode, 'delete' | 'correct'> = {
  obsolete_item: 'delete',
  duplicate_account: 'delete',
  medical_collection_under_500: 'delete',
  inquiry_without_account: 'delete',
  balance_after_transfer: 'correct',
  reaged_debt: 'correct',
  removal_date_beyond_limit: 'correct',
  paid_collection_balance: 'correct',
  missing_dofd: 'correct',
  cross_bureau_mismatch: 'correct',
};

/**
 * The finding's own problem first (when there is one), then the person's reasons that fit it (letters module); each
 * with a suggestion for the person's statement built from the item's facts.
 */
function reasonOptions(
  finding: { code: FindingCode; title: string; request: 'delete' | 'correct' } | null,
  facts: { creditor: string; evidence: string | null },
): ReasonOption[] {
  const own = reasonsFor(finding?.code).map((id) => ({ id, ...REASON_OPTIONS[id], suggestion: suggestedStatement(id, facts) }));
  return finding ? [{ id: 'finding', text: finding.title, request: finding.request, suggestion: suggestedStatement(finding.code, facts) }, ...own] : own;
}

/** Stable across analyses and bureaus: the same account and problem give the same key. */
export function candidateKey(source: CandidateSource, code: string, creditor: string, accountNumber: string | null): string {
  const basis = `${source === 'inquiry' ? 'finding' : source}|${code}|${normalizeCreditor(creditor)}|${lastFourDigits(accountNumber) ?? ''}`;
  return `c-${createHash('sha256').update(basis).digest('hex').slice(0, 16)}`;
}

/** The key of an account across bureaus and analyses (creditor and last 4 digits). */
export function accountKeyOf(creditor: string, accountNumber: string | null): string {
  return `${normalizeCreditor(creditor)}|${lastFourDigits(accountNumber) ?? ''}`;
}

function lawsOf(citations: string[]): CandidateDto['laws'] {
  const ids = [...new Set(citations.map(lawOf).filter((id): id is LawId => id !== null))];
  return ids.map((id) => ({ id, name: LAWS[id].name, summary: LAWS[id].summary }));
}

function accountOn(report: CreditReport | undefined, creditor: string, number: string | null): Account | undefined {
  const key = accountKeyOf(creditor, number);
  return report?.accounts.find((a) => accountKeyOf(a.creditor, a.accountNumber) === key);
}

/** The chooser's "why" for a negative item the reading found no error in (issue 24). */
export const NO_FINDING_WHY = (label: string) =>
  `The report lists this as: ${label}. The reading found no error in how it is reported; dispute it only if you know something in it is inaccurate.`;

const ACCURATE_GENERIC =
  'Accurate information stays on your report until it ages off (most negatives 7 years after the first delinquency, FCRA 605). Paying every account on time and keeping card balances low help most meanwhile.';

function accurateAdvice(reports: CreditReport[], bureau: Bureau, creditor: string, number: string | null, issue: IssueType | null): string {
  if (!issue) return ACCURATE_GENERIC;
  const drop = dropOffDate(reports, { bureau, creditor, accountNumber: number }, issue);
  if (!drop) return ACCURATE_GENERIC;
  return `${drop.source}, this item should leave your report ${drop.text} (${drop.period} from ${drop.basis}). Until then, paying every account on time and keeping card balances low help most.`;
}

function merge(into: Map<string, Candidate>, candidate: Candidate): void {
  const existing = into.get(candidate.key);
  if (!existing) {
    into.set(candidate.key, candidate);
    return;
  }
  for (const bureau of candidate.bureaus) if (!existing.bureaus.includes(bureau)) existing.bureaus.push(bureau);
  existing.bureaus.sort((a, b) => BUREAUS.indexOf(a) - BUREAUS.indexOf(b));
  Object.assign(existing.analysisByBureau, candidate.analysisByBureau);
  existing.evidence ??= candidate.evidence;
  existing.held ??= candidate.held;
}

/** The candidates of completed rows read from one file (one bureau, or the three rows of a merged report). */
export function buildCandidates(rows: readonly CandidateRow[], facts: PersonFacts = NO_PERSON_FACTS): Candidate[] {
  const reports = rows.map((r) => r.rawData.report);
  // The item state (decision 172): an unconfirmed reading, or an item logged deleted or corrected, is held back.
  const heldOf = (row: CandidateRow, creditor: string, accountNumber: string | null, issue?: IssueType | null) =>
    itemStateOf({ reports, findings: row.rawData.findings ?? [] }, facts, { bureau: row.bureau, creditor, accountNumber }, issue ?? undefined).held;
  const accurateAccounts = new Set(rows.flatMap((r) => (r.rawData.review?.accurate ?? []).map((a) => accountKeyOf(a.creditor, a.accountNumber))));
  const out = new Map<string, Candidate>();

  for (const row of rows) {
    const report = row.rawData.report;
    const findings: Finding[] = row.rawData.findings ?? [];
    const findingAccounts = new Set(findings.map((f) => accountKeyOf(f.creditor, f.accountNumber)));
    for (const f of findings) {
      const request = FINDING_REQUEST[f.code];
      const item = row.rawData.negative_items.find((n) => accountKeyOf(n.account_name, n.account_number) === accountKeyOf(f.creditor, f.accountNumber));
      const issue = (item?.issue_type as IssueType | undefined) ?? null;
      const source: CandidateSource = f.code === 'inquiry_without_account' ? 'inquiry' : 'finding';
      merge(out, {
        key: candidateKey(source, f.code, f.creditor, f.accountNumber),
        source,
        code: f.code,
        findingCode: f.code,
        creditor: f.creditor,
        account_number: f.accountNumber,
        bureaus: [row.bureau],
        analysisByBureau: { [row.bureau]: row.id },
        evidence: f.evidence || null,
        why: f.explanation,
        problem: f.explanation,
        laws: lawsOf(f.lawBasis),
        priority: CODE_PRIORITY[f.code],
        reasons: reasonOptions(
          { code: f.code, title: FINDING_TITLES[f.code] ?? FINDING_TITLE_FALLBACK, request },
          { creditor: f.creditor, evidence: f.evidence || null },
        ),
        request,
        locked_accurate: accurateAccounts.has(accountKeyOf(f.creditor, f.accountNumber)),
        held: heldOf(row, f.creditor, f.accountNumber, issue),
        accurate_advice: accurateAdvice(reports, row.bureau, f.creditor, f.accountNumber, issue),
      });
    }
    for (const n of row.rawData.negative_items) {
      if (findingAccounts.has(accountKeyOf(n.account_name, n.account_number))) continue;
      const issue = n.issue_type as IssueType;
      const account = accountOn(report, n.account_name, n.account_number);
      const laws = issue === 'hard_inquiry' ? ['FCRA 611', 'FCRA 604'] : ['FCRA 611', 'FCRA 623'];
      const evidence = (account && negativeItemEvidence(account, issue)) ?? (n.status ? `Status: ${n.status}` : null);
      merge(out, {
        key: candidateKey('negative_item', issue, n.account_name, n.account_number),
        source: 'negative_item',
        code: issue,
        findingCode: null,
        creditor: n.account_name,
        account_number: n.account_number,
        bureaus: [row.bureau],
        analysisByBureau: { [row.bureau]: row.id },
        evidence,
        // The reading found no error here: the chooser says so, never the score-impact text (issue 24).
        why: NO_FINDING_WHY(ISSUE_TYPE_LABELS[issue] ?? issue),
        problem: null,
        laws: lawsOf(laws),
        priority: n.impact_level,
        reasons: reasonOptions(null, { creditor: n.account_name, evidence }),
        request: 'correct',
        locked_accurate: accurateAccounts.has(accountKeyOf(n.account_name, n.account_number)),
        held: heldOf(row, n.account_name, n.account_number, issue),
        accurate_advice: accurateAdvice(reports, row.bureau, n.account_name, n.account_number, issue),
      });
    }
    for (const { account } of row.rawData.review?.not_mine ?? []) {
      merge(out, {
        key: candidateKey('not_mine', 'not_mine', account.creditor, account.accountNumber),
        source: 'not_mine',
        code: 'not_mine',
        findingCode: null,
        creditor: account.creditor,
        account_number: account.accountNumber,
        bureaus: [row.bureau],
        analysisByBureau: { [row.bureau]: row.id },
        evidence: account.evidence[0] ?? null,
        why: 'You marked this account as not yours when you reviewed the report.',
        problem: null,
        laws: lawsOf(['FCRA 611', 'FCRA 623']),
        priority: 'high' as Priority,
        reasons: reasonOptions(null, { creditor: account.creditor, evidence: account.evidence[0] ?? null }),
        request: 'delete',
        locked_accurate: false,
        held: null,
        accurate_advice: ACCURATE_GENERIC,
      });
    }
  }
  const rank: Record<Priority, number> = { high: 0, medium: 1, low: 2 };
  return [...out.values()].sort((a, b) => rank[a.priority] - rank[b.priority] || a.creditor.localeCompare(b.creditor, 'en') || a.key.localeCompare(b.key));
}
