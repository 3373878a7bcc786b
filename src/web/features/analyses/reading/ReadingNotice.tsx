import { ScanSearch } from 'lucide-react';
import { Link } from 'react-router';
import { BUREAU_LABELS, type AnalysisSummaryDto } from '../../../../common/analysis';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { readingIssues, reviewPath, type ReadingIssues } from './reading';
import { READING_TEXT } from './texts';

const UPLOAD_PATH = '/credit-report?tab=upload';
const linkClass = 'font-medium underline underline-offset-4';

function IssueList({ issues }: { issues: ReadingIssues }) {
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5">
      {issues.warnings.map((w) => (
        <li key={w}>{w}</li>
      ))}
      {issues.dateNote ? <li>{issues.dateNote}</li> : null}
    </ul>
  );
}

/**
 * One analysis's reading issues with a way to act (report details). `onReview` opens the review in place; without
 * it the link goes to the report details' review.
 */
export function ReadingNotice({ analysis, onReview }: { analysis: AnalysisSummaryDto; onReview?: () => void }) {
  const issues = readingIssues(analysis);
  if (!issues) return null;
  const bureau = BUREAU_LABELS[analysis.bureau];
  return (
    <Alert variant="warning" role="region" aria-label={READING_TEXT.title(bureau)}>
      <ScanSearch aria-hidden="true" />
      <AlertTitle>{READING_TEXT.title(bureau)}</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <IssueList issues={issues} />
        <p>{READING_TEXT.intro}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {onReview ? (
            <button type="button" onClick={onReview} className={`${linkClass} w-fit cursor-pointer`}>
              {READING_TEXT.review}
            </button>
          ) : (
            <Link to={reviewPath(analysis.id)} className={linkClass}>
              {READING_TEXT.review}
            </Link>
          )}
          <Link to={UPLOAD_PATH} className={linkClass}>
            {READING_TEXT.upload}
          </Link>
        </div>
      </AlertDescription>
    </Alert>
  );
}

/** The short notice of the dashboard and the scores tab: each bureau whose latest report has reading issues. */
export function ReadingNotices({ analyses }: { analyses: readonly AnalysisSummaryDto[] }) {
  const affected = analyses.flatMap((a) => {
    const issues = readingIssues(a);
    return issues ? [{ analysis: a, issues }] : [];
  });
  if (affected.length === 0) return null;
  return (
    <Alert variant="warning" role="region" aria-label={READING_TEXT.summaryTitle}>
      <ScanSearch aria-hidden="true" />
      <AlertTitle>{READING_TEXT.summaryTitle}</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <ul className="flex flex-col gap-2">
          {affected.map(({ analysis, issues }) => {
            const bureau = BUREAU_LABELS[analysis.bureau];
            return (
              <li key={analysis.id} className="flex flex-col gap-1">
                <p>
                  <span className="font-medium">{bureau}:</span> {[...issues.warnings, ...(issues.dateNote ? [issues.dateNote] : [])].join(' ')}
                </p>
                <div className="flex flex-wrap gap-x-4 gap-y-1">
                  <Link to={reviewPath(analysis.id)} className={linkClass}>
                    {READING_TEXT.reviewFor(bureau)}
                  </Link>
                  <Link to={UPLOAD_PATH} className={linkClass}>
                    {READING_TEXT.upload}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
