/**
 * What the report panel says about the report itself, once per report: whose report it is (decision 189), what the
 * print does not show (decision 186) and the inquiries made while shopping for one loan (decision 187).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EyeOff, ListChecks, Search, UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { AnalysisDto, AnalysisSummaryDto } from '../../../common/analysis';
import { OWNER_STATEMENT_MAX, ownerConfirmationSchema, REPORT_OWNER_TEXT } from '../../../common/report-owner';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { toastError } from '../../lib/errors';
import { DeleteUploadButton } from './DeleteUpload';
import { fileNameOf } from './model';

const T = REPORT_OWNER_TEXT;

export const BURST_TEXT = {
  title: 'Inquiries made while shopping for one loan',
  intro:
    'Several lenders checking your credit within a few days is normal when you applied for a loan: a dealer or broker sends one application to several lenders, and the scoring models count such a group as one inquiry.',
  ledTo: (creditor: string) => `It led to your account with ${creditor}.`,
  didNotApply: 'I did not apply: dispute an inquiry',
  didNotApplyHint: 'An inquiry becomes an item to dispute only when you say you did not apply for credit with that company.',
} as const;

/** Whose report it is: another person's (with confirm and delete), one without a name, or one confirmed. */
export function OwnerNotice({ analysis }: { analysis: AnalysisSummaryDto }) {
  const owner = analysis.metadata.owner;
  if (!owner || owner.check === 'own') return null;
  if (owner.check === 'no_name')
    return (
      <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm" data-testid="owner-no-name">
        <Search className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{T.noName}</span>
      </p>
    );
  if (owner.check === 'confirmed')
    return (
      <p className="text-sm text-muted-foreground" data-testid="owner-confirmed">
        {T.confirmed(owner.name_on_report ?? '')}
      </p>
    );
  return <OtherPersonBanner analysis={analysis} name={owner.name_on_report ?? ''} />;
}

function OtherPersonBanner({ analysis, name }: { analysis: AnalysisSummaryDto; name: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [statement, setStatement] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: (body: { statement: string; confirmed: true }) => api.post<{ analyses: AnalysisDto[] }>(`/api/analyses/${analysis.id}/owner`, body),
    onSuccess: async () => {
      toast.success(T.confirmed(name));
      // Scores, plan, progress and disputes all change once the report counts.
      await queryClient.invalidateQueries();
    },
    onError: (err) => toastError(T.confirmButton, err, T.refused),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ownerConfirmationSchema.safeParse({ statement, confirmed });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? T.statementRequired);
    setError(null);
    confirm.mutate(parsed.data);
  };
  return (
    <Alert variant="destructive" data-testid="owner-other-person">
      <UserX aria-hidden="true" />
      <AlertTitle>{T.otherTitle(name)}</AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>{T.otherBody}</p>
        <form onSubmit={submit} className="flex flex-col gap-2 text-foreground" noValidate>
          <label htmlFor={`${id}-statement`} className="font-medium">
            {T.statementLabel}
          </label>
          <textarea
            id={`${id}-statement`}
            className="min-h-20 rounded-md border border-input bg-card p-2"
            maxLength={OWNER_STATEMENT_MAX}
            value={statement}
            onChange={(e) => setStatement(e.target.value)}
          />
          <label className="flex items-start gap-2">
            <input type="checkbox" className="mt-1" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            <span>{T.confirmLabel}</span>
          </label>
          {error ? (
            <p role="alert" className="text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" variant="outline" disabled={confirm.isPending}>
              {T.confirmButton}
            </Button>
            <DeleteUploadButton reportId={analysis.report_id} fileName={fileNameOf(analysis)} label={T.deleteButton} />
          </div>
        </form>
      </AlertDescription>
    </Alert>
  );
}

/** What this print never shows and where to see it (decision 186), said once for the report. */
export function NotShownNote({ analysis }: { analysis: AnalysisSummaryDto }) {
  const sentences = analysis.raw_data?.report.notShown ?? [];
  if (sentences.length === 0) return null;
  return (
    <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm" data-testid="not-shown">
      <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{sentences.join(' ')}</span>
    </p>
  );
}

/** The report's rate-shopping groups (decision 187): normal when the person applied; disputable only if they did not. */
export function InquiryBurstsPanel({ analysis }: { analysis: AnalysisSummaryDto }) {
  const bursts = analysis.raw_data?.report.inquiryBursts ?? [];
  if (bursts.length === 0) return null;
  return (
    <section className="flex flex-col gap-2 rounded-md border border-border px-3 py-3 text-sm" aria-label={BURST_TEXT.title} data-testid="inquiry-bursts">
      <h3 className="font-semibold">{BURST_TEXT.title}</h3>
      <p className="text-muted-foreground">{BURST_TEXT.intro}</p>
      <ul className="flex flex-col gap-2">
        {bursts.map((b) => (
          <li key={`${b.first}-${b.last}`} className="rounded-md bg-muted px-3 py-2">
            <p className="font-medium">{b.first === b.last ? formatDate(b.first) : `${formatDate(b.first)} – ${formatDate(b.last)}`}</p>
            <p>{b.inquiries.map((q) => q.creditor).join(', ')}</p>
            <p className="text-muted-foreground">{b.accountOpened ? BURST_TEXT.ledTo(b.accountOpened.creditor) : b.text}</p>
          </li>
        ))}
      </ul>
      {bursts.some((b) => !b.accountOpened) ? (
        <div className="flex flex-col gap-1">
          <Button asChild variant="outline" size="sm" className="w-fit">
            <Link to={`/dispute-letters?choose=${encodeURIComponent(analysis.id)}`}>
              <ListChecks aria-hidden="true" />
              {BURST_TEXT.didNotApply}
            </Link>
          </Button>
          <p className="text-muted-foreground">{BURST_TEXT.didNotApplyHint}</p>
        </div>
      ) : null}
    </section>
  );
}
