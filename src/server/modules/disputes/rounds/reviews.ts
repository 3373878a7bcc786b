/**
 * Round reviews (docs/decisions/106–107): the bureau's reply the person uploads, read into proposed outcomes; the
 * comparison of a new analysis; and the person's decision on each proposal. Scoped to the signed-in user.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { BUREAUS, type Bureau } from '../../../../common/analysis';
import type { DisputeItemDto } from '../../../../common/disputes/items';
import { ROUNDS_MESSAGES, type OutcomeProposal, type RoundReviewDto } from '../../../../common/rounds';
import { EngineError } from '../../../../engine/errors';
import { extractDocument } from '../../../../engine/extract';
import { sniffFileType } from '../../../../engine/sniff';
import type { Db } from '../../../db/client';
import { disputeItems, disputeRoundReviews } from '../../../db/schema';
import { AppError } from '../../../errors';
import { isAnalysisId } from '../../analyses/get-analysis';
import type { Upload } from '../../uploads/read-upload';
import { READ_REPLY_QUEUE } from '../constants';
import type { DisputesDeps } from '../deps';
import { logOutcome } from './log-outcome';
import { readReply } from './reply-reader';
import { openItemRows, openReviewRows, sealReviewFields, type OpenedReviewRow } from '../sealed-fields';

type ReviewRow = OpenedReviewRow;

/** Items a reply can answer: dispute letters that were mailed. */
const ANSWERABLE = ['sent', 'submitted', 'responded', 'completed', 'denied'] as const;

export const REPLY_BUREAU_MESSAGE = `Choose the bureau that sent the reply: ${BUREAUS.join(', ')}.`;

export function replyBureau(value: string | undefined): Bureau | null {
  if (value === undefined || value === '') return null;
  if (!(BUREAUS as readonly string[]).includes(value))
    throw new AppError('VALIDATION_ERROR', REPLY_BUREAU_MESSAGE, { fields: { bureau: REPLY_BUREAU_MESSAGE } });
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
  const rows = await db
    .select()
    .from(disputeRoundReviews)
    .where(eq(disputeRoundReviews.userId, userId))
    .orderBy(desc(disputeRoundReviews.createdAt), desc(disputeRoundReviews.id));
  return (await openReviewRows(db, rows)).map(toReviewDto);
}

export async function ownReview(db: Db, userId: string, id: string): Promise<ReviewRow> {
  if (!isAnalysisId(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(disputeRoundReviews)
    .where(and(eq(disputeRoundReviews.id, id), eq(disputeRoundReviews.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return (await openReviewRows(db, [row]))[0]!;
}

/** Text lines of the reply: the PDF's text layer, OCR for scans and photos. Unreadable → no lines. */
async function replyLines(bytes: Uint8Array): Promise<string[]> {
  try {
    const doc = await extractDocument(bytes, sniffFileType(bytes));
    return doc.pages.flatMap((p) => p.lines.map((l) => l.text));
  } catch (error) {
    if (error instanceof EngineError) return [];
    throw error;
  }
}

/** The read-reply job's data: ids only. */
export interface ReadReplyJob {
  reviewId: string;
  userId: string;
}

/**
 * Stores the reply encrypted with status 'reading' and queues the read-reply job in the same transaction (the row
 * and its job exist together or not at all); the screen polls the review until it is read (decision 106).
 */
export async function uploadReply(deps: DisputesDeps, userId: string, bureau: Bureau | null, upload: Upload): Promise<RoundReviewDto> {
  const { db, storage } = deps;
  const id = randomUUID();
  const key = `${userId}/replies/${id}.${upload.ext}`;
  await storage.put(key, upload.bytes);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
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
          status: 'reading',
          ...(await sealReviewFields(tx, userId, { proposals: [] })),
        })
        .returning();
      await deps.jobs.sendInTransaction(tx, READ_REPLY_QUEUE, { reviewId: id, userId } satisfies ReadReplyJob);
      return (await openReviewRows(tx, [inserted!]))[0]!;
    });
    deps.jobs.wake(READ_REPLY_QUEUE);
    return toReviewDto(row);
  } catch (error) {
    await storage.delete(key).catch(() => false);
    throw error;
  }
}

/**
 * The read-reply job's work: reads the stored reply and proposes an outcome per mailed item it names (of its
 * bureau, when given). Runs once per review: a review no longer 'reading' is left as it is. `lastAttempt`: an
 * error on the job's last try marks the reply unreadable, so the person logs the outcomes by hand.
 */
export async function readStoredReply(
  deps: Pick<DisputesDeps, 'db' | 'storage'>,
  job: ReadReplyJob,
  lastAttempt: boolean,
): Promise<RoundReviewDto['status'] | null> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(disputeRoundReviews)
    .where(and(eq(disputeRoundReviews.id, job.reviewId), eq(disputeRoundReviews.userId, job.userId)))
    .limit(1);
  if (!row || row.status !== 'reading' || !row.storageKey) return null;
  const finish = async (status: 'read' | 'unreadable', proposals: OutcomeProposal[]) => {
    await db
      .update(disputeRoundReviews)
      .set({ status, ...(await sealReviewFields(db, job.userId, { proposals })), updatedAt: new Date() })
      .where(and(eq(disputeRoundReviews.id, row.id), eq(disputeRoundReviews.userId, job.userId), eq(disputeRoundReviews.status, 'reading')));
    return status;
  };
  try {
    const lines = await replyLines(new Uint8Array(await deps.storage.get(row.storageKey)));
    const opened = await openItemRows(
      db,
      await db
        .select({
          id: disputeItems.id,
          userId: disputeItems.userId,
          accountName: disputeItems.accountName,
          accountNumber: disputeItems.accountNumber,
          bureau: disputeItems.bureau,
        })
        .from(disputeItems)
        .where(and(eq(disputeItems.userId, job.userId), inArray(disputeItems.status, [...ANSWERABLE]))),
    );
    const items = opened.map((i) => ({ id: i.id, account_name: i.accountName, account_number: i.accountNumber, bureau: i.bureau }));
    const read = readReply(lines, row.bureau ? items.filter((i) => i.bureau === row.bureau) : items);
    return await finish(
      lines.length > 0 ? 'read' : 'unreadable',
      read.map((p) => ({ ...p, state: 'open' as const })),
    );
  } catch (error) {
    if (lastAttempt) return finish('unreadable', []);
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
  const proposals = row.proposals.map((p) => (p.item_id === itemId ? { ...p, state } : p));
  const [updated] = await openReviewRows(
    deps.db,
    await deps.db
      .update(disputeRoundReviews)
      .set({ ...(await sealReviewFields(deps.db, userId, { proposals })), updatedAt: new Date() })
      .where(and(eq(disputeRoundReviews.id, row.id), eq(disputeRoundReviews.userId, userId)))
      .returning(),
  );
  return { review: toReviewDto(updated!), item };
}
