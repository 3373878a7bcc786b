import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { BUREAU_LABELS, BUREAUS, type Bureau } from '../../../common/analysis';
import { DISPUTE_MESSAGES } from '../../../common/disputes/messages';
import { confirmationNeeded, PERSON_REASONS, type PersonReason, REASON_OPTIONS } from '../../../common/disputes/reasons';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/errors';
import { useCreateCustom } from './api';
import { CUSTOM_TEXT as TEXT, DISPUTES_PAGE } from './texts';

/** 'Create Custom Letter': the person disputes any item in their own words; it joins the bureau's draft letter. */
export function CustomLetterDialog({ onCreated }: { onCreated: () => void }) {
  const create = useCreateCustom();
  const [open, setOpen] = useState(false);
  const [bureau, setBureau] = useState<Bureau>('experian');
  const [creditor, setCreditor] = useState('');
  const [number, setNumber] = useState('');
  const [reason, setReason] = useState<PersonReason>('other');
  const [statement, setStatement] = useState('');
  const [request, setRequest] = useState<'delete' | 'correct'>('correct');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = confirmationNeeded('custom', reason);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!creditor.trim()) return setError('Enter the creditor as printed on the report.');
    if (!statement.trim()) return setError(DISPUTE_MESSAGES.ownWords);
    if (confirm && !confirmed) return setError(DISPUTE_MESSAGES.confirmTrue);
    setError(null);
    create.mutate(
      {
        bureau,
        creditor: creditor.trim(),
        ...(number.trim() ? { account_number: number.trim() } : {}),
        reason,
        statement: statement.trim(),
        ...(confirm ? { confirmed: true } : {}),
        request,
      },
      {
        onSuccess: () => {
          toast.success(TEXT.created);
          setOpen(false);
          onCreated();
        },
        onError: (err) => setError(errorMessage(err, 'Could not create the letter.')),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{DISPUTES_PAGE.custom}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{TEXT.title}</DialogTitle>
        <DialogDescription>{TEXT.description}</DialogDescription>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <FormField id="custom-bureau" label={TEXT.bureau}>
            <select
              id="custom-bureau"
              className="h-10 rounded-md border border-input bg-card px-2 text-sm"
              value={bureau}
              onChange={(e) => setBureau(e.target.value as Bureau)}
            >
              {BUREAUS.map((b) => (
                <option key={b} value={b}>
                  {BUREAU_LABELS[b]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="custom-creditor" label={TEXT.creditor}>
            <Input id="custom-creditor" value={creditor} maxLength={100} onChange={(e) => setCreditor(e.target.value)} />
          </FormField>
          <FormField id="custom-number" label={TEXT.accountNumber}>
            <Input id="custom-number" value={number} maxLength={40} onChange={(e) => setNumber(e.target.value)} />
          </FormField>
          <FormField id="custom-reason" label={TEXT.reason}>
            <select
              id="custom-reason"
              className="h-10 rounded-md border border-input bg-card px-2 text-sm"
              value={reason}
              onChange={(e) => {
                const next = e.target.value as PersonReason;
                setReason(next);
                setRequest(REASON_OPTIONS[next].request);
              }}
            >
              {PERSON_REASONS.map((r) => (
                <option key={r} value={r}>
                  {REASON_OPTIONS[r].text}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="custom-statement" label={TEXT.statement}>
            <textarea
              id="custom-statement"
              className="min-h-20 rounded-md border border-input p-2 text-sm"
              maxLength={1000}
              value={statement}
              onChange={(e) => setStatement(e.target.value)}
            />
          </FormField>
          {confirm ? (
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-1" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
              <span>{TEXT.confirmNotMine}</span>
            </label>
          ) : null}
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="mb-1 font-medium">{TEXT.request}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="custom-request" checked={request === 'delete'} onChange={() => setRequest('delete')} />
              {TEXT.delete}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="custom-request" checked={request === 'correct'} onChange={() => setRequest('correct')} />
              {TEXT.correct}
            </label>
          </fieldset>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="w-fit" disabled={create.isPending}>
            {TEXT.create}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
