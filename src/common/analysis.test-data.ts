/** Test builders for analysis rows (tests only). */
import type { AnalysisDto, AnalysisRawData, Bureau } from './analysis';

let counter = 0;

/** A completed row by default; `raw` fields are merged into a minimal raw_data. */
export function makeAnalysis(overrides: Partial<Omit<AnalysisDto, 'raw_data'>> & { bureau?: Bureau; raw?: Partial<AnalysisRawData> | null } = {}): AnalysisDto {
  counter += 1;
  const { raw, ...rest } = overrides;
  const status = rest.analysis_status ?? 'completed';
  const completed = status === 'completed';
  const base: AnalysisDto = {
    id: `a${counter}`,
    bureau: 'experian',
    report_id: `reports/u1/r${counter}.pdf`,
    analysis_status: status,
    upload_date: '2026-11-01T10:00:00.000Z',
    analysis_date: completed ? '2026-11-01T10:02:00.000Z' : null,
    score: completed ? 700 : null,
    corrected_score: null,
    corrected_at: null,
    negative_items: completed ? [] : null,
    metadata: {},
    raw_data: null,
  };
  const rawData =
    raw === null || !completed
      ? null
      : ({
          score_factors: [],
          scoreChange: null,
          hard_inquiries: 0,
          inquiryCount: 0,
          ...raw,
        } as unknown as AnalysisRawData);
  return { ...base, raw_data: rawData, ...rest };
}

/** raw_data.report with only the report's date (and where it came from) set, for the date-ordering tests. */
export function reportDated(
  date: string | null,
  source: 'printed' | 'print_header' | 'last_reported' | 'file_created' | null = 'printed',
): Partial<AnalysisRawData> {
  return {
    report: { reportDate: date, reportDateSource: date ? source : null, accounts: [], inquiries: [], warnings: [] } as unknown as AnalysisRawData['report'],
  };
}
