import { Eye, FileText, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { BUREAU_LABELS, displayProgress, RECOVERY_LIMIT_CODE, RECOVERY_STUCK_MINUTES, type AnalysisSummaryDto } from '../../../common/analysis';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { ApiError } from '../../lib/api';
import { toastError } from '../../lib/errors';
import { useRestartAnalysis } from '../analyses/api';
import { formatDate } from '../../lib/dates';
import { isRunning, isStuck } from '../../../common/analysis-select';
import { DeleteUploadButton } from './DeleteUpload';
import { fileNameOf } from './model';
import { StatusBadge } from './StatusBadge';
import { STUCK_CHECK_MS, TEXT } from './texts';
import { useNow } from './use-now';

/** Upload History: every analysis newest first, with progress, failure reason, restart and a link to its details. */
export function HistoryTab({ analyses, onViewDetails }: { analyses: AnalysisSummaryDto[]; onViewDetails: (id: string) => void }) {
  const now = useNow(STUCK_CHECK_MS);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{TEXT.history.heading}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border">
          {analyses.map((a) => (
            <HistoryRow key={a.id} analysis={a} stuck={isStuck(a, now, RECOVERY_STUCK_MINUTES)} onViewDetails={onViewDetails} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function useRestart() {
  const restart = useRestartAnalysis();
  return {
    pending: restart.isPending,
    run: (id: string) =>
      restart.mutate(id, {
        onSuccess: () => toast.success(TEXT.history.restarted, { description: TEXT.history.restartedDescription }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === RECOVERY_LIMIT_CODE) {
            // The server's message repeats the title: the description says what to do.
            toast.error(TEXT.history.recoveryLimit, { description: TEXT.history.recoveryLimitDescription });
          } else {
            toastError(TEXT.history.restartFailed, error, TEXT.history.restartFailedFallback);
          }
        },
      }),
  };
}

function HistoryRow({ analysis: a, stuck, onViewDetails }: { analysis: AnalysisSummaryDto; stuck: boolean; onViewDetails: (id: string) => void }) {
  const restart = useRestart();
  const fileName = fileNameOf(a);
  const bureau = BUREAU_LABELS[a.bureau];
  const progress = displayProgress(a);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 md:flex-row md:items-center md:justify-between">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{bureau}</h3>
          <StatusBadge status={a.analysis_status} />
          {a.metadata.merged ? <Badge variant="outline">{TEXT.history.merged}</Badge> : null}
        </div>
        <p className="flex min-w-0 items-center gap-1.5 text-sm">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate" title={fileName}>
            {fileName}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          {TEXT.history.uploaded} {formatDate(a.upload_date)}
        </p>
        {isRunning(a) ? <Progress value={progress} aria-label={TEXT.page.progressLabel(bureau)} className="mt-1 max-w-md" /> : null}
        {a.analysis_status === 'failed' ? <p className="text-sm text-destructive">{a.metadata.error?.message ?? TEXT.history.failedReasonFallback}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {a.analysis_status === 'failed' || stuck ? (
          <Button
            variant="outline"
            size="sm"
            disabled={restart.pending}
            onClick={() => restart.run(a.id)}
            aria-label={`${TEXT.history.restart}: ${bureau}, ${fileName}`}
          >
            <RotateCcw aria-hidden="true" />
            {TEXT.history.restart}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => onViewDetails(a.id)} aria-label={`${TEXT.history.viewDetails}: ${bureau}, ${fileName}`}>
          <Eye aria-hidden="true" />
          {TEXT.history.viewDetails}
        </Button>
        <DeleteUploadButton reportId={a.report_id} fileName={fileName} label={`${bureau}, ${fileName}`} />
      </div>
    </li>
  );
}
