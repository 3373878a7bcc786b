import { Pencil, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { BUREAU_LABELS, SCORE_MAX, SCORE_MIN, SCORE_RANGE_MESSAGE, type AnalysisSummaryDto } from '../../../common/analysis';
import { Button } from '../../components/ui/button';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toastError } from '../../lib/errors';
import { useCorrectScore } from '../analyses/api';
import { TEXT } from './texts';

/** A whole number on the 300–850 scale, or null. */
export function parseCorrection(text: string): number | null {
  const value = text.trim();
  if (!/^\d{3}$/.test(value)) return null;
  const score = Number(value);
  return score >= SCORE_MIN && score <= SCORE_MAX ? score : null;
}

/**
 * Manual score correction (subscription feature 'manual score correction for AI inaccuracies'): an inline form under
 * a bureau's score card. The score read from the report is kept and shown beside the user's correction; the
 * correction can be removed.
 */
export function ScoreCorrection({ analysis }: { analysis: AnalysisSummaryDto }) {
  const inputId = useId();
  const correct = useCorrectScore();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const trigger = useRef<HTMLButtonElement>(null);
  const corrected = analysis.corrected_score !== null;
  const bureau = BUREAU_LABELS[analysis.bureau];

  function close() {
    setOpen(false);
    setError(undefined);
    // Back to the button that opened the form (it re-renders after this tick).
    setTimeout(() => trigger.current?.focus(), 0);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const score = parseCorrection(value);
    if (score === null) {
      setError(SCORE_RANGE_MESSAGE);
      return;
    }
    setError(undefined);
    correct.mutate(
      { id: analysis.id, score },
      {
        onSuccess: () => {
          toast.success(TEXT.scores.saved);
          close();
        },
        onError: (failure) => toastError(TEXT.scores.saveFailed, failure, TEXT.scores.saveFailedFallback),
      },
    );
  }

  function remove() {
    correct.mutate(
      { id: analysis.id, score: null },
      {
        onSuccess: () => toast.success(TEXT.scores.removed),
        onError: (failure) => toastError(TEXT.scores.saveFailed, failure, TEXT.scores.saveFailedFallback),
      },
    );
  }

  const readFromReport = analysis.score === null ? TEXT.scores.noScoreRead : `${TEXT.scores.readFromReport} ${analysis.score}`;

  return (
    <div className="flex flex-col gap-3 border-t border-border pt-3">
      <p className="text-sm text-muted-foreground">
        {corrected ? (
          <>
            <span className="font-medium text-foreground">
              {TEXT.scores.yourCorrection}: {analysis.corrected_score}
            </span>
            {' · '}
          </>
        ) : null}
        {readFromReport}
      </p>
      {open ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <FormField id={inputId} label={TEXT.scores.correctionLabel(bureau)} hint={TEXT.scores.correctionHint} error={error}>
            <Input
              id={inputId}
              inputMode="numeric"
              autoComplete="off"
              autoFocus
              value={value}
              onChange={(event) => setValue(event.target.value)}
              {...fieldAria(inputId, error, TEXT.scores.correctionHint)}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={correct.isPending} aria-busy={correct.isPending || undefined}>
              {TEXT.scores.save}
            </Button>
            <Button variant="ghost" size="sm" onClick={close} disabled={correct.isPending}>
              {TEXT.scores.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            ref={trigger}
            variant="outline"
            size="sm"
            aria-label={`${TEXT.scores.correct}: ${bureau}`}
            onClick={() => {
              setValue(analysis.corrected_score === null ? '' : String(analysis.corrected_score));
              setOpen(true);
            }}
          >
            <Pencil aria-hidden="true" />
            {TEXT.scores.correct}
          </Button>
          {corrected ? (
            <Button variant="ghost" size="sm" onClick={remove} disabled={correct.isPending} aria-label={`${TEXT.scores.remove}: ${bureau}`}>
              <X aria-hidden="true" />
              {TEXT.scores.remove}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
