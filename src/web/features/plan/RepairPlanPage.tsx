/**
 * /repair-plan (spec document 2 §2 "Repair Plan screen", §3 "Repair phase", §8, §9): the person's plan in four
 * phases, built on the server from their reports and disputes; ticks are kept (decision 111).
 */
import { CalendarDays, ChevronDown, ListChecks, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PHASES_OPEN_BY_DEFAULT, PLAN_TEXT as TEXT, type PlanTask, type RepairPhase } from '../../../common/repair-plan';
import { SubscriptionRequired } from '../../components/SubscriptionRequired';
import { isSubscriptionRequired } from '../../lib/errors';
import { useServiceAccess } from '../subscription/service-access';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { NegativesLine } from '../analyses/figures/NegativesLine';
import { RoundLine } from '../analyses/figures/RoundLine';
import { Progress } from '../../components/ui/progress';
import { PageSpinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { formatReportDate } from '../../lib/dates';
import { usePageTitle } from '../../lib/page-title';
import { PlanCalendarView } from '../calendar/PlanCalendarView';
import { usePlan, useSetCompletion, type CompletionTarget } from './api';

export const UPLOAD_PATH = '/credit-report?tab=upload';
const DISPUTES_PATH = '/dispute-letters';
const CREDIT_REPORT_PATH = '/credit-report';

function useCompletion() {
  const mutation = useSetCompletion();
  return {
    pending: mutation.isPending,
    set(target: CompletionTarget, completed: boolean) {
      mutation.mutate(
        { target, completed },
        {
          onSuccess: () => {
            if (target.kind === 'phase') toast.success(completed ? TEXT.toast.phaseDone : TEXT.toast.phaseOpen);
            else toast.success(completed ? TEXT.toast.taskDone : TEXT.toast.taskOpen);
          },
          onError: (error) => toast.error(TEXT.toast.failed, { description: error instanceof Error ? error.message : undefined }),
        },
      );
    },
  };
}

function TaskItem({ task, completion }: { task: PlanTask; completion: ReturnType<typeof useCompletion> }) {
  const manual = task.driver === 'manual';
  const checkboxId = `task-${task.id}`;
  return (
    <li className="rounded-md border border-border p-3" data-testid="plan-task" data-task-id={task.id}>
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary"
          checked={task.completed}
          disabled={!manual || completion.pending}
          onChange={(e) => completion.set({ kind: 'task', taskId: task.id }, e.target.checked)}
          aria-describedby={manual ? undefined : `${checkboxId}-auto`}
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={checkboxId} className={task.completed ? 'font-medium text-muted-foreground line-through' : 'font-medium'}>
            {task.title}
          </label>
          <p className="mt-0.5 text-sm text-muted-foreground">{task.description}</p>
          <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
            {task.dueDate ? <span>{TEXT.due(formatReportDate(task.dueDate))}</span> : null}
            {manual ? null : <span id={`${checkboxId}-auto`}>{task.driver === 'dispute' ? TEXT.automatic : TEXT.automaticData}</span>}
          </div>
          {task.subtasks.length > 0 ? (
            <ul className="mt-2 flex flex-col gap-1.5">
              {task.subtasks.map((s) => {
                const id = `${checkboxId}-${s.id}`;
                return (
                  <li key={s.id} className="flex items-start gap-2 text-sm">
                    <input
                      id={id}
                      type="checkbox"
                      className="mt-0.5 size-4 shrink-0 accent-primary"
                      checked={s.completed}
                      disabled={!manual || completion.pending}
                      onChange={(e) => completion.set({ kind: 'subtask', taskId: task.id, subtaskId: s.id }, e.target.checked)}
                    />
                    <label htmlFor={id} className={s.completed ? 'text-muted-foreground line-through' : undefined}>
                      {s.title}
                    </label>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function PhaseCard({ phase, completion }: { phase: RepairPhase; completion: ReturnType<typeof useCompletion> }) {
  const [open, setOpen] = useState<boolean>((PHASES_OPEN_BY_DEFAULT as readonly number[]).includes(phase.number));
  const contentId = `phase-${phase.id}-content`;
  return (
    <Card data-testid={`phase-${phase.number}`}>
      <CardHeader className="gap-2">
        <button
          type="button"
          className="flex w-full cursor-pointer items-start justify-between gap-3 text-left"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="flex flex-col gap-1">
            <span className="flex flex-wrap items-center gap-2">
              <Badge variant={phase.completed ? 'success' : 'secondary'}>{TEXT.phaseLabel(phase.number)}</Badge>
              <CardTitle as="h2" className="text-lg">
                {phase.title}
              </CardTitle>
            </span>
            <CardDescription>{phase.description}</CardDescription>
          </span>
          <ChevronDown aria-hidden="true" className={`mt-1 size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        <div className="flex items-center gap-3">
          <Progress value={phase.completionPercentage} aria-label={`${phase.title}: ${TEXT.complete(phase.completionPercentage)}`} />
          <span className="shrink-0 text-sm text-muted-foreground">{TEXT.complete(phase.completionPercentage)}</span>
        </div>
      </CardHeader>
      {open ? (
        <>
          <CardContent id={contentId} className="flex flex-col gap-3">
            {phase.tasks.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {TEXT.emptyDisputes}{' '}
                <Link className="font-medium text-primary underline" to={DISPUTES_PATH}>
                  {TEXT.openDisputes}
                </Link>
              </p>
            ) : (
              <ul className="flex flex-col gap-2">
                {phase.tasks.map((t) => (
                  <TaskItem key={t.id} task={t} completion={completion} />
                ))}
              </ul>
            )}
            {phase.moreDisputes ? (
              <p className="text-sm text-muted-foreground">
                {TEXT.moreDisputes(phase.moreDisputes)}{' '}
                <Link className="font-medium text-primary underline" to={DISPUTES_PATH}>
                  {TEXT.openDisputes}
                </Link>
              </p>
            ) : null}
          </CardContent>
          {phase.tasks.some((t) => t.driver === 'manual') ? (
            <CardFooter>
              <Button variant="outline" disabled={completion.pending} onClick={() => completion.set({ kind: 'phase', phaseId: phase.id }, !phase.completed)}>
                {phase.completed ? TEXT.reopenPhase : TEXT.markPhase}
              </Button>
            </CardFooter>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

export function RepairPlanPage() {
  usePageTitle(TEXT.heading);
  const navigate = useNavigate();
  const access = useServiceAccess({ title: TEXT.subscription.title, description: TEXT.subscription.description });
  const plan = usePlan(access.open);
  const completion = useCompletion();
  const required = isSubscriptionRequired(plan.error);

  useEffect(() => {
    // Spec §8: load failure toast 'Error' with 'Failed to load repair plan data' (destructive).
    if (plan.isError && !required) toast.error(TEXT.loadError.title, { description: TEXT.loadError.description });
  }, [plan.isError, required]);

  const recommendations = (
    <Button
      onClick={() => {
        toast.info(TEXT.aiToast.title, { description: TEXT.aiToast.description });
        void navigate(UPLOAD_PATH);
      }}
    >
      <Sparkles aria-hidden="true" />
      {TEXT.aiRecommendations}
    </Button>
  );

  let body;
  if (access.gate) body = access.gate;
  else if (plan.isPending) body = <PageSpinner label={TEXT.loading} />;
  else if (required) body = <SubscriptionRequired title={TEXT.subscription.title} description={TEXT.subscription.description} />;
  else if (plan.isError)
    body = (
      <Alert variant="destructive">
        <AlertTitle>{TEXT.loadError.title}</AlertTitle>
        <AlertDescription>{TEXT.loadError.description}</AlertDescription>
      </Alert>
    );
  else {
    body = (
      <>
        {plan.data.has_completed_analysis ? (
          <div className="flex flex-col gap-1">
            <NegativesLine figures={plan.data.figures} />
            <RoundLine figures={plan.data.figures} />
          </div>
        ) : (
          <Alert variant="warning" data-testid="no-reports-banner">
            <AlertTitle>{TEXT.noReports.title}</AlertTitle>
            <AlertDescription className="flex flex-col items-start gap-2">
              <span>{TEXT.noReports.description}</span>
              <Button asChild size="sm" variant="outline">
                <Link to={CREDIT_REPORT_PATH}>{TEXT.noReports.action}</Link>
              </Button>
            </AlertDescription>
          </Alert>
        )}
        <Tabs defaultValue="guide">
          <TabsList>
            <TabsTrigger value="guide">
              <ListChecks aria-hidden="true" />
              {TEXT.tabs.guide}
            </TabsTrigger>
            <TabsTrigger value="calendar">
              <CalendarDays aria-hidden="true" />
              {TEXT.tabs.calendar}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="guide" className="flex flex-col gap-4">
            {plan.data.phases.map((p) => (
              <PhaseCard key={p.id} phase={p} completion={completion} />
            ))}
          </TabsContent>
          <TabsContent value="calendar">
            <PlanCalendarView />
          </TabsContent>
        </Tabs>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.heading} subtitle={TEXT.subtitle} actions={required ? undefined : recommendations} />
      {body}
    </div>
  );
}
