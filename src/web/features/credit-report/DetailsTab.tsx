import { ListChecks, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { BUREAU_LABELS, displayProgress, displayScore, reportCounts, type AnalysisSummaryDto } from '../../../common/analysis';
import type { Citation } from '../../../common/assistant';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { NegativeItemsPanel, RecommendationsPanel, ScoreFactorsPanel } from './detail-panels';
import { FindingsPanel } from './FindingsPanel';
import { formatDate } from '../../lib/dates';
import { fileNameOf, reportDateText, reportOptionLabel, selectedAnalysis } from './model';
import { latestReportFirst } from '../../../common/analysis-select';
import { PartialReadingNote } from '../analyses/reading/PartialReadingNote';
import { AnalysisSummary } from './AnalysisSummary';
import { StatusBadge } from './StatusBadge';
import { ReadingNotice } from '../analyses/reading/ReadingNotice';
import { isOtherPersons } from '../../../common/report-owner';
import { InquiryBurstsPanel, NotShownNote, OwnerNotice } from './ReportNotes';
import { REVIEW_TEXT } from './review/texts';
import { StrategyPanel } from './StrategyPanel';
import { useServiceAccess } from '../subscription/service-access';
import { useAdviceCatchUp } from '../analyses/api';
import { DETAIL_TABS, TEXT, type DetailTab } from './texts';

// Only loaded when the tab is opened: the forms and their schemas are not needed to read an analysis.
const AssistantPanel = lazy(async () => ({ default: (await import('../assistant/AssistantPanel')).AssistantPanel }));
const ReviewAccountsPanel = lazy(async () => ({ default: (await import('./review/ReviewAccountsPanel')).ReviewAccountsPanel }));

/** Report Details: pick an analysis (default the latest completed) and read its detail tabs (spec §2). */
export function DetailsTab({
  analyses,
  selectedId,
  initialDetail,
  onSelect,
}: {
  analyses: AnalysisSummaryDto[];
  selectedId: string | null;
  /** The detail tab to open first (`?detail=`, e.g. 'review' from a reading notice). */
  initialDetail?: string | null;
  onSelect: (id: string) => void;
}) {
  const pickId = useId();
  const selected = selectedAnalysis(analyses, selectedId)!;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:max-w-md">
        <label htmlFor={pickId} className="text-sm font-medium">
          {TEXT.details.pickLabel}
        </label>
        <select
          id={pickId}
          value={selected.id}
          onChange={(event) => onSelect(event.target.value)}
          className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        >
          {latestReportFirst(analyses).map((a) => (
            <option key={a.id} value={a.id}>
              {reportOptionLabel(a)}
            </option>
          ))}
        </select>
      </div>
      <AnalysisDetail key={selected.id} analysis={selected} initialTab={parseDetailTab(initialDetail)} />
    </div>
  );
}

function parseDetailTab(value: string | null | undefined): DetailTab {
  return DETAIL_TABS.find((t) => t.value === value)?.value ?? 'factors';
}

function AnalysisDetail({ analysis: a, initialTab }: { analysis: AnalysisSummaryDto; initialTab: DetailTab }) {
  const [tab, setTab] = useState<DetailTab>(initialTab);
  // A citation in the assistant's answer opens its tab here and scrolls to the entry it names.
  const [anchor, setAnchor] = useState<string | null>(null);
  useEffect(() => {
    if (!anchor) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(anchor);
      target?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      setAnchor(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [anchor, tab]);
  const openCitation = (citation: Citation) => {
    setTab(citation.detail);
    setAnchor(citation.anchor);
  };
  const notMine = notMineCount(a);
  // Advice on what to dispute is a contracted service (15 U.S.C. 1679d(a)(2); decision 169); reading the report is free.
  const advice = useServiceAccess({ description: TEXT.details.adviceWithPlan });
  const raw = a.raw_data;
  useAdviceCatchUp(raw?.advice_withheld === true, advice.open);
  const score = displayScore(a);
  const bureau = BUREAU_LABELS[a.bureau];
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{bureau}</CardTitle>
          <StatusBadge status={a.analysis_status} />
        </div>
        <p className="truncate text-sm text-muted-foreground" title={fileNameOf(a)}>
          {reportDateText(a)} · {fileNameOf(a)} · {TEXT.details.uploaded(formatDate(a.upload_date))}
        </p>
        {a.analysis_status === 'completed' && raw ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            <Stat label={a.corrected_score === null ? TEXT.details.score : TEXT.details.correctedScore} value={score === null ? '—' : String(score)} />
            <Stat label={TEXT.details.negativeItems} value={String((a.negative_items ?? raw.negative_items).length)} />
            <Stat label={TEXT.details.possibleErrors} value={String(raw.findings.length)} />
            <Stat label={TEXT.details.accounts} value={String(reportCounts(raw.report).accounts)} />
            <Stat label={TEXT.details.inquiries} value={String(reportCounts(raw.report).inquiries)} />
          </dl>
        ) : null}
        {a.analysis_status === 'completed' && raw ? <PartialReadingNote analysis={a} /> : null}
        {a.analysis_status === 'completed' ? <OwnerNotice analysis={a} /> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {a.analysis_status === 'completed' && raw ? <ReadingNotice analysis={a} onReview={() => setTab('review')} /> : null}
        {a.analysis_status === 'completed' && raw ? <NotShownNote analysis={a} /> : null}
        {a.analysis_status === 'completed' && raw ? <InquiryBurstsPanel analysis={a} /> : null}
        {a.analysis_status === 'completed' && raw && !isOtherPersons(a) && advice.open ? (
          <AnalysisSummary recommendations={raw.recommendations ?? []} onOpenAll={() => setTab('recommendations')} />
        ) : null}
        {a.analysis_status === 'completed' && raw && !isOtherPersons(a) ? (
          <Button asChild variant="outline" className="w-fit">
            <Link to={`/dispute-letters?choose=${encodeURIComponent(a.id)}`}>
              <ListChecks aria-hidden="true" />
              {TEXT.details.chooseDisputes}
            </Link>
          </Button>
        ) : null}
        {a.analysis_status === 'completed' && raw ? (
          <Tabs value={tab} onValueChange={(value) => setTab(value as DetailTab)}>
            <TabsList aria-label={TEXT.details.tabsLabel(bureau)} className="flex h-auto w-full flex-wrap justify-start gap-1 sm:inline-flex sm:w-auto">
              {DETAIL_TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="factors">
              <ScoreFactorsPanel analysis={a} />
            </TabsContent>
            <TabsContent value="strategy">{advice.open ? <StrategyPanel analysis={a} /> : advice.gate}</TabsContent>
            <TabsContent value="negative" className="flex flex-col gap-3">
              {notMine > 0 ? <p className="text-sm text-muted-foreground">{TEXT.details.notMineLeftOut(notMine)}</p> : null}
              <NegativeItemsPanel items={a.negative_items ?? raw.negative_items ?? []} />
            </TabsContent>
            <TabsContent value="recommendations">
              {advice.open ? <RecommendationsPanel recommendations={raw.recommendations ?? []} /> : advice.gate}
            </TabsContent>
            <TabsContent value="assistant">
              <Suspense fallback={<Spinner className="size-5" />}>
                <AssistantPanel analysisId={a.id} onCite={openCitation} />
              </Suspense>
            </TabsContent>
            <TabsContent value="errors">
              <FindingsPanel findings={raw.findings ?? []} />
            </TabsContent>
            <TabsContent value="review">
              <Suspense fallback={<Spinner label={REVIEW_TEXT.loading} className="size-5" />}>
                <ReviewAccountsPanel analysis={a} />
              </Suspense>
            </TabsContent>
          </Tabs>
        ) : a.analysis_status === 'failed' ? (
          <Alert variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>{TEXT.details.failed}</AlertTitle>
            <AlertDescription>{a.metadata.error?.message ?? TEXT.history.failedReasonFallback}</AlertDescription>
          </Alert>
        ) : (
          <div className="flex flex-col gap-2">
            <p className="text-sm">{a.analysis_status === 'completed' ? TEXT.details.noCompleted : TEXT.details.notCompleted}</p>
            <Progress value={displayProgress(a)} aria-label={TEXT.page.progressLabel(bureau)} className="max-w-md" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function notMineCount(a: AnalysisSummaryDto): number {
  return a.raw_data?.review?.not_mine.length ?? 0;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-muted px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
