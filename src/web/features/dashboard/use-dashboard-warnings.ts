import { useEffect } from 'react';
import { toast } from 'sonner';
import type { AnalysisSummaryDto } from '../../../common/analysis';
import { bureauLabel, incompleteAnalyses } from './model';
import { DASHBOARD_TEXT as TEXT, INCOMPLETE_TOAST_MS, STUCK_TOAST_MS } from './texts';

/** Warned once per page load, so coming back to the dashboard does not repeat them. */
const warnedIncomplete = new Set<string>();
const warnedStuck = new Set<string>();

/** Test hook: forget which warnings were shown. */
export function resetDashboardWarnings(): void {
  warnedIncomplete.clear();
  warnedStuck.clear();
}

/**
 * Spec §8 warning toasts: 'Analysis for {bureau} may be incomplete' (6 s) for the newest completed analysis of a
 * bureau without a score or raw data, and 'Some analyses appear to be stuck' (8 s) when a row becomes stuck.
 */
export function useDashboardWarnings(analyses: readonly AnalysisSummaryDto[] | undefined, stuck: readonly AnalysisSummaryDto[]): void {
  useEffect(() => {
    if (!analyses) return;
    for (const a of incompleteAnalyses(analyses)) {
      if (warnedIncomplete.has(a.id)) continue;
      warnedIncomplete.add(a.id);
      const description = a.raw_data === null ? TEXT.toast.incompleteDescription : TEXT.toast.noScoreDescription;
      toast.warning(TEXT.toast.incomplete(bureauLabel(a)), { description, duration: INCOMPLETE_TOAST_MS });
    }
  }, [analyses]);

  const stuckKey = stuck.map((a) => a.id).join(',');
  useEffect(() => {
    const fresh = stuck.filter((a) => !warnedStuck.has(a.id));
    if (fresh.length === 0) return;
    for (const a of fresh) warnedStuck.add(a.id);
    toast.warning(TEXT.toast.stuck, { description: TEXT.toast.stuckDescription, duration: STUCK_TOAST_MS });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the stuck ids
  }, [stuckKey]);
}
