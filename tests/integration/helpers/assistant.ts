/** Helpers of the assistant's integration tests: a chat turn over HTTP read as server-sent events. */
import type { ChatMessageDto } from '../../../src/common/assistant';
import type { TestClient } from './client';
import { TEST_APP_URL } from './server';
import { readSse } from './sse';

export interface ChatTurn {
  status: number;
  /** Set when the answer was not a stream (an error answer). */
  json?: { code?: string; message?: string };
  events: { event: string; data: unknown }[];
  user?: ChatMessageDto;
  deltas: string[];
  done?: ChatMessageDto;
  error?: { message: string | null };
}

/** POSTs a question and reads the stream to its end; `stopAfterDeltas` aborts the request after that many deltas. */
export async function askAssistant(base: string, client: TestClient, analysisId: string, content: unknown, stopAfterDeltas?: number): Promise<ChatTurn> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/analyses/${analysisId}/assistant/messages`, {
    method: 'POST',
    headers: { Cookie: client.cookieHeader(), Origin: TEST_APP_URL, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ content }),
    signal: controller.signal,
  });
  const turn: ChatTurn = { status: response.status, events: [], deltas: [] };
  if (!response.headers.get('content-type')?.includes('text/event-stream')) {
    turn.json = (await response.json()) as ChatTurn['json'];
    return turn;
  }
  try {
    for await (const { event, data } of readSse(response.body!)) {
      const parsed = JSON.parse(data) as unknown;
      turn.events.push({ event, data: parsed });
      if (event === 'user') turn.user = parsed as ChatMessageDto;
      if (event === 'delta') turn.deltas.push((parsed as { text: string }).text);
      if (event === 'done') turn.done = parsed as ChatMessageDto;
      if (event === 'error') turn.error = parsed as { message: string | null };
      if (stopAfterDeltas !== undefined && turn.deltas.length >= stopAfterDeltas) {
        controller.abort();
        return turn;
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return turn;
}
