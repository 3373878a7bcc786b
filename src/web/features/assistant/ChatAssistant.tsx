import { Bot, RotateCcw, Send, Square, Trash2, TriangleAlert, User } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import type { ChatMessageDto, ConversationDto } from '../../../common/assistant';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../common/assistant';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { toastError } from '../../lib/errors';
import { useClearConversation } from './api';
import { AnswerText, CitationLink, type OnCite } from './AnswerText';
import { ASSISTANT_TEXT as T } from './texts';
import { useChat } from './use-chat';

/** Chat Assistant (spec §2: Enter sends, Shift+Enter adds a newline; §5: blank or while running is ignored). */
export function ChatAssistant({ analysisId, conversation, onCite }: { analysisId: string; conversation: ConversationDto; onCite: OnCite }) {
  const { state, send, stop } = useChat(analysisId);
  const clear = useClearConversation(analysisId);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const end = useRef<HTMLDivElement>(null);
  const streaming = state.status === 'streaming';
  const messages = conversation.messages;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, state]);

  async function submit(text: string) {
    if (await send(text)) setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit(draft);
  }

  function clearAll() {
    clear.mutate(undefined, {
      onSuccess: () => toast.success(T.cleared),
      onError: (error) => toastError(T.clearFailed, error, T.chatFailed),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="max-w-prose text-xs text-muted-foreground">{conversation.provider.description}</p>
        {messages.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={clearAll} disabled={streaming || clear.isPending}>
            <Trash2 aria-hidden="true" />
            {T.clear}
          </Button>
        ) : null}
      </div>

      <div
        role="log"
        aria-label={T.subTabsLabel}
        aria-live="polite"
        className="flex max-h-[32rem] min-h-40 flex-col gap-3 overflow-y-auto rounded-md border border-border bg-muted p-3"
      >
        {messages.length === 0 && !streaming ? (
          <div className="flex flex-col gap-3 p-2">
            <div>
              <p className="font-medium">{T.emptyTitle}</p>
              <p className="text-sm text-muted-foreground">{T.emptyText}</p>
            </div>
            <div className="flex flex-wrap gap-2" aria-label={T.suggestionsLabel} role="group">
              {conversation.suggestions.map((s) => (
                <Button key={s} variant="outline" size="sm" className="h-auto bg-card py-1.5 text-left whitespace-normal" onClick={() => void submit(s)}>
                  {s}
                </Button>
              ))}
            </div>
          </div>
        ) : null}
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} analysisId={analysisId} onCite={onCite} />
        ))}
        {streaming ? (
          <div className="flex gap-2" data-testid="streaming-answer">
            <Avatar role="assistant" />
            <div className="min-w-0 flex-1 rounded-lg border border-border bg-card px-3 py-2">
              {state.text ? (
                <p className="text-sm leading-relaxed whitespace-pre-wrap break-words">{state.text.replace(/\[\[[a-z]+:[^\]\n]*\]\]/g, '')}</p>
              ) : null}
              <Spinner label={T.thinking} className="mt-1 size-4" />
            </div>
          </div>
        ) : null}
        {state.status === 'error' ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-2 rounded-md border border-destructive-border bg-destructive-soft px-3 py-2 text-sm text-destructive"
          >
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 flex-1">{state.message ? `${T.errorPrefix}${state.message}` : T.chatFailed}</span>
            <Button variant="outline" size="sm" className="bg-card" onClick={() => void send(state.question)}>
              <RotateCcw aria-hidden="true" />
              {T.retry}
            </Button>
          </div>
        ) : null}
        <div ref={end} />
      </div>

      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(draft);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {T.composerLabel}
        </label>
        <textarea
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={MAX_CHAT_MESSAGE_CHARS}
          placeholder={T.composerPlaceholder}
          className="min-h-16 w-full flex-1 resize-y rounded-md border border-input bg-card px-3 py-2 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        />
        {streaming ? (
          <Button type="button" variant="outline" onClick={stop}>
            <Square aria-hidden="true" />
            {T.stop}
          </Button>
        ) : (
          <Button type="submit" disabled={!draft.trim()}>
            <Send aria-hidden="true" />
            {T.send}
          </Button>
        )}
      </form>
    </div>
  );
}

function Avatar({ role }: { role: ChatMessageDto['role'] }) {
  const Icon = role === 'user' ? User : Bot;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'mt-1 flex size-7 shrink-0 items-center justify-center rounded-full',
        role === 'user' ? 'bg-primary text-primary-foreground' : 'bg-track text-muted-foreground',
      )}
    >
      <Icon className="size-4" />
    </span>
  );
}

function MessageBubble({ message: m, analysisId, onCite }: { message: ChatMessageDto; analysisId: string; onCite: OnCite }) {
  const user = m.role === 'user';
  return (
    <div className={cn('flex gap-2', user && 'flex-row-reverse')} data-role={m.role}>
      <Avatar role={m.role} />
      <div className={cn('min-w-0 max-w-[85%] rounded-lg px-3 py-2', user ? 'bg-primary text-primary-foreground' : 'border border-border bg-card')}>
        <p className="sr-only">{user ? T.you : T.assistant}</p>
        {user ? (
          <p className="text-sm whitespace-pre-wrap break-words">{m.content}</p>
        ) : (
          <AnswerText analysisId={analysisId} content={m.content} citations={m.citations} onCite={onCite} />
        )}
        {!user && m.citations.length > 0 ? (
          <div className="mt-2 flex flex-wrap items-center gap-1 border-t border-border pt-2 text-xs text-muted-foreground">
            <span>{T.sources}:</span>
            {m.citations.map((c) => (
              <CitationLink key={`${c.kind}:${c.ref}`} analysisId={analysisId} citation={c} onCite={onCite} />
            ))}
          </div>
        ) : null}
        {m.stopped ? <p className="mt-1 text-xs text-muted-foreground italic">{T.stopped}</p> : null}
        <time className={cn('mt-1 block text-[11px]', user ? 'text-primary-foreground/80' : 'text-muted-foreground')} dateTime={m.timestamp}>
          {new Date(m.timestamp).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}
        </time>
      </div>
    </div>
  );
}
