import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { BUREAU_LABELS } from '../../../common/analysis';
import type { CandidateDto } from '../../../common/disputes/candidates';
import { DISPUTE_MESSAGES } from '../../../common/disputes/messages';
import { confirmationNeeded, type ReasonId } from '../../../common/disputes/reasons';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage, toastError } from '../../lib/errors';
import { useCandidates, useRecordChoice } from './api';
import { CHOOSER_TEXT as TEXT, DISPUTES_PAGE } from './texts';

const PRIORITY_BADGE = { high: 'destructive', medium: 'warning', low: 'secondary' } as const;

function CandidateCard({ analysisId, candidate }: { analysisId: string; candidate: CandidateDto }) {
  const record = useRecordChoice();
  const current = candidate.choice;
  const [mode, setMode] = useState<'dispute' | 'accurate' | null>(current?.choice ?? null);
  // The finding's own problem is offered first; without a finding the person picks a reason themselves.
  const [reason, setReason] = useState<ReasonId | ''>(current?.choice === 'dispute' ? current.reason : candidate.reasons[0]?.id === 'finding' ? 'finding' : '');
  const suggestionOf = (id: ReasonId | '') => candidate.reasons.find((r) => r.id === id)?.suggestion ?? '';
  const [statement, setStatement] = useState(current?.choice === 'dispute' ? (current.statement ?? '') : suggestionOf(reason));
  const [confirmed, setConfirmed] = useState(current?.choice === 'dispute');
  const [error, setError] = useState<string | null>(null);
  const idBase = `cand-${candidate.key}`;
  const confirm = reason === '' ? null : confirmationNeeded(candidate.source, reason);

  // A new reason brings its suggestion, unless the person already wrote something of their own.
  const chooseReason = (next: ReasonId | '') => {
    if (statement.trim() === '' || statement === suggestionOf(reason)) setStatement(suggestionOf(next));
    setReason(next);
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!mode) return setError(DISPUTE_MESSAGES.choice);
    if (mode === 'dispute' && reason === '') return setError(DISPUTE_MESSAGES.reason);
    if (mode === 'dispute' && statement.trim() === '') return setError(DISPUTE_MESSAGES.ownWords);
    if (mode === 'dispute' && /\[[^\]]*\]/.test(statement)) return setError(TEXT.bracketsLeft);
    if (mode === 'dispute' && confirm && !confirmed) return setError(confirm === 'did_not_apply' ? DISPUTE_MESSAGES.didNotApply : DISPUTE_MESSAGES.confirmTrue);
    setError(null);
    const body =
      mode === 'dispute' && reason !== ''
        ? {
            analysis_id: analysisId,
            key: candidate.key,
            choice: 'dispute' as const,
            reason,
            statement: statement.trim(),
            ...(confirm ? { confirmed: true } : {}),
          }
        : { analysis_id: analysisId, key: candidate.key, choice: 'accurate' as const };
    record.mutate(body, {
      onSuccess: () => toast.success(TEXT.saved),
      onError: (err) => {
        setError(errorMessage(err, TEXT.saveFailed));
        toastError(TEXT.saveFailed, err, 'Please try again.');
      },
    });
  };

  return (
    <Card data-testid="candidate" aria-labelledby={`${idBase}-title`}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h3" id={`${idBase}-title`} className="text-base">
            {candidate.creditor}
          </CardTitle>
          <div className="flex flex-wrap gap-1">
            {/* Only a finding has a priority to dispute; a negative item the reading found no error in has none. */}
            {candidate.source === 'negative_item' ? (
              <Badge variant="secondary">{TEXT.noFinding}</Badge>
            ) : (
              <Badge variant={PRIORITY_BADGE[candidate.priority]}>{TEXT.priority[candidate.priority]}</Badge>
            )}
            {current?.choice === 'accurate' ? <Badge variant="success">{TEXT.accurate}</Badge> : null}
            {current?.choice === 'dispute' ? <Badge variant="default">{TEXT.disputing}</Badge> : null}
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          {candidate.account_number ? `Account ${candidate.account_number} · ` : ''}
          {TEXT.bureaus}: {candidate.bureaus.map((b) => BUREAU_LABELS[b]).join(', ')}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {candidate.evidence ? (
          <div>
            <p className="font-medium">{TEXT.printed}</p>
            <p className="rounded bg-muted px-2 py-1 font-mono text-xs break-words">{candidate.evidence}</p>
          </div>
        ) : null}
        <div>
          <p className="font-medium">{candidate.source === 'negative_item' ? TEXT.noFindingWhy : TEXT.why}</p>
          <p>{candidate.why}</p>
        </div>
        {candidate.laws.length > 0 ? (
          <p>
            <span className="font-medium">{TEXT.laws}: </span>
            {candidate.laws.map((l) => l.id).join(', ')}
          </p>
        ) : null}
        {candidate.locked_accurate ? (
          <p className="flex items-center gap-2 text-success">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {TEXT.lockedAccurate} {candidate.accurate_advice}
          </p>
        ) : candidate.held && current?.choice !== 'dispute' ? (
          // The item state holds it back (decision 172): no choice until the reading is confirmed or it comes back.
          <Alert data-testid="candidate-held">
            <AlertDescription>{candidate.held}</AlertDescription>
          </Alert>
        ) : (
          <form onSubmit={save} className="flex flex-col gap-3" noValidate>
            <fieldset className="flex flex-wrap gap-4">
              <legend className="sr-only">Your decision on {candidate.creditor}</legend>
              <label className="flex items-center gap-2">
                <input type="radio" name={`${idBase}-mode`} checked={mode === 'dispute'} onChange={() => setMode('dispute')} />
                {TEXT.dispute}
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name={`${idBase}-mode`} checked={mode === 'accurate'} onChange={() => setMode('accurate')} />
                {TEXT.accurate}
              </label>
            </fieldset>
            {mode === 'dispute' ? (
              <div className="flex flex-col gap-3">
                <FormField id={`${idBase}-reason`} label={TEXT.reason}>
                  <select
                    id={`${idBase}-reason`}
                    className="h-10 rounded-md border border-input bg-card px-2"
                    value={reason}
                    onChange={(e) => chooseReason(e.target.value as ReasonId | '')}
                  >
                    {reason === '' ? <option value="">{TEXT.chooseReason}</option> : null}
                    {candidate.reasons.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.text}
                      </option>
                    ))}
                  </select>
                </FormField>
                <FormField id={`${idBase}-statement`} label={TEXT.statement} hint={TEXT.statementHint}>
                  <textarea
                    id={`${idBase}-statement`}
                    className="min-h-24 rounded-md border border-input p-2"
                    maxLength={1000}
                    required
                    value={statement}
                    onChange={(e) => setStatement(e.target.value)}
                  />
                </FormField>
                {confirm ? (
                  <label className="flex items-start gap-2">
                    <input type="checkbox" className="mt-1" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
                    <span>{confirm === 'did_not_apply' ? TEXT.confirmDidNotApply(candidate.creditor) : TEXT.confirmNotMine}</span>
                  </label>
                ) : null}
                {confirm === 'not_mine' ? <p className="text-muted-foreground">{TEXT.identityTheft}</p> : null}
              </div>
            ) : null}
            {mode === 'accurate' ? <p className="text-muted-foreground">{candidate.accurate_advice}</p> : null}
            {error ? (
              <p role="alert" className="text-destructive">
                {error}
              </p>
            ) : null}
            <Button type="submit" variant="outline" className="w-fit" disabled={record.isPending}>
              {TEXT.save}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** The candidates of a completed analysis; the person decides on each (dispute with a reason, or accurate). */
export function CandidateChooser({ analysisId, onDone }: { analysisId: string; onDone: () => void }) {
  const candidates = useCandidates(analysisId);
  return (
    <section aria-labelledby="chooser-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Button variant="ghost" className="w-fit" onClick={onDone}>
          <ArrowLeft aria-hidden="true" />
          {DISPUTES_PAGE.back}
        </Button>
        <h2 id="chooser-title" className="text-xl font-semibold">
          {TEXT.title}
        </h2>
        <p className="text-muted-foreground">{TEXT.intro}</p>
      </div>
      {candidates.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : candidates.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(candidates.error, 'Could not load the items of this report.')}</AlertDescription>
        </Alert>
      ) : candidates.data.length === 0 ? (
        <p>{TEXT.empty}</p>
      ) : (
        <div className="flex flex-col gap-3">
          {candidates.data.map((c) => (
            <CandidateCard key={c.key} analysisId={analysisId} candidate={c} />
          ))}
        </div>
      )}
      <div>
        <Button onClick={onDone}>{TEXT.done}</Button>
      </div>
    </section>
  );
}
