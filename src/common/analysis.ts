/**
 * The analysis row as the API sends it (docs/api.md "Analyses"), shared by server and web. Field names follow the
 * spec's tables (snake_case), raw_data keeps the spec's mixed names (document 2 §3).
 */
import type { Bureau, CreditReport, EngineErrorCode, Finding } from '../engine/model';
import type { RawData } from '../engine/score/raw-data';
import type { Recommendation, RecommendationAction, Strategy } from '../engine/plan/types';
import type { StrategyEnrichmentDto } from './assistant';
import type { ReportOwner } from './report-owner';
import type { ReviewSummary } from './review';

export { BUREAUS, type Bureau } from '../engine/model';
export type { Recommendation, RecommendationAction, Strategy, Finding, CreditReport };

/** credit_report_analyses.analysis_status values (spec §3). */
export const ANALYSIS_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

/** What an upload is for: one bureau, or a merged (3-in-1) report that fills all three. */
export const UPLOAD_TARGETS = ['experian', 'transunion', 'equifax', 'merged'] as const;
export type UploadTarget = (typeof UPLOAD_TARGETS)[number];

export const BUREAU_LABELS: Record<Bureau, string> = { experian: 'Experian', transunion: 'TransUnion', equifax: 'Equifax' };

/** The stages a running analysis reports in metadata.stage, in order. */
export const ANALYSIS_STAGES = ['queued', 'reading', 'parsing', 'detecting', 'planning', 'saving'] as const;
export type AnalysisStage = (typeof ANALYSIS_STAGES)[number];

export interface ReadingPages {
  page: number;
  of: number;
}

/** Why an analysis failed: the engine's reasons plus the pipeline's own. */
export type AnalysisErrorCode = EngineErrorCode | 'wrong_bureau' | 'bureau_missing' | 'file_missing' | 'internal';

export interface AnalysisMetadata {
  /** 0–100 while processing (spec: display uses it, or 50 when absent). */
  progress_percent?: number;
  stage?: AnalysisStage;
  /** While a scan is read (stage 'reading'): the page being read, "Reading page 3 of 12". */
  reading_pages?: ReadingPages;
  /** Set when failed: a sentence the user can read. */
  error?: { code: AnalysisErrorCode; message: string };
  /** The name the user's file had (display only). */
  original_name?: string | null;
  /** pages: several photos of one report's pages, kept as one file (docs/decisions/188). */
  file_type?: 'pdf' | 'jpeg' | 'png' | 'html' | 'mhtml' | 'pages';
  /** Set on rows filled from one merged (3-in-1) upload. */
  merged?: boolean;
  /** Recovery (spec document 2 §4): how many times it was restarted, when, and that a person asked for it. */
  recovery_attempts?: number;
  last_recovery_at?: string;
  manual_recovery?: boolean;
  started_at?: string;
  finished_at?: string;
  /** Processes that started the engine on the file since its last answer (server-side guard against crash loops). */
  engine_runners?: string[];
  /** Whose report it is (decision 189): set when the analysis completes; absent on rows analysed before. */
  owner?: ReportOwner;
}

/** A negative item with the spec's field names (document 2 §3 "Negative item"). */
export interface NegativeItemDto {
  account_name: string;
  account_type: string | null;
  status: string | null;
  issue_type: string;
  description: string;
  account_number: string | null;
  impact_level: 'high' | 'medium' | 'low';
}

/** raw_data of a completed analysis: the engine's figures for this bureau plus the plan and the report read. */
export type AnalysisRawData = Omit<RawData, 'negative_items'> & {
  negative_items: NegativeItemDto[];
  /** Contracted advice (decision 169): absent, with advice_withheld, while the person's services are not open. */
  recommendations?: Recommendation[];
  personalized_strategy?: Strategy;
  /** Plain-language notes per score factor (spec: aiInsights), written by the engine, not by an AI service. */
  aiInsights: { paymentHistory: string; amountsOwed: string; creditAge: string; creditMix: string };
  /** Score minus the previous completed analysis's score of the same bureau; null when there is none to compare. */
  scoreChange: number | null;
  /** The bureau's report the figures are built from (accounts, inquiries, public records), account numbers masked:
   * as read, or with the person's corrections once they reviewed it. */
  report: CreditReport;
  strategy_generated_at?: string;
  /** The report exactly as the engine read it; present once the person corrected anything (docs/decisions/050). */
  extracted_report?: CreditReport;
  /** What the person's review decided (not mine, accurate as reported, added, corrected); absent when nothing was. */
  review?: ReviewSummary;
  /** The AI provider's notes on the strategy, when one is configured and its answer passed the checks. */
  strategy_enrichment?: StrategyEnrichmentDto;
  /** True when the contracted advice (recommendations, strategy; server/modules/analyses/contracted-advice.ts) was
   * left out: the person's services are not open (decision 169). */
  advice_withheld?: true;
};

export interface AnalysisDto {
  id: string;
  bureau: Bureau;
  /** The storage path of the uploaded file (spec); rows of one merged upload share it. */
  report_id: string;
  analysis_status: AnalysisStatus;
  upload_date: string;
  analysis_date: string | null;
  /** The score printed on the report, as extracted (null when the report prints none). */
  score: number | null;
  /** The user's own correction of the score (manual score correction), kept apart from the extracted one. */
  corrected_score: number | null;
  corrected_at: string | null;
  negative_items: NegativeItemDto[] | null;
  metadata: AnalysisMetadata;
  raw_data: AnalysisRawData | null;
}

/**
 * The parts of raw_data.report the list leaves out (docs/decisions/095): the accounts, inquiries and public records
 * read, and the consumer block. GET /api/analyses/:id has them; the list carries their counts instead.
 */
export const SUMMARY_OMITTED_REPORT_KEYS = ['accounts', 'inquiries', 'publicRecords', 'consumer'] as const;

export interface ReportCounts {
  accounts: number;
  inquiries: number;
  publicRecords: number;
}

/** raw_data.report in the list: the report's date, coverage and warnings, and how many records were read. */
export type ReportHeader = Omit<CreditReport, (typeof SUMMARY_OMITTED_REPORT_KEYS)[number]> & { counts?: ReportCounts };

/** raw_data in the list: everything but the report read (header only) and the report as extracted. */
export type AnalysisSummaryRawData = Omit<AnalysisRawData, 'report' | 'extracted_report'> & { report: ReportHeader };

/**
 * A row of GET /api/analyses: the row with raw_data summarized (the screens' figures, plan and findings). A full row
 * (AnalysisDto) fits this type too, so the screens take either.
 */
export type AnalysisSummaryDto = Omit<AnalysisDto, 'raw_data'> & { raw_data: AnalysisSummaryRawData | null };

/** How many accounts, inquiries and public records the report read, from a list row or a full one. */
export function reportCounts(report: ReportHeader | CreditReport): ReportCounts {
  if ('accounts' in report)
    return { accounts: report.accounts.length, inquiries: report.inquiries?.length ?? 0, publicRecords: report.publicRecords?.length ?? 0 };
  return report.counts ?? { accounts: 0, inquiries: 0, publicRecords: 0 };
}

/** The list row of a full row (the server's SQL does the same; the client uses it after mutations). */
export function summarizeAnalysis(a: AnalysisDto | AnalysisSummaryDto): AnalysisSummaryDto {
  const raw = a.raw_data;
  // Rows without a report (as the SQL: raw_data->'report' is null) are sent as they are.
  if (!raw || typeof raw.report !== 'object' || raw.report === null || !('accounts' in raw.report)) return a;
  const { report, extracted_report: _extracted, ...rest } = raw as AnalysisRawData;
  const { accounts, inquiries, publicRecords, consumer: _consumer, ...header } = report;
  // A list missing on an old row counts 0, as coalesce does in the SQL.
  const count = (list: readonly unknown[] | undefined) => list?.length ?? 0;
  return {
    ...a,
    raw_data: { ...rest, report: { ...header, counts: { accounts: count(accounts), inquiries: count(inquiries), publicRecords: count(publicRecords) } } },
  };
}

/** The light row onboarding polls (spec: bureau, analysis_status, metadata). */
export type AnalysisStatusDto = Pick<AnalysisDto, 'id' | 'bureau' | 'analysis_status' | 'upload_date' | 'metadata'>;

/** The score to show: the user's correction when there is one. */
export function displayScore(a: Pick<AnalysisDto, 'score' | 'corrected_score'>): number | null {
  return a.corrected_score ?? a.score;
}

/** Spec (both documents): pending 10, processing progress_percent or 50, completed 100, failed 0. */
export function displayProgress(a: Pick<AnalysisDto, 'analysis_status' | 'metadata'>): number {
  switch (a.analysis_status) {
    case 'pending':
      return 10;
    case 'processing':
      return a.metadata.progress_percent ?? 50;
    case 'completed':
      return 100;
    case 'failed':
      return 0;
  }
}

/** Score scale and recovery limits (spec document 2 §4, §9). */
export const SCORE_MIN = 300;
export const SCORE_MAX = 850;
export const DASHBOARD_STUCK_MINUTES = 15;
export const RECOVERY_STUCK_MINUTES = 10;
export const MAX_RECOVERY_ATTEMPTS = 5;
/** The error code of a restart after MAX_RECOVERY_ATTEMPTS (409), for screens that answer it specially. */
export const RECOVERY_LIMIT_CODE = 'RECOVERY_LIMIT_REACHED';
/** The answer to a restart after MAX_RECOVERY_ATTEMPTS (409 RECOVERY_LIMIT_REACHED). */
export const RECOVERY_LIMIT_MESSAGE = 'Multiple recovery attempts failed. Please upload the report again or contact support.';
/** The answer to an out-of-range manual score (PUT /api/analyses/:id/score, fields.score). */
export const SCORE_RANGE_MESSAGE = 'Enter a score between 300 and 850.';
