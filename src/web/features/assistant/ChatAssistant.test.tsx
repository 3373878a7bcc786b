// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessageDto, ConversationDto } from '../../../common/assistant';
import { assistantKeys } from './api';

const { ChatAssistant } = await import('./ChatAssistant');

const ID = '00000000-0000-4000-8000-000000000001';
const conversation: ConversationDto = {
  provider: { kind: 'builtin', model: 'built-in', description: 'Built-in assistant: not a language model.' },
  messages: [],
  suggestions: ['What hurts my score the most?'],
  generated_analysis: null,
};

const message = (role: 'user' | 'assistant', content: string, extra: Partial<ChatMessageDto> = {}): ChatMessageDto => ({
  id: `${role}-${content.length}`,
  role,
  content,
  timestamp: '2026-11-24T08:00:00.000Z',
  citations: [],
  ...extra,
});

function sse(events: [string, unknown][]): Response {
  const body = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** Renders the chat as the panel does: reading the conversation from the query cache the chat updates. */
function show(onCite = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Host() {
    const { data } = useQuery({ queryKey: assistantKeys.conversation(ID), queryFn: () => conversation, initialData: conversation, staleTime: Infinity });
    return <ChatAssistant analysisId={ID} conversation={data} onCite={onCite} />;
  }
  render(
    <QueryClientProvider client={client}>
      <Host />
    </QueryClientProvider>,
  );
  return { onCite };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ChatAssistant', () => {
  it('Enter sends, Shift+Enter adds a line, a blank message is ignored; the answer shows with its citation', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const { content } = JSON.parse(String(init.body)) as { content: string };
      return sse([
        ['user', message('user', content)],
        ['delta', { text: 'Start with ' }],
        [
          'done',
          message('assistant', 'Start with MIDLAND [[finding:f1]].', {
            citations: [
              { kind: 'finding', ref: 'f1', label: 'Account reported twice: MIDLAND', short: 'Account reported twice', detail: 'errors', anchor: 'finding-0' },
            ],
          }),
        ],
      ]);
    });
    vi.stubGlobal('fetch', fetchMock);
    const { onCite } = show();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Ask about this report' });

    await user.type(box, '   {Enter}');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, 'What first?{Shift>}{Enter}{/Shift}Please');
    expect((box as HTMLTextAreaElement).value).toBe('What first?\nPlease');
    await user.type(box, '{Enter}');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Account reported twice: MIDLAND' }).length).toBeGreaterThan(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/analyses/${ID}/assistant/messages`);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ content: 'What first?\nPlease' });
    expect((box as HTMLTextAreaElement).value).toBe('');

    const link = screen.getAllByRole('link', { name: 'Account reported twice: MIDLAND' })[0]!;
    expect(link.getAttribute('href')).toBe(`/credit-report?tab=details&id=${ID}&detail=errors#finding-0`);
    await user.click(link);
    expect(onCite).toHaveBeenCalledWith(expect.objectContaining({ anchor: 'finding-0' }));
  });

  it("shows the service's error as 'Error: …', the spec's sentence otherwise, and retries", async () => {
    const replies = [
      sse([
        ['user', message('user', 'Q')],
        ['error', { message: 'The AI service took too long to answer. Please try again.' }],
      ]),
      sse([
        ['user', message('user', 'QQ')],
        ['error', { message: null }],
      ]),
      sse([
        ['user', message('user', 'QQQ')],
        ['done', message('assistant', 'An answer.')],
      ]),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => replies.shift()!),
    );
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'What hurts my score the most?' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error: The AI service took too long to answer. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to generate response with the AI service'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('An answer.')).toBeTruthy();
  });
});
