import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DISPUTE_OUTCOMES, type DisputeItemDto, type DisputeOutcome } from '../../../../common/disputes/items';
import { OUTCOME_LABELS, REINSERTION_TEXT, ROUNDS_TEXT } from '../../../../common/rounds';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';
import { toastError } from '../../../lib/errors';
import { useLogOutcome, useUndoOutcome } from './api';
import { useDisputesReadOnly } from '../read-only';
import { NextSteps } from './NextSteps';

const MAILED = new Set(['sent', 'submitted', 'responded', 'completed', 'denied']);

const OUTCOME_BADGE: Record<DisputeOutcome, 'success' | 'destructive' | 'warning' | 'secondary'> = {
  deleted: 'success',
  corrected: 'success',
  verified: 'destructive',
  frivolous: 'destructive',
  stall: 'warning',
  no_response: 'warning',
};

/** The item's round, its outcome (log, change, undo), a reinsertion flag and the history of every change. */
export function OutcomeArea({ item, reinserted }: { item: DisputeItemDto; reinserted: boolean }) {
  const outcome = item.metadata.outcome;
  const [choice, setChoice] = useState<DisputeOutcome>(outcome?.result ?? 'deleted');
  const log = useLogOutcome();
  const undo = useUndoOutcome();
  // Logging outcomes and the next steps are contracted services (docs/decisions/165): read-only, neither is offered.
  const readOnly = useDisputesReadOnly();
  const history = item.metadata.history ?? [];
  const selectId = `outcome-${item.id}`;
  return (
    <section aria-labelledby={`${selectId}-title`} className="flex flex-col gap-3 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${selectId}-title`} className="font-semibold">
          {ROUNDS_TEXT.outcomeTitle}
        </h3>
        <Badge variant="outline">{ROUNDS_TEXT.round(item.metadata.round ?? 1)}</Badge>
        {outcome ? (
          <Badge variant={OUTCOME_BADGE[outcome.result]} data-testid="outcome-badge">
            {OUTCOME_LABELS[outcome.result]}
          </Badge>
        ) : null}
        {reinserted ? <Badge variant="destructive">{REINSERTION_TEXT.badge}</Badge> : null}
      </div>
      {reinserted ? (
        <Alert variant="destructive" role="note">
          <AlertTitle>{REINSERTION_TEXT.badge}</AlertTitle>
          <AlertDescription>{REINSERTION_TEXT.explain}</AlertDescription>
        </Alert>
      ) : null}
      {outcome ? (
        <p className="text-sm text-muted-foreground">
          {OUTCOME_LABELS[outcome.result]}, {ROUNDS_TEXT.source[outcome.source]}, {formatDateTime(outcome.decided_at)}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{MAILED.has(item.status) ? ROUNDS_TEXT.noOutcomeYet : ROUNDS_TEXT.waitForMail}</p>
      )}
      {MAILED.has(item.status) && !readOnly ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            log.mutate(
              { id: item.id, result: choice },
              { onSuccess: () => toast.success(ROUNDS_TEXT.logged), onError: (error) => toastError('Could not log the outcome', error, 'Please try again.') },
            );
          }}
        >
          <label htmlFor={selectId} className="flex flex-col gap-1 text-sm font-medium">
            {ROUNDS_TEXT.outcomeLabel}
            <select
              id={selectId}
              className="h-9 rounded-md border border-input bg-card px-2 font-normal"
              value={choice}
              onChange={(e) => setChoice(e.target.value as DisputeOutcome)}
            >
              {DISPUTE_OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {OUTCOME_LABELS[o]}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="outline" disabled={log.isPending}>
            {outcome ? ROUNDS_TEXT.changeOutcome : ROUNDS_TEXT.logOutcome}
          </Button>
          {outcome ? (
            <Button
              type="button"
              variant="ghost"
              disabled={undo.isPending}
              onClick={() =>
                undo.mutate(item.id, {
                  onSuccess: () => toast.success(ROUNDS_TEXT.undone),
                  onError: (error) => toastError('Could not undo', error, 'Please try again.'),
                })
              }
            >
              <Undo2 aria-hidden="true" />
              {ROUNDS_TEXT.undoOutcome}
            </Button>
          ) : null}
        </form>
      ) : null}
      {readOnly ? null : <NextSteps item={item} />}
      {history.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-medium">{ROUNDS_TEXT.historyTitle}</h4>
          <ol className="flex flex-col gap-2 border-l border-border pl-4" data-testid="outcome-history">
            {history.map((h, i) => (
              <li key={`${h.at}-${i}`} className="text-sm">
                <span className="block text-xs text-muted-foreground">{formatDateTime(h.at)}</span>
                {h.note}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
