import { Download, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { MAIL_MESSAGES, MAIL_TEXT, type TrackingDto } from '../../../common/mail';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { toastError } from '../../lib/errors';
import { saveFile } from '../../lib/save-file';
import { useDisputesReadOnly } from './read-only';
import { downloadMailedPdf, useRecordDelivered, useTracking, useUndoSend } from './api';
import { MAIL_SCREEN as TEXT, TRACKING_STATUS_LABELS } from './texts';

const longDay = (day: string) =>
  new Date(`${day.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const moment = (iso: string) => new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-md border border-border p-4">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function UndoSend({ tracking }: { tracking: TrackingDto }) {
  const undo = useUndoSend();
  const [closed, setClosed] = useState(false);
  if (!tracking.cancel_until || closed) return null;
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">{TEXT.undoUntil(moment(tracking.cancel_until))}</p>
      <Button
        variant="outline"
        disabled={undo.isPending}
        onClick={() =>
          // mutateAsync: the refetch after an undo removes this tab before mutate's callbacks would run.
          undo
            .mutateAsync(tracking.letter_id)
            .then(() => toast.success(MAIL_MESSAGES.undone))
            .catch((error: unknown) => {
              // Only a closed window hides the button: after a failed call at Lob the person may try again.
              if (error instanceof ApiError && error.status === 409) setClosed(true);
              toastError(MAIL_MESSAGES.undoFailedTitle, error, MAIL_MESSAGES.undoFailed);
            })
        }
      >
        {TEXT.undo}
      </Button>
    </div>
  );
}

function MailedPdf({ letterId }: { letterId: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadMailedPdf(letterId);
      saveFile(blob, fileName ?? 'letter-as-mailed.pdf');
    } catch (error) {
      toastError('Download failed', error, 'Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <Button variant="outline" className="w-fit" disabled={busy} onClick={() => void download()}>
        <Download aria-hidden="true" />
        {TEXT.mailedPdf}
      </Button>
      <p className="text-xs text-muted-foreground">{TEXT.mailedPdfHint}</p>
    </div>
  );
}

function RecordDelivered({ tracking }: { tracking: TrackingDto }) {
  const record = useRecordDelivered();
  const [date, setDate] = useState('');
  const [extended, setExtended] = useState(tracking.extended_period);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        record.mutate(
          { id: tracking.letter_id, delivered_date: date, extended_period: extended },
          { onError: (error) => toastError('Could not save', error, MAIL_MESSAGES.deliveredDate) },
        );
      }}
    >
      {tracking.estimatedDeliveryDate ? (
        <p className="text-sm" data-testid="assumed-receipt">
          {TEXT.assumedReceipt(longDay(tracking.estimatedDeliveryDate))}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{TEXT.notYetDelivered}</p>
      <FormField id="delivered-date" label={TEXT.deliveredLabel}>
        <Input
          id="delivered-date"
          type="date"
          className="w-fit"
          value={date}
          max={new Date().toISOString().slice(0, 10)}
          onChange={(e) => setDate(e.target.value)}
          required
        />
      </FormField>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" checked={extended} onChange={(e) => setExtended(e.target.checked)} />
        <span>{TEXT.extended}</span>
      </label>
      <Button type="submit" variant="outline" className="w-fit" disabled={record.isPending || !date}>
        {TEXT.recordDelivered}
      </Button>
    </form>
  );
}

/** Spec §2 "Tracking" tab: status, estimated and actual delivery, days until the response is due, follow-up date, tracking number and link, events. */
export function TrackingTab({ letterId }: { letterId: string }) {
  const query = useTracking(letterId);
  const readOnly = useDisputesReadOnly();
  if (query.isPending) return <Skeleton className="h-48 w-full" />;
  if (query.isError || !query.data) {
    return <p className="rounded-lg bg-muted p-4 text-sm text-muted-foreground">{MAIL_TEXT.trackingUnavailable}</p>;
  }
  const t = query.data;
  const delivered = t.actualDeliveryDate !== null;
  return (
    <Card>
      <CardHeader className="gap-2 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle as="h2">{TEXT.trackingTab}</CardTitle>
        <Badge
          className="w-fit"
          variant={
            t.status === 'delivered'
              ? 'success'
              : t.status === 'returned_to_sender' || t.status === 'issue' || t.status === 'failed'
                ? 'destructive'
                : 'secondary'
          }
        >
          {TRACKING_STATUS_LABELS[t.status] ?? t.status}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {readOnly ? null : <UndoSend tracking={t} />}
        {t.mailed_by === 'self' ? <p className="text-sm text-muted-foreground">{TEXT.mailedBySelf}</p> : null}
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Row label={TEXT.status}>{TRACKING_STATUS_LABELS[t.status] ?? t.status}</Row>
          {t.trackingNumber ? (
            <Row label={TEXT.trackingNumber}>
              <span className="break-all">{t.trackingNumber}</span>
              {t.url ? (
                <a
                  className="mt-1 flex w-fit items-center gap-1 text-sm font-normal text-primary underline-offset-4 hover:underline"
                  href={t.url}
                  target="_blank"
                  rel="noreferrer"
                >
                  {TEXT.trackOnUsps}
                  <ExternalLink className="size-3" aria-hidden="true" />
                </a>
              ) : null}
            </Row>
          ) : null}
          {t.estimatedDeliveryDate ? <Row label={TEXT.estimated}>{longDay(t.estimatedDeliveryDate)}</Row> : null}
          {delivered ? <Row label={TEXT.actual}>{longDay(t.actualDeliveryDate!)}</Row> : null}
          {t.response_due_date ? (
            <Row label={TEXT.due}>
              <span className="block">{longDay(t.response_due_date)}</span>
              {t.daysUntilResponse !== null ? (
                <span className="block text-xs font-normal text-muted-foreground">{TEXT.daysLeft(t.daysUntilResponse)}</span>
              ) : null}
            </Row>
          ) : null}
          {t.followUpDate ? <Row label={TEXT.followUp}>{longDay(t.followUpDate)}</Row> : null}
        </dl>
        {t.delivery_assumed ? <p className="rounded-lg bg-warning-soft p-4 text-sm text-warning">{TEXT.assumed}</p> : null}
        {!delivered && t.mailed_by === 'lob' && t.response_due_date ? <p className="text-xs text-muted-foreground">{TEXT.dueEstimate}</p> : null}
        {t.mailed_by === 'self' && !delivered && !readOnly ? <RecordDelivered tracking={t} /> : null}
        {t.mailed_pdf ? <MailedPdf letterId={t.letter_id} /> : null}
        <section aria-labelledby="tracking-events" className="flex flex-col gap-2">
          <h3 id="tracking-events" className="font-semibold">
            {TEXT.events}
          </h3>
          {t.events.length === 0 ? (
            <p className="text-sm text-muted-foreground">{TEXT.noEvents}</p>
          ) : (
            <ol className="flex flex-col gap-2 border-l-2 border-border pl-4">
              {t.events.map((e, i) => (
                <li key={`${e.datetime}-${i}`} className="flex flex-col">
                  <span className="text-sm font-medium">{e.description}</span>
                  <time className="text-xs text-muted-foreground" dateTime={e.datetime}>
                    {moment(e.datetime)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
