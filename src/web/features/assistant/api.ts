/** The assistant's API calls (docs/api.md "AI assistant"): the conversation, a streamed chat turn, Generate Analysis. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ASSISTANT_EVENTS, type ChatMessageDto, type ConversationDto, type GeneratedAnalysisDto } from '../../../common/assistant';
import { api, apiRequest, ApiError } from '../../lib/api';
import { readSse } from '../../lib/sse';

export const assistantKeys = {
  conversation: (analysisId: string) => ['assistant', 'conversation', analysisId] as const,
};

const base = (analysisId: string) => `/api/analyses/${encodeURIComponent(analysisId)}/assistant`;

export function useConversation(analysisId: string, enabled = true) {
  return useQuery({ queryKey: assistantKeys.conversation(analysisId), queryFn: () => api.get<ConversationDto>(base(analysisId)), enabled });
}

export function useClearConversation(analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ removed: number }>(`${base(analysisId)}/messages`, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<ConversationDto>(assistantKeys.conversation(analysisId), (c) => (c ? { ...c, messages: [] } : c)),
  });
}

export interface ChatHandlers {
  onUser(message: ChatMessageDto): void;
  onDelta(text: string): void;
  onDone(message: ChatMessageDto): void;
  /** A message to show as 'Error: …', or null for the spec's fallback sentence. */
  onError(message: string | null): void;
}

/** Sends a question and follows the answer as it streams. Aborting the signal stops it (the server keeps what came). */
export async function streamChat(analysisId: string, content: string, signal: AbortSignal, handlers: ChatHandlers): Promise<void> {
  const response = await fetch(`${base(analysisId)}/messages`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ content }),
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(response.status, body?.code ?? `HTTP_${response.status}`, body?.message ?? '');
  }
  let finished = false;
  for await (const { event, data } of readSse(response.body)) {
    const parsed = JSON.parse(data) as unknown;
    if (event === ASSISTANT_EVENTS.user) handlers.onUser(parsed as ChatMessageDto);
    else if (event === ASSISTANT_EVENTS.delta) handlers.onDelta((parsed as { text: string }).text);
    else if (event === ASSISTANT_EVENTS.done) {
      finished = true;
      handlers.onDone(parsed as ChatMessageDto);
    } else if (event === ASSISTANT_EVENTS.error) {
      finished = true;
      handlers.onError((parsed as { message: string | null }).message);
    }
  }
  if (!finished && !signal.aborted) handlers.onError(null);
}

/**
 * Generate Analysis: the result is kept with the conversation (the server stores it, so it shows again when the
 * person returns). Leaving the tab aborts the request, which stops the model call on the server.
 */
export function useGenerateAnalysis(analysisId: string) {
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  return useMutation({
    mutationFn: async () => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const { analysis } = await apiRequest<{ analysis: GeneratedAnalysisDto & { notice?: string } }>(`${base(analysisId)}/analysis`, {
        method: 'POST',
        signal: abort.signal,
      });
      return analysis;
    },
    onSuccess: (analysis) =>
      queryClient.setQueryData<ConversationDto>(assistantKeys.conversation(analysisId), (c) => (c ? { ...c, generated_analysis: analysis } : c)),
  });
}
