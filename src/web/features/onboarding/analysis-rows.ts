import { displayProgress, type AnalysisStatusDto, type Bureau } from '../../../common/analysis';
import { ONBOARDING_TEXT } from './texts';
import type { UploadedReport } from './wizard-storage';

export interface BureauRow {
  bureau: Bureau;
  /** The polled row for this upload, or undefined until the status call has it. */
  analysis: AnalysisStatusDto | undefined;
}

/**
 * The row of each uploaded bureau: the analysis the upload created (by id), else the bureau's newest row (the
 * status answer is newest first).
 */
export function rowsForUploads(uploads: readonly UploadedReport[], polled: readonly AnalysisStatusDto[] | undefined): BureauRow[] {
  return uploads.map(({ bureau, analysisId }) => ({
    bureau,
    analysis: polled?.find((a) => analysisId !== null && a.id === analysisId) ?? polled?.find((a) => a.bureau === bureau),
  }));
}

function isDone(row: BureauRow): boolean {
  const status = row.analysis?.analysis_status;
  return status === 'completed' || status === 'failed';
}

/** Spec 000 §4: all are done when every uploaded bureau is completed or failed. */
export function allDone(rows: readonly BureauRow[]): boolean {
  return rows.length > 0 && rows.every(isDone);
}

const STATUS_TEXTS: Readonly<Record<string, string>> = ONBOARDING_TEXT.status;

/** The row's status text; no row yet, or a status this client does not know, reads 'Preparing...'. */
export function statusText(row: BureauRow): string {
  const status: string | undefined = row.analysis?.analysis_status;
  return status && Object.hasOwn(STATUS_TEXTS, status) ? STATUS_TEXTS[status]! : ONBOARDING_TEXT.status.other;
}

/** displayProgress of the spec (pending 10, processing progress_percent or 50, completed 100, failed 0); 0 without a row. */
export function rowProgress(row: BureauRow): number {
  // `?? 0`: a status this client does not know ('Preparing...') falls through displayProgress's switch.
  return (row.analysis ? displayProgress(row.analysis) : undefined) ?? 0;
}
