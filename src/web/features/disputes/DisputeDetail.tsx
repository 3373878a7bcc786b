import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { BUREAU_LABELS } from '../../../common/analysis';
import type { DisputeItemDto } from '../../../common/disputes/items';
import type { LetterDto } from '../../../common/disputes/letters';
import { DISPUTE_MESSAGES } from '../../../common/disputes/messages';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/dates';
import { toastError } from '../../lib/errors';
import { useCertifiedMailAvailable, useRegenerate, useUpdateStatement, useUpdateStatus } from './api';
import type { DisputeGroup } from './groups';
import { SendLetterTab } from './SendLetterTab';
import { TrackingTab } from './TrackingTab';
import { LetterPanel, PrintButton } from './LetterPanel';
import { OtherLetterForms } from './OtherLetterForms';
import { useDisputesReadOnly } from './read-only';
import { reinsertedIds, useRoundReviews } from './rounds/api';
import { OutcomeArea } from './rounds/OutcomeArea';
import { RepliesPanel } from './rounds/RepliesPanel';
import { DISPUTE_TEXT, MAIL_SCREEN, DISPUTES_PAGE as TEXT, LETTER_TEXT, STATUS_LABELS } from './texts';

export function bureauLabel(bureau: string): string {
  return bureau in BUREAU_LABELS ? BUREAU_LABELS[bureau as keyof typeof BUREAU_LABELS] : 'All bureaus';
}

/** Spec §2: law descriptions are truncated at 80 characters with 'Show more'. */
const LAW_TRUNCATE_AT = 80;

/** A law's summary cut at LAW_TRUNCATE_AT characters with 'Show more' (spec §2). */
export function LawDescription({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  if (text.length <= LAW_TRUNCATE_AT) return <p className="text-sm text-muted-foreground">{text}</p>;
  return (
    <p className="text-sm text-muted-foreground">
      {open ? text : `${text.slice(0, LAW_TRUNCATE_AT).trimEnd()}…`}{' '}
      <button
        type="button"
        className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? TEXT.showLess : TEXT.showMore}
      </button>
    </p>
  );
}

function StatementEditor({ item }: { item: DisputeItemDto }) {
  const update = useUpdateStatement();
  const readOnly = useDisputesReadOnly();
  const [value, setValue] = useState(item.statement ?? '');
  if (item.status !== 'pending' || readOnly) return item.statement ? <p className="text-sm">“{item.statement}”</p> : null;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(
          { id: item.id, statement: value.trim() },
          { onSuccess: () => toast.success('Saved'), onError: (error) => toastError('Could not save', error, 'Please try again.') },
        );
      }}
    >
      <label htmlFor={`statement-${item.id}`} className="text-sm font-medium">
        {LETTER_TEXT.statementLabel}
      </label>
      <textarea
        id={`statement-${item.id}`}
        className="min-h-16 rounded-md border border-input p-2 text-sm"
        maxLength={1000}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" size="sm" variant="outline" className="w-fit" disabled={update.isPending}>
        {LETTER_TEXT.saveStatement}
      </Button>
    </form>
  );
}

const SETTABLE = ['pending', 'sent', 'responded', 'completed', 'denied'] as const;

function StatusSelect({ item }: { item: DisputeItemDto }) {
  const update = useUpdateStatus();
  return (
    <label className="flex items-center gap-2 text-sm">
      Status
      <select
        className="h-9 rounded-md border border-input bg-card px-2"
        value={item.status}
        disabled={update.isPending}
        onChange={(e) => update.mutate({ id: item.id, status: e.target.value }, { onError: () => toast.error(DISPUTE_TEXT.statusError) })}
      >
        {!SETTABLE.includes(item.status as (typeof SETTABLE)[number]) ? <option value={item.status}>{STATUS_LABELS[item.status]}</option> : null}
        {SETTABLE.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The selected group: Back to Disputes, its items, the selected item's header, Print, Regenerate, the two tabs. */
export function DisputeDetail({
  group,
  letters,
  laws,
  onBack,
}: {
  group: DisputeGroup;
  letters: LetterDto[];
  laws: Record<string, { name: string; summary: string }>;
  onBack: () => void;
}) {
  const [selectedId, setSelectedId] = useState(group.items[0]?.id ?? '');
  const [checked, setChecked] = useState<Set<string>>(() => new Set(group.items[0] ? [group.items[0].id] : []));
  const regenerate = useRegenerate();
  const reviews = useRoundReviews().data ?? [];
  const reinserted = reinsertedIds(reviews);
  const item = group.items.find((i) => i.id === selectedId) ?? group.items[0]!;
  const letter = letters.find((l) => l.id === item.letter_id) ?? null;
  const mailAvailable = useCertifiedMailAvailable();
  const readOnly = useDisputesReadOnly();
  const [tab, setTab] = useState('letter');
  const canSend = !readOnly && mailAvailable && item.status === 'ready' && letter?.status === 'ready';
  // Tracking: items sent by certified mail (submitted) and letters the person recorded as mailed.
  const canTrack = letter !== null && (item.status === 'submitted' || letter.status === 'sent');
  const shownTab = (tab === 'send' && !canSend) || (tab === 'tracking' && !canTrack) ? 'letter' : tab;
  const regenerating = regenerate.isPending || group.items.some((i) => checked.has(i.id) && i.metadata.regenerating);

  // Regenerating an approved (not yet mailed) letter drops its signature: ask first (issue 24).
  const [confirming, setConfirming] = useState(false);
  const approvedChecked = group.items.some((i) => checked.has(i.id) && i.status === 'ready');
  const onRegenerate = (confirmed = false) => {
    if (checked.size === 0) return toast.error(DISPUTE_MESSAGES.noDisputeSelected);
    if (regenerating) return toast.info(DISPUTE_MESSAGES.alreadyRegenerating);
    if (approvedChecked && !confirmed) return setConfirming(true);
    setConfirming(false);
    toast.info(DISPUTE_TEXT.regenerating);
    regenerate.mutate([...checked], {
      onSuccess: () => toast.success(DISPUTE_TEXT.regenerateScheduled),
      onError: () => toast.error(DISPUTE_TEXT.regenerateError),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <Button variant="ghost" className="w-fit" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {TEXT.back}
      </Button>
      {group.items.length > 1 ? (
        <fieldset className="flex flex-col gap-1 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-medium">Items in this letter</legend>
          {group.items.map((i) => (
            <div key={i.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                hidden={readOnly}
                aria-label={`Select ${i.account_name} for Regenerate`}
                checked={checked.has(i.id)}
                onChange={(e) => {
                  const next = new Set(checked);
                  if (e.target.checked) next.add(i.id);
                  else next.delete(i.id);
                  setChecked(next);
                }}
              />
              <button
                type="button"
                aria-pressed={i.id === item.id}
                onClick={() => setSelectedId(i.id)}
                className={cn('cursor-pointer rounded px-2 py-1 text-left text-sm', i.id === item.id ? 'bg-muted font-medium' : 'hover:bg-muted')}
              >
                {i.account_name} {i.account_number ? <span className="text-muted-foreground">{i.account_number}</span> : null}
              </button>
            </div>
          ))}
        </fieldset>
      ) : null}
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-2">
            <CardTitle as="h2">{item.account_name}</CardTitle>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="outline">{bureauLabel(item.bureau)}</Badge>
              <Badge variant={item.status === 'completed' ? 'success' : item.status === 'denied' ? 'destructive' : 'secondary'}>
                {/* Spec §4: a certified-mail send is stored as submitted and shown as sent. */}
                {STATUS_LABELS[item.status === 'submitted' ? 'sent' : item.status] ?? item.status}
              </Badge>
              {item.account_number ? <span className="text-sm text-muted-foreground">Account {item.account_number}</span> : null}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <PrintButton letter={letter} />
            {canSend ? (
              <Button variant="outline" onClick={() => setTab('send')}>
                {MAIL_SCREEN.sendButton}
              </Button>
            ) : null}
            {readOnly ? null : (
              <Button variant="outline" onClick={() => onRegenerate()} aria-disabled={regenerating}>
                <RefreshCw className={regenerating ? 'animate-spin' : undefined} aria-hidden="true" />
                {TEXT.regenerate}
              </Button>
            )}
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {confirming ? (
            <div role="alertdialog" aria-labelledby="regen-confirm" className="flex flex-col gap-2 rounded-md bg-warning-soft p-3 text-sm text-warning">
              <p id="regen-confirm">{TEXT.regenerateApprovedConfirm}</p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => onRegenerate(true)}>
                  {TEXT.regenerateApprovedYes}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                  {TEXT.regenerateApprovedNo}
                </Button>
              </div>
            </div>
          ) : null}
          <p className="text-sm">
            <span className="font-medium">Reason: </span>
            {item.dispute_reason}
          </p>
          {item.due_date ? (
            <p className="text-sm">
              <span className="font-medium">{MAIL_SCREEN.due}: </span>
              {formatDate(item.due_date)}
            </p>
          ) : null}
          {item.evidence ? <p className="rounded bg-muted px-2 py-1 font-mono text-xs break-words">{item.evidence}</p> : null}
          <StatementEditor key={item.id + (item.statement ?? '')} item={item} />
          {readOnly ? null : <StatusSelect item={item} />}
          <OutcomeArea key={item.id} item={item} reinserted={reinserted.has(item.id)} />
        </CardContent>
      </Card>
      <RepliesPanel group={group} reviews={reviews} />
      <Tabs value={shownTab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="letter">{TEXT.letterTab}</TabsTrigger>
          <TabsTrigger value="laws">{TEXT.lawsTab}</TabsTrigger>
          {canSend ? <TabsTrigger value="send">{MAIL_SCREEN.sendTab}</TabsTrigger> : null}
          {canTrack ? <TabsTrigger value="tracking">{MAIL_SCREEN.trackingTab}</TabsTrigger> : null}
        </TabsList>
        {canSend && letter ? (
          <TabsContent value="send">
            <SendLetterTab letter={letter} recipient={bureauLabel(item.bureau)} onSent={() => setTab('tracking')} />
          </TabsContent>
        ) : null}
        {canTrack && letter ? (
          <TabsContent value="tracking">
            <TrackingTab letterId={letter.id} />
          </TabsContent>
        ) : null}
        <TabsContent value="letter" className="flex flex-col gap-4">
          {letter ? (
            <LetterPanel letter={letter} title={`Letter to ${bureauLabel(item.bureau)}`} print={false} />
          ) : (
            <p className="text-sm text-muted-foreground">{item.metadata.regenerating ? DISPUTE_TEXT.regenerating : LETTER_TEXT.noLetter}</p>
          )}
          {readOnly ? null : <OtherLetterForms group={group} selected={[...checked]} />}
        </TabsContent>
        <TabsContent value="laws">
          {item.metadata.laws.length === 0 ? (
            <p className="text-muted-foreground">{DISPUTE_TEXT.noLaws}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {item.metadata.laws.map((id) => (
                <li key={id} className="rounded-md border border-border p-3">
                  <p className="font-medium">{laws[id]?.name ?? id}</p>
                  {laws[id] ? <LawDescription text={laws[id].summary} /> : null}
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
