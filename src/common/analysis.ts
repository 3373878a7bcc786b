export { BUREAUS, type Bureau } from '../engine/model';

/** credit_report_analyses.analysis_status values (spec §3). */
export const ANALYSIS_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];
