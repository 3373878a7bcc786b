import { useEffect } from 'react';
import { toast } from 'sonner';
import type { AnalysisSummaryDto } from '../../../common/analysis';
import { DASHBOARD_TEXT as TEXT, STUCK_TOAST_MS } from './texts';

/** Warned once per page load, so coming back to the dashboard does not repeat it. */
const warnedStuck = new Set<string>();

/** Test hook: forget which warnings were shown. */
export function resetDashboardWarnings(): void {
  warnedStuck.clear();
}

/**
 * Spec §8 'Some analyses appear to be stuck' (8 s) when a row becomes stuck. 'Analysis for {bureau} may be
 * incomplete' is a dismissible banner where the report is shown (IncompleteNotices, decision 202), not a toast.
 */
export function useDashboardWarnings(stuck: readonly AnalysisSummaryDto[]): void {
  const stuckKey = stuck.map((a) => a.id).join(',');
  useEffect(() => {
    const fresh = stuck.filter((a) => !warnedStuck.has(a.id));
    if (fresh.length === 0) return;
    for (const a of fresh) warnedStuck.add(a.id);
    toast.warning(TEXT.toast.stuck, { description: TEXT.toast.stuckDescription, duration: STUCK_TOAST_MS });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the stuck ids
  }, [stuckKey]);
}
