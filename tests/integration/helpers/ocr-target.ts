/**
 * OCR is the slowest work of the integration tests (a photographed page is tens of CPU seconds on these machines)
 * and the database plays no part in it: the upload, the job and the stored result are the same code for a scan as
 * for a text PDF, which every database target runs. So a test whose subject is a scan read through OCR runs on one
 * database — PostgreSQL when TEST_DATABASE_URL is set (as in CI), PGlite otherwise — and shows as skipped, with
 * the reason in its name and a notice, on the other (docs/decisions/211-suite-time-engine-once.md).
 */
import { it } from 'vitest';
import { DATABASE_TARGETS, type DatabaseTarget } from './databases';

export const OCR_TARGET: DatabaseTarget = DATABASE_TARGETS.includes('postgres') ? 'postgres' : 'pglite';

const noticed = new Set<DatabaseTarget>();

/** `it` for a test that reads a scan through OCR: run on OCR_TARGET, skipped with its reason on the others. */
export function ocrTest(target: DatabaseTarget, name: string, fn: () => Promise<void>, timeout?: number): void {
  if (target === OCR_TARGET) {
    it(name, fn, timeout);
    return;
  }
  const reason = `OCR tests run on ${OCR_TARGET} only (decision 211)`;
  if (!noticed.has(target)) {
    noticed.add(target);
    console.warn(`Skipped on ${target}: ${reason}.`);
  }
  it.skip(`${name} [skipped on ${target}: ${reason}]`, fn, timeout);
}
