/** The completed analysis rows a candidate list is built from: the row asked for and the rows read from its file. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditReportAnalyses as t } from '../../db/schema';
import { AppError } from '../../errors';
import { openAnalysisRows } from '../analyses/analysis-fields';
import { getOwnAnalysis } from '../analyses/get-analysis';
import { assertPersonsReport } from '../analyses/report-owner';
import type { CandidateRow } from './build-candidates';

export async function loadSource(db: Db, userId: string, analysisId: string): Promise<CandidateRow[]> {
  const row = await getOwnAnalysis(db, userId, analysisId);
  if (row.analysisStatus !== 'completed' || !row.rawData) throw new AppError('ANALYSIS_NOT_COMPLETED');
  // No dispute item, and so no letter, from a report naming another person (decision 189).
  assertPersonsReport(row);
  // A merged (3-in-1) upload is one file read into three rows: its candidates come from all of them.
  const stored = await db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.reportId, row.reportId), eq(t.analysisStatus, 'completed')))
    .orderBy(asc(t.bureau));
  const siblings = await openAnalysisRows(db, stored);
  return siblings.filter((r) => r.rawData).map((r) => ({ id: r.id, bureau: r.bureau, rawData: r.rawData! }));
}
