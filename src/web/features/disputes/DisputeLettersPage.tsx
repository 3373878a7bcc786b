import { CalendarDays, Clock, FileText, Info, ListChecks } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BUREAU_LABELS, type AnalysisSummaryDto } from '../../../common/analysis';
import { isBureauRoundLetter, isRoundLetterKind, type LetterDto } from '../../../common/disputes/letters';
import { buildGroups, type DisputeGroup, GROUP_STATUS_LABELS, groupsForTab } from './groups';
import { ROUND_LETTER_LABELS } from '../../../common/rounds';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { formatDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { useServiceAccess } from '../subscription/service-access';
import { usePageTitle } from '../../lib/page-title';
import { useAnalyses } from '../analyses/api';
import { useAuthSession } from '../auth/session';
import { useDisputes, type DisputesData } from './api';
import { CandidateChooser } from './CandidateChooser';
import { CustomLetterDialog } from './CustomLetterDialog';
import { bureauLabel, DisputeDetail } from './DisputeDetail';
import { ReinsertionBadge } from './rounds/ReinsertionBadge';
import { LetterPanel } from './LetterPanel';
import { DisputesReadOnly, useDisputesReadOnly } from './read-only';
import { ABOUT_TEXT, DISPUTE_TEXT, DISPUTES_PAGE as TEXT } from './texts';

const GROUP_BADGE = { pending: 'warning', active: 'default', submitted: 'secondary', completed: 'success' } as const;
type Tab = 'active' | 'drafts' | 'completed';
const TABS: Tab[] = ['active', 'drafts', 'completed'];

function AboutDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Info aria-hidden="true" />
          {TEXT.about}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{TEXT.about}</DialogTitle>
        <DialogDescription>{ABOUT_TEXT[0]}</DialogDescription>
        {ABOUT_TEXT.slice(1).map((p) => (
          <p key={p} className="text-sm">
            {p}
          </p>
        ))}
      </DialogContent>
    </Dialog>
  );
}

function GroupCard({ group, selected, onSelect }: { group: DisputeGroup; selected: boolean; onSelect: () => void }) {
  const created = group.items.map((i) => i.created_at).sort()[0]!;
  return (
    <Card data-testid="dispute-group" className={selected ? 'ring-2 ring-ring' : undefined}>
      <CardHeader className="gap-2">
        <div className="flex items-center justify-between gap-2">
          <CardTitle as="h3" className="text-base">
            {bureauLabel(group.bureau)}
          </CardTitle>
          <div className="flex flex-wrap justify-end gap-1">
            <ReinsertionBadge group={group} />
            <Badge variant={GROUP_BADGE[group.status]}>{GROUP_STATUS_LABELS[group.status]}</Badge>
          </div>
        </div>
        <CardDescription>{TEXT.subject(bureauLabel(group.bureau))}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-1 text-sm">
        <p>
          {TEXT.created} {formatDate(created)}
        </p>
        <p>{TEXT.items(group.count)}</p>
      </CardContent>
      <CardFooter>
        <Button variant="outline" onClick={onSelect} aria-pressed={selected}>
          <FileText aria-hidden="true" />
          {TEXT.viewLetters}
        </Button>
      </CardFooter>
    </Card>
  );
}

function letterTitle(letter: LetterDto): string {
  if (letter.kind === 'file_disclosure') return `609 file-disclosure request to ${bureauLabel(letter.bureau ?? 'all')}`;
  if (letter.kind === 'furnisher_dispute') return `Direct dispute to ${letter.recipient[0] ?? 'the creditor'}`;
  if (isRoundLetterKind(letter.kind)) return `Round ${letter.round} ${ROUND_LETTER_LABELS[letter.kind]} letter to ${bureauLabel(letter.bureau ?? 'all')}`;
  return `Letter to ${bureauLabel(letter.bureau ?? 'all')}`;
}

function Reminder() {
  return (
    <p className="flex items-start gap-2 rounded-md border border-border bg-muted/40 p-3 text-sm">
      <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {TEXT.reminder}
    </p>
  );
}

function GroupList({
  groups,
  selectedId,
  onSelect,
  empty,
}: {
  groups: DisputeGroup[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  empty: string;
}) {
  if (groups.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {groups.map((g) => (
        <GroupCard key={g.id} group={g} selected={g.id === selectedId} onSelect={() => onSelect(g.id)} />
      ))}
    </div>
  );
}

/** The newest completed report of each bureau (a 3-in-1 report once), each a way into the chooser. */
export function chooserTargets(analyses: readonly AnalysisSummaryDto[]): { id: string; label: string }[] {
  const newest = new Map<string, AnalysisSummaryDto>();
  for (const a of analyses) {
    if (a.analysis_status !== 'completed') continue;
    const seen = newest.get(a.bureau);
    if (!seen || a.upload_date > seen.upload_date) newest.set(a.bureau, a);
  }
  const byFile = new Map<string, AnalysisSummaryDto[]>();
  for (const a of newest.values()) byFile.set(a.report_id, [...(byFile.get(a.report_id) ?? []), a]);
  return [...byFile.values()].map((rows) => ({ id: rows[0]!.id, label: rows.map((r) => BUREAU_LABELS[r.bureau]).join(', ') }));
}

function Content({ data, targets }: { data: DisputesData; targets: { id: string; label: string }[] }) {
  const [params, setParams] = useSearchParams();
  const tab = (TABS as string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'active';
  const selectedId = params.get('group');
  const groups = useMemo(() => buildGroups(data.items), [data.items]);
  const selected = groups.find((g) => g.id === selectedId) ?? null;
  const drafts = data.letters.filter((l) => l.status === 'draft');
  const others = data.letters.filter((l) => !isBureauRoundLetter(l.kind) && l.status !== 'draft');

  const set = (changes: Record<string, string | null>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });
  // Selecting the same group again deselects it (spec §2).
  const selectGroup = (id: string) => set({ group: id === selectedId ? null : id });
  /*
   * A selected group stays open in the tab where it was opened, whatever its outcome makes of it: completed from
   * the Active tab, or reopened (stall, no response, undo) from the Completed tab. Back leaves it listed in the one
   * tab its status belongs to (docs/decisions/108, 135).
   */
  const readOnly = useDisputesReadOnly();
  const detail = selected ? (
    <DisputeDetail key={selected.id} group={selected} letters={data.letters} laws={data.laws} onBack={() => set({ group: null })} />
  ) : null;
  const first = targets[0];
  const choose = first ? () => set({ choose: first.id }) : undefined;

  return (
    <Tabs value={tab} onValueChange={(v) => set({ tab: v === 'active' ? null : v, group: null })}>
      <TabsList>
        <TabsTrigger value="active">{TEXT.tabs.active}</TabsTrigger>
        <TabsTrigger value="drafts">{TEXT.tabs.drafts}</TabsTrigger>
        <TabsTrigger value="completed">{TEXT.tabs.completed}</TabsTrigger>
      </TabsList>
      <TabsContent value="active" className="flex flex-col gap-4">
        {detail ?? (
          <>
            <Reminder />
            {targets.length > 0 && !readOnly ? (
              <div className="flex flex-wrap gap-2">
                {targets.map((t) => (
                  <Button key={t.id} variant="outline" onClick={() => set({ choose: t.id })}>
                    <ListChecks aria-hidden="true" />
                    {TEXT.chooseItems}: {t.label}
                  </Button>
                ))}
              </div>
            ) : null}
            <GroupList groups={groupsForTab(groups, 'active')} selectedId={selectedId} onSelect={selectGroup} empty={TEXT.noActive} />
            {others.length > 0 ? (
              <section className="flex flex-col gap-3">
                <h2 className="text-lg font-semibold">Other letters</h2>
                {others.map((l) => (
                  <LetterPanel key={l.id} letter={l} title={letterTitle(l)} />
                ))}
              </section>
            ) : null}
          </>
        )}
      </TabsContent>
      <TabsContent value="drafts" className="flex flex-col gap-4">
        {drafts.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-muted-foreground">{DISPUTE_TEXT.noDrafts}</p>
            {readOnly ? null : (
              <Button variant="outline" onClick={choose} disabled={!choose}>
                {TEXT.createNew}
              </Button>
            )}
          </div>
        ) : (
          drafts.map((l) => <LetterPanel key={l.id} letter={l} title={letterTitle(l)} />)
        )}
      </TabsContent>
      <TabsContent value="completed" className="flex flex-col gap-4">
        {detail ?? <GroupList groups={groupsForTab(groups, 'completed')} selectedId={selectedId} onSelect={selectGroup} empty={TEXT.noCompleted} />}
      </TabsContent>
    </Tabs>
  );
}

/** /dispute-letters (spec document 2 §2): groups, letters, the chooser, and the custom letter. */
export function DisputeLettersPage() {
  usePageTitle(TEXT.title);
  const { user } = useAuthSession();
  const [params, setParams] = useSearchParams();
  const disputes = useDisputes(user?.id ?? null, {
    // While a regeneration job runs, look again every 2 s until its letters are back.
    refetchInterval: (q) => (q.state.data?.items.some((i) => i.metadata.regenerating) ? 2000 : false),
  });
  const analyses = useAnalyses({ enabled: user !== null });
  const targets = useMemo(() => chooserTargets(analyses.data ?? []), [analyses.data]);
  const chooseId = params.get('choose');
  // Letters and mailed disputes already made stay readable without a started service (docs/decisions/160).
  const access = useServiceAccess({ description: TEXT.recordsStayYours });
  const hasRecords = (disputes.data?.items.length ?? 0) > 0 || (disputes.data?.letters.length ?? 0) > 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXT.title}
        subtitle={TEXT.subtitle}
        actions={
          <div className="flex flex-wrap gap-2">
            <AboutDialog />
            <Button variant="outline" asChild>
              <Link to="/calendar">
                <CalendarDays aria-hidden="true" />
                {TEXT.calendar}
              </Link>
            </Button>
            {access.open ? <CustomLetterDialog onCreated={() => setParams({ tab: 'drafts' })} /> : null}
          </div>
        }
      />
      {access.gate && hasRecords ? access.gate : null}
      {access.gate && !hasRecords && !disputes.isPending ? (
        access.gate
      ) : disputes.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : disputes.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{DISPUTE_TEXT.loadError}</AlertTitle>
          <AlertDescription>{errorMessage(disputes.error, DISPUTE_TEXT.loadError)}</AlertDescription>
        </Alert>
      ) : !disputes.data.has_completed_analysis && !hasRecords ? (
        // Only without letters or items: a person whose last report was deleted keeps their letters here (decision 190).
        <Alert role="region" aria-label={TEXT.noAnalysisTitle}>
          <AlertTitle>{TEXT.noAnalysisTitle}</AlertTitle>
          <AlertDescription className="flex flex-col gap-2">
            <p>{TEXT.noAnalysisBody}</p>
            <Button asChild className="w-fit">
              <Link to="/credit-report">{TEXT.uploadReports}</Link>
            </Button>
          </AlertDescription>
        </Alert>
      ) : chooseId && access.open ? (
        <CandidateChooser analysisId={chooseId} onDone={() => setParams({})} />
      ) : (
        <DisputesReadOnly value={!access.open}>
          <Content data={disputes.data} targets={targets} />
        </DisputesReadOnly>
      )}
    </div>
  );
}
