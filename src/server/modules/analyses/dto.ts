/** Database rows → the JSON the API sends (src/common/analysis.ts). */
import type { AnalysisDto, AnalysisMetadata, AnalysisRawData, AnalysisStatusDto, NegativeItemDto } from '../../../common/analysis';
import type { creditReportAnalyses } from '../../db/schema';

/** A row as stored: raw_data and negative_items sealed (analysis-fields.ts opens them). */
export type StoredAnalysisRow = typeof creditReportAnalyses.$inferSelect;

/** A row with its report data opened. */
export type AnalysisRow = Omit<StoredAnalysisRow, 'rawData' | 'negativeItems'> & { rawData: AnalysisRawData | null; negativeItems: NegativeItemDto[] | null };

export function toAnalysisDto(row: AnalysisRow): AnalysisDto {
  return {
    id: row.id,
    bureau: row.bureau,
    report_id: row.reportId,
    analysis_status: row.analysisStatus,
    upload_date: row.uploadDate.toISOString(),
    analysis_date: row.analysisDate?.toISOString() ?? null,
    score: row.score,
    corrected_score: row.correctedScore,
    corrected_at: row.correctedAt?.toISOString() ?? null,
    negative_items: row.negativeItems ?? null,
    metadata: (row.metadata as AnalysisMetadata | null) ?? {},
    raw_data: row.rawData ?? null,
  };
}

export function toStatusDto(row: Pick<AnalysisRow, 'id' | 'bureau' | 'analysisStatus' | 'uploadDate' | 'metadata'>): AnalysisStatusDto {
  return {
    id: row.id,
    bureau: row.bureau,
    analysis_status: row.analysisStatus,
    upload_date: row.uploadDate.toISOString(),
    metadata: (row.metadata as AnalysisMetadata | null) ?? {},
  };
}

/** metadata.recovery_attempts of a row (absent → 0); recoveryAttemptsSql in restart.ts is the same in SQL. */
export function recoveryAttempts(row: Pick<AnalysisRow, 'metadata'>): number {
  return (row.metadata as AnalysisMetadata | null)?.recovery_attempts ?? 0;
}
