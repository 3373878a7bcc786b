import { detectFindings, detectNegativeItems, isNegativeAccount, withInquiryBursts } from './detect/index';
import { cleanText } from './clean-text';
import { withDofd } from './detect/common/dofd';
import { EngineError } from './errors';
import { endOcrFile, extractDocument, keepOcrWarm, shutdownOcr, type ProgressFn } from './extract/index';
export type { PageProgress, ProgressFn } from './extract/index';
import { MAX_FILE_BYTES } from './extract/limits';
import type { Analysis, Bureau, CreditReport } from './model';
import { parseDocument } from './parse/index';
import { redact } from './redact';
import { sniffFileType, type FileKind } from './sniff';

export { EngineError, ENGINE_ERROR_MESSAGES } from './errors';
export type { Analysis } from './model';
export { analyzeInWorker, analyzeInWorkerDetailed, type IsolatedOptions, type IsolatedResult } from './isolated';
export { endOcrFile, keepOcrWarm, shutdownOcr };

export { MAX_FILE_BYTES, MAX_IMAGE_MEGAPIXELS, MAX_PDF_PAGES } from './extract/limits';
export { MAX_BUNDLE_PAGES, packPages } from './pages-bundle';

export interface AnalyzeStats {
  kind: FileKind;
  pages: number;
  /** Pages read by OCR (all of them for an image). */
  ocrPages: number;
  layout: string;
}

export interface AnalyzeOptions {
  /** For logs only: the type is always decided from the bytes. */
  fileName?: string;
  onProgress?: ProgressFn;
  /** Called once the file has been read and parsed (benchmarks, logs); never carries report contents. */
  onStats?: (stats: AnalyzeStats) => void;
  /** The bureau the person said the report is from; used only when the document names no bureau. */
  bureau?: Bureau;
  /** Time OCR may take from the start of the file (OCR_TIME_BUDGET_MS unless given; see FileDeadline). */
  ocrBudgetMs?: number;
}

/**
 * Applies redaction to every string that leaves the engine, so no SSN or full account number can reach
 * the output whichever field a parser put it in (evidence, remarks, an account number printed in full), and
 * removes control characters, so the output is always storable (PostgreSQL's jsonb refuses a NUL).
 */
function redactDeep<T>(value: T): T {
  if (typeof value === 'string') return redact(cleanText(value)) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => redactDeep(v)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = redactDeep(v);
    return out as T;
  }
  return value;
}

/**
 * Reads a credit report file (PDF, scanned PDF, JPEG or PNG) and returns its analysis: one report per
 * bureau, the negative items and the findings worth disputing. Throws EngineError for a file it cannot use.
 */
export async function analyzeBytes(bytes: Uint8Array, opts: AnalyzeOptions = {}): Promise<Analysis> {
  const progress: ProgressFn = (stage, percent, pages) => opts.onProgress?.(stage, percent, pages);
  if (bytes.length > MAX_FILE_BYTES) throw new EngineError('too_large');
  const kind = sniffFileType(bytes);
  progress('reading', 0);
  const doc = await extractDocument(bytes, kind, progress, opts.ocrBudgetMs);
  progress('parsing', 0);
  const parsed = parseDocument(doc, { bureau: opts.bureau });
  opts.onStats?.({ kind, pages: doc.pages.length, ocrPages: doc.pages.filter((p) => p.ocr).length, layout: parsed.layout });
  if (parsed.reports.length === 0) throw new EngineError('not_a_credit_report');
  progress('detecting', 0);
  const reports = withInquiryBursts(parsed.reports);
  const negativeItems = detectNegativeItems(reports);
  const findings = detectFindings(reports, { merged: parsed.merged });
  progress('done', 100);
  return redactDeep<Analysis>({ reports, negativeItems, findings });
}

/**
 * Negative items and findings again, from reports a person has corrected (docs/decisions/050): each account's
 * `negative` flag follows its corrected fields, then the same detection as analyzeBytes. `merged` says the reports
 * come from one 3-bureau file (the only case where bureaus are compared). Everything that leaves is redacted, since
 * a person may type an account number in full.
 */
export function reanalyzeReports(reports: CreditReport[], ctx: { merged: boolean }): Analysis {
  const checked = withInquiryBursts(
    reports.map((report) => ({
      ...report,
      accounts: report.accounts.map(withDofd).map((account) => ({ ...account, negative: isNegativeAccount(account) })),
    })),
  );
  return redactDeep<Analysis>({
    reports: checked,
    negativeItems: detectNegativeItems(checked),
    findings: detectFindings(checked, { merged: ctx.merged }),
  });
}
