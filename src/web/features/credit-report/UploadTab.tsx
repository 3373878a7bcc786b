import { Layers, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { BUREAU_LABELS, BUREAUS, displayProgress, type AnalysisSummaryDto, type Bureau } from '../../../common/analysis';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api';
import { latestByBureau, isRunning } from '../../../common/analysis-select';
import { stageLine } from '../analyses/stage-line';
import { ReportUploadBox, UPLOAD_SUCCESS_TOAST_MS, UPLOAD_TEXT, UPLOAD_TOAST } from '../uploads';
import { fileNameOf } from './model';
import { StatusBadge } from './StatusBadge';
import { TEXT } from './texts';

/**
 * The upload toasts (spec §8): 'Report uploaded successfully' when the server has the file, then 'Report upload
 * successful' / 'Processing has started…' once the analysis of that upload has actually started (decision 046).
 */
function useUploadToasts(analyses: readonly AnalysisSummaryDto[]) {
  const waiting = useRef<string[][]>([]);
  useEffect(() => {
    const started = (id: string) => analyses.some((a) => a.id === id && a.analysis_status !== 'pending');
    const [done, still] = [waiting.current.filter((ids) => ids.some(started)), waiting.current.filter((ids) => !ids.some(started))];
    waiting.current = still;
    for (let i = 0; i < done.length; i += 1) {
      toast.success(UPLOAD_TOAST.uploadSuccessful, { description: UPLOAD_TOAST.uploadSuccessfulDescription, duration: UPLOAD_SUCCESS_TOAST_MS });
    }
  }, [analyses]);

  return {
    onSuccess: (created: AnalysisSummaryDto[]) => {
      toast.success(UPLOAD_TOAST.uploaded, { duration: UPLOAD_SUCCESS_TOAST_MS });
      waiting.current = [...waiting.current, created.map((a) => a.id)];
    },
    onError: (_message: string, error: unknown) => {
      // The box shows the message; a server failure to create the analysis also gets the spec's toast.
      if (error instanceof ApiError && error.status >= 500) {
        toast.error(TEXT.upload.initiationFailed, { description: TEXT.upload.initiationFailedDescription });
      }
    },
  };
}

/**
 * Upload Reports: sub-tabs Experian / TransUnion / Equifax (default experian) with the shared upload box, the bureau's
 * running analysis with its progress, and a merged (3-in-1) upload below the sub-tabs (decision 046).
 */
export function UploadTab({ analyses }: { analyses: AnalysisSummaryDto[] }) {
  const [bureau, setBureau] = useState<Bureau>('experian');
  const [mergedOpen, setMergedOpen] = useState(false);
  const toasts = useUploadToasts(analyses);
  const latest = latestByBureau(analyses);
  // Analyses an upload box is following itself (its success state shows their stage and result).
  const [followed, setFollowed] = useState<ReadonlyMap<Bureau | 'merged', string[]>>(new Map());
  const follow = (target: Bureau | 'merged', ids: string[]) => setFollowed((m) => new Map(m).set(target, ids));
  const followedIds = new Set([...followed.values()].flat());

  return (
    <div className="flex flex-col gap-6">
      <Tabs value={bureau} onValueChange={(value) => setBureau(value as Bureau)}>
        <TabsList aria-label={TEXT.upload.bureausLabel}>
          {BUREAUS.map((b) => (
            <TabsTrigger key={b} value={b}>
              {BUREAU_LABELS[b]}
            </TabsTrigger>
          ))}
        </TabsList>
        {BUREAUS.map((b) => (
          // Kept mounted while hidden, so an upload keeps its state when another sub-tab is opened.
          <TabsContent key={b} value={b} forceMount className="data-[state=inactive]:hidden">
            <Card>
              <CardHeader>
                <CardTitle>{TEXT.upload.boxTitle(BUREAU_LABELS[b])}</CardTitle>
                <CardDescription>{TEXT.upload.boxDescription}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                <ReportUploadBox
                  target={b}
                  label={UPLOAD_TEXT.inputLabel(BUREAU_LABELS[b])}
                  onSuccess={(created) => {
                    follow(
                      b,
                      created.map((a) => a.id),
                    );
                    toasts.onSuccess(created);
                  }}
                  onReset={() => follow(b, [])}
                  onError={toasts.onError}
                />
                {latest[b] && isRunning(latest[b]) && !followedIds.has(latest[b].id) ? <RunningAnalysis analysis={latest[b]} /> : null}
              </CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Layers aria-hidden="true" className="size-5 text-secondary-foreground" />
            {TEXT.upload.mergedHeading}
          </CardTitle>
          <CardDescription>{TEXT.upload.mergedDescription}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {mergedOpen ? (
            <ReportUploadBox
              target="merged"
              label={TEXT.upload.mergedBoxLabel}
              onSuccess={(created) => {
                follow(
                  'merged',
                  created.map((a) => a.id),
                );
                toasts.onSuccess(created);
              }}
              onReset={() => follow('merged', [])}
              onError={toasts.onError}
            />
          ) : null}
          <Button variant="outline" className="w-fit" aria-expanded={mergedOpen} onClick={() => setMergedOpen((open) => !open)}>
            {mergedOpen ? TEXT.upload.mergedClose : TEXT.upload.mergedAction}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function RunningAnalysis({ analysis }: { analysis: AnalysisSummaryDto }) {
  const progress = displayProgress(analysis);
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border bg-muted p-4">
      <div className="flex flex-wrap items-center gap-2">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />
        <p className="font-medium">{TEXT.upload.inProgress}</p>
        <StatusBadge status={analysis.analysis_status} />
      </div>
      <p className="text-sm">{stageLine(analysis)}</p>
      <p className="truncate text-sm text-muted-foreground" title={fileNameOf(analysis)}>
        {fileNameOf(analysis)}
      </p>
      <div className="flex items-center gap-3">
        <Progress value={progress} aria-label={TEXT.page.progressLabel(BUREAU_LABELS[analysis.bureau])} className="flex-1" />
        <span className="w-10 text-right text-sm tabular-nums">{progress}%</span>
      </div>
    </div>
  );
}
