import { AlertTriangle, Clock, FileQuestion, LoaderCircle, Minus, PencilLine, TrendingDown, TrendingUp } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BUREAU_LABELS } from '../../../../common/analysis';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { BureauScoreView } from '../../../../common/analysis-select';
import { formatDate, formatReportDate } from '../../../lib/dates';
import { ScoreGauge } from './ScoreGauge';
import { formatScoreChange } from './score-band';
import { changeLabel, SCORE_CARD_TEXT as TEXT } from './texts';

// recharts is loaded with the first sparkline, not with the cards.
const ScoreSparkline = lazy(async () => ({ default: (await import('./ScoreSparkline')).ScoreSparkline }));

/** Where the manual score correction lives (the Credit Scores tab). */
const ADD_SCORE_PATH = '/credit-report?tab=scores';
const UPLOAD_PATH = '/credit-report?tab=upload';

export interface BureauScoreCardProps {
  view: BureauScoreView;
  /** The card title's heading level (default h3: under a page h1 and a section h2). */
  headingLevel?: 'h2' | 'h3';
  /** Extra content under the score (e.g. the credit report screen's score correction). */
  footer?: ReactNode;
  className?: string;
}

/**
 * One bureau's score (spec document 2 §2): score with its rating, change against the previous report (+/-), a bar
 * on the 300–850 scale and 'Last updated'; without a score 'Waiting for report' or 'Processing report...'.
 */
export function BureauScoreCard({ view, headingLevel = 'h3', footer, className }: BureauScoreCardProps) {
  const label = BUREAU_LABELS[view.bureau];
  return (
    <Card className={cn('flex flex-col', className)} data-testid={`score-card-${view.bureau}`}>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <CardTitle as={headingLevel} className="text-base">
          {label}
        </CardTitle>
        {view.status === 'scored' && view.running ? (
          <Badge variant="secondary" className="gap-1">
            <LoaderCircle className="size-3 animate-spin" aria-hidden="true" />
            {TEXT.processing}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {view.status === 'scored' && view.score !== null ? <ScoreBody view={view} score={view.score} /> : <NoScoreBody view={view} />}
        {footer}
      </CardContent>
    </Card>
  );
}

function ScoreBody({ view, score }: { view: BureauScoreView; score: number }) {
  return (
    <>
      <ScoreGauge score={score} />
      <div className="flex flex-wrap items-center justify-center gap-2">
        {view.change !== null ? <ScoreChange change={view.change} /> : null}
        {view.corrected ? (
          <Badge variant="outline" className="w-fit">
            {TEXT.yourCorrection}
          </Badge>
        ) : null}
      </div>
      {view.history.length > 1 ? (
        <Suspense fallback={<div className="h-16" aria-hidden="true" />}>
          <ScoreSparkline bureau={BUREAU_LABELS[view.bureau]} points={view.history} />
        </Suspense>
      ) : (
        <p className="text-center text-xs text-muted-foreground">{TEXT.historyOne}</p>
      )}
      <ReportDates view={view} />
    </>
  );
}

/** 'Last updated' with the report's own date (and whether it was printed), then the upload date as such (decision 080). */
function ReportDates({ view }: { view: Pick<BureauScoreView, 'reportDate' | 'uploadDate'> }) {
  if (!view.uploadDate) return null;
  const date = view.reportDate;
  const qualifier = !date ? TEXT.noReportDate : date.source === 'printed' || date.source === null ? TEXT.reportDate : TEXT.estimatedDate;
  return (
    <div className="mt-auto flex flex-col gap-0.5 text-xs text-muted-foreground" data-testid="report-dates">
      <p>
        {TEXT.lastUpdated}: {date ? <span className="font-medium text-foreground">{formatReportDate(date.date)}</span> : null} ({qualifier})
      </p>
      <p>{TEXT.uploaded(formatDate(view.uploadDate))}</p>
    </div>
  );
}

/** The +/- indicator: green up, red down, grey for no change; the words are in the label for screen readers. */
function ScoreChange({ change }: { change: number }) {
  const Icon = change > 0 ? TrendingUp : change < 0 ? TrendingDown : Minus;
  const tone = change > 0 ? 'text-success' : change < 0 ? 'text-destructive' : 'text-muted-foreground';
  return (
    <p className={cn('flex items-center gap-1 pb-0.5 text-sm font-medium', tone)}>
      <Icon className="size-4" aria-hidden="true" />
      <span aria-hidden="true">{change === 0 ? TEXT.noChange : formatScoreChange(change)}</span>
      <span className="sr-only">{changeLabel(change)}</span>
    </p>
  );
}

function NoScoreBody({ view }: { view: BureauScoreView }) {
  const { icon, title, detail } = noScoreContent(view);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 py-4 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">{icon}</span>
      <p className="font-medium">{title}</p>
      {detail ? <CardDescription>{detail}</CardDescription> : null}
      {view.status === 'waiting' ? (
        <Link to={UPLOAD_PATH} className="text-sm font-medium text-primary underline underline-offset-4">
          {TEXT.uploadFor(BUREAU_LABELS[view.bureau])}
        </Link>
      ) : null}
    </div>
  );
}

function noScoreContent(view: BureauScoreView): { icon: ReactNode; title: string; detail: string | null } {
  switch (view.status) {
    case 'processing':
      return { icon: <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />, title: TEXT.processing, detail: null };
    case 'failed':
      return {
        icon: <AlertTriangle className="size-5" aria-hidden="true" />,
        title: TEXT.failed,
        detail: view.latest?.metadata.error?.message ?? null,
      };
    case 'unscored':
      return {
        icon: <FileQuestion className="size-5" aria-hidden="true" />,
        title: TEXT.unscored,
        detail: view.reportDate ? `${TEXT.lastUpdated}: ${formatReportDate(view.reportDate.date)} (${TEXT.reportDate})` : null,
      };
    default:
      return { icon: <Clock className="size-5" aria-hidden="true" />, title: TEXT.waiting, detail: null };
  }
}

/**
 * Shown instead of the three cards when no bureau has a score and none is being processed (spec: empty list). When
 * a report was read but prints no score (free annual reports often do not), it offers the manual score correction.
 */
function ScoreUnavailableCard({ headingLevel = 'h3', unscored }: { headingLevel?: 'h2' | 'h3'; unscored: boolean }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 px-6 py-8 text-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <FileQuestion className="size-5" aria-hidden="true" />
        </span>
        <CardTitle as={headingLevel} className="text-lg">
          {TEXT.unavailableTitle}
        </CardTitle>
        <CardDescription className="max-w-md">{unscored ? TEXT.unscoredDescription : TEXT.unavailableDescription}</CardDescription>
        {unscored ? (
          <Button variant="outline" size="sm" className="mt-2" asChild>
            <Link to={ADD_SCORE_PATH}>
              <PencilLine aria-hidden="true" />
              {TEXT.addScore}
            </Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** True when the three cards would all be empty: no score anywhere and nothing being processed. */
function scoresUnavailable(views: readonly BureauScoreView[]): boolean {
  return views.every((v) => v.score === null && !v.running);
}

/** The three bureau cards in a responsive grid, or 'Credit Score Data Unavailable'. */
export function BureauScoreCards({ views, headingLevel = 'h3' }: { views: readonly BureauScoreView[]; headingLevel?: 'h2' | 'h3' }) {
  if (scoresUnavailable(views)) return <ScoreUnavailableCard headingLevel={headingLevel} unscored={views.some((v) => v.status === 'unscored')} />;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {views.map((view) => (
        <BureauScoreCard key={view.bureau} view={view} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
