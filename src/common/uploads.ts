import { MAX_FILE_BYTES } from '../engine/extract/limits';

/** The report upload limit of the spec: 10 MB. */
export const MAX_UPLOAD_BYTES = MAX_FILE_BYTES;

/** The spec's upload messages (document 2, section 5). */
export const INVALID_FILE_TYPE_MESSAGE = 'Invalid file type. Please upload a PDF, JPEG, or PNG file.';
export const FILE_TOO_LARGE_MESSAGE = 'File too large. Maximum file size is 10MB.';

/** For a file input's accept attribute. The server decides the type from the bytes, not from this. */
export const UPLOAD_ACCEPT = '.pdf,.jpeg,.jpg,.png,application/pdf,image/jpeg,image/png';
