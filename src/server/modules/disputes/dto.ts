/** Database rows → the JSON the API sends (src/common/disputes/). */
import type { DisputeItemDto } from '../../../common/disputes/items';
import type { LetterDto } from '../../../common/disputes/letters';
import type { disputeExhibits } from '../../db/schema';
import type { OpenedItemRow, OpenedLetterRow } from './sealed-fields';

/** Rows with their sealed fields opened (sealed-fields.ts). */
export type ItemRow = OpenedItemRow;
export type LetterRow = OpenedLetterRow;
export type ExhibitRow = typeof disputeExhibits.$inferSelect;

export function toItemDto(row: ItemRow): DisputeItemDto {
  return {
    id: row.id,
    analysis_id: row.analysisId,
    bureau: row.bureau,
    account_name: row.accountName,
    account_number: row.accountNumber,
    dispute_reason: row.disputeReason,
    status: row.status,
    due_date: row.dueDate?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    metadata: row.metadata,
    evidence: row.evidence,
    statement: row.statement,
    request: row.request,
    letter_id: row.letterId,
  };
}

export function toLetterDto(row: LetterRow, itemIds: string[], exhibits: ExhibitRow[], recipient: string[]): LetterDto {
  return {
    id: row.id,
    kind: row.kind,
    bureau: row.bureau,
    analysis_id: row.analysisId,
    round: row.round,
    status: row.status,
    recipient,
    item_ids: itemIds,
    document: row.document,
    free_text: row.freeText,
    signature_name: row.signatureName,
    signed_at: row.signedAt?.toISOString() ?? null,
    attested_at: row.attestedAt?.toISOString() ?? null,
    mailed_at: row.mailedAt?.toISOString() ?? null,
    ...(row.reportDeletedAt ? { report_deleted_at: row.reportDeletedAt.toISOString() } : {}),
    has_pdf: row.pdfKey !== null,
    exhibits: exhibits.map((e) => ({ id: e.id, file_name: e.fileName, kind: e.kind, size: e.size, created_at: e.createdAt.toISOString() })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
