import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { DisputeGroup } from '../groups';
import { OUTCOME_LABELS, ROUNDS_TEXT, type OutcomeProposal, type RoundReviewDto } from '../../../../common/rounds';
import { FILE_TOO_LARGE_MESSAGE, INVALID_FILE_TYPE_MESSAGE, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '../../../../common/uploads';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/errors';
import { useDisputesReadOnly } from '../read-only';
import { useDecideProposal, useUploadReply } from './api';

function Proposal({ review, proposal, name }: { review: RoundReviewDto; proposal: OutcomeProposal; name: string }) {
  const decide = useDecideProposal();
  const act = (decision: 'confirm' | 'dismiss') =>
    decide.mutate({ id: review.id, item_id: proposal.item_id, decision }, { onError: (error) => toastError('Could not save', error, 'Please try again.') });
  return (
    <li
      className="flex flex-col gap-2 rounded-md border border-border bg-card p-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="outcome-proposal"
    >
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p>
          <span className="font-medium">{name}</span>: {OUTCOME_LABELS[proposal.result]}
        </p>
        <p className="text-xs text-muted-foreground break-words">
          {review.kind === 'reply' ? ROUNDS_TEXT.fromReply(review.file_name ?? '') : ROUNDS_TEXT.fromReport}: “{proposal.evidence}”
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => act('confirm')}>
          {ROUNDS_TEXT.confirm}
        </Button>
        <Button size="sm" variant="ghost" disabled={decide.isPending} onClick={() => act('dismiss')}>
          {ROUNDS_TEXT.dismiss}
        </Button>
      </div>
    </li>
  );
}

/** Upload the bureau's reply for this group's letter, and confirm or dismiss the outcomes read from it. */
export function RepliesPanel({ group, reviews }: { group: DisputeGroup; reviews: RoundReviewDto[] }) {
  const upload = useUploadReply();
  const readOnly = useDisputesReadOnly();
  const input = useRef<HTMLInputElement>(null);
  const [lastRead, setLastRead] = useState<string | null>(null);
  const names = new Map(group.items.map((i) => [i.id, i.account_name]));
  const open = readOnly
    ? []
    : reviews.flatMap((r) => r.proposals.filter((p) => p.state === 'open' && names.has(p.item_id)).map((p) => ({ review: r, proposal: p })));
  const lastReview = reviews.find((r) => r.id === lastRead);
  const mailed = group.items.some((i) => ['sent', 'submitted', 'responded', 'completed', 'denied'].includes(i.status));
  if ((!mailed || readOnly) && open.length === 0) return null;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!/\.(pdf|jpe?g|png)$/i.test(file.name)) return toast.error(INVALID_FILE_TYPE_MESSAGE);
    if (file.size > MAX_UPLOAD_BYTES) return toast.error(FILE_TOO_LARGE_MESSAGE);
    upload.mutate(
      { bureau: group.bureau, file },
      {
        onSuccess: ({ review }) => {
          setLastRead(review.id);
          toast.success(ROUNDS_TEXT.uploaded);
        },
        onError: (error) => toastError('Upload failed', error, 'An error occurred while uploading your file.'),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  return (
    <section aria-labelledby={`replies-${group.id}`} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <h3 id={`replies-${group.id}`} className="font-semibold">
        {ROUNDS_TEXT.replyTitle}
      </h3>
      {mailed ? (
        <>
          <p className="text-sm text-muted-foreground">{ROUNDS_TEXT.replyHint}</p>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`reply-file-${group.id}`} className="sr-only">
              {ROUNDS_TEXT.replyFile}
            </label>
            <input
              id={`reply-file-${group.id}`}
              ref={input}
              type="file"
              accept={UPLOAD_ACCEPT}
              className="sr-only"
              onChange={(e) => onFile(e.target.files?.[0])}
            />
            <Button variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
              <Upload aria-hidden="true" />
              {ROUNDS_TEXT.uploadReply}
            </Button>
          </div>
        </>
      ) : null}
      {reviews.some((r) => r.kind === 'reply' && r.status === 'reading' && (r.bureau === null || r.bureau === group.bureau)) ? (
        <p role="status" className="text-sm text-muted-foreground" data-testid="reply-reading">
          {ROUNDS_TEXT.reading}
        </p>
      ) : null}
      {lastReview && lastReview.status !== 'reading' && lastReview.proposals.filter((p) => names.has(p.item_id)).length === 0 ? (
        <p className="text-sm">{ROUNDS_TEXT.noProposals}</p>
      ) : null}
      {open.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-medium">{ROUNDS_TEXT.proposalsTitle}</h4>
          <ul className="flex flex-col gap-2">
            {open.map(({ review, proposal }) => (
              <Proposal key={`${review.id}-${proposal.item_id}`} review={review} proposal={proposal} name={names.get(proposal.item_id) ?? ''} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
