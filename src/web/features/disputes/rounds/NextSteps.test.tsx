// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { DisputeItemDto } from '../../../../common/disputes/items';

const { NextSteps } = await import('./NextSteps');

const FIRST = '00000000-0000-4000-8000-0000000000c1';
const SECOND = '00000000-0000-4000-8000-0000000000c2';
const item = {
  id: FIRST,
  status: 'denied',
  metadata: { round: 1, outcome: { result: 'verified', decided_at: '2026-11-22T10:00:00.000Z', source: 'person', round: 1 } },
} as unknown as DisputeItemDto;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('NextSteps', () => {
  it('"Draft this letter" drafts one letter for every item the action covers', async () => {
    const action = {
      kind: 'verification_request',
      title: 'Ask how the item was verified',
      description: 'd',
      cites: ['FCRA 611(a)(7)'],
      item_ids: [FIRST, SECOND],
    };
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/disputes/items/${FIRST}/next-actions`) return json({ actions: [action], cfpb_summary: null });
      if (url === '/api/disputes/rounds/next-letter' && init?.method === 'POST') return json({ letter: { id: 'l2', round: 2 } }, 201);
      return json({ code: 'NOT_FOUND', message: 'No such API call.' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <NextSteps item={item} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('One letter for the 2 items of this group that need it.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Draft this letter' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your round 2 letter is drafted. Review it under Drafts, then approve and mail it.'));
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/disputes/rounds/next-letter')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ kind: 'method_of_verification', item_ids: [FIRST, SECOND] });
  });
});
