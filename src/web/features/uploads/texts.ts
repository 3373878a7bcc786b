/**
 * The report upload box's texts, limits and delays (spec document 2 §2, §4, §5, §8, §9; document 0 §5), named once.
 * The server's own refusals (415/413) carry the same type and size sentences as src/common/uploads.ts.
 */
import { INVALID_FILE_TYPE_MESSAGE, MAX_UPLOAD_BYTES } from '../../../common/uploads';

export { INVALID_FILE_TYPE_MESSAGE, MAX_UPLOAD_BYTES };

/** Simulated progress while the request runs: +5 % every 200 ms, never past 90 % until the server answers. */
export const UPLOAD_PROGRESS_STEP = 5;
export const UPLOAD_PROGRESS_INTERVAL_MS = 200;
export const UPLOAD_PROGRESS_CAP = 90;

/** Success toasts after an upload stay 5 seconds (spec 000 §9, 001 §8). */
export const UPLOAD_SUCCESS_TOAST_MS = 5000;

/** 'File size exceeds the limit of X.XXMB' (spec 000 §5): the picker's own alert, megabytes with two decimals. */
export function sizeLimitAlert(maxBytes: number = MAX_UPLOAD_BYTES): string {
  return `File size exceeds the limit of ${(maxBytes / (1024 * 1024)).toFixed(2)}MB`;
}

export const UPLOAD_TEXT = {
  /** How accepted files are described to users (the spec's text with the saved web page and photos of issue 25). */
  accepted: 'PDF, JPEG, PNG or a saved web page (HTML) up to 10MB, or up to 20 photos of one report',
  prompt: 'Drag and drop your file here, or click to browse',
  dropHere: 'Drop the file to upload it',
  uploading: 'Uploading...',
  success: 'Upload successful! Your report is being analyzed',
  /** Once every analysis of the upload has finished (ours; the completed text is onboarding's, spec 001 §2). */
  finished: 'Upload successful! The analysis has finished.', // ours
  analysisComplete: 'Analysis complete!',
  analysisFailed: 'Analysis failed',
  analysisProgress: (bureau: string) => `${bureau} analysis progress`, // ours
  uploadAnother: 'Upload another file',
  /** Shown when the server gives no message of its own. */
  errorFallback: 'An error occurred while uploading your file.',
  progressLabel: 'Upload progress',
  /** The file input's accessible name for one bureau's box. */
  inputLabel: (bureau: string) => `Upload ${bureau} report`,
} as const;

/** Success toasts of spec 001 §8, for screens that announce an upload. */
export const UPLOAD_TOAST = {
  uploaded: 'Report uploaded successfully',
  uploadSuccessful: 'Report upload successful',
  uploadSuccessfulDescription: 'Processing has started. This may take a few moments.',
} as const;
