import { Link2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { Citation } from '../../../common/assistant';
import { answerParts, citationHref } from './citations';

export type OnCite = (citation: Citation) => void;

/** An answer with its citations as links into the report details (opened in place when `onCite` is given). */
export function AnswerText({ analysisId, content, citations, onCite }: { analysisId: string; content: string; citations: Citation[]; onCite?: OnCite }) {
  return (
    <div className="text-sm leading-relaxed whitespace-pre-wrap break-words">
      {answerParts(content, citations).map((part, i) =>
        part.kind === 'text' ? (
          <span key={i}>{part.text}</span>
        ) : (
          <CitationLink key={i} analysisId={analysisId} citation={part.citation} onCite={onCite} inline />
        ),
      )}
    </div>
  );
}

/** A citation link; `inline` (inside a sentence that names the creditor already) shows its short label. */
export function CitationLink({ analysisId, citation, onCite, inline = false }: { analysisId: string; citation: Citation; onCite?: OnCite; inline?: boolean }) {
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (!onCite || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onCite(citation);
  }
  return (
    <a
      href={citationHref(analysisId, citation)}
      onClick={open}
      data-citation={`${citation.kind}:${citation.ref}`}
      title={citation.label}
      aria-label={citation.label}
      className="mx-0.5 inline-flex max-w-full items-baseline gap-1 rounded border border-primary-border bg-primary-soft px-1.5 py-0 text-left align-baseline text-xs font-medium break-words whitespace-normal text-secondary-foreground no-underline hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Link2 aria-hidden="true" className="size-3 shrink-0 self-center" />
      <span className="min-w-0">{inline ? citation.short : citation.label}</span>
    </a>
  );
}
