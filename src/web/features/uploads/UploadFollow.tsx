/**
 * After an upload, the box follows its analyses to the end without a reload (issue 27): the rows come from the
 * screen's list of analyses (its polling and the realtime channel keep it fresh), with the stage while they run and
 * the result once they finish. It never fetches on its own.
 */
import { CheckCircle2, LoaderCircle, XCircle } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { BUREAU_LABELS, displayProgress, type AnalysisDto, type AnalysisSummaryDto } from '../../../common/analysis';
import { isRunning } from '../../../common/analysis-select';
import { Progress } from '../../components/ui/progress';
import { analysisKeys, fetchAnalyses } from '../analyses/api';
import { stageLine } from '../analyses/stage-line';
import { UPLOAD_TEXT } from './texts';

type Row = Pick<AnalysisSummaryDto, 'id' | 'bureau' | 'analysis_status' | 'metadata'>;

/** The uploaded rows as the list has them now (the upload's own answer until the list has them). */
export function useFollowedRows(uploaded: readonly AnalysisDto[]): Row[] {
  const list = useQuery({ queryKey: analysisKeys.list(), queryFn: fetchAnalyses, enabled: false });
  return uploaded.map((u) => list.data?.find((r) => r.id === u.id) ?? u);
}

function RowStatus({ row, named }: { row: Row; named: boolean }) {
  const label = named ? `${BUREAU_LABELS[row.bureau]}: ` : '';
  if (isRunning(row)) {
    const progress = displayProgress(row);
    return (
      <li className="flex w-full flex-col gap-1 text-left text-sm">
        <span className="flex items-center gap-2">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />
          {label}
          {stageLine(row)}
        </span>
        <Progress value={progress} aria-label={UPLOAD_TEXT.analysisProgress(BUREAU_LABELS[row.bureau])} />
      </li>
    );
  }
  if (row.analysis_status === 'completed') {
    return (
      <li className="flex items-center gap-2 text-sm" data-status="completed">
        <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
        {label}
        {UPLOAD_TEXT.analysisComplete}
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-1 text-left text-sm" data-status="failed">
      <span className="flex items-center gap-2 text-destructive">
        <XCircle aria-hidden="true" className="size-4" />
        {label}
        {UPLOAD_TEXT.analysisFailed}
      </span>
      {row.metadata.error?.message ? <span className="text-muted-foreground">{row.metadata.error.message}</span> : null}
    </li>
  );
}

export function UploadFollow({ uploaded }: { uploaded: readonly AnalysisDto[] }) {
  const rows = useFollowedRows(uploaded);
  const running = rows.some(isRunning);
  return (
    <div className="flex w-full flex-col items-center gap-2" role="status" aria-live="polite">
      <p className="font-medium text-success">{running ? UPLOAD_TEXT.success : UPLOAD_TEXT.finished}</p>
      <ul className="flex w-full max-w-md flex-col gap-2">
        {rows.map((row) => (
          <RowStatus key={row.id} row={row} named={rows.length > 1} />
        ))}
      </ul>
    </div>
  );
}
