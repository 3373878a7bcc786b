/**
 * Round reviews (docs/decisions/106–107): the bureau's reply the person uploads, read into proposed outcomes; the
 * comparison of a new analysis; and the person's decision on each proposal. Scoped to the signed-in user.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { BUREAUS, type Bureau } from '../../../../common/analysis';
import type { DisputeItemDto } from '../../../../common/disputes';
import { ROUNDS_MESSAGES, type OutcomeProposal, type RoundReviewDto } from '../../../../common/rounds';
import { EngineError } from '../../../../engine/errors';
import { extractDocument } from '../../../../engine/extract';
import type { Db } from '../../../db/client';
import { disputeItems, disputeRoundReviews } from '../../../db/schema';
import { AppError } from '../../../errors';
import { isAnalysisId } from '../../analyses/get-analysis';
import type { Upload } from '../../uploads/read-upload';
import type { DisputesDeps } from '../deps';
import { logOutcome } from './log-outcome';
import { readReply } from './reply-reader';

type ReviewRow = typeof disputeRoundReviews.$inferSelect;

/** Items a reply can answer: dispute letters that were mailed. */
const ANSWERABLE = ['sent', 'submitted', 'responded', 'completed', 'denied'] as const;

export const REPLY_BUREAU_MESSAGE = `Choose the bureau that sent the reply: ${BUREAUS.join(', ')}.`;

export function replyBureau(value: string | undefined): Bureau | null {
  if (value === undefined || value === '') return null;
  if (!(BUREAUS as readonly string[]).includes(value)) throw new AppError('VALIDATION_ERROR', REPLY_BUREAU_MESSAGE, { fields: { bureau: REPLY_BUREAU_MESSAGE } });
  return value as Bureau;
}

export function toReviewDto(row: ReviewRow): RoundReviewDto {
  return {
    id: row.id,
    kind: row.kind,
    bureau: row.bureau,
    analysis_id: row.analysisId,
    file_name: row.fileName,
    proposals: row.proposals,
    reinsertions: row.reinsertions,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listReviews(db: Db, userId: string): Promise<RoundReviewDto[]> {
  const rows = await db.select().from(disputeRoundReviews).where(eq(disputeRoundReviews.userId, userId)).orderBy(desc(disputeRoundReviews.createdAt), desc(disputeRoundReviews.id));
  return rows.map(toReviewDto);
}

export async function ownReview(db: Db, userId: string, id: string): Promise<ReviewRow> {
  if (!isAnalysisId(id)) throw new AppError('NOT_FOUND');
  const [row] = await db.select().from(disputeRoundReviews).where(and(eq(disputeRoundReviews.id, id), eq(disputeRoundReviews.userId, userId))).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Text lines of the reply: the PDF's text layer, OCR for scans and photos. Unreadable → no lines. */
async function replyLines(upload: Upload): Promise<string[]> {
  try {
    const doc = await extractDocument(new Uint8Array(upload.bytes), upload.type);
    return doc.pages.flatMap((p) => p.lines.map((l) => l.text));
  } catch (error) {
    if (error instanceof EngineError) return [];
    throw error;
  }
}

/** Stores the reply encrypted and proposes an outcome per mailed item it names (of its bureau, when given). */
export async function uploadReply(deps: DisputesDeps, userId: string, bureau: Bureau | null, upload: Upload): Promise<RoundReviewDto> {
  const { db, storage } = deps;
  const items = await db
    .select({ id: disputeItems.id, account_name: disputeItems.accountName, account_number: disputeItems.accountNumber, bureau: disputeItems.bureau })
    .from(disputeItems)
    .where(and(eq(disputeItems.userId, userId), inArray(disputeItems.status, [...ANSWERABLE])));
  const lines = await replyLines(upload);
  const read = readReply(lines, bureau ? items.filter((i) => i.bureau === bureau) : items);
  const id = randomUUID();
  const key = `${userId}/replies/${id}.${upload.ext}`;
  await storage.put(key, upload.bytes);
  try {
    const [row] = await db
      .insert(disputeRoundReviews)
      .values({
        id,
        userId,
        kind: 'reply',
        bureau,
        fileName: upload.originalName ?? `reply.${upload.ext}`,
        contentType: upload.mimeType,
        size: upload.bytes.length,
        storageKey: key,
        status: lines.length > 0 ? 'read' : 'unreadable',
        proposals: read.map((p) => ({ ...p, state: 'open' as const })),
      })
      .returning();
    return toReviewDto(row!);
  } catch (error) {
    await storage.delete(key).catch(() => false);
    throw error;
  }
}

export async function readReplyFile(deps: DisputesDeps, userId: string, id: string) {
  const row = await ownReview(deps.db, userId, id);
  if (!row.storageKey) throw new AppError('NOT_FOUND');
  return { bytes: await deps.storage.get(row.storageKey), contentType: row.contentType ?? 'application/octet-stream', fileName: row.fileName ?? 'reply' };
}

/** Confirm (logs the outcome with the review as its source) or dismiss one open proposal. */
export async function decideProposal(
  deps: DisputesDeps,
  userId: string,
  id: string,
  itemId: string,
  decision: 'confirm' | 'dismiss',
): Promise<{ review: RoundReviewDto; item: DisputeItemDto | null }> {
  const row = await ownReview(deps.db, userId, id);
  const proposal = row.proposals.find((p) => p.item_id === itemId);
  if (!proposal) throw new AppError('NOT_FOUND');
  if (proposal.state !== 'open') throw new AppError('CONFLICT', ROUNDS_MESSAGES.proposal);
  const item = decision === 'confirm' ? await logOutcome(deps, userId, itemId, proposal.result, row.kind === 'reply' ? 'reply' : 'reanalysis') : null;
  const state: OutcomeProposal['state'] = decision === 'confirm' ? 'confirmed' : 'dismissed';
  const [updated] = await deps.db
    .update(disputeRoundReviews)
    .set({ proposals: row.proposals.map((p) => (p.item_id === itemId ? { ...p, state } : p)), updatedAt: new Date() })
    .where(and(eq(disputeRoundReviews.id, row.id), eq(disputeRoundReviews.userId, userId)))
    .returning();
  return { review: toReviewDto(updated!), item };
}
