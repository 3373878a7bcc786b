/**
 * Builds a reviewed analysis again from its corrected report (docs/decisions/050): the rows read from the same file
 * (one, or three for a merged report, whose bureaus are compared with each other) are locked, each row's
 * corrections are laid over the report as read, the engine detects negatives and findings again
 * (reanalyzeReports), and every row gets its figures, negative items and plan from the same builder the job uses.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnalysisMetadata, AnalysisRawData } from '../../../../common/analysis';
import { reanalyzeReports } from '../../../../engine/index';
import type { CreditReport } from '../../../../engine/model';
import type { Db } from '../../../db/client';
import { creditReportAnalyses as t, reportCorrections as c } from '../../../db/schema';
import { AppError } from '../../../errors';
import { openAnalysisRow, openAnalysisRows, openCorrectionRows, sealAnalysisFields } from '../analysis-fields';
import { completedOutcome } from '../build-result';
import type { AnalysisRow } from '../dto';
import { getOwnAnalysis } from '../get-analysis';
import { applyCorrections, type AppliedReview, type StoredCorrection } from './apply-corrections';

/** The report as the engine read it: kept apart once anything was corrected, else the row's report. */
export function extractedReport(raw: AnalysisRawData): CreditReport {
  return raw.extracted_report ?? raw.report;
}

function completedRaw(row: AnalysisRow): AnalysisRawData {
  const raw = row.rawData;
  if (row.analysisStatus !== 'completed' || !raw?.report) throw new AppError('ANALYSIS_NOT_COMPLETED');
  return raw;
}

export async function correctionsOf(db: Db, analysisIds: readonly string[]): Promise<Map<string, StoredCorrection[]>> {
  const rows =
    analysisIds.length === 0
      ? []
      : await db
          .select()
          .from(c)
          .where(inArray(c.analysisId, [...analysisIds]))
          .orderBy(asc(c.createdAt));
  const out = new Map<string, StoredCorrection[]>(analysisIds.map((id) => [id, []]));
  for (const row of await openCorrectionRows(db, rows)) out.get(row.analysisId)?.push(row);
  return out;
}

/** The user's completed analysis with its corrections applied (for reading the review). */
export async function reviewOf(db: Db, userId: string, id: string): Promise<{ row: AnalysisRow; applied: AppliedReview }> {
  const row = await getOwnAnalysis(db, userId, id);
  const raw = completedRaw(row);
  const corrections = (await correctionsOf(db, [row.id])).get(row.id) ?? [];
  return { row, applied: applyCorrections(extractedReport(raw), corrections) };
}

/**
 * Runs `change` on the user's completed analysis inside a transaction that holds its file's rows locked, then
 * rebuilds those rows from their corrections. Returns the row asked for, rebuilt, and its review.
 */
export async function changeReview(
  db: Db,
  userId: string,
  id: string,
  change: (tx: Db, row: AnalysisRow, applied: AppliedReview) => Promise<void>,
  now: Date = new Date(),
): Promise<{ row: AnalysisRow; applied: AppliedReview }> {
  const target = await getOwnAnalysis(db, userId, id);
  completedRaw(target);
  return db.transaction(async (tx: Db) => {
    // The rows read from the same file: a merged report's bureaus are compared with each other.
    const merged = (target.metadata as AnalysisMetadata | null)?.merged === true;
    const stored = await tx
      .select()
      .from(t)
      .where(and(eq(t.userId, userId), merged ? eq(t.reportId, target.reportId) : eq(t.id, target.id), eq(t.analysisStatus, 'completed')))
      .orderBy(asc(t.id))
      .for('update');
    const siblings = await openAnalysisRows(tx, stored);
    const row = siblings.find((r) => r.id === target.id);
    if (!row) throw new AppError('NOT_FOUND');
    const before = (await correctionsOf(tx, [row.id])).get(row.id) ?? [];
    await change(tx, row, applyCorrections(extractedReport(completedRaw(row)), before));

    const corrections = await correctionsOf(
      tx,
      siblings.map((r) => r.id),
    );
    const applied = new Map(siblings.map((r) => [r.id, applyCorrections(extractedReport(completedRaw(r)), corrections.get(r.id) ?? [])]));
    const analysis = reanalyzeReports(
      siblings.map((r) => applied.get(r.id)!.report),
      { merged },
    );
    let result: AnalysisRow | undefined;
    for (const sibling of siblings) {
      const raw = completedRaw(sibling);
      const mine = applied.get(sibling.id)!;
      const report = analysis.reports.find((r) => r.bureau === sibling.bureau)!;
      const outcome = completedOutcome(report, analysis, raw.scoreChange, now, { merged });
      const rawData: AnalysisRawData = { ...outcome.rawData, extracted_report: extractedReport(raw) };
      if (mine.summary) rawData.review = mine.summary;
      const [updated] = await tx
        .update(t)
        .set(await sealAnalysisFields(tx, userId, { rawData, negativeItems: outcome.negativeItems }))
        .where(and(eq(t.id, sibling.id), eq(t.userId, userId), eq(t.analysisStatus, 'completed')))
        .returning();
      if (sibling.id === row.id && updated) result = await openAnalysisRow(tx, updated);
    }
    if (!result) throw new AppError('NOT_FOUND');
    return { row: result, applied: applied.get(row.id)! };
  });
}
