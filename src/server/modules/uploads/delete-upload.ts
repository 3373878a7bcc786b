/**
 * Deleting an upload (docs/decisions/190): the uploaded file, its analyses (one, or three for a 3-in-1) and what rests
 * only on them: their conversations and generated analyses, corrections, comparisons, the dispute items no other
 * report supports and draft letters left without items. Items another report also shows move to it; items on an
 * approved or mailed letter, and items already disputed, stay with no report (analysis_id null), and their letters
 * are marked report_deleted_at. Scores, plan and progress are derived from the analyses left, so they follow.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { UploadDeletionDto } from '../../../common/uploads';
import type { Db } from '../../db/client';
import { creditReportAnalyses, disputeExhibits, disputeItems, disputeLetters, uploadIdempotencyKeys } from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { ReportStorage } from '../../providers/storage';
import { isAnalysisId } from '../analyses/get-analysis';
import type { ItemRow, LetterRow } from '../disputes/dto';
import { itemsOfLetter, recomposeLetters } from '../disputes/letter-drafts';
import { openItemRows, openLetterRows, sealItemFields } from '../disputes/sealed-fields';

interface DeletionPlan {
  reportId: string;
  analyses: { id: string; bureau: string; uploadDate: Date }[];
  /** Items moved to another report that shows them too: item id → that analysis. */
  moved: { item: ItemRow; to: string; linked: string[] }[];
  kept: ItemRow[];
  removed: ItemRow[];
  /** Drafts left without items (or a disclosure request built on the report). */
  draftsRemoved: LetterRow[];
  /** Drafts that keep items of other reports: composed again. */
  draftsRecomposed: string[];
  /** Approved or mailed letters that stay, marked. */
  lettersMarked: LetterRow[];
}

/** The upload is named by its report_id (the storage key) or by the id of any of its analyses. */
async function uploadAnalyses(db: Db, userId: string, ref: string) {
  const columns = {
    id: creditReportAnalyses.id,
    bureau: creditReportAnalyses.bureau,
    uploadDate: creditReportAnalyses.uploadDate,
    reportId: creditReportAnalyses.reportId,
  };
  let reportId = ref;
  if (isAnalysisId(ref)) {
    const [row] = await db
      .select(columns)
      .from(creditReportAnalyses)
      .where(and(eq(creditReportAnalyses.userId, userId), eq(creditReportAnalyses.id, ref)));
    if (row) reportId = row.reportId;
  }
  const rows = await db
    .select(columns)
    .from(creditReportAnalyses)
    .where(and(eq(creditReportAnalyses.userId, userId), eq(creditReportAnalyses.reportId, reportId)))
    .orderBy(creditReportAnalyses.bureau);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such upload.');
  return { reportId, rows };
}

/** An item the person has already taken outside the app (approved, mailed, answered) is part of their history. */
function disputedAlready(item: ItemRow, letters: Map<string, LetterRow>): boolean {
  if (item.status !== 'pending') return true;
  const letter = item.letterId ? letters.get(item.letterId) : undefined;
  return letter !== undefined && letter.status !== 'draft';
}

async function planDeletion(db: Db, userId: string, ref: string): Promise<DeletionPlan> {
  const { reportId, rows } = await uploadAnalyses(db, userId, ref);
  const ids = rows.map((r) => r.id);
  const others = new Set(
    (
      await db
        .select({ id: creditReportAnalyses.id })
        .from(creditReportAnalyses)
        .where(and(eq(creditReportAnalyses.userId, userId), ne(creditReportAnalyses.reportId, reportId)))
    ).map((r) => r.id),
  );
  const items = await openItemRows(
    db,
    await db
      .select()
      .from(disputeItems)
      .where(and(eq(disputeItems.userId, userId), inArray(disputeItems.analysisId, ids))),
  );
  const letters = new Map((await openLetterRows(db, await db.select().from(disputeLetters).where(eq(disputeLetters.userId, userId)))).map((l) => [l.id, l]));

  const plan: DeletionPlan = { reportId, analyses: rows, moved: [], kept: [], removed: [], draftsRemoved: [], draftsRecomposed: [], lettersMarked: [] };
  for (const item of items) {
    const linked = (item.metadata.linked_analysis_ids ?? []).filter((id) => others.has(id));
    if (linked.length > 0) plan.moved.push({ item, to: linked[linked.length - 1]!, linked });
    else if (disputedAlready(item, letters)) plan.kept.push(item);
    else plan.removed.push(item);
  }

  const removedIds = new Set(plan.removed.map((i) => i.id));
  const keptLetterIds = new Set(plan.kept.map((i) => i.letterId).filter((id): id is string => id !== null));
  for (const letter of letters.values()) {
    const builtOnIt = letter.analysisId !== null && ids.includes(letter.analysisId);
    const losesItems = plan.removed.some((i) => i.letterId === letter.id) || furnisherItemIds(letter).some((id) => removedIds.has(id));
    if (letter.status !== 'draft') {
      if (builtOnIt || keptLetterIds.has(letter.id)) plan.lettersMarked.push(letter);
      continue;
    }
    if (!builtOnIt && !losesItems) continue;
    const left = (await itemsOfLetter(db, userId, letter)).filter((i) => !removedIds.has(i.id));
    if (left.length === 0) plan.draftsRemoved.push(letter);
    else plan.draftsRecomposed.push(letter.id);
  }
  return plan;
}

function furnisherItemIds(letter: LetterRow): string[] {
  return letter.kind === 'furnisher_dispute' ? ((letter.furnisher as { itemIds?: string[] } | null)?.itemIds ?? []) : [];
}

function toDto(plan: DeletionPlan): UploadDeletionDto {
  return {
    report_id: plan.reportId,
    analyses: plan.analyses.map((a) => ({ id: a.id, bureau: a.bureau, upload_date: a.uploadDate.toISOString() })),
    items_removed: plan.removed.map((i) => ({ id: i.id, account_name: i.accountName })),
    items_moved: plan.moved.map(({ item }) => ({ id: item.id, account_name: item.accountName })),
    items_kept: plan.kept.map((i) => ({ id: i.id, account_name: i.accountName })),
    drafts_removed: plan.draftsRemoved.map((l) => ({ id: l.id, kind: l.kind, bureau: l.bureau })),
    letters_kept: plan.lettersMarked.map((l) => ({ id: l.id, kind: l.kind, bureau: l.bureau, status: l.status })),
  };
}

/** What deleting the upload would take with it (the confirmation names it); nothing is changed. */
export async function previewUploadDeletion(db: Db, userId: string, ref: string): Promise<UploadDeletionDto> {
  return toDto(await planDeletion(db, userId, ref));
}

export interface DeleteUploadDeps {
  db: Db;
  storage: ReportStorage;
  logger: Logger;
}

/** Deletes the upload and what rests only on it; the stored files go after the rows are gone. */
export async function deleteUpload(deps: DeleteUploadDeps, userId: string, ref: string, now = new Date()): Promise<UploadDeletionDto> {
  const { plan, files } = await deps.db.transaction(async (tx) => {
    const plan = await planDeletion(tx, userId, ref);
    const ids = plan.analyses.map((a) => a.id);
    for (const { item, to, linked } of plan.moved) {
      await tx
        .update(disputeItems)
        .set({ analysisId: to, ...(await sealItemFields(tx, userId, { metadata: { ...item.metadata, linked_analysis_ids: linked } })), updatedAt: sql`now()` })
        .where(eq(disputeItems.id, item.id));
    }
    if (plan.removed.length > 0)
      await tx.delete(disputeItems).where(
        inArray(
          disputeItems.id,
          plan.removed.map((i) => i.id),
        ),
      );
    const files: string[] = [plan.reportId];
    const draftIds = plan.draftsRemoved.map((l) => l.id);
    if (draftIds.length > 0) {
      const exhibits = await tx.select({ key: disputeExhibits.storageKey }).from(disputeExhibits).where(inArray(disputeExhibits.letterId, draftIds));
      files.push(...exhibits.map((e) => e.key), ...plan.draftsRemoved.flatMap((l) => (l.pdfKey ? [l.pdfKey] : [])));
      await tx.delete(disputeLetters).where(inArray(disputeLetters.id, draftIds));
    }
    if (plan.lettersMarked.length > 0) {
      await tx
        .update(disputeLetters)
        .set({ reportDeletedAt: now })
        .where(
          inArray(
            disputeLetters.id,
            plan.lettersMarked.map((l) => l.id),
          ),
        );
    }
    // A retried upload must not be answered with the deleted rows.
    await tx
      .delete(uploadIdempotencyKeys)
      .where(and(eq(uploadIdempotencyKeys.userId, userId), sql`position(${plan.reportId} in ${uploadIdempotencyKeys.response}::text) > 0`));
    await tx.delete(creditReportAnalyses).where(and(eq(creditReportAnalyses.userId, userId), inArray(creditReportAnalyses.id, ids)));
    await recomposeLetters(tx, userId, plan.draftsRecomposed, now);
    return { plan, files };
  });
  for (const key of files) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      // The rows are gone; the file is unreachable and left for the account purge. Never the file's content here.
      deps.logger.error({ err: error, key }, 'deleting an uploaded file failed');
    }
  }
  return toDto(plan);
}
