/**
 * Limits that keep one file from exhausting the machine. A consumer credit report is a few dozen pages
 * at most; a phone photo is at most about 50 megapixels.
 */
export const MAX_PDF_PAGES = 60;
export const MAX_IMAGE_MEGAPIXELS = 50;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
/** Pages are rendered at this resolution for OCR ... */
export const RENDER_DPI = 300;
/**
 * ... or at the resolution of the scan they hold when that is lower, but never below this: rendering a
 * 200 dpi scan at 300 dpi adds pixels, not detail, and costs OCR time (about a third more a page).
 */
export const MIN_RENDER_DPI = 200;
/** A rendered page never exceeds this many pixels, whatever its printed size (a huge MediaBox is scaled down). */
export const MAX_RENDER_PIXELS = 40_000_000;
/** A page with fewer printed characters than this and an image (or text as outlines) on it is OCR'd. */
export const SCANNED_PAGE_MAX_CHARS = 40;
/** A page with a short text stamp (fax header, download note) over a page-sized image is still a scan. */
export const STAMPED_SCAN_MAX_CHARS = 400;
/** The upload limit of the spec ("PDF, JPEG or PNG up to 10MB"). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/**
 * One compressed PDF stream may not inflate beyond this: a 600 dpi colour page image is about 100 MB; a
 * "zip bomb" is many gigabytes.
 */
export const MAX_STREAM_BYTES = 160 * 1024 * 1024;
/**
 * Scanned pages are OCR'd only while the file can still be answered in time: the isolated worker is ended at
 * 55 s, and parsing, start-up and the reply need the rest. A scan that cannot be read within this fails early
 * with the timeout error instead of running into the kill.
 */
export const OCR_TIME_BUDGET_MS = 48_000;
