import { and, eq } from 'drizzle-orm';
import type { AnalysisDto } from '../../../../common/analysis';
import type { ReviewDto } from '../../../../common/review';
import type { Db } from '../../../db/client';
import { reportCorrections as c } from '../../../db/schema';
import { AppError } from '../../../errors';
import { toAnalysisDto } from '../dto';
import { isAnalysisId } from '../get-analysis';
import { toReviewDto } from './get-review';
import { changeReview } from './recompute';

/**
 * DELETE /api/analyses/:id/corrections/:correctionId: undoes one correction (the value read applies again, the
 * flag is lifted; undoing an added account removes it with its corrections) and rebuilds the analysis. Another
 * user's correction, or one of another analysis, is a 404 like an unknown one.
 */
export async function removeCorrection(db: Db, userId: string, id: string, correctionId: string): Promise<{ analysis: AnalysisDto; review: ReviewDto }> {
  if (!isAnalysisId(correctionId)) throw new AppError('NOT_FOUND');
  const { row, applied } = await changeReview(db, userId, id, async (tx, target) => {
    const mine = and(eq(c.id, correctionId), eq(c.analysisId, target.id), eq(c.userId, userId));
    const [removed] = await tx.delete(c).where(mine).returning();
    if (!removed) throw new AppError('NOT_FOUND');
    if (removed.kind === 'add') {
      await tx.delete(c).where(and(eq(c.analysisId, target.id), eq(c.accountKey, removed.accountKey)));
    }
  });
  return { analysis: toAnalysisDto(row), review: toReviewDto(row.id, applied) };
}
