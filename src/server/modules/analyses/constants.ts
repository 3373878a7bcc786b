/** The pipeline's texts, stages and limits in one place (docs/api.md "Analyses"). */
import { BUREAU_LABELS, type AnalysisStage, type Bureau } from '../../../common/analysis';

/** The pg-boss queue of the analysis job; its data is `{ analysisIds }` only, never report contents. */
export const ANALYZE_REPORT_QUEUE = 'analyze-report';

/** metadata.progress_percent for each stage of a running analysis (contract: reading 20 → … → saving 95). */
export const STAGE_PERCENT: Record<Exclude<AnalysisStage, 'queued'>, number> = {
  reading: 20,
  parsing: 55,
  detecting: 70,
  planning: 85,
  saving: 95,
};

/**
 * Uploads one user may start per hour (each costs storage and engine time shared with everyone). A person uploads a
 * handful; the cap only stops floods. Refused uploads count too.
 */
export const UPLOADS_PER_HOUR = 30;
export const UPLOAD_WINDOW_SECONDS = 60 * 60;
export const TOO_MANY_UPLOADS_MESSAGE = 'You have uploaded many reports in the last hour. Please wait a while and try again.';

/**
 * Review writes (corrections, added accounts, flags and their undoing) one user may make per hour. Each rebuilds the
 * analysis; a careful review of a long report is a few hundred clicks at most.
 */
export const REVIEW_WRITES_PER_HOUR = 300;
export const REVIEW_WINDOW_SECONDS = 60 * 60;
export const TOO_MANY_REVIEW_WRITES_MESSAGE = 'You have made many corrections in the last hour. Please wait a while and try again.';

/** Progress within a stage (OCR pages) is written at most this often; a stage change is written at once. */
export const PROGRESS_WRITE_INTERVAL_MS = 300;

export const NOTIFICATION_COMPLETE = { type: 'CREDIT_ANALYSIS_COMPLETE', title: 'Credit Analysis Complete' } as const;
export const NOTIFICATION_FAILED = { type: 'CREDIT_ANALYSIS_FAILED', title: 'Credit Analysis Failed' } as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function completedMessage(bureau: Bureau, negativeItems: number, possibleErrors: number): string {
  return (
    `Your ${BUREAU_LABELS[bureau]} credit report has been analyzed: ` +
    `${plural(negativeItems, 'negative item', 'negative items')} and ${plural(possibleErrors, 'possible error', 'possible errors')} found.`
  );
}

export function failedMessage(bureau: Bureau, reason: string): string {
  return `Your ${BUREAU_LABELS[bureau]} credit report could not be analyzed. ${reason}`;
}

/** The failure sentences of the pipeline itself (the engine's are in src/engine/errors.ts). */
export function wrongBureauMessage(found: Bureau): string {
  const label = BUREAU_LABELS[found];
  const article = /^[AEIOU]/.test(label) ? 'an' : 'a';
  return `This looks like ${article} ${label} report. Please upload it as your ${label} report.`;
}

export function bureauMissingMessage(bureau: Bureau): string {
  return `This merged report has no ${BUREAU_LABELS[bureau]} section. Please upload your ${BUREAU_LABELS[bureau]} report on its own.`;
}

export const FILE_MISSING_MESSAGE = 'The uploaded file could not be found. Please upload the report again.';
export const INTERNAL_FAILURE_MESSAGE = "We couldn't finish analyzing your report. Please restart the analysis or upload the report again.";
