import { ScanSearch } from 'lucide-react';
import type { AnalysisSummaryDto } from '../../../../common/analysis';
import { cn } from '../../../lib/cn';
import { readingIssues } from './reading';
import { READING_TEXT } from './texts';

/**
 * The line every figure derived from a partly read report carries (the issue: "every derived figure says so"): the
 * counts and ratings beside it are from what was read, not the whole report. Nothing when the reading is complete.
 */
export function PartialReadingNote({ analysis, className }: { analysis: Pick<AnalysisSummaryDto, 'analysis_status' | 'raw_data'> | null; className?: string }) {
  const warnings = analysis ? (readingIssues(analysis)?.warnings ?? []) : [];
  if (warnings.length === 0) return null;
  return (
    <p className={cn('flex items-start gap-2 rounded-md bg-warning-soft px-3 py-2 text-sm text-warning', className)} data-testid="partial-reading">
      <ScanSearch className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-semibold">{READING_TEXT.partialTitle}</span> {warnings.join(' ')} {READING_TEXT.partialFigures}
      </span>
    </p>
  );
}
