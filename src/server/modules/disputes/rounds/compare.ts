/**
 * A new analysis of a bureau compared with the disputed items of earlier ones (docs/decisions/107), pure:
 * - a mailed item with no final outcome that the new report no longer shows is proposed as deleted (the person
 *   confirms: an account can also vanish from a report that was read only in part);
 * - an item the bureau deleted that the new report shows again is a reinsertion (FCRA 611(a)(5)(B)).
 * Accounts are matched by creditor and last four digits, inquiries by creditor, as the candidates are.
 */
import type { DisputeItemMetadata, DisputeStatus } from '../../../../common/disputes/items';
import { lastFourDigits, normalizeCreditor } from '../../../../engine/detect/common/names';
import type { CreditReport } from '../../../../engine/model';
import { accountKeyOf } from '../build-candidates';

export interface ComparedItem {
  id: string;
  analysisId: string | null;
  accountName: string;
  accountNumber: string | null;
  code: string;
  status: DisputeStatus;
  metadata: DisputeItemMetadata;
}

export interface Comparison {
  proposals: { item_id: string; result: 'deleted'; evidence: string }[];
  reinsertions: string[];
}

/** Mailed and still waiting for a final answer: a stall letter or no response leave it open. */
const AWAITING: readonly DisputeStatus[] = ['sent', 'submitted', 'responded'];
const OPEN_OUTCOMES = new Set(['no_response', 'stall']);
const INQUIRY_CODES = new Set(['inquiry_without_account']);

/** True when the report shows the item: an account with its creditor and last 4 digits, or an inquiry by name. */
export function reportShows(report: CreditReport, item: Pick<ComparedItem, 'accountName' | 'accountNumber' | 'code'>): boolean {
  if (INQUIRY_CODES.has(item.code)) {
    const name = normalizeCreditor(item.accountName);
    return report.inquiries.some((q) => normalizeCreditor(q.creditor) === name);
  }
  const key = accountKeyOf(item.accountName, item.accountNumber);
  if (report.accounts.some((a) => accountKeyOf(a.creditor, a.accountNumber) === key)) return true;
  // A report that prints no number for the account still shows it under the same creditor.
  return (
    lastFourDigits(item.accountNumber) !== null &&
    report.accounts.some((a) => !lastFourDigits(a.accountNumber) && normalizeCreditor(a.creditor) === normalizeCreditor(item.accountName))
  );
}

export function compareWithReport(report: CreditReport, reportLabel: string, newAnalysisId: string, items: readonly ComparedItem[]): Comparison {
  const proposals: Comparison['proposals'] = [];
  const reinsertions: string[] = [];
  for (const item of items) {
    if (item.analysisId === newAnalysisId || item.metadata.item_type !== 'dispute_letter') continue;
    const shown = reportShows(report, item);
    const outcome = item.metadata.outcome?.result;
    if (!shown && AWAITING.includes(item.status) && (!outcome || OPEN_OUTCOMES.has(outcome))) {
      proposals.push({ item_id: item.id, result: 'deleted', evidence: `Not on your ${reportLabel}` });
    }
    if (shown && outcome === 'deleted') reinsertions.push(item.id);
  }
  return { proposals, reinsertions };
}
