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
