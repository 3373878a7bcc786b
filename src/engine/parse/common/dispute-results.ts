/**
 * A bureau's dispute results (FCRA 611(a)(6)) printed in the file read as a report: a table of the disputed items,
 * each with its result ("Item  Account  Result", a row "ACME BANK  1234****  Deleted"). An item the bureau deleted is
 * on no report any more, so no reader may return it as an account; the report counts what was deleted, updated and
 * verified, and says so once.
 */
import type { Bureau, CreditReport, DisputeResultCounts } from '../../model';
import { sameCreditor } from '../../detect/common/names';
import { BUREAU_NAMES } from '../../detect/common/finding';
import type { Line } from './lines';

export type DisputeItemResult = 'deleted' | 'corrected' | 'verified';

/**
 * Result words the bureaus print per item, strongest first (a line saying "Deleted" wins over a later "Remains").
 * Also what the reply reader of a mailed dispute looks for (server: disputes/rounds/reply-reader.ts).
 */
export const DISPUTE_ITEM_RESULTS: { result: DisputeItemResult; pattern: RegExp }[] = [
  { result: 'deleted', pattern: /\bdeleted\b|\bhas been removed\b|\bremoved from (?:your )?(?:credit )?(?:file|report)\b/i },
  { result: 'corrected', pattern: /\bupdated\b|\bnew information (?:is )?(?:shown )?below\b|\bhas been (?:modified|corrected|changed)\b|\bcorrected\b/i },
  { result: 'verified', pattern: /\bverified\b|\bremains\b|\bno change\b|\bconfirmed as accurate\b|\bdisputed information is accurate\b/i },
];

export interface DisputeResultRow {
  creditor: string;
  accountNumber: string | null;
  result: DisputeItemResult;
}

/** A results table's header: a cell naming the result and one naming the item. */
const RESULT_HEAD = /^(?:results?|outcome|investigation\s+results?|dispute\s+results?)$/i;
const ITEM_HEAD = /^(?:items?|disputed\s+items?|accounts?|account\s+(?:name|number)|creditor(?:\s+name)?|company|furnisher)$/i;
/** A result cell is short: a few words ("Verified as accurate"), never a sentence. */
const RESULT_CELL_WORDS = 5;

function resultOfCell(text: string): DisputeItemResult | null {
  if (text.trim().split(/\s+/).length > RESULT_CELL_WORDS || /[.;]\s*\S/.test(text)) return null;
  return DISPUTE_ITEM_RESULTS.find(({ pattern }) => pattern.test(text))?.result ?? null;
}

function isResultsHeader(line: Line): boolean {
  const cells = line.segments.map((s) => s.text.trim());
  return cells.length >= 2 && cells.some((c) => RESULT_HEAD.test(c)) && cells.some((c) => ITEM_HEAD.test(c));
}

/** "ACME BANK  1234****  Deleted": the item's name first, its number where one is printed, the result last. */
function resultRow(line: Line): DisputeResultRow | null {
  const cells = line.segments.map((s) => s.text.trim());
  if (cells.length < 2) return null;
  const result = resultOfCell(cells[cells.length - 1]!);
  const creditor = cells[0]!;
  if (!result || !/[A-Za-z]{2}/.test(creditor)) return null;
  const accountNumber = cells.slice(1, -1).find((c) => /\d/.test(c) && /^[A-Za-z0-9*xX•#-]{4,}$/.test(c)) ?? null;
  return { creditor, accountNumber, result };
}

/** The rows of every results table of the document: under its header, each row until a line that is none. */
export function disputeResultRows(lines: Line[]): DisputeResultRow[] {
  const rows: DisputeResultRow[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!isResultsHeader(lines[i]!)) continue;
    for (let j = i + 1; j < lines.length; j++) {
      const row = resultRow(lines[j]!);
      if (!row) break;
      rows.push(row);
      i = j;
    }
  }
  return rows;
}

const digitsOf = (n: string | null) => (n ?? '').replace(/\D/g, '');

/** An account the row names: the same creditor, and the same digits where both print a number. */
function isItemOf(row: DisputeResultRow, account: { creditor: string; accountNumber: string | null }): boolean {
  if (!sameCreditor(row.creditor, account.creditor)) return false;
  const [a, b] = [digitsOf(row.accountNumber), digitsOf(account.accountNumber)];
  return a === '' || b === '' || a === b;
}

export function disputeResultCounts(rows: DisputeResultRow[]): DisputeResultCounts {
  const count = (result: DisputeItemResult) => rows.filter((r) => r.result === result).length;
  return { deleted: count('deleted'), corrected: count('corrected'), verified: count('verified') };
}

const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/** The sentence said once for a report read from a dispute-results letter. */
export function disputeResultsSentence(bureau: Bureau, counts: DisputeResultCounts): string {
  const deleted = counts.deleted > 0 ? `${items(counts.deleted)} deleted (no longer on your report, so not listed here)` : null;
  const parts = [deleted, counts.corrected > 0 ? `${counts.corrected} updated` : null, counts.verified > 0 ? `${counts.verified} verified as accurate` : null];
  return `This file is ${BUREAU_NAMES[bureau]}'s results of your dispute: ${parts.filter(Boolean).join(', ')}.`;
}

/**
 * The reports of a document that prints dispute results: no account the bureau deleted, the counts in the coverage,
 * the sentence among what the print does not show. Reports of a document without such a table are returned as they are.
 */
export function withDisputeResults(lines: Line[], reports: CreditReport[]): CreditReport[] {
  const rows = disputeResultRows(lines);
  if (rows.length === 0) return reports;
  const deleted = rows.filter((r) => r.result === 'deleted');
  const counts = disputeResultCounts(rows);
  return reports.map((report) => {
    const accounts = report.accounts.filter((a) => !deleted.some((row) => isItemOf(row, a)));
    return {
      ...report,
      accounts,
      coverage: { ...report.coverage, accountsRead: accounts.length, disputeResults: counts },
      notShown: [...(report.notShown ?? []), disputeResultsSentence(report.bureau, counts)],
    };
  });
}
