import { MAX_FILE_BYTES } from '../engine/extract/limits';
import { MAX_BUNDLE_PAGES } from '../engine/pages-bundle';

/** The report upload limit of the spec: 10 MB. */
export const MAX_UPLOAD_BYTES = MAX_FILE_BYTES;

/** The spec's upload messages (document 2, section 5). */
export const INVALID_FILE_TYPE_MESSAGE = 'Invalid file type. Please upload a PDF, JPEG, or PNG file.';
export const FILE_TOO_LARGE_MESSAGE = 'File too large. Maximum file size is 10MB.';

/**
 * Credit reports also come as a saved web page or as several photos of a paper report's pages (issue 25,
 * docs/decisions/188): the report uploads' own texts and limits.
 */
export const REPORT_INVALID_FILE_TYPE_MESSAGE = 'Invalid file type. Please upload a PDF, JPEG, or PNG file, or a saved web page (HTML or MHTML).';
export const MAX_REPORT_PAGES = MAX_BUNDLE_PAGES;
export const REPORT_PAGES_MESSAGE = `Several files can only be photos or scans (JPEG or PNG) of one report's pages, at most ${MAX_REPORT_PAGES}, 10MB in all.`;
export const REPORT_UPLOAD_ACCEPT = '.pdf,.jpeg,.jpg,.png,.html,.htm,.mhtml,.mht,application/pdf,image/jpeg,image/png,text/html,multipart/related';

/** For a file input's accept attribute. The server decides the type from the bytes, not from this. */
export const UPLOAD_ACCEPT = '.pdf,.jpeg,.jpg,.png,application/pdf,image/jpeg,image/png';

/** The request header that makes an upload safe to retry (docs/decisions/094): a UUID per file selection. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The answers about idempotency keys (409 IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_KEY_IN_USE, 400 for a bad key). */
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This upload key was already used for a different file. Please choose the file again and upload it.';
export const IDEMPOTENCY_KEY_IN_USE_MESSAGE = 'This upload is still being saved. Please wait a moment and try again.';
export const IDEMPOTENCY_KEY_INVALID_MESSAGE = 'The Idempotency-Key header must be a UUID.';

/** What deleting an upload takes with it (GET /api/uploads/:reportId/deletion) or took (DELETE /api/uploads/:reportId). */
export interface UploadDeletionDto {
  report_id: string;
  /** One analysis, or one per bureau for a 3-in-1 report. */
  analyses: { id: string; bureau: string; upload_date: string }[];
  /** Dispute items only this report supports, still undisputed: deleted. */
  items_removed: { id: string; account_name: string }[];
  /** Items another report shows too: they stay, resting on that report. */
  items_moved: { id: string; account_name: string }[];
  /** Items already disputed (approved, mailed, answered): they stay, with no report. */
  items_kept: { id: string; account_name: string }[];
  /** Draft letters built only on this report: deleted. */
  drafts_removed: { id: string; kind: string; bureau: string | null }[];
  /** Approved and mailed letters: they stay, marked as resting on a deleted report. */
  letters_kept: { id: string; kind: string; bureau: string | null; status: string }[];
}
