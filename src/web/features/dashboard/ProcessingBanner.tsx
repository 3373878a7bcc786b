import { AlertTriangle, LoaderCircle, RefreshCw, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { displayProgress, RECOVERY_LIMIT_CODE, type AnalysisSummaryDto } from '../../../common/analysis';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { ApiError } from '../../lib/api';
import { toastError } from '../../lib/errors';
import { cn } from '../../lib/cn';
import { useRecoverAnalyses, useRestartAnalysis } from '../analyses/api';
import { stageLine } from '../analyses/stage-line';
import { bureauLabel, type BannerKind, type BannerState } from './model';
import { DASHBOARD_TEXT as TEXT, UPLOAD_PATH, UPLOAD_REDIRECT_MS } from './texts';

const BANNER_COPY: Record<BannerKind, { title: string; description: string }> = {
  processing: { title: TEXT.banner.processingTitle, description: TEXT.banner.processingDescription },
  stuck: { title: TEXT.banner.stuckTitle, description: TEXT.banner.stuckDescription },
  'no-data': { title: TEXT.banner.noDataTitle, description: TEXT.banner.noDataDescription },
  'other-person': { title: TEXT.banner.otherPersonTitle, description: TEXT.banner.otherPersonDescription },
  'all-failed': { title: TEXT.banner.allFailedTitle, description: TEXT.banner.allFailedDescription },
};

interface ProcessingBannerProps {
  banner: BannerState;
  refreshing: boolean;
  /** 'Refresh Page': a forced refetch (decision 047). */
  onRefreshPage: () => void;
  /** A restart or recovery went through: refetch shortly and poll again. */
  onRecovered: () => void;
}

/**
 * Spec §2/§4/§8: the processing card while analyses are pending or processing, with 'Refresh Page'; when one is
 * stuck (over 15 minutes) also 'Restart Analysis' (one stuck row) or 'Recover Stuck Analyses' (several).
 */
export function ProcessingBanner({ banner, refreshing, onRefreshPage, onRecovered }: ProcessingBannerProps) {
  const navigate = useNavigate();
  const restart = useRestartAnalysis();
  const recover = useRecoverAnalyses();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  const busy = restart.isPending || recover.isPending;

  async function restartOne(analysis: AnalysisSummaryDto) {
    if (busy) return;
    try {
      await restart.mutateAsync(analysis.id);
      toast.success(TEXT.toast.restarted, { description: TEXT.toast.restartedDescription });
      onRecovered();
    } catch (error) {
      if (error instanceof ApiError && error.code === RECOVERY_LIMIT_CODE) {
        toast.error(TEXT.recoveryLimit.title, { description: TEXT.recoveryLimit.description });
      } else {
        toastError(TEXT.toast.restartFailed, error, TEXT.toast.restartFailedFallback);
      }
    }
  }

  async function recoverAll() {
    if (busy) return;
    try {
      const { recovered, exhausted } = await recover.mutateAsync();
      if (recovered.length === 0 && exhausted.length === 0) toast.info(TEXT.toast.noPending);
      if (exhausted.length > 0) toast.error(TEXT.recoveryLimit.title, { description: TEXT.recoveryLimit.description });
      if (recovered.length > 0) {
        toast.success(TEXT.toast.restarted, { description: TEXT.toast.restartedDescription });
        onRecovered();
      }
    } catch {
      toast.error(TEXT.toast.restartAllFailed, { description: TEXT.toast.restartAllFailedDescription });
      clearTimeout(redirectTimer.current);
      redirectTimer.current = setTimeout(() => navigate(UPLOAD_PATH), UPLOAD_REDIRECT_MS);
    }
  }

  const stuck = banner.kind === 'stuck';
  const warning = banner.kind !== 'processing';
  const { title, description } = BANNER_COPY[banner.kind];
  const titleId = useId();
  const stuckIds = new Set(banner.stuck.map((a) => a.id));

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      data-testid="processing-banner"
      className={cn(warning ? 'border-warning-border bg-warning-soft' : 'border-primary-border bg-primary-soft/60')}
    >
      <CardHeader className="flex-row items-start gap-3 pb-3">
        <span className="mt-0.5 shrink-0" aria-hidden="true">
          {warning ? <AlertTriangle className="size-5 text-warning" /> : <LoaderCircle className="size-5 animate-spin text-primary" />}
        </span>
        <div className="flex flex-col gap-1">
          <CardTitle id={titleId} className="text-base">
            {title}
          </CardTitle>
          <CardDescription className="text-muted-foreground">{description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {banner.running.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {banner.running.map((a) => (
              <RunningRow key={a.id} analysis={a} stuck={stuckIds.has(a.id)} />
            ))}
          </ul>
        ) : null}
        {stuck && banner.exhausted ? (
          <p className="text-sm text-warning">
            <strong className="font-semibold">{TEXT.recoveryLimit.title}.</strong> {TEXT.recoveryLimit.description}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {banner.kind === 'other-person' && banner.others[0] ? (
            <Button size="sm" asChild>
              <Link to={`/credit-report?tab=details&id=${banner.others[0].id}`}>{TEXT.banner.openReport}</Link>
            </Button>
          ) : banner.kind === 'all-failed' ? null : (
            <Button variant="outline" size="sm" onClick={onRefreshPage} disabled={refreshing}>
              <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
              {TEXT.banner.refreshPage}
            </Button>
          )}
          {stuck && banner.exhausted ? (
            <Button size="sm" asChild>
              <Link to={UPLOAD_PATH}>{TEXT.uploadAgain}</Link>
            </Button>
          ) : null}
          {stuck && !banner.exhausted && banner.stuck.length === 1 ? (
            <Button size="sm" onClick={() => void restartOne(banner.stuck[0]!)} disabled={busy}>
              <RotateCcw aria-hidden="true" />
              {TEXT.banner.restart}
            </Button>
          ) : null}
          {stuck && !banner.exhausted && banner.stuck.length > 1 ? (
            <Button size="sm" onClick={() => void recoverAll()} disabled={busy}>
              <RotateCcw aria-hidden="true" />
              {TEXT.banner.recover}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function RunningRow({ analysis, stuck }: { analysis: AnalysisSummaryDto; stuck: boolean }) {
  const label = bureauLabel(analysis);
  const percent = displayProgress(analysis);
  // The stage, and for a scan the page being read ("Reading page 3 of 12..."), as on every screen following an analysis.
  const state = stuck ? TEXT.banner.statusStuck : stageLine(analysis);
  return (
    <li className="flex flex-col gap-1.5">
      <div className="flex items-start justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className={cn('text-right text-muted-foreground', stuck && 'font-medium text-warning')}>
          {state} · {percent}%
        </span>
      </div>
      <Progress value={percent} aria-label={TEXT.banner.progressLabel(label)} className="bg-card" />
    </li>
  );
}
