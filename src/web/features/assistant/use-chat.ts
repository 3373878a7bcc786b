import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessageDto, ConversationDto } from '../../../common/assistant';
import { errorMessage } from '../../lib/errors';
import { assistantKeys, streamChat } from './api';

export type ChatState = { status: 'idle' } | { status: 'streaming'; text: string } | { status: 'error'; message: string | null; question: string };

/**
 * One chat turn at a time (spec §5: a send is ignored if the text is blank or a request is running). The answer
 * streams into `state.text`; stored messages land in the conversation's cache. Leaving the tab stops the request.
 */
export function useChat(analysisId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ChatState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const running = useRef(false);

  useEffect(() => () => controller.current?.abort(), []);

  const append = useCallback(
    (message: ChatMessageDto) =>
      queryClient.setQueryData<ConversationDto>(assistantKeys.conversation(analysisId), (c) =>
        c && !c.messages.some((m) => m.id === message.id) ? { ...c, messages: [...c.messages, message] } : c,
      ),
    [analysisId, queryClient],
  );

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const question = text.trim();
      if (!question || running.current) return false;
      running.current = true;
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'streaming', text: '' });
      let failed = false;
      try {
        await streamChat(analysisId, question, abort.signal, {
          onUser: append,
          onDelta: (delta) => setState((s) => (s.status === 'streaming' ? { status: 'streaming', text: s.text + delta } : s)),
          onDone: (message) => {
            append(message);
            setState({ status: 'idle' });
          },
          onError: (message) => {
            failed = true;
            setState({ status: 'error', message, question });
          },
        });
        if (abort.signal.aborted && !failed) setState({ status: 'idle' });
      } catch (error) {
        if (abort.signal.aborted) setState({ status: 'idle' });
        else setState({ status: 'error', message: errorMessage(error, '') || null, question });
      } finally {
        running.current = false;
        controller.current = null;
        if (abort.signal.aborted) void queryClient.invalidateQueries({ queryKey: assistantKeys.conversation(analysisId) });
      }
      return true;
    },
    [analysisId, append, queryClient],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { state, send, stop };
}
