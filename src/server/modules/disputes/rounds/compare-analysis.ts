/**
 * Runs when an analysis completes (the analyze-report job): compares it with the disputed items of earlier analyses
 * of its bureau and stores the proposals and reinsertions for the person to see (docs/decisions/107). One
 * comparison per analysis; a notification tells the person when there is something to confirm.
 */
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { BUREAU_LABELS, type Bureau } from '../../../../common/analysis';
import { formatReportDate } from '../../../../engine/detect/common/dates';
import type { Db } from '../../../db/client';
import { creditReportAnalyses, disputeItems, disputeRoundReviews } from '../../../db/schema';
import type { DisputesDeps } from '../deps';
import { openAnalysisRow } from '../../analyses/analysis-fields';
import { notifyStatus } from '../item-status';
import { compareWithReport } from './compare';
import { selectOpenItems, sealReviewFields } from '../sealed-fields';

export function comparisonMessage(bureau: Bureau, deleted: number, reinserted: number): string {
  const parts = [
    deleted > 0 ? `${deleted} disputed ${deleted === 1 ? 'item is' : 'items are'} no longer on it` : null,
    reinserted > 0 ? `${reinserted} deleted ${reinserted === 1 ? 'item is' : 'items are'} back on it` : null,
  ].filter(Boolean);
  return `Your new ${BUREAU_LABELS[bureau]} report: ${parts.join(', and ')}. Open Dispute Letters to confirm.`;
}

/** Returns what it stored (null when there was nothing to compare or to say). */
export async function compareNewAnalysis(
  deps: Pick<DisputesDeps, 'db' | 'notifications' | 'logger'>,
  analysisId: string,
): Promise<{ proposals: number; reinsertions: number } | null> {
  const db: Db = deps.db;
  const [stored] = await db
    .select({ userId: creditReportAnalyses.userId, bureau: creditReportAnalyses.bureau, rawData: creditReportAnalyses.rawData })
    .from(creditReportAnalyses)
    .where(and(eq(creditReportAnalyses.id, analysisId), eq(creditReportAnalyses.analysisStatus, 'completed')));
  const row = stored ? await openAnalysisRow(db, stored) : undefined;
  const report = row?.rawData?.report;
  if (!row || !report) return null;
  const items = await selectOpenItems(
    db,
    and(eq(disputeItems.userId, row.userId), eq(disputeItems.bureau, row.bureau), or(isNull(disputeItems.analysisId), ne(disputeItems.analysisId, analysisId))),
  );
  if (items.length === 0) return null;
  const dated = formatReportDate(report.reportDate);
  const label = `${BUREAU_LABELS[row.bureau]} report${dated ? ` of ${dated}` : ''}`;
  const result = compareWithReport(report, label, analysisId, items);
  if (result.proposals.length === 0 && result.reinsertions.length === 0) return null;
  const now = new Date().toISOString();
  const inserted = await db
    .insert(disputeRoundReviews)
    .values({
      userId: row.userId,
      kind: 'reanalysis',
      bureau: row.bureau,
      analysisId,
      status: 'compared',
      ...(await sealReviewFields(db, row.userId, { proposals: result.proposals.map((p) => ({ ...p, state: 'open' as const })) })),
      reinsertions: result.reinsertions.map((id) => ({ item_id: id, analysis_id: analysisId, detected_at: now })),
    })
    .onConflictDoNothing()
    .returning({ id: disputeRoundReviews.id });
  if (inserted.length === 0) return null;
  await notifyStatus(deps, row.userId, '', row.bureau, 'responded', comparisonMessage(row.bureau, result.proposals.length, result.reinsertions.length));
  return { proposals: result.proposals.length, reinsertions: result.reinsertions.length };
}
