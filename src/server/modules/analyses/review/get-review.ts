import type { ReviewDto } from '../../../../common/review';
import type { Db } from '../../../db/client';
import type { AppliedReview } from './apply-corrections';
import { reviewOf } from './recompute';

export function toReviewDto(analysisId: string, applied: AppliedReview): ReviewDto {
  return { analysis_id: analysisId, accounts: applied.accounts, entries: applied.entries };
}

/** GET /api/analyses/:id/review: the accounts (and flagged inquiries and records) as read, with the person's corrections and flags. */
export async function getReview(db: Db, userId: string, id: string): Promise<ReviewDto> {
  const { row, applied } = await reviewOf(db, userId, id);
  return toReviewDto(row.id, applied);
}
