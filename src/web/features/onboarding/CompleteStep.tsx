import { CheckCircle2, PartyPopper } from 'lucide-react';
import { BUREAU_LABELS } from '../../../common/analysis';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { stageLine } from '../analyses/stage-line';
import { rowProgress, statusText, type BureauRow } from './analysis-rows';
import { StepHeading } from './StepHeading';
import { ONBOARDING_TEXT } from './texts';

const t = ONBOARDING_TEXT.complete;

/** Complete without uploads (reached through 'Skip for now'): 'Setup complete!'. */
function SetupComplete() {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <PartyPopper aria-hidden="true" className="size-7" />
      </span>
      <StepHeading>{t.setupHeading}</StepHeading>
      <p className="max-w-md text-muted-foreground">{t.setupText}</p>
    </div>
  );
}

function StatusRow({ row }: { row: BureauRow }) {
  const name = BUREAU_LABELS[row.bureau];
  const status = row.analysis?.analysis_status;
  const reason = status === 'failed' ? row.analysis?.metadata.error?.message : undefined;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="font-semibold">{name}</span>
        <span
          className={cn(
            'text-sm',
            status === 'completed' && 'font-medium text-success',
            status === 'failed' && 'font-medium text-destructive',
            status !== 'completed' && status !== 'failed' && 'text-muted-foreground',
          )}
        >
          {statusText(row)}
        </span>
      </div>
      {status === 'processing' && row.analysis ? <p className="text-sm text-muted-foreground">{stageLine(row.analysis)}</p> : null}
      <Progress value={rowProgress(row)} aria-label={t.progressLabel(name)} className={cn(status === 'failed' && 'bg-destructive-soft')} />
      {reason ? (
        <p className="text-sm text-destructive">
          {t.failureReason} {reason}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Complete with uploads: the analyzing state (spinner, note, one row per uploaded bureau, polled) until every
 * bureau is completed or failed, then 'Analysis Complete!'. A failed status call shows its message instead of the
 * list (polling goes on, and the list returns when a call succeeds).
 */
function AnalysisProgress({
  rows,
  done,
  failed,
  onViewReport,
  disabled,
}: {
  rows: BureauRow[];
  done: boolean;
  failed: boolean;
  onViewReport: () => void;
  disabled: boolean;
}) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-3 text-center">
        {done ? (
          <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
            <CheckCircle2 aria-hidden="true" className="size-7" />
          </span>
        ) : (
          <Spinner className="size-10" />
        )}
        <StepHeading>{done ? t.doneHeading : t.analyzingHeading}</StepHeading>
        <p className="max-w-lg text-muted-foreground">{done ? t.doneText : t.analyzingNote}</p>
      </div>
      {failed ? (
        <Alert variant="destructive">
          <AlertDescription>{t.pollFailed}</AlertDescription>
        </Alert>
      ) : (
        <ul className="flex flex-col gap-3" aria-live="polite">
          {rows.map((row) => (
            <StatusRow key={row.bureau} row={row} />
          ))}
        </ul>
      )}
      {done ? (
        <div className="flex justify-center">
          <Button onClick={onViewReport} disabled={disabled}>
            {t.viewReport}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function CompleteStep(props: { hasUploads: boolean; rows: BureauRow[]; done: boolean; failed: boolean; onViewReport: () => void; disabled: boolean }) {
  return props.hasUploads ? <AnalysisProgress {...props} /> : <SetupComplete />;
}
