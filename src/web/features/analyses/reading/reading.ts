/**
 * What a person must know about how well a report was read (the issue: "never a silent partial answer"): the
 * engine's warnings still open and where the report's date came from when it was not printed. Pure.
 */
import type { AnalysisSummaryDto } from '../../../../common/analysis';
import { openWarnings } from '../../../../common/reading';
import { formatReportDate } from '../../../lib/dates';
import { READING_TEXT } from './texts';

export interface ReadingIssues {
  warnings: string[];
  /** "Report date not printed; using …", or null when the date was printed. */
  dateNote: string | null;
}

export function readingIssues(a: Pick<AnalysisSummaryDto, 'analysis_status' | 'raw_data'>): ReadingIssues | null {
  const report = a.analysis_status === 'completed' ? a.raw_data?.report : undefined;
  if (!report) return null;
  const warnings = openWarnings(report, a.raw_data?.review?.added ?? 0);
  const source = report.reportDateSource;
  let dateNote: string | null = null;
  if (report.reportDate && source && source !== 'printed') dateNote = READING_TEXT.dateFrom[source](formatReportDate(report.reportDate));
  else if (!report.reportDate && 'reportDateSource' in report) dateNote = READING_TEXT.noDate;
  return warnings.length > 0 || dateNote ? { warnings, dateNote } : null;
}

/** Where 'Review accounts' of an analysis opens: its report details, on the review tab. */
export function reviewPath(id: string): string {
  return `/credit-report?tab=details&id=${encodeURIComponent(id)}&detail=review`;
}
