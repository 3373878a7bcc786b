import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditReportAnalyses } from '../../db/schema';
import { AppError } from '../../errors';
import { openAnalysisRow } from './analysis-fields';
import type { AnalysisRow } from './dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id can be an analysis id at all (anything else is a 404 without asking the database). */
export function isAnalysisId(id: string): boolean {
  return UUID.test(id);
}

/** One of the user's own rows; another user's id is a 404 exactly like an unknown one. */
export async function getOwnAnalysis(db: Db, userId: string, id: string): Promise<AnalysisRow> {
  if (!isAnalysisId(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(creditReportAnalyses)
    .where(and(eq(creditReportAnalyses.id, id), eq(creditReportAnalyses.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return openAnalysisRow(db, row);
}
