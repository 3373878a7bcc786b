import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { SCORE_MAX, SCORE_MIN, SCORE_RANGE_MESSAGE, type AnalysisDto } from '../../../common/analysis';
import type { Db } from '../../db/client';
import { creditReportAnalyses as t } from '../../db/schema';
import { AppError } from '../../errors';
import { openAnalysisRow } from './analysis-fields';
import { toAnalysisDto } from './dto';
import { isAnalysisId } from './get-analysis';

/** PUT /api/analyses/:id/score body: a whole score on the scale, or null to remove the correction. */
export const scoreCorrectionSchema = z.strictObject(
  {
    score: z
      .number({ message: SCORE_RANGE_MESSAGE })
      .int(SCORE_RANGE_MESSAGE)
      .min(SCORE_MIN, SCORE_RANGE_MESSAGE)
      .max(SCORE_MAX, SCORE_RANGE_MESSAGE)
      .nullable(),
  },
  { message: SCORE_RANGE_MESSAGE },
);

/** The user's manual score correction; the extracted score is never changed. */
export async function correctScore(db: Db, userId: string, id: string, score: number | null): Promise<AnalysisDto> {
  if (!isAnalysisId(id)) throw new AppError('NOT_FOUND');
  const [updated] = await db
    .update(t)
    .set({ correctedScore: score, correctedAt: score === null ? null : new Date() })
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  return toAnalysisDto(await openAnalysisRow(db, updated));
}
