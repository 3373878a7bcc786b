import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT_DIR = fileURLToPath(new URL('../../..', import.meta.url));
export const RESULTS_DIR = path.join(ROOT_DIR, 'test-results');
export const SCREENSHOTS_DIR = path.join(RESULTS_DIR, 'screenshots');
export const FAILURES_DIR = path.join(RESULTS_DIR, 'failures');

/** A file-system-safe name for a journey or page, used for screenshot files. */
export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'page'
  );
}
