/**
 * OCR is the slowest work of the integration tests (a photographed page is tens of CPU seconds on these machines)
 * and the database plays no part in it: the upload, the job and the stored result are the same code for a scan as
 * for a text PDF, which every database target runs. So a test whose subject is a scan read through OCR runs on one
 * database (one-database.ts) and shows as skipped, with the reason in its name and a notice, on the other
 * (docs/decisions/211-suite-time-engine-once.md).
 */
import { ONE_DATABASE, testOnOneDatabase } from './one-database';

/** `it` for a test that reads a scan through OCR. */
export const ocrTest = testOnOneDatabase(`OCR tests run on ${ONE_DATABASE} only (decision 211)`);
