import { desc, eq } from 'drizzle-orm';
import type { AnalysisDto } from '../../../common/analysis';
import type { Db } from '../../db/client';
import { creditReportAnalyses } from '../../db/schema';
import { toAnalysisDto } from './dto';

/** All of the user's analyses, newest upload first, every field. */
export async function listAnalyses(db: Db, userId: string): Promise<AnalysisDto[]> {
  const rows = await db
    .select()
    .from(creditReportAnalyses)
    .where(eq(creditReportAnalyses.userId, userId))
    .orderBy(desc(creditReportAnalyses.uploadDate), desc(creditReportAnalyses.id));
  return rows.map(toAnalysisDto);
}
