import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AnalysisStatusDto, Bureau } from '../../../common/analysis';
import type { Db } from '../../db/client';
import { creditReportAnalyses as t } from '../../db/schema';
import { toStatusDto } from './dto';

/** The light rows onboarding polls: the user's analyses (of the given bureaus, or all), newest first. */
export async function listStatuses(db: Db, userId: string, bureaus?: readonly Bureau[]): Promise<AnalysisStatusDto[]> {
  const where = bureaus ? and(eq(t.userId, userId), inArray(t.bureau, [...bureaus])) : eq(t.userId, userId);
  const rows = await db
    .select({ id: t.id, bureau: t.bureau, analysisStatus: t.analysisStatus, uploadDate: t.uploadDate, metadata: t.metadata })
    .from(t)
    .where(where)
    .orderBy(desc(t.uploadDate), desc(t.id));
  return rows.map(toStatusDto);
}
