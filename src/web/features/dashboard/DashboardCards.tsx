import { AlertCircle, CalendarClock, CheckCircle2, Circle, ClipboardList, CreditCard, FileWarning, Landmark, RefreshCw, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BUREAU_LABELS, type AnalysisSummaryDto, type Bureau } from '../../../common/analysis';
import { isHighInquiryCount, type AccountSummaryType } from '../../../common/score';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Progress } from '../../components/ui/progress';
import { cn } from '../../lib/cn';
import { formatDate, formatReportDate } from '../../lib/dates';
import { FactorList } from '../analyses/factors/FactorList';
import type { UnavailableFactor } from '../analyses/factors/factor-display';
import { PartialReadingNote } from '../analyses/reading/PartialReadingNote';
import { bureauLabel, type AccountSummary, type CreditFactor, type RepairPlanSummary, type UpcomingTask } from './model';
import { DASHBOARD_TEXT as TEXT, REPAIR_PLAN_PATH, UPLOAD_PATH } from './texts';

// ---- header --------------------------------------------------------------------------------------------------------

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

export function DashboardHeader({ lastRefresh, refreshing, onRefresh }: { lastRefresh: number | null; refreshing: boolean; onRefresh: () => void }) {
  return (
    <PageHeader
      title={TEXT.page.title}
      subtitle={TEXT.page.subtitle}
      actions={
        <div className="flex flex-col gap-1 sm:items-end">
          <Button variant="outline" onClick={onRefresh} aria-disabled={refreshing} className={cn('w-fit', refreshing && 'opacity-60')}>
            <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
            {TEXT.page.refresh}
          </Button>
          {lastRefresh ? (
            <p className="text-xs text-muted-foreground">
              {TEXT.page.lastRefreshed} {TIME_FORMAT.format(lastRefresh)}
            </p>
          ) : null}
        </div>
      }
    />
  );
}

// ---- failed analyses -----------------------------------------------------------------------------------------------

/** Spec §8 'Some analyses have failed', with each bureau's reason. */
export function FailedNotice({ failed }: { failed: readonly AnalysisSummaryDto[] }) {
  if (failed.length === 0) return null;
  return (
    <Alert variant="destructive">
      <FileWarning aria-hidden="true" />
      <AlertTitle>{TEXT.failed.title}</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <ul className="flex flex-col gap-1">
          {failed.map((a) => (
            <li key={a.id}>
              <span className="font-medium">{bureauLabel(a)}:</span> {a.metadata.error?.message ?? TEXT.failed.fallbackReason}
            </li>
          ))}
        </ul>
        <Link to={UPLOAD_PATH} className="w-fit font-medium underline underline-offset-4">
          {TEXT.uploadAgain}
        </Link>
      </AlertDescription>
    </Alert>
  );
}

// ---- credit factors ------------------------------------------------------------------------------------------------

interface CreditFactorsCardProps {
  factors: readonly CreditFactor[];
  /** Spec factors the report gave nothing to rate, with the reason. */
  unavailable?: readonly UnavailableFactor[];
  /** The report shown: bureau and its own date (null: the report gave none). */
  from: { bureau: Bureau; date: string | null } | null;
  /** The analysis shown, for the partial-reading line (absent while the cached figures show). */
  analysis?: AnalysisSummaryDto | null;
  /** Bureaus with a completed report to choose from, in the score cards' order (the picker shows with two or more). */
  choices?: readonly { id: string; bureau: Bureau }[];
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  className?: string;
}

export function CreditFactorsCard({ factors, unavailable = [], from, analysis = null, choices = [], selectedId, onSelect, className }: CreditFactorsCardProps) {
  return (
    <Card className={className}>
      <CardHeader className="gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{TEXT.factors.title}</CardTitle>
          {from ? (
            <CardDescription>
              {from.date ? TEXT.factors.from(BUREAU_LABELS[from.bureau], formatReportDate(from.date)) : TEXT.factors.fromUndated(BUREAU_LABELS[from.bureau])}
            </CardDescription>
          ) : null}
        </div>
        {choices.length > 1 && onSelect ? (
          <div role="group" aria-label={TEXT.factors.bureauPicker} className="flex w-fit max-w-full flex-nowrap gap-1 overflow-x-auto rounded-md bg-muted p-1">
            {choices.map((c) => (
              <button
                key={c.id}
                type="button"
                aria-pressed={c.id === selectedId}
                onClick={() => onSelect(c.id)}
                className={cn(
                  'cursor-pointer whitespace-nowrap rounded px-3 py-1 text-sm font-medium text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring',
                  c.id === selectedId ? 'bg-card text-foreground shadow-sm' : 'hover:text-foreground',
                )}
              >
                {BUREAU_LABELS[c.bureau]}
              </button>
            ))}
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <PartialReadingNote analysis={analysis} />
        {factors.length === 0 && unavailable.length === 0 ? (
          <p className="text-muted-foreground">{TEXT.factors.empty}</p>
        ) : (
          <FactorList factors={factors} unavailable={unavailable} />
        )}
      </CardContent>
    </Card>
  );
}

// ---- accounts summary ----------------------------------------------------------------------------------------------

const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const ACCOUNT_ICONS: Record<AccountSummaryType, ReactNode> = {
  'Credit Cards': <CreditCard className="size-4" aria-hidden="true" />,
  'Installment Loans': <Landmark className="size-4" aria-hidden="true" />,
  Collections: <AlertCircle className="size-4" aria-hidden="true" />,
};

export function AccountsSummaryCard({
  rows,
  inquiries,
  analysis = null,
  className,
}: {
  rows: readonly AccountSummary[];
  inquiries: number | null;
  /** The analysis the rows come from, for the partial-reading line. */
  analysis?: AnalysisSummaryDto | null;
  className?: string;
}) {
  const high = inquiries !== null && isHighInquiryCount(inquiries);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{TEXT.accounts.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PartialReadingNote analysis={analysis} />
        {rows.length === 0 ? (
          <p className="text-muted-foreground">{TEXT.accounts.empty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {rows.map((row) => (
              <li key={row.type} className="flex items-start justify-between gap-3 rounded-md border border-border p-3">
                <div className="flex items-start gap-2">
                  <span className="mt-0.5 text-muted-foreground">{ACCOUNT_ICONS[row.type]}</span>
                  <div>
                    <p className="font-medium">{row.type}</p>
                    <p className="text-sm text-muted-foreground">{TEXT.accounts.accounts(row.count)}</p>
                  </div>
                </div>
                <div className="flex flex-col items-end gap-1 text-right">
                  <p className="font-semibold tabular-nums">
                    <span className="sr-only">{TEXT.accounts.balance}: </span>
                    {MONEY.format(row.totalBalance)}
                  </p>
                  {row.negativeCount > 0 ? (
                    <Badge variant="destructive" className="whitespace-nowrap">
                      {TEXT.accounts.negative(row.negativeCount)}
                    </Badge>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {inquiries === null && rows.length === 0 ? null : (
          <div className="flex items-start justify-between gap-3 rounded-md border border-border p-3">
            <div className="flex items-start gap-2">
              <Search className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
              <div>
                <p className="font-medium">{TEXT.accounts.inquiries}</p>
                {high ? <p className="text-sm text-muted-foreground">{TEXT.accounts.inquiriesHighNote}</p> : null}
              </div>
            </div>
            <div className="flex flex-col items-end gap-1">
              <p className="whitespace-nowrap font-semibold tabular-nums">{inquiries ?? TEXT.accounts.unknown}</p>
              {high ? <Badge variant="warning">{TEXT.accounts.inquiriesHigh}</Badge> : null}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

// ---- repair plan and upcoming tasks --------------------------------------------------------------------------------

export function RepairPlanCard({ summary }: { summary: RepairPlanSummary }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>{TEXT.plan.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <div className="flex justify-between text-sm">
            <span className="font-medium">{TEXT.plan.progress}</span>
            <span className="font-semibold tabular-nums">{summary.percent}%</span>
          </div>
          <Progress value={summary.percent} aria-label={`${TEXT.plan.title} ${TEXT.plan.progress.toLowerCase()}`} />
        </div>
        {summary.total === 0 ? (
          <p className="text-sm text-muted-foreground">{TEXT.plan.empty}</p>
        ) : (
          <>
            <TaskList heading={TEXT.plan.upcoming} tasks={summary.pending} />
            <TaskList heading={TEXT.plan.completed} tasks={summary.completed} />
          </>
        )}
      </CardContent>
      <CardFooter>
        <Button variant="outline" asChild>
          <Link to={REPAIR_PLAN_PATH}>
            <ClipboardList aria-hidden="true" />
            {TEXT.plan.viewFull}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function TaskList({ heading, tasks }: { heading: string; tasks: RepairPlanSummary['pending'] }) {
  if (tasks.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-muted-foreground">{heading}</h3>
      <ul className="flex flex-col gap-2">
        {tasks.map((t) => (
          <li key={t.id} className="flex items-start gap-2 text-sm">
            {t.completed ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <span className={cn('flex-1', t.completed && 'text-muted-foreground line-through')}>{t.title}</span>
            {t.dueDate && !t.completed ? <span className="text-xs text-muted-foreground">{TEXT.plan.due(formatDate(t.dueDate))}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function UpcomingTasksCard({ tasks }: { tasks: readonly UpcomingTask[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{TEXT.tasks.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {tasks.length === 0 ? (
          <div className="flex items-start gap-3 text-sm text-muted-foreground">
            <CalendarClock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>{TEXT.tasks.empty}</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {tasks.map((t) => (
              <li key={t.id} className="flex items-center justify-between gap-3 rounded-md border border-border p-3 text-sm">
                <div>
                  <p className="font-medium">{t.title}</p>
                  <p className="text-muted-foreground">{TEXT.plan.due(formatDate(t.dueDate))}</p>
                </div>
                <Badge variant="outline">{TEXT.tasks.types[t.type]}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
