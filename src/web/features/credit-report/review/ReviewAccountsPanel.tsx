import { Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { BUREAU_LABELS, type AnalysisSummaryDto } from '../../../../common/analysis';
import type { CorrectionRequest, EntryCorrectionRequest } from '../../../../common/review';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toastError } from '../../../lib/errors';
import { useAddCorrection, useAddEntryCorrection, useRemoveCorrection, useReview } from '../../analyses/api';
import { EmptyPanel } from '../detail-panels';
import { AccountReviewCard, type ReviewActions } from './AccountReviewCard';
import { AddAccountForm } from './AddAccountForm';
import { EntryReviewCard, type EntryReviewActions } from './EntryReviewCard';
import { REVIEW_TEXT } from './texts';

/**
 * 'Review Accounts' (docs/decisions/050): the accounts read from this report, each with its values as read and as
 * corrected; the person corrects a value, adds an account we missed, marks one not theirs or accurate as reported,
 * and undoes any of it. The server rebuilds the analysis after each change and answers with it.
 */
export function ReviewAccountsPanel({ analysis }: { analysis: AnalysisSummaryDto }) {
  const review = useReview(analysis.id);
  const add = useAddCorrection(analysis.id);
  const addEntry = useAddEntryCorrection(analysis.id);
  const remove = useRemoveCorrection(analysis.id);
  const [adding, setAdding] = useState(false);
  const pending = add.isPending || addEntry.isPending || remove.isPending;

  const outcome = (message: string, done?: () => void) => ({
    onSuccess: () => {
      toast.success(message);
      done?.();
    },
    onError: (error: Error) => toastError(REVIEW_TEXT.failed, error, REVIEW_TEXT.failedFallback),
  });
  const send = (body: CorrectionRequest, message: string, done?: () => void) => add.mutate(body, outcome(message, done));
  const sendEntry = (body: EntryCorrectionRequest, message: string, done?: () => void) => addEntry.mutate(body, outcome(message, done));

  const actions: ReviewActions = {
    pending,
    correct: (key, field, value, done) => send({ kind: 'field', account_key: key, field, value }, REVIEW_TEXT.saved, done),
    flag: (key, kind) => send({ kind, account_key: key }, REVIEW_TEXT.saved),
    undo: (correctionId) =>
      remove.mutate(correctionId, {
        onSuccess: () => toast.success(REVIEW_TEXT.undone),
        onError: (error) => toastError(REVIEW_TEXT.failed, error, REVIEW_TEXT.failedFallback),
      }),
  };

  const entryActions: EntryReviewActions = {
    pending,
    correct: (key, field, value, done) => sendEntry({ kind: 'field', entry_key: key, field, value }, REVIEW_TEXT.saved, done),
    flag: (key, kind) => sendEntry({ kind, entry_key: key }, REVIEW_TEXT.saved),
    undo: actions.undo,
  };

  if (review.isPending) return <Spinner label={REVIEW_TEXT.loading} className="size-5" />;
  if (review.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-col gap-2">
          <p>{REVIEW_TEXT.loadFailed}</p>
          <Button variant="outline" size="sm" className="w-fit" onClick={() => void review.refetch()}>
            <RefreshCw aria-hidden="true" />
            {REVIEW_TEXT.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const { accounts, entries = [] } = review.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{REVIEW_TEXT.intro}</p>
      {entries.length > 0 ? (
        <section aria-labelledby={`${analysis.id}-entries`} className="flex flex-col gap-3">
          <h3 id={`${analysis.id}-entries`} className="text-base font-semibold">
            {REVIEW_TEXT.entriesTitle}
          </h3>
          <p className="text-sm text-muted-foreground">{REVIEW_TEXT.entriesIntro}</p>
          <ul aria-label={REVIEW_TEXT.entriesListLabel(BUREAU_LABELS[analysis.bureau])} className="flex flex-col gap-3">
            {entries.map((entry) => (
              <EntryReviewCard key={entry.key} entry={entry} actions={entryActions} />
            ))}
          </ul>
        </section>
      ) : null}
      {adding ? (
        <AddAccountForm
          pending={pending}
          onCancel={() => setAdding(false)}
          onAdd={(account, done) =>
            send({ kind: 'add', account }, REVIEW_TEXT.addedToast, () => {
              done();
              setAdding(false);
            })
          }
        />
      ) : (
        <Button variant="outline" className="w-fit" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {REVIEW_TEXT.addTitle}
        </Button>
      )}
      {accounts.length === 0 ? (
        <EmptyPanel>{REVIEW_TEXT.empty}</EmptyPanel>
      ) : (
        <ul aria-label={REVIEW_TEXT.listLabel(BUREAU_LABELS[analysis.bureau])} className="flex flex-col gap-3">
          {accounts.map((account) => (
            <AccountReviewCard key={account.key} account={account} actions={actions} />
          ))}
        </ul>
      )}
    </div>
  );
}
