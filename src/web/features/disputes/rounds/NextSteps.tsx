import { Copy, FilePlus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { DisputeItemDto } from '../../../../common/disputes/items';
import type { RoundLetterKind } from '../../../../common/disputes/letters';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/errors';
import { useNextActions, useStartNextLetter } from './api';

/** The next action a next-round letter answers (the server's ROUND_LETTER_ACTION, reversed). */
const LETTER_FOR_ACTION: Readonly<Record<string, RoundLetterKind>> = {
  follow_up: 'follow_up',
  verification_request: 'method_of_verification',
  identity_reply: 'identity_reply',
  reinsertion_notice: 'reinsertion',
};

const NEXT_TEXT = {
  title: 'Next steps',
  cfpbTitle: 'Your CFPB complaint summary',
  whatHappened: 'What happened',
  resolution: 'What would be a fair resolution',
  copy: 'Copy summary',
  copied: 'Summary copied',
  portal: 'Paste it into the complaint form at consumerfinance.gov/complaint.',
  furnisherHint: 'Use “Dispute directly with the creditor or collector” under Other letters.',
  draft: 'Draft this letter',
  covers: (n: number) => `One letter for the ${n} items of this group that need it.`,
  drafted: (round: number) => `Your round ${round} letter is drafted. Review it under Drafts, then approve and mail it.`,
  draftFailed: 'Could not draft the letter',
  tryAgain: 'Please try again.',
  identityHint: 'Add a copy of your ID and proof of your address to the letter as exhibits before you approve it.',
} as const;

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(NEXT_TEXT.copied);
  } catch {
    toast.error('Could not copy: select the text and copy it yourself.');
  }
}

/** What the person can do next with the item, from its outcome; the CFPB summary to copy when it is offered. */
export function NextSteps({ item }: { item: DisputeItemDto }) {
  const { data } = useNextActions(item);
  const start = useStartNextLetter();
  const [, setParams] = useSearchParams();
  const draft = (kind: RoundLetterKind, itemIds: string[]) =>
    start.mutate(
      { kind, item_ids: itemIds },
      {
        onSuccess: (r) => {
          toast.success(NEXT_TEXT.drafted(r.letter.round));
          setParams({ tab: 'drafts' });
        },
        onError: (error) => toastError(NEXT_TEXT.draftFailed, error, NEXT_TEXT.tryAgain),
      },
    );
  // A follow-up does not answer a frivolous notice (the server refuses it too).
  const letterFor = (action: string) => (action === 'follow_up' && item.metadata.outcome?.result === 'frivolous' ? undefined : LETTER_FOR_ACTION[action]);
  if (!data || data.actions.length === 0) return null;
  const summary = data.cfpb_summary;
  const full = summary ? `${NEXT_TEXT.whatHappened}:\n${summary.what_happened}\n\n${NEXT_TEXT.resolution}:\n${summary.fair_resolution}` : '';
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-medium">{NEXT_TEXT.title}</h4>
      <ul className="flex flex-col gap-2" data-testid="next-steps">
        {data.actions.map((a) => (
          <li key={a.kind} className="rounded-md bg-muted p-3 text-sm">
            <p className="font-medium">{a.title}</p>
            <p>{a.description}</p>
            {a.kind === 'furnisher_dispute' ? <p className="text-muted-foreground">{NEXT_TEXT.furnisherHint}</p> : null}
            {a.kind === 'identity_reply' ? <p className="text-muted-foreground">{NEXT_TEXT.identityHint}</p> : null}
            <p className="text-xs text-muted-foreground">{a.cites.join(', ')}</p>
            {letterFor(a.kind) && a.item_ids.length > 1 ? <p className="text-muted-foreground">{NEXT_TEXT.covers(a.item_ids.length)}</p> : null}
            {letterFor(a.kind) ? (
              <Button size="sm" className="mt-2 w-fit" disabled={start.isPending} onClick={() => draft(letterFor(a.kind)!, a.item_ids)}>
                <FilePlus aria-hidden="true" />
                {NEXT_TEXT.draft}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {summary ? (
        <div className="flex flex-col gap-2 rounded-md border border-border p-3">
          <h5 className="text-sm font-medium">{NEXT_TEXT.cfpbTitle}</h5>
          <p className="text-xs text-muted-foreground">{NEXT_TEXT.portal}</p>
          <pre className="whitespace-pre-wrap break-words rounded-md bg-muted p-2 font-sans text-sm">{full}</pre>
          <Button variant="outline" size="sm" className="w-fit" onClick={() => void copy(full)}>
            <Copy aria-hidden="true" />
            {NEXT_TEXT.copy}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
