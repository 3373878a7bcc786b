/**
 * /progress (spec document 2 §2 "Progress page", §3 "Progress (derived)", §8, §9 "Progress"): the figures come from
 * GET /api/progress, computed by src/common/progress.ts. Paid (decision 113): without a plan, a clear path there.
 */
import { CheckCircle2, Circle, Upload } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  nextSteps,
  overallBand,
  overallMessage,
  PROGRESS_TEXT as TEXT,
  recentAchievements,
  removedBand,
  removedMessage,
  scoreBand,
  type Band,
  type ProgressDto,
  type ProgressMilestone,
} from '../../../common/progress';
import { BUREAU_LABELS } from '../../../common/analysis';
import { negativesText } from '../../../common/figures';
import { SubscriptionRequired } from '../../components/SubscriptionRequired';
import { isSubscriptionRequired } from '../../lib/errors';
import { useServiceAccess } from '../subscription/service-access';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { formatReportDate } from '../../lib/dates';
import { usePageTitle } from '../../lib/page-title';
import { useAuthSession } from '../auth/session';
import { useProgress } from './api';
import { ScoreHistoryChart } from './ScoreHistoryChart';

const UPLOAD_PATH = '/credit-report?tab=upload';

const BAND_BAR: Record<Band, string> = { success: 'bg-success-fill', info: 'bg-primary', warning: 'bg-warning-fill', danger: 'bg-destructive-fill' };
const BAND_TEXT: Record<Band, string> = { success: 'text-success', info: 'text-primary', warning: 'text-warning', danger: 'text-destructive' };

function BandBar({ value, band, label }: { value: number; band: Band; label: string }) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-track"
    >
      <div className={cn('h-full', BAND_BAR[band])} style={{ width: `${percent}%` }} data-band={band} />
    </div>
  );
}

function Cards({ data }: { data: ProgressDto }) {
  const { creditScore: s, negativeItems: items } = data;
  const change = s.currentScore !== null && s.startScore !== null ? s.currentScore - s.startScore : null;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card data-testid="card-overall">
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            {TEXT.overall.title}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <p className={cn('text-3xl font-bold', BAND_TEXT[overallBand(data.overall)])}>{data.overall}%</p>
          <BandBar value={data.overall} band={overallBand(data.overall)} label={TEXT.overall.title} />
          <p className="text-sm text-muted-foreground">{overallMessage(data.overall)}</p>
        </CardContent>
      </Card>
      <Card data-testid="card-score">
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            {TEXT.score.title}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          {s.currentScore === null ? (
            <p className="text-3xl font-bold text-muted-foreground">{TEXT.score.noScore}</p>
          ) : (
            <p className={cn('text-3xl font-bold', BAND_TEXT[scoreBand(s.currentScore)])} data-testid="current-score">
              {s.currentScore}
            </p>
          )}
          {change === null || change === 0 ? (
            <p className="text-sm text-muted-foreground">{TEXT.score.noChange}</p>
          ) : (
            <p className={cn('text-sm font-medium', change > 0 ? 'text-success' : 'text-destructive')} data-testid="score-change">
              {change > 0 ? `+${change} pts` : `${change} pts`}
            </p>
          )}
          {s.bureaus.length > 1 ? (
            <>
              <p className="text-xs text-muted-foreground">{TEXT.score.average(s.bureaus.length)}</p>
              <ul className="flex flex-col gap-0.5 text-sm" data-testid="bureau-scores">
                {s.bureaus.map((b) => (
                  <li key={b.bureau}>
                    <span className="text-muted-foreground">{BUREAU_LABELS[b.bureau]}:</span> <span className="font-medium">{b.score}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="text-sm text-muted-foreground">{TEXT.score.target(s.targetScore)}</p>
        </CardContent>
      </Card>
      <Card data-testid="card-removed">
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            {TEXT.removed.title}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <p className={cn('text-3xl font-bold', BAND_TEXT[removedBand(data.removedPercent)])}>
            {items.removed}/{items.total}
          </p>
          <BandBar value={data.removedPercent} band={removedBand(data.removedPercent)} label={TEXT.removed.title} />
          <p className="text-sm text-muted-foreground">{removedMessage(items.removed, items.inDispute)}</p>
          <p className="text-xs text-muted-foreground" data-testid="negatives-count">
            {negativesText(data.figures.negatives)}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

function MilestoneLine({ m, suffix }: { m: ProgressMilestone; suffix: string }) {
  return (
    <li className="text-sm">
      <span className="font-medium">{m.title}</span> <span className="text-muted-foreground">{suffix}</span>
    </li>
  );
}

function Overview({ data }: { data: ProgressDto }) {
  const next = nextSteps(data.milestones);
  const done = recentAchievements(data.milestones);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="md:col-span-2">
        <CardHeader>
          <CardTitle as="h3" className="text-base">
            {TEXT.overview.summaryTitle}
          </CardTitle>
          <CardDescription>
            {TEXT.overview.summary(data.negativeItems.removed, data.negativeItems.total, data.creditScore.startScore, data.creditScore.currentScore)}
          </CardDescription>
        </CardHeader>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3" className="text-base">
            {TEXT.overview.nextSteps}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {next.length === 0 ? (
            <p className="text-sm text-muted-foreground">{TEXT.overview.noNextSteps}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {next.map((m) => (
                <MilestoneLine key={m.id} m={m} suffix={TEXT.overview.due(formatReportDate(m.date))} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3" className="text-base">
            {TEXT.overview.achievements}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {done.length === 0 ? (
            <p className="text-sm text-muted-foreground">{TEXT.overview.noAchievements}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {done.map((m) => (
                <MilestoneLine key={m.id} m={m} suffix={TEXT.overview.completed(formatReportDate(m.date))} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Timeline({ milestones }: { milestones: ProgressMilestone[] }) {
  return (
    <ol className="relative ml-3 flex flex-col gap-6 border-l border-border pl-6" data-testid="milestone-timeline">
      {milestones.map((m) => (
        <li key={m.id} className={cn('relative', m.completed ? undefined : 'opacity-60')}>
          <span className="absolute -left-[2.15rem] top-0.5 rounded-full bg-white">
            {m.completed ? (
              <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
            ) : (
              <Circle className="size-5 text-muted-foreground" aria-hidden="true" />
            )}
          </span>
          <p className="font-medium">
            {m.title}
            <span className="sr-only">{m.completed ? ' (completed)' : ' (not completed yet)'}</span>
          </p>
          <p className="text-sm text-muted-foreground">{m.description}</p>
          <p className="text-xs text-muted-foreground">{formatReportDate(m.date)}</p>
        </li>
      ))}
    </ol>
  );
}

export function ProgressPage() {
  usePageTitle(TEXT.heading);
  const { user } = useAuthSession();
  const access = useServiceAccess({ title: TEXT.subscription.title, description: TEXT.subscription.description });
  const progress = useProgress(user?.id ?? null, access.open);
  const required = isSubscriptionRequired(progress.error);

  useEffect(() => {
    // Spec §8: a progress load failure is only logged; the page falls to the empty or calculating state.
    if (progress.isError && !required) console.error('Progress could not be loaded', progress.error instanceof Error ? progress.error.message : '');
  }, [progress.isError, progress.error, required]);

  let body;
  if (access.gate) body = access.gate;
  else if (progress.isPending) body = <PageSpinner label={TEXT.loading} />;
  else if (required) body = <SubscriptionRequired title={TEXT.subscription.title} description={TEXT.subscription.description} />;
  else if (progress.isError || progress.data.state === 'calculating')
    body = <p className="rounded-md border border-border bg-white p-6 text-muted-foreground">{TEXT.calculating}</p>;
  else if (progress.data.state === 'empty') {
    body = (
      <Card className="items-center text-center" data-testid="progress-empty">
        <CardHeader className="items-center">
          <CardTitle as="h2" className="text-xl">
            {TEXT.empty.title}
          </CardTitle>
          <CardDescription>{TEXT.empty.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={UPLOAD_PATH}>
              <Upload aria-hidden="true" />
              {TEXT.empty.action}
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  } else {
    const data = progress.data;
    body = (
      <>
        <Cards data={data} />
        <Tabs defaultValue="overview">
          <TabsList>
            <TabsTrigger value="overview">{TEXT.tabs.overview}</TabsTrigger>
            <TabsTrigger value="milestones">{TEXT.tabs.milestones}</TabsTrigger>
            <TabsTrigger value="history">{TEXT.tabs.history}</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <Overview data={data} />
          </TabsContent>
          <TabsContent value="milestones">
            <Card>
              <CardContent className="pt-6">
                <Timeline milestones={data.milestones} />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="history">
            <Card>
              <CardContent className="pt-6">
                <ScoreHistoryChart history={data.creditScore.history} start={data.creditScore.startScore} current={data.creditScore.currentScore} />
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.heading} subtitle={TEXT.subtitle} />
      {body}
    </div>
  );
}
