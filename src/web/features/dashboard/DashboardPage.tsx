import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { AnalysisSummaryDto } from '../../../common/analysis';
import { usePageTitle } from '../../lib/page-title';
import { IncompleteNotices } from '../analyses/reading/IncompleteNotice';
import { ReadingNotices } from '../analyses/reading/ReadingNotice';
import { useFigures } from '../analyses/api';
import { NegativesLine } from '../analyses/figures/NegativesLine';
import { RoundLine } from '../analyses/figures/RoundLine';
import { BureauScoreCards } from '../analyses/score-card';
import { bureauScoreViews, type BureauScoreView } from '../../../common/analysis-select';
import { useAuthSession } from '../auth/session';
import { planCardSummary, type PlanCardSummary } from '../../../common/repair-plan';
import { useDisputes } from '../disputes/api';
import { usePlan } from '../plan/api';
import { useSubscription } from '../subscription/api';
import { writeDashboardCache, type DashboardSnapshot } from './cache';
import { AccountsSummaryCard, CreditFactorsCard, DashboardHeader, FailedNotice, RepairPlanCard, UpcomingTasksCard } from './DashboardCards';
import { DashboardError, DashboardSkeleton, WelcomeCard } from './DashboardStates';
import {
  accountsSummary,
  bannerState,
  creditFactors,
  dashboardItems,
  defaultFactorSource,
  factorSources,
  factorsFrom,
  failedAnalyses,
  inquiryCount,
  upcomingTasks,
  unratedFactors,
  type BannerState,
  type DashboardDisputeItem,
} from './model';
import { ProcessingBanner } from './ProcessingBanner';
import { DASHBOARD_TEXT as TEXT } from './texts';
import { useDashboardData } from './use-dashboard-data';
import { useDashboardWarnings } from './use-dashboard-warnings';

const NO_PLAN: PlanCardSummary = { percent: 0, total: 0, pending: [], completed: [] };
const NO_DISPUTE_ITEMS: readonly DashboardDisputeItem[] = [];

interface LiveView {
  scores: BureauScoreView[];
  failed: AnalysisSummaryDto[];
  sources: AnalysisSummaryDto[];
  processingError: boolean;
}

const EMPTY_VIEW: Omit<LiveView, 'processingError'> = { scores: bureauScoreViews([]), failed: [], sources: [] };

/**
 * Everything the data view derives from the rows alone (the banner also needs the clock, so it is apart and the
 * 30 s clock tick does not redo this or rewrite the cache); a malformed row must not take the page down (spec §8).
 */
function deriveView(analyses: readonly AnalysisSummaryDto[]): LiveView {
  try {
    return { scores: bureauScoreViews(analyses), failed: failedAnalyses(analyses), sources: factorSources(analyses), processingError: false };
  } catch {
    return { ...EMPTY_VIEW, processingError: true };
  }
}

function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/**
 * /dashboard (spec document 2 §2): loading skeleton; the welcome screen without reports; the error alert; or the
 * data view — header with 'Refresh Data', processing/stuck banner, failed notice, three bureau score cards,
 * credit factors with the accounts summary, the repair plan and the upcoming tasks.
 */
export function DashboardPage() {
  usePageTitle(TEXT.page.title);
  const { user } = useAuthSession();
  const userId = user?.id ?? null;
  const data = useDashboardData(userId);
  const disputes = useDisputes(userId);
  const disputeItems = useMemo(() => (disputes.data ? dashboardItems(disputes.data.items) : NO_DISPUTE_ITEMS), [disputes.data]);
  // The card reads the same plan as /repair-plan (GET /api/plan), so the two never disagree.
  // Only once services are open (docs/decisions/160): before that GET /api/plan would answer 402 or 403.
  const servicesOpen = useSubscription().data?.servicesOpen === true;
  const planQuery = usePlan(userId !== null && servicesOpen);
  const plan = useMemo<PlanCardSummary>(() => (planQuery.data ? planCardSummary(planQuery.data) : NO_PLAN), [planQuery.data]);
  const tasks = useMemo(() => upcomingTasks(disputeItems), [disputeItems]);
  const { analyses, cached, now } = data;
  const figures = useFigures(data.lastRefresh ?? 0, userId !== null && data.status === 'data');

  const live = useMemo(() => (analyses ? deriveView(analyses) : null), [analyses]);
  // undefined: the banner could not be derived from the rows (a processing error like the view's).
  const banner = useMemo<BannerState | null | undefined>(
    () => (analyses && !live?.processingError ? safely(() => bannerState(analyses, now), undefined) : null),
    [analyses, live, now],
  );
  const processingError = (live?.processingError ?? false) || banner === undefined;
  useDashboardWarnings(banner?.stuck ?? []);

  const [selectedId, setSelectedId] = useState<string | null>(null);
  const source = live ? (live.sources.find((a) => a.id === selectedId) ?? defaultFactorSource(live.sources)) : null;
  const factors = useMemo(() => safely(() => creditFactors(source), []), [source]);
  const unrated = useMemo(() => safely(() => unratedFactors(source, factors), []), [source, factors]);
  const accounts = useMemo(() => safely(() => accountsSummary(source), []), [source]);
  const inquiries = useMemo(() => safely(() => inquiryCount(source), null), [source]);

  const processingWarned = useRef(false);
  useEffect(() => {
    if (!processingError || processingWarned.current) return;
    processingWarned.current = true;
    toast.error(TEXT.toast.processingFailed, { description: TEXT.toast.processingFailedDescription });
  }, [processingError]);

  // Spec §7: keep the dashboard's figures (for the default report) for a fast first paint on the next visit.
  useEffect(() => {
    if (!live || !userId || live.processingError || !analyses || analyses.length === 0) return;
    const first = defaultFactorSource(live.sources);
    const snapshot: DashboardSnapshot = {
      scores: live.scores.map(({ latest: _l, source: _s, ...rest }) => rest),
      factors: safely(() => creditFactors(first), []),
      factorsFrom: factorsFrom(first),
      accountsSummary: safely(() => accountsSummary(first), []),
      inquiryCount: safely(() => inquiryCount(first), null),
    };
    writeDashboardCache(userId, snapshot, Date.now());
  }, [live, userId, analyses]);

  if (data.status === 'loading') return <DashboardSkeleton />;
  if (data.status === 'error') return <DashboardError error={data.error} onRetry={() => void data.retry()} retrying={data.refreshing} />;
  if (data.status === 'empty') return <WelcomeCard />;

  const scores = live ? live.scores : (cached?.scores.map((s) => ({ ...s, latest: null, source: null })) ?? []);
  const from = live ? factorsFrom(source) : (cached?.factorsFrom ?? null);

  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader lastRefresh={data.lastRefresh} refreshing={data.refreshing} onRefresh={() => void data.refresh()} />
      {banner ? (
        <ProcessingBanner banner={banner} refreshing={data.refreshing} onRefreshPage={() => void data.refresh()} onRecovered={data.afterRecovery} />
      ) : null}
      {live ? <FailedNotice failed={live.failed} /> : null}
      {live ? <IncompleteNotices analyses={analyses ?? []} /> : null}
      {live ? <ReadingNotices analyses={live.scores.flatMap((s) => (s.source ? [s.source] : []))} /> : null}
      <section aria-labelledby="dashboard-scores" className="flex flex-col gap-3">
        <h2 id="dashboard-scores" className="text-lg font-semibold">
          {TEXT.page.scoresHeading}
        </h2>
        <BureauScoreCards views={scores} />
        <NegativesLine figures={figures.data} />
        <RoundLine figures={figures.data} />
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <CreditFactorsCard
          className="lg:col-span-2"
          factors={live ? factors : (cached?.factors ?? [])}
          unavailable={live ? unrated : []}
          analysis={live ? source : null}
          from={from}
          choices={live?.sources.map((a) => ({ id: a.id, bureau: a.bureau })) ?? []}
          selectedId={source?.id ?? null}
          onSelect={setSelectedId}
        />
        <AccountsSummaryCard
          rows={live ? accounts : (cached?.accountsSummary ?? [])}
          inquiries={live ? inquiries : (cached?.inquiryCount ?? null)}
          analysis={live ? source : null}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <RepairPlanCard summary={plan} />
        <UpcomingTasksCard tasks={tasks} />
      </div>
    </div>
  );
}
