/**
 * "Analysis for {bureau} may be incomplete" (spec document 2 §8) as a banner where the report is shown, once: the
 * person can dismiss it, and a dismissed warning stays dismissed on every later visit (per analysis, in this
 * browser). It replaces the toast that came back on every dashboard load (issue 27, decision 202).
 */
import { FileWarning, X } from 'lucide-react';
import { useState } from 'react';
import { BUREAU_LABELS, displayScore, type AnalysisSummaryDto } from '../../../../common/analysis';
import { latestCompletedByBureau } from '../../../../common/analysis-select';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';

export const INCOMPLETE_TEXT = {
  title: (bureau: string) => `Analysis for ${bureau} may be incomplete`,
  noData: 'Try Refresh Data, or upload the report again.', // ours (spec: suggests refresh or re-upload)
  noScore: 'No score is printed on this report. Add your score on the Credit Report page, or upload a report that includes it.', // ours
  dismiss: (bureau: string) => `Dismiss the ${bureau} warning`, // ours
} as const;

const STORAGE_PREFIX = 'credit-repair:incomplete-dismissed:';

/** Spec §8: the newest completed analysis of a bureau that lacks a score or raw data may be incomplete. */
export function incompleteAnalyses(analyses: readonly AnalysisSummaryDto[]): AnalysisSummaryDto[] {
  return Object.values(latestCompletedByBureau(analyses)).filter(
    (a): a is AnalysisSummaryDto => a !== null && (displayScore(a) === null || a.raw_data === null),
  );
}

function isDismissed(id: string): boolean {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + id) !== null;
  } catch {
    return false;
  }
}

function remember(id: string): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + id, new Date().toISOString());
  } catch {
    // Storage unavailable (private mode): dismissed for this visit only.
  }
}

export function IncompleteNotices({ analyses }: { analyses: readonly AnalysisSummaryDto[] }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = incompleteAnalyses(analyses).filter((a) => !dismissed.has(a.id) && !isDismissed(a.id));
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {shown.map((a) => {
        const bureau = BUREAU_LABELS[a.bureau];
        return (
          <Alert key={a.id} variant="warning" role="region" aria-label={INCOMPLETE_TEXT.title(bureau)} className="pr-12">
            <button
              type="button"
              aria-label={INCOMPLETE_TEXT.dismiss(bureau)}
              className="absolute right-2 top-2 cursor-pointer rounded-md p-2 text-muted-foreground hover:bg-muted"
              onClick={() => {
                remember(a.id);
                setDismissed((s) => new Set(s).add(a.id));
              }}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
            <FileWarning aria-hidden="true" />
            <AlertTitle>{INCOMPLETE_TEXT.title(bureau)}</AlertTitle>
            <AlertDescription>{a.raw_data === null ? INCOMPLETE_TEXT.noData : INCOMPLETE_TEXT.noScore}</AlertDescription>
          </Alert>
        );
      })}
    </div>
  );
}
