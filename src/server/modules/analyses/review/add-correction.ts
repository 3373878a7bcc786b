import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AnalysisDto } from '../../../../common/analysis';
import { REVIEW_MESSAGES, type CorrectionRequest, type EntryCorrectionRequest, type ReviewDto } from '../../../../common/review';
import type { Db } from '../../../db/client';
import { reportCorrections as c } from '../../../db/schema';
import { AppError } from '../../../errors';
import { sealCorrectionValue } from '../analysis-fields';
import { toAnalysisDto } from '../dto';
import { toReviewDto } from './get-review';
import { changeReview } from './recompute';

const unknownAccount = () => new AppError('VALIDATION_ERROR', REVIEW_MESSAGES.key, { fields: { account_key: REVIEW_MESSAGES.key } });
const unknownEntry = () => new AppError('VALIDATION_ERROR', REVIEW_MESSAGES.entryKey, { fields: { entry_key: REVIEW_MESSAGES.entryKey } });

/**
 * POST /api/analyses/:id/corrections: records one correction and rebuilds the analysis from the corrected report.
 * A field's new correction replaces its previous one, and a value equal to the one read simply undoes it; "not
 * mine" and "accurate as reported" exclude each other.
 */
export async function addCorrection(db: Db, userId: string, id: string, request: CorrectionRequest): Promise<{ analysis: AnalysisDto; review: ReviewDto }> {
  const { row, applied } = await changeReview(db, userId, id, async (tx, target, current) => {
    const base = { userId, analysisId: target.id };
    if (request.kind === 'add') {
      await tx.insert(c).values({ ...base, accountKey: `a-${randomUUID()}`, kind: 'add', value: await sealCorrectionValue(tx, userId, request.account) });
      return;
    }
    const account = current.accounts.find((a) => a.key === request.account_key);
    if (!account) throw unknownAccount();
    const same = and(eq(c.analysisId, target.id), eq(c.accountKey, account.key));
    if (request.kind === 'field') {
      await tx.delete(c).where(and(same, eq(c.kind, 'field'), eq(c.field, request.field)));
      const value = (request.value ?? null) as string | number | null;
      const asRead = account.read ? (account.read[request.field] ?? null) : undefined;
      if (asRead === value) return;
      await tx.insert(c).values({ ...base, accountKey: account.key, kind: 'field', field: request.field, value: await sealCorrectionValue(tx, userId, value) });
      return;
    }
    await tx.delete(c).where(and(same, inArray(c.kind, ['not_mine', 'accurate'])));
    await tx.insert(c).values({ ...base, accountKey: account.key, kind: request.kind, value: await sealCorrectionValue(tx, userId, true) });
  });
  return { analysis: toAnalysisDto(row), review: toReviewDto(row.id, applied) };
}

/**
 * POST /api/analyses/:id/entry-corrections (decision 250): a flagged inquiry or public record corrected, confirmed
 * "accurate as read" or marked "not on my report / not mine", stored and applied as an account's correction is.
 */
export async function addEntryCorrection(
  db: Db,
  userId: string,
  id: string,
  request: EntryCorrectionRequest,
): Promise<{ analysis: AnalysisDto; review: ReviewDto }> {
  const { row, applied } = await changeReview(db, userId, id, async (tx, target, current) => {
    const entry = current.entries.find((e) => e.key === request.entry_key);
    if (!entry) throw unknownEntry();
    const base = { userId, analysisId: target.id, accountKey: entry.key };
    const same = and(eq(c.analysisId, target.id), eq(c.accountKey, entry.key));
    if (request.kind === 'field') {
      await tx.delete(c).where(and(same, eq(c.kind, 'field'), eq(c.field, request.field)));
      const value = (request.value ?? null) as string | number | null;
      if ((entry.read[request.field] ?? null) === value) return;
      await tx.insert(c).values({ ...base, kind: 'field', field: request.field, value: await sealCorrectionValue(tx, userId, value) });
      return;
    }
    await tx.delete(c).where(and(same, inArray(c.kind, ['not_mine', 'accurate'])));
    await tx.insert(c).values({ ...base, kind: request.kind, value: await sealCorrectionValue(tx, userId, true) });
  });
  return { analysis: toAnalysisDto(row), review: toReviewDto(row.id, applied) };
}
