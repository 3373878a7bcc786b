/** Pure helpers of the /credit-report screen: tab parameter, default analysis, masking, file names. */
import { isPersonsCompleted } from '../../../common/report-owner';
import type { AnalysisSummaryDto } from '../../../common/analysis';
import { BUREAU_LABELS } from '../../../common/analysis';
import { formatReportDate } from '../../lib/dates';
import { isRunning, latestReportFirst, reportDateOf } from '../../../common/analysis-select';
import { DEFAULT_TAB, REPORT_TABS, STATUS_LABELS, TEXT, UNFINISHED_POLL_MS, type ReportTab } from './texts';

/** `?tab=` → a tab; absent or unknown → the default (spec: default scores). */
export function parseTab(value: string | null): ReportTab {
  return REPORT_TABS.find((t) => t.value === value)?.value ?? DEFAULT_TAB;
}

/** The list's polling: every 3 s while any analysis is pending or processing, else none (the issue). */
export function pollInterval(rows: readonly AnalysisSummaryDto[] | undefined): number | false {
  return rows?.some(isRunning) ? UNFINISHED_POLL_MS : false;
}

/** The completed analysis with the latest report date (decision 080), whatever the upload order. */
function latestCompleted(analyses: readonly AnalysisSummaryDto[]): AnalysisSummaryDto | undefined {
  return latestReportFirst(analyses.filter(isPersonsCompleted))[0];
}

/** The analysis Report Details shows (and the header's Download acts on): `id`, else the latest report, else the latest upload. */
export function selectedAnalysis(analyses: readonly AnalysisSummaryDto[], id: string | null): AnalysisSummaryDto | undefined {
  return analyses.find((a) => a.id === id) ?? latestCompleted(analyses) ?? analyses[0];
}

/**
 * Account numbers arrive masked as the bureau printed them; some bureaus print the first six digits. Only the last
 * four digits present are shown, every other digit becomes a bullet ("517805XXXXXX" → "••7805XXXXXX").
 */
export function maskAccountNumber(value: string): string {
  const digits = [...value].filter((c) => /\d/.test(c)).length;
  let seen = 0;
  return [...value]
    .map((c) => {
      if (!/\d/.test(c)) return c;
      seen += 1;
      return seen > digits - 4 ? c : '•';
    })
    .join('');
}

export function fileNameOf(a: Pick<AnalysisSummaryDto, 'metadata'>): string {
  return a.metadata.original_name?.trim() || TEXT.history.fileFallback;
}

/** "Report of Oct 2, 2026" (the report's own date), or that it printed none. */
export function reportDateText(a: Pick<AnalysisSummaryDto, 'raw_data'>): string {
  const date = reportDateOf(a);
  return date ? TEXT.details.reportOf(formatReportDate(date.date)) : TEXT.details.reportUndated;
}

/**
 * A Report dropdown entry (the issue: identical entries): bureau, report date and file name, and the status while
 * it is not completed (a running report has no date yet).
 */
export function reportOptionLabel(a: AnalysisSummaryDto): string {
  const parts = [BUREAU_LABELS[a.bureau]];
  if (a.analysis_status === 'completed') parts.push(reportDateText(a));
  parts.push(fileNameOf(a));
  if (a.analysis_status !== 'completed') parts.push(STATUS_LABELS[a.analysis_status]);
  return parts.join(' · ');
}
