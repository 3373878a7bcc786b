import { Download, FileUp, Printer } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { LetterDocument, LetterDto } from '../../../common/disputes/letters';
import { DISPUTE_MESSAGES } from '../../../common/disputes/messages';
import { identityExhibitsMessage, missingIdentityExhibits } from '../../../common/rounds';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { formatDate } from '../../lib/dates';
import { errorMessage, toastError } from '../../lib/errors';
import { downloadLetterPdf, useAddExhibit, useApproveLetter, useEditLetter, useMarkMailed, useRemoveExhibit } from './api';
import { printLetter } from './print';
import { useDisputesReadOnly } from './read-only';
import { DISPUTE_TEXT, LETTER_TEXT as TEXT, STATUS_LABELS } from './texts';

const today = () => new Date().toLocaleDateString('en-CA');

const EXHIBIT_KINDS = [
  { value: 'id', label: 'ID (driver’s license or state ID)' },
  { value: 'proof_of_address', label: 'Proof of address' },
  { value: 'report_page', label: 'Marked report page' },
  { value: 'other', label: 'Other supporting document' },
] as const;

/** The letter in the order the PDF prints it: the numbered items follow the opening paragraph. */
function ComposedLetter({ doc }: { doc: LetterDocument }) {
  const at = doc.paragraphs.findIndex((p) => p.id === 'opening');
  const before = doc.paragraphs.slice(0, at + 1);
  const after = doc.paragraphs.slice(at + 1);
  return (
    <article
      aria-label="Letter"
      className="flex flex-col gap-3 rounded-md border border-border bg-card p-4 font-serif text-sm leading-relaxed text-foreground sm:p-8"
    >
      <div>
        {doc.senderBlock.map((l, i) => (
          <p key={i}>{l}</p>
        ))}
      </div>
      <p>{doc.date}</p>
      <div>
        {doc.recipientBlock.map((l, i) => (
          <p key={i}>{l}</p>
        ))}
      </div>
      <p className="font-semibold">{doc.subject}</p>
      {before.map((p) => (
        <p key={p.id} className="whitespace-pre-line">
          {p.text}
        </p>
      ))}
      {doc.items.length > 0 ? (
        <ol className="flex flex-col gap-2 pl-1">
          {doc.items.map((item) => (
            <li key={item.itemId} className="whitespace-pre-line">
              {item.number}. {item.text}
            </li>
          ))}
        </ol>
      ) : null}
      {after.map((p) => (
        <p key={p.id} className="whitespace-pre-line">
          {p.text}
        </p>
      ))}
      {doc.enclosures.length > 0 ? (
        <div>
          <p className="font-semibold">Enclosures:</p>
          <ul className="list-disc pl-5">
            {doc.enclosures.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

async function onPrint(letter: LetterDto, doc: LetterDocument | null) {
  try {
    if (letter.has_pdf) await printLetter({ pdf: async () => (await downloadLetterPdf(letter.id)).blob });
    else if (doc) await printLetter({ text: doc.plainText, title: doc.subject });
    else throw new Error(DISPUTE_TEXT.printError);
  } catch (error) {
    toast.error(error instanceof Error && error.message ? error.message : DISPUTE_TEXT.printError);
  }
}

export function PrintButton({ letter }: { letter: LetterDto | null }) {
  const doc = letter?.document ?? null;
  return (
    <Button variant="outline" onClick={() => (letter ? void onPrint(letter, doc) : toast.error(DISPUTE_TEXT.printError))}>
      <Printer aria-hidden="true" />
      Print
    </Button>
  );
}

async function onDownload(letter: LetterDto) {
  try {
    const { blob, fileName } = await downloadLetterPdf(letter.id);
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName ?? 'dispute-letter.pdf';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    toastError('Download failed', error, 'Please try again.');
  }
}

function EditFreeText({ letter, doc }: { letter: LetterDto; doc: LetterDocument }) {
  const edit = useEditLetter();
  const text = (id: string) => letter.free_text[id as 'opening' | 'closing'] ?? doc.paragraphs.find((p) => p.id === id)?.text ?? '';
  const [opening, setOpening] = useState(() => text('opening'));
  const [closing, setClosing] = useState(() => text('closing'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    edit.mutate(
      { id: letter.id, opening, closing },
      { onSuccess: () => toast.success('Letter updated'), onError: (error) => toastError('Could not update the letter', error, 'Please try again.') },
    );
  };
  return (
    <details className="rounded-md border border-border p-3">
      <summary className="cursor-pointer font-medium">{TEXT.edit}</summary>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-3">
        <FormField id={`opening-${letter.id}`} label={TEXT.opening}>
          <textarea
            id={`opening-${letter.id}`}
            className="min-h-24 rounded-md border border-input p-2 text-sm"
            value={opening}
            maxLength={2000}
            onChange={(e) => setOpening(e.target.value)}
          />
        </FormField>
        <FormField id={`closing-${letter.id}`} label={TEXT.closing}>
          <textarea
            id={`closing-${letter.id}`}
            className="min-h-24 rounded-md border border-input p-2 text-sm"
            value={closing}
            maxLength={2000}
            onChange={(e) => setClosing(e.target.value)}
          />
        </FormField>
        <Button type="submit" variant="outline" className="w-fit" disabled={edit.isPending}>
          {TEXT.saveEdit}
        </Button>
      </form>
    </details>
  );
}

function Exhibits({ letter }: { letter: LetterDto }) {
  const add = useAddExhibit();
  const remove = useRemoveExhibit();
  const readOnly = useDisputesReadOnly();
  const [kind, setKind] = useState<string>('id');
  const draft = letter.status === 'draft' && !readOnly;
  if (!draft && letter.exhibits.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="font-medium">{TEXT.exhibitsTitle}</h4>
      {draft ? <p className="text-sm text-muted-foreground">{TEXT.exhibitsHint}</p> : null}
      <ul className="flex flex-col gap-1 text-sm">
        {letter.exhibits.map((e) => (
          <li key={e.id} className="flex items-center justify-between gap-2">
            <span>
              {e.file_name} ({EXHIBIT_KINDS.find((k) => k.value === e.kind)?.label ?? e.kind})
            </span>
            {draft ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  remove.mutate(
                    { id: letter.id, exhibitId: e.id },
                    { onError: (error) => toastError('Could not remove the exhibit', error, 'Please try again.') },
                  )
                }
              >
                {TEXT.remove}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {draft ? (
        <div className="flex flex-wrap items-end gap-2">
          <FormField id={`exhibit-kind-${letter.id}`} label={TEXT.exhibitKind}>
            <select
              id={`exhibit-kind-${letter.id}`}
              className="h-10 rounded-md border border-input bg-card px-2 text-sm"
              value={kind}
              onChange={(e) => setKind(e.target.value)}
            >
              {EXHIBIT_KINDS.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </select>
          </FormField>
          <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-muted focus-within:outline-2 focus-within:outline-ring">
            <FileUp className="size-4" aria-hidden="true" />
            {TEXT.addExhibit}
            <input
              type="file"
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file)
                  add.mutate({ id: letter.id, kind, file }, { onError: (error) => toastError('Could not add the exhibit', error, 'Please try again.') });
              }}
            />
          </label>
        </div>
      ) : null}
    </div>
  );
}

function ApproveForm({ letter }: { letter: LetterDto }) {
  const approve = useApproveLetter();
  const [name, setName] = useState('');
  const [date, setDate] = useState(today);
  const [dob, setDob] = useState('');
  const [ssn, setSsn] = useState('');
  const [attested, setAttested] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const missing = missingIdentityExhibits(
    letter.kind,
    letter.exhibits.map((x) => x.kind),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (missing.length > 0) return;
    if (!attested) return setError(DISPUTE_MESSAGES.attested);
    if (name.trim().length < 2) return setError(DISPUTE_MESSAGES.signature);
    setError(null);
    approve.mutate(
      {
        id: letter.id,
        attested: true,
        signature_name: name.trim(),
        signature_date: date,
        ...(dob ? { date_of_birth: dob } : {}),
        ...(ssn ? { ssn_last4: ssn } : {}),
      },
      { onSuccess: () => toast.success(TEXT.approved), onError: (err) => setError(errorMessage(err, 'Could not approve the letter. Please try again.')) },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-md border border-border p-4">
      <h4 className="font-medium">{TEXT.approveTitle}</h4>
      <p className="text-sm text-muted-foreground">{TEXT.approveHint}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`sig-${letter.id}`} label={TEXT.signature} error={error ?? undefined}>
          <Input id={`sig-${letter.id}`} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} aria-invalid={error ? true : undefined} />
        </FormField>
        <FormField id={`sigdate-${letter.id}`} label={TEXT.signatureDate}>
          <Input id={`sigdate-${letter.id}`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </FormField>
        <FormField id={`dob-${letter.id}`} label={TEXT.includeDob}>
          <Input id={`dob-${letter.id}`} type="date" value={dob} onChange={(e) => setDob(e.target.value)} />
        </FormField>
        <FormField id={`ssn-${letter.id}`} label={TEXT.includeSsn}>
          <Input
            id={`ssn-${letter.id}`}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            value={ssn}
            onChange={(e) => setSsn(e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" checked={attested} onChange={(e) => setAttested(e.target.checked)} />
        <span>{TEXT.attest}</span>
      </label>
      {missing.length > 0 ? (
        <p role="note" className="rounded-md bg-warning-soft p-3 text-sm text-warning" data-testid="identity-exhibits-missing">
          {identityExhibitsMessage(missing)}
        </p>
      ) : null}
      <Button type="submit" className="w-fit" disabled={approve.isPending || missing.length > 0}>
        {TEXT.approve}
      </Button>
    </form>
  );
}

function MailYourself({ letter }: { letter: LetterDto }) {
  const mailed = useMarkMailed();
  const readOnly = useDisputesReadOnly();
  const [date, setDate] = useState(today);
  if (letter.status === 'sent' && letter.mailed_at) return <p className="text-sm">{TEXT.mailedOn(formatDate(letter.mailed_at))}</p>;
  if (readOnly) return null;
  return (
    <div className="flex flex-col gap-3 rounded-md border border-border bg-muted/40 p-4">
      <h4 className="font-medium">{TEXT.mailTitle}</h4>
      <ol className="list-decimal pl-5 text-sm">
        {TEXT.mailSteps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          mailed.mutate(
            { id: letter.id, mailed_date: date },
            {
              onSuccess: () => toast.success('Mailing date recorded'),
              onError: (error) => toastError(DISPUTE_TEXT.statusError, error, DISPUTE_MESSAGES.mailedDate),
            },
          );
        }}
      >
        <FormField id={`mailed-${letter.id}`} label={TEXT.mailedDate}>
          <Input id={`mailed-${letter.id}`} type="date" value={date} max={today()} onChange={(e) => setDate(e.target.value)} />
        </FormField>
        <Button type="submit" variant="outline" disabled={mailed.isPending}>
          {TEXT.recordMailed}
        </Button>
      </form>
    </div>
  );
}

/** One letter: review, edit the free-text parts, exhibits, approve; then download, print and mail it yourself. */
/** `print`: false inside the dispute detail, whose header already has the spec's Print (one Print per screen). */
export function LetterPanel({ letter, title, print = true }: { letter: LetterDto; title: string; print?: boolean }) {
  const doc = letter.document;
  const readOnly = useDisputesReadOnly();
  return (
    <Card>
      <CardHeader className="gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <CardTitle as="h3">{title}</CardTitle>
          <CardDescription>
            Round {letter.round} ·{' '}
            <Badge variant={letter.status === 'draft' ? 'warning' : 'success'}>
              {letter.status === 'draft' ? TEXT.draftBadge : STATUS_LABELS[letter.status]}
            </Badge>
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {print ? <PrintButton letter={letter} /> : null}
          {letter.has_pdf ? (
            <Button variant="outline" onClick={() => void onDownload(letter)}>
              <Download aria-hidden="true" />
              {TEXT.download}
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {letter.report_deleted_at ? (
          <p role="note" className="rounded-md bg-muted p-3 text-sm" data-testid="report-deleted">
            {TEXT.reportDeleted(formatDate(letter.report_deleted_at))}
          </p>
        ) : null}
        {doc ? (
          <ComposedLetter doc={doc} />
        ) : (
          <p className="text-sm">
            {TEXT.needAddress}{' '}
            <Link to="/settings" className="font-medium underline underline-offset-4">
              {TEXT.settings}
            </Link>
          </p>
        )}
        {letter.status === 'draft' && doc && !readOnly ? <EditFreeText key={letter.updated_at} letter={letter} doc={doc} /> : null}
        <Exhibits letter={letter} />
        {letter.status === 'draft' && doc && !readOnly ? <ApproveForm letter={letter} /> : null}
        {letter.status !== 'draft' ? <MailYourself letter={letter} /> : null}
      </CardContent>
    </Card>
  );
}
