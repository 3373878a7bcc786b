/** Pure helpers of the /credit-report screen: tab parameter, default analysis, masking, file names. */
import type { AnalysisDto } from '../../../common/analysis';
import { isRunning } from '../analyses/select';
import { DEFAULT_TAB, REPORT_TABS, TEXT, UNFINISHED_POLL_MS, type ReportTab } from './texts';

/** `?tab=` → a tab; absent or unknown → the default (spec: default scores). */
export function parseTab(value: string | null): ReportTab {
  return REPORT_TABS.find((t) => t.value === value)?.value ?? DEFAULT_TAB;
}

/** The list's polling: every 3 s while any analysis is pending or processing, else none (the issue). */
export function pollInterval(rows: readonly AnalysisDto[] | undefined): number | false {
  return rows?.some(isRunning) ? UNFINISHED_POLL_MS : false;
}

/** Rows are newest first (docs/api.md); the first completed one is the latest. */
function latestCompleted(analyses: readonly AnalysisDto[]): AnalysisDto | undefined {
  return analyses.find((a) => a.analysis_status === 'completed');
}

/** The analysis Report Details shows (and the header's Download acts on): `id`, else the latest completed, else the latest. */
export function selectedAnalysis(analyses: readonly AnalysisDto[], id: string | null): AnalysisDto | undefined {
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

export function fileNameOf(a: Pick<AnalysisDto, 'metadata'>): string {
  return a.metadata.original_name?.trim() || TEXT.history.fileFallback;
}
