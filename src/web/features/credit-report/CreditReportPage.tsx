import { Download, FileSearch, History, RefreshCw, TriangleAlert, Upload } from 'lucide-react';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { AnalysisSummaryDto } from '../../../common/analysis';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorMessage, toastError } from '../../lib/errors';
import { usePageTitle } from '../../lib/page-title';
import { useAnalyses } from '../analyses/api';
import { ContentGuard } from './ContentGuard';
import { downloadOriginalFile } from './download';
import { parseTab, pollInterval, selectedAnalysis } from './model';
import { REPORT_TABS, TEXT, type ReportTab } from './texts';
import { useForcedRefetch } from './use-forced-refetch';

const ScoresTab = lazy(async () => ({ default: (await import('./ScoresTab')).ScoresTab }));
const UploadTab = lazy(async () => ({ default: (await import('./UploadTab')).UploadTab }));
const HistoryTab = lazy(async () => ({ default: (await import('./HistoryTab')).HistoryTab }));
const DetailsTab = lazy(async () => ({ default: (await import('./DetailsTab')).DetailsTab }));

/** /credit-report (spec document 2 §2): scores, uploads, upload history and report details, tab in `?tab=`. */
export function CreditReportPage() {
  usePageTitle(TEXT.page.title);
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const detailId = tab === 'details' ? params.get('id') : null;

  const query = useAnalyses({ refetchInterval: (q) => pollInterval(q.state.data) });
  const { refetch } = query;
  const forceRefetch = useCallback(() => void refetch({ cancelRefetch: true }), [refetch]);
  useForcedRefetch(query.isPending, forceRefetch);

  const openTab = useCallback((next: ReportTab, id?: string) => setParams(id ? { tab: next, id } : { tab: next }), [setParams]);

  const [refreshing, setRefreshing] = useState(false);
  async function refresh() {
    if (refreshing) return;
    setRefreshing(true);
    toast(TEXT.page.refreshing);
    const result = await refetch();
    setRefreshing(false);
    if (result.error) toastError(TEXT.page.refreshFailed, result.error, TEXT.error.fallback);
  }

  const selected = query.data ? selectedAnalysis(query.data, detailId) : undefined;
  const [downloading, setDownloading] = useState(false);
  async function download() {
    if (!selected || downloading) return;
    setDownloading(true);
    try {
      await downloadOriginalFile(selected);
    } catch (error) {
      toastError(TEXT.page.downloadFailed, error, TEXT.page.downloadFailedFallback);
    } finally {
      setDownloading(false);
    }
  }

  /** Scores, history and details need the list; the upload tab works without it (also with no reports yet). */
  function withData(render: (analyses: AnalysisSummaryDto[]) => ReactNode) {
    if (query.isPending) return <LoadingState />;
    if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={forceRefetch} />;
    if (query.data.length === 0) return <EmptyState onUpload={() => openTab('upload')} />;
    return render(query.data);
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXT.page.title}
        subtitle={TEXT.page.subtitle}
        actions={
          <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap [&>button]:px-3 sm:[&>button]:px-4">
            <Button variant="outline" onClick={() => void refresh()} disabled={refreshing} aria-busy={refreshing || undefined}>
              <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
              {TEXT.page.refresh}
            </Button>
            <Button variant="outline" onClick={() => openTab('history')}>
              <History aria-hidden="true" />
              {TEXT.page.history}
            </Button>
            <Button variant="outline" onClick={() => void download()} disabled={!selected || downloading} aria-busy={downloading || undefined}>
              <Download aria-hidden="true" />
              {TEXT.page.download}
            </Button>
          </div>
        }
      />

      <Tabs value={tab} onValueChange={(value) => openTab(parseTab(value))}>
        <TabsList aria-label={TEXT.page.tabsLabel} className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-auto">
          {REPORT_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="scores">
          <TabFrame>
            {withData((analyses) => (
              <ScoresTab analyses={analyses} version={query.dataUpdatedAt} onUpload={() => openTab('upload')} />
            ))}
          </TabFrame>
        </TabsContent>
        <TabsContent value="upload">
          <TabFrame>
            <UploadTab analyses={query.data ?? []} />
          </TabFrame>
        </TabsContent>
        <TabsContent value="history">
          <TabFrame>
            {withData((analyses) => (
              <HistoryTab analyses={analyses} onViewDetails={(id) => openTab('details', id)} />
            ))}
          </TabFrame>
        </TabsContent>
        <TabsContent value="details">
          <TabFrame>
            {withData((analyses) => (
              <DetailsTab analyses={analyses} selectedId={detailId} initialDetail={params.get('detail')} onSelect={(id) => openTab('details', id)} />
            ))}
          </TabFrame>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Each tab's content loads lazily and sits inside the error guard (spec §2). */
function TabFrame({ children }: { children: ReactNode }) {
  return (
    <ContentGuard>
      <Suspense fallback={<LoadingState />}>{children}</Suspense>
    </ContentGuard>
  );
}

function LoadingState() {
  return (
    <div className="flex flex-col gap-4">
      <Spinner label={TEXT.page.loading} className="size-5" />
      <div className="grid gap-4 md:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}

function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{TEXT.error.title}</AlertTitle>
      <AlertDescription>
        <p>{errorMessage(error, TEXT.error.fallback)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {TEXT.error.retry}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function EmptyState({ onUpload }: { onUpload: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <FileSearch aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="text-xl font-semibold">{TEXT.empty.title}</h2>
        <p className="max-w-md text-muted-foreground">{TEXT.empty.description}</p>
        <Button onClick={onUpload}>
          <Upload aria-hidden="true" />
          {TEXT.empty.action}
        </Button>
      </CardContent>
    </Card>
  );
}
